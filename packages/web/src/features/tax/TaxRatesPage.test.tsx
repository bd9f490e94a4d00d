import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { person } from '../../../test/user.ts';
import { parsePercent } from './TaxRateForm.tsx';

const county = { id: 4, name: 'County', percent: 8.25, taxes_shipping: false };

describe('the Sales Tax page', () => {
  it('lists the rates and adds one with its name, percent and shipping rule', async () => {
    const fetchMock = mockApi({
      'GET /api/tax_rates': { body: { tax_rates: [county] } },
      'POST /api/admin/tax_rates': {
        body: { tax_rate: { id: 5, name: 'State', percent: 6.5, taxes_shipping: true } },
      },
    });
    renderApp('/admin/tax', people.admin);
    const rates = await screen.findByRole('form', { name: 'Tax rate County' });
    expect((within(rates).getByLabelText('Percent') as HTMLInputElement).value).toBe('8.25');
    const form = screen.getByRole('form', { name: 'New tax rate' });
    await person().type(within(form).getByLabelText('Name'), 'State');
    await person().type(within(form).getByLabelText('Percent'), '6.5');
    fireEvent.click(within(form).getByLabelText('Taxes shipping'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/admin/tax_rates')).toEqual([
        { name: 'State', percent: 6.5, taxes_shipping: true },
      ]),
    );
  });

  it('refuses a percent above 100 or with more than 4 decimals before sending it', async () => {
    const fetchMock = mockApi({ 'GET /api/tax_rates': { body: { tax_rates: [] } } });
    renderApp('/admin/tax', people.admin);
    expect(await screen.findByText('No tax rates yet: quotes carry no tax.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'New tax rate' });
    await person().type(within(form).getByLabelText('Name'), 'Odd');
    await person().type(within(form).getByLabelText('Percent'), '8.12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(
      await screen.findByText('Percent must be a number from 0 to 100 with at most 4 decimals.'),
    ).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/admin/tax_rates')).toEqual([]);
    expect([parsePercent('100'), parsePercent('100.01'), parsePercent('7.1234'), parsePercent('x')]).toEqual([
      100,
      null,
      7.1234,
      null,
    ]);
  });
});
