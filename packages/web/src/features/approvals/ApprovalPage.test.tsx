import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApprovalPage } from '@signshop/domain';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { typeInto } from '../../../test/user.ts';

const TOKEN = '12.abc';
const page: ApprovalPage = {
  kind: 'quote',
  shop_name: 'Northside Sign Co.',
  job_name: 'Clinic wayfinding',
  given_id: 'PAT-1',
  quote: {
    given_id: 'PAT-1',
    job_name: 'Clinic wayfinding',
    customer_name: 'Acme Signs',
    quote_date: '2026-03-15',
    lines: [
      {
        depth: 0,
        label: 'A',
        description: 'Raster, Tape',
        width: '6',
        height: '4',
        quantity: '10',
        unit_price: '$30.00',
        total_price: '$300.00',
      },
    ],
    totals: [
      { label: 'Signs (10 signs)', value: '$300.00' },
      { label: 'Total', value: '$300.00', strong: true },
    ],
  },
  file: null,
  sent_at: '2026-03-15T10:00:00.000Z',
  expires_at: '2026-04-14T10:00:00.000Z',
  notice: null,
  statement: 'I approve this quote as shown',
};

describe('the approval page (/approve/{token})', () => {
  it('shows the quote as sent and approves with the typed name and the ticked statement', async () => {
    const fetchMock = mockApi({
      [`GET /api/approve/${encodeURIComponent(TOKEN)}`]: { body: page },
      [`POST /api/approve/${encodeURIComponent(TOKEN)}`]: { body: { state: 'approved' } },
    });
    renderApp(`/approve/${TOKEN}`, null);
    expect(await screen.findByRole('heading', { name: 'Quote PAT-1: Clinic wayfinding' })).toBeTruthy();
    expect(screen.getByTestId('approval-total').textContent).toBe('$300.00');

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Type your full name to approve.');
    await typeInto(screen.getByLabelText('Your full name'), 'Pat Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tick "I approve this quote as shown" to approve.',
    );
    fireEvent.click(screen.getByLabelText('I approve this quote as shown'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByTestId('approval-done')).textContent).toContain('Your approval was recorded');
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted![1]!.body))).toEqual({
      decision: 'approve',
      name: 'Pat Lee',
      confirm: true,
    });
  });

  it('says plainly why a link opens nothing, and offers no answer', async () => {
    mockApi({
      [`GET /api/approve/${encodeURIComponent(TOKEN)}`]: {
        status: 404,
        body: {
          err: 'This approval link expired on April 14, 2026. Ask the shop to send a new one.',
          code: 'NOT_FOUND',
        },
      },
    });
    renderApp(`/approve/${TOKEN}`, null);
    expect((await screen.findByTestId('approval-refused')).textContent).toBe(
      'This approval link expired on April 14, 2026. Ask the shop to send a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the notice and no answer buttons when the quote changed since', async () => {
    mockApi({
      [`GET /api/approve/${encodeURIComponent(TOKEN)}`]: {
        body: { ...page, notice: 'The quote was changed after this link was sent.' },
      },
    });
    renderApp(`/approve/${TOKEN}`, null);
    expect((await screen.findByTestId('approval-notice')).textContent).toBe(
      'The quote was changed after this link was sent.',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("names the shop as its admin set it in the header, the footer and the page's line, with one period", async () => {
    mockApi({
      [`GET /api/approve/${encodeURIComponent(TOKEN)}`]: {
        body: { ...page, shop_name: 'Riverside Sign Co.' },
      },
    });
    renderApp(`/approve/${TOKEN}`, null);
    expect(await screen.findByText(/^From Riverside Sign Co\. This link works until /)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toContain('Riverside Sign Co.');
    expect(screen.getByRole('contentinfo').textContent).toMatch(/^© \d{4} Riverside Sign Co\.$/);
    expect(document.body.textContent).not.toContain('SignShop');
  });
});
