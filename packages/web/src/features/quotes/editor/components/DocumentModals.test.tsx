import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteSchema } from '@signshop/domain';
import { bodiesOf, mockApi } from '../../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { people } from '../../../../../test/users.ts';
import { typeInto } from '../../../../../test/user.ts';

const quote = (staffEmail: string) => ({
  ...quoteSchema.parse({
    id: 7,
    given_id: 'Q-7',
    job_name: 'Lobby',
    customer_name: 'Acme Signs',
    quote_date: '2026-11-03',
    signs: [],
    contact_info: { first_name: 'Pat', last_name: 'Lee', email: 'pat@acme.test', phonenumber: '' },
    asante_contact_info: { first_name: '', last_name: '', email: staffEmail },
  }),
  version: 3,
});
const shop = {
  shop: {
    name: 'Northside Sign Co.',
    address: '',
    phone: '',
    email: 'office@northside.test',
    website: '',
    address_presets: [],
    default_payment_terms: { text: 'Net 30', days: 30 },
  },
  logo: null,
};

async function openSend(staffEmail: string) {
  const fetchMock = mockApi({
    'GET /api/quote/7': { body: { quote: quote(staffEmail) } },
    'GET /api/quote/signtypes': { body: { types: [] } },
    'GET /api/approval/quote/7': { body: { approvals: [] } },
    'POST /api/email': { body: { message: 'Email Sent' } },
  });
  renderApp('/quote/7', people.customer, { shop });
  fireEvent.click(await screen.findByRole('button', { name: 'Send PDF as Email' }));
  return { fetchMock, dialog: await screen.findByRole('dialog', { name: 'Send PDF as Email' }) };
}

// The editor page loads lazily: the first render in a fresh worker takes several seconds.
describe("a customer's Send PDF as Email", { timeout: 20_000 }, () => {
  it("shows the shop's address and the quote's contact read-only and sends only the note", async () => {
    const { fetchMock, dialog } = await openSend('');
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveProperty('value', 'office@northside.test'));
    expect(screen.getByLabelText('Cc')).toHaveProperty('value', 'pat@acme.test');
    expect(screen.getByLabelText('To')).toHaveProperty('readOnly', true);
    expect(dialog.querySelector('#email-subject')).toBeNull();
    await typeInto(screen.getByLabelText('Note (optional)'), 'By Friday, please.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Email Sent' })).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/email')).toEqual([
      { quote: { id: 7 }, email: { note: 'By Friday, please.' } },
    ]);
  });

  it("addresses the quote's staff contact when it has one", async () => {
    await openSend('sam@northside.test');
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveProperty('value', 'sam@northside.test'));
  });
});

describe("staff's Send PDF as Email", { timeout: 20_000 }, () => {
  it('does not send without an address: To says it is required, has focus, and nothing is posted', async () => {
    const fetchMock = mockApi({
      'GET /api/quote/7': { body: { quote: quote('') } },
      'GET /api/quote/signtypes': { body: { types: [] } },
      'GET /api/approval/quote/7': { body: { approvals: [] } },
      'POST /api/email': { body: { message: 'Email Sent' } },
    });
    renderApp('/quote/7', people.staff, { shop });
    fireEvent.click(await screen.findByRole('button', { name: 'Send PDF as Email' }));
    await screen.findByRole('dialog', { name: 'Send PDF as Email' });
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('To is required.')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(to);
    expect(bodiesOf(fetchMock, '/api/email')).toEqual([]);
  });
});
