import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Role } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { makeAccount, people } from '../../../test/users.ts';
import { parsePaymentDays } from './CompanyInfoForm.tsx';
import { person, typeInto } from '../../../test/user.ts';

const record = {
  company: 'Ann Signs',
  billing_info: 'Accounts payable, PO required',
  website: 'annsigns.test',
  address: '1 Main St',
  contact_person: 'Ann Lee',
  payment_terms_text: 'Net 45',
  payment_days: 45,
};
/** What the page sent to save the record (the page also reads the company's notification opt-ins). */
const saved = (fetchMock: ReturnType<typeof mockApi>) => bodiesOf(fetchMock, '/api/company_info')[0];
const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
const type = (label: string, text: string) => typeInto(screen.getByLabelText(label), text);

describe('Customer information', () => {
  it('shows a customer their own company with read-only terms, and PUTs without the terms', async () => {
    const fetchMock = mockApi({
      'GET /api/company_info/Ann%20Signs': { body: record },
      'PUT /api/company_info': { body: { ...record, website: 'ann.example' } },
    });
    renderApp('/customerinformation', people.customer);
    await screen.findByRole('heading', { name: 'Ann Signs' });
    expect(value('Billing Info')).toBe('Accounts payable, PO required');
    expect(value('Payment Terms')).toBe('Net 45');
    expect(screen.getByLabelText<HTMLInputElement>('Payment Terms').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Payment Days').readOnly).toBe(true);
    expect(screen.queryByLabelText('Company')).toBeNull();
    await type('Website', 'ann.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeTruthy();
    expect(saved(fetchMock)).toEqual({
      company: 'Ann Signs',
      billing_info: 'Accounts payable, PO required',
      website: 'ann.example',
      address: '1 Main St',
      contact_person: 'Ann Lee',
      billing_email: '',
      reminders_opt_out: false,
    });
  });

  it("shows a customer its company's exemption read-only and saves its billing email and opt-out, never the tax", async () => {
    const exempt = {
      ...record,
      tax_exempt: true,
      exemption_certificate: 'EX-2231',
      exemption_expires: '2027-06-30',
      exemption_file_name: 'EX-2231.pdf',
    };
    const fetchMock = mockApi({
      'GET /api/company_info/Ann%20Signs': { body: exempt },
      'PUT /api/company_info': {
        body: { ...exempt, billing_email: 'ap@ann.example', reminders_opt_out: true },
      },
    });
    renderApp('/customerinformation', people.customer);
    expect((await screen.findByTestId('company-exemption')).textContent).toBe(
      'Sales tax: Tax exempt, certificate EX-2231, expires June 30, 2027. Set by the shop. Certificate file (EX-2231.pdf)',
    );
    expect(screen.getByRole('link', { name: 'Certificate file (EX-2231.pdf)' }).getAttribute('href')).toBe(
      '/api/company_info/exemption_file/Ann%20Signs',
    );
    expect(screen.queryByLabelText('Default Tax Rate')).toBeNull();
    await type('Billing Email', 'ap@ann.example');
    fireEvent.click(screen.getByLabelText('No payment reminders'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeTruthy();
    expect(saved(fetchMock)).toMatchObject({ billing_email: 'ap@ann.example', reminders_opt_out: true });
    expect(saved(fetchMock)).not.toHaveProperty('tax_exempt');
  });

  it('treats a missing record as a new one with default terms and creates it with POST', async () => {
    const fetchMock = mockApi({
      'GET /api/company_info/Ann%20Signs': { status: 404, body: { err: 'No company information yet.' } },
      'POST /api/company_info': { body: { ...record, payment_terms_text: 'Net 30', payment_days: 30 } },
    });
    renderApp('/customerinformation', people.customer);
    await screen.findByText('No record yet: Save creates it.');
    expect(value('Payment Terms')).toBe('Net 30');
    expect(value('Payment Days')).toBe('30');
    expect(screen.queryByRole('dialog')).toBeNull();
    await type('Contact Person', 'Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeTruthy();
    expect(fetchMock.mock.calls.find(([url]) => String(url) === '/api/company_info')?.[1]?.method).toBe(
      'POST',
    );
    expect(saved(fetchMock)).toMatchObject({ company: 'Ann Signs', contact_person: 'Ann Lee' });
    expect(saved(fetchMock)).not.toHaveProperty('payment_days');
  });

  it('sends a customer who types another company back to their own', async () => {
    mockApi({ 'GET /api/company_info/Ann%20Signs': { body: record } });
    const { router } = renderApp('/customerinformation/Other%20Co', people.customer);
    await screen.findByRole('heading', { name: 'Ann Signs' });
    expect(router.state.location.pathname).toBe('/customerinformation');
  });

  it('lets an admin find a company with suggestions, Get Info, and edit its payment terms', async () => {
    const fetchMock = mockApi({
      'GET /api/company_info/names/An': { body: { company_names: ['Ann Signs', 'Anvil Co'] } },
      'GET /api/company_info/Ann%20Signs': { body: record },
      'PUT /api/company_info': { body: { ...record, payment_terms_text: 'Net 60', payment_days: 60 } },
      'GET /api/tax_rates': {
        body: { tax_rates: [{ id: 4, name: 'County', percent: 8.25, taxes_shipping: false }] },
      },
    });
    const user = person();
    const { router } = renderApp('/customerinformation', people.admin);
    await type('Company', 'A');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Company'), 'n');
    await user.click(await screen.findByRole('option', { name: 'Ann Signs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Info' }));
    await screen.findByRole('heading', { name: 'Ann Signs' });
    expect(router.state.location.pathname).toBe('/customerinformation/Ann%20Signs');
    await type('Payment Terms', 'Net 60');
    await type('Payment Days', '60');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Default Tax Rate'), 'County (8.25%)');
    fireEvent.click(screen.getByLabelText('Tax exempt'));
    await type('Certificate Number', 'EX-9');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/company_info')).toHaveLength(2));
    expect(bodiesOf(fetchMock, '/api/company_info')[0]).toMatchObject({
      payment_terms_text: 'Net 60',
      payment_days: 60,
    });
    expect(bodiesOf(fetchMock, '/api/company_info')[1]).toMatchObject({
      tax_rate_id: 4,
      tax_exempt: true,
      exemption_certificate: 'EX-9',
      exemption_expires: null,
    });
  });

  it('refuses payment days that are not a whole number', async () => {
    const fetchMock = mockApi({
      'GET /api/company_info/Ann%20Signs': { body: record },
      'GET /api/tax_rates': { body: { tax_rates: [] } },
    });
    renderApp('/customerinformation/Ann%20Signs', makeAccount({ role: Role.Admin | Role.Asante }));
    await screen.findByRole('heading', { name: 'Ann Signs' });
    await type('Payment Days', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('dialog', { name: 'Error' })).textContent).toContain(
      'whole number of days',
    );
    // The record, the tax rates and the company's notification opt-ins.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(bodiesOf(fetchMock, '/api/company_info')).toEqual([]);
  });

  it('reads payment days as whole numbers only', () => {
    expect(parsePaymentDays(' 45 ')).toBe(45);
    expect(parsePaymentDays('0')).toBe(0);
    expect(parsePaymentDays('4.5')).toBeNull();
    expect(parsePaymentDays('')).toBeNull();
  });
});
