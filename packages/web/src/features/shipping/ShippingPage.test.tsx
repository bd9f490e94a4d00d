import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectLeavingFreely, expectLeavingToAsk } from '../../../test/leave.ts';
import { people } from '../../../test/users.ts';
import { jobQuote, sentBodies } from '../../../test/fixtures/job.ts';
import { shippedBody, shippingSaveBody, toggleShipped } from './shipping-form.ts';
import { person, typeInto } from '../../../test/user.ts';

const quote = jobQuote({
  version: 4,
  shipping_method: 'Fed Ex',
  tracking_number: ['111'],
  is_shipped: true,
  shipped_date: '2026-05-03',
});

const puts = (fetchMock: ReturnType<typeof mockApi>) => sentBodies(fetchMock, 'PUT', '/api/quote/7');

describe('shipping form rules', () => {
  it('starts a newly shipped job at today and clears the date when unchecked', () => {
    expect(toggleShipped({ is_shipped: false, shipped_date: null }, true, '2026-05-09')).toEqual({
      is_shipped: true,
      shipped_date: '2026-05-09',
    });
    expect(shippedBody({ is_shipped: false, shipped_date: '2026-05-03' })).toEqual({
      is_shipped: false,
      shipped_date: null,
    });
    expect(
      shippingSaveBody(
        {
          tracking_number: [' 1Z ', ''],
          shipping_method: 'UPS',
          is_shipped: true,
          shipped_date: '2026-05-03',
        },
        4,
      ),
    ).toEqual({
      tracking_number: ['1Z'],
      shipping_method: 'UPS',
      is_shipped: true,
      shipped_date: '2026-05-03',
      version: 4,
    });
  });
});

describe('ShippingPage', () => {
  it('saves tracking numbers, method and an unchecked Shipped without its date', async () => {
    const fetchMock = mockApi({
      'GET /api/quote/7': { body: { quote } },
      'PUT /api/quote/7': {
        body: { quote: { ...quote, version: 5, is_shipped: false, shipped_date: null } },
      },
    });
    const user = person();
    renderApp('/shipping/7', people.staff);
    expect(await screen.findByText('111')).toBeTruthy();
    await typeInto(screen.getByLabelText('New Tracking Number'), '222');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 111' }));
    await user.selectOptions(screen.getByLabelText('Shipping Method'), 'UPS');
    fireEvent.click(screen.getByLabelText('Shipped'));
    expect(screen.queryByLabelText('Shipped Date')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]).toEqual({
      tracking_number: ['222'],
      shipping_method: 'UPS',
      is_shipped: false,
      shipped_date: null,
      version: 4,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('shows a 409 and keeps what was typed', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'PUT /api/quote/7': { status: 409, body: { err: 'Someone saved this quote since you opened it.' } },
    });
    renderApp('/shipping/7', people.staff);
    await typeInto(await screen.findByLabelText('New Tracking Number'), '333');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone saved this quote since you opened it.')).toBeTruthy();
    expect(screen.getByText('Someone else saved this job')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Tracking numbers' })).getByText('333')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load their changes' })).toBeTruthy();
  });

  it('asks before leaving a typed tracking number unsaved; No keeps it', async () => {
    mockApi({ 'GET /api/quote/7': { body: { quote } } });
    const { router } = renderApp('/shipping/7', people.staff);
    await typeInto(await screen.findByLabelText('New Tracking Number'), '444');
    await expectLeavingToAsk(
      router,
      'This shipping information has changes that are not saved. Leave without saving them?',
      () => expect(screen.getByLabelText<HTMLInputElement>('New Tracking Number').value).toBe('444'),
    );
  });

  it('leaves without asking once Shipped is ticked and unticked again', async () => {
    mockApi({ 'GET /api/quote/7': { body: { quote } } });
    const { router } = renderApp('/shipping/7', people.staff);
    fireEvent.click(await screen.findByLabelText('Shipped'));
    fireEvent.click(screen.getByLabelText('Shipped'));
    await expectLeavingFreely(router);
  });
});
