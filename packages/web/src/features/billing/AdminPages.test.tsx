import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encryptBankField } from '@signshop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { setApiErrorHandler } from '../../platform/api/api-client.ts';
import { showError } from '../../platform/dialogs/message-dialog.tsx';
import { bodiesOf, bodyOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { invoicePage, invoiceRow, makeBankKeys, paymentsPage } from '../../../test/fixtures/billing.ts';
import { person, typeInto } from '../../../test/user.ts';

const rowTexts = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('Admin payments', () => {
  const job = invoiceRow({
    customer_name: 'Ann Signs',
    left_to_pay: 404.64,
    payment_history: [
      { payment: 100, date: '2026-05-10', nick_name: 'Operating', admin_paid: true },
      { payment: 200, date: '2026-05-12', nick_name: 'Payroll', admin_paid: false },
    ],
  });

  it('lists one row per payment, newest first, and saves Has Been Paid at once', async () => {
    const confirmed = {
      ...job,
      payment_history: job.payment_history.map((entry) => ({ ...entry, admin_paid: true })),
    };
    const fetchMock = mockApi({
      'POST /api/job/payments': { body: paymentsPage([job]) },
      'PUT /api/job/7/payment_history/1': { body: confirmed },
    });
    renderApp('/payment/adminpayments', people.admin);
    await screen.findByRole('table', { name: 'Payments' });
    expect(rowTexts('Payments').map((cells) => cells.slice(0, 7))).toEqual([
      ['Ann Signs', 'ANN-0007', 'Lobby signs', '$704.64', '$200.00', 'May 12, 2026', 'Payroll'],
      ['Ann Signs', 'ANN-0007', 'Lobby signs', '$704.64', '$100.00', 'May 10, 2026', 'Operating'],
    ]);
    expect(bodyOf(fetchMock, 0)).toEqual({
      is_shipped: true,
      admin_paid: false,
      has_payments: true,
      page: 0,
      page_count: 10,
    });
    const box = screen.getByLabelText<HTMLInputElement>('Has been paid: $200.00 on ANN-0007, May 12, 2026');
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(bodyOf(fetchMock, 1)).toEqual({ admin_paid: true });
    expect(
      screen.getByLabelText<HTMLInputElement>('Has been paid: $100.00 on ANN-0007, May 10, 2026').checked,
    ).toBe(true);
  });

  it('says when nothing waits for confirmation', async () => {
    mockApi({ 'POST /api/job/payments': { body: paymentsPage([]) } });
    renderApp('/payment/adminpayments', people.admin);
    expect(await screen.findByText(/No payments waiting/)).toBeTruthy();
  });

  it('pages by payment: the pager counts the rows the table shows', async () => {
    const jobs = [7, 8, 9].map((id) =>
      invoiceRow({
        id,
        given_id: `ANN-000${id}`,
        payment_history: [1, 2, 3, 4].map((day) => ({
          payment: day,
          date: `2026-05-${10 + day}`,
          nick_name: 'Operating',
          admin_paid: false,
        })),
      }),
    );
    const page = paymentsPage(jobs);
    mockApi({ 'POST /api/job/payments': { body: { ...page, payments: page.payments.slice(0, 10) } } });
    renderApp('/payment/adminpayments', people.admin);
    await screen.findByRole('table', { name: 'Payments' });
    expect(rowTexts('Payments')).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Showing 1–10 of 12');
    expect(screen.getByTestId('payments-total').textContent).toContain('12 payments on 3 jobs not confirmed');
  });
});

describe('Admin job payments', () => {
  it("shows paid jobs with the company's terms and website, and confirms a job", async () => {
    const job = invoiceRow({
      left_to_pay: 0,
      last_date_paid: '2026-05-20',
      payment_terms_text: 'Net 45',
      due_date: '2026-06-22',
      payment_history: [{ payment: 704.64, date: '2026-05-20', nick_name: 'Payroll', admin_paid: false }],
    });
    const fetchMock = mockApi({
      'POST /api/job/query': { body: invoicePage([job]) },
      'POST /api/company_info/get_company_infos': {
        body: [
          { company: 'ann signs', website: 'annsigns.test', payment_terms_text: 'Net 45', payment_days: 45 },
        ],
      },
      'PUT /api/job/7/admin_paid': { body: { ...job, admin_paid: true } },
    });
    renderApp('/payment/adminjobpayments', people.admin);
    await screen.findByRole('link', { name: 'annsigns.test' });
    expect(rowTexts('Paid jobs')[0]!.slice(0, 8)).toEqual([
      'Ann Signs',
      'ANN-0007',
      'Lobby signs',
      '$704.64',
      'Net 45',
      'annsigns.test',
      'June 22, 2026',
      'May 20, 2026',
    ]);
    expect(bodyOf(fetchMock, 0)).toEqual({
      is_shipped: true,
      admin_paid: false,
      not_left_to_pay: true,
      page: 0,
      page_count: 10,
    });
    expect(bodyOf(fetchMock, 1)).toEqual({ company_names: ['Ann Signs'] });
    fireEvent.click(screen.getByLabelText('Has been paid: ANN-0007'));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Has been paid: ANN-0007').checked).toBe(true),
    );
    expect(bodyOf(fetchMock, 2)).toEqual({ admin_paid: true });
  });

  it('pages through the jobs (the count and money of all from the server), and a new Show starts at page 1', async () => {
    const paidJob = (i: number) =>
      invoiceRow({ id: 200 + i, given_id: `PAID-${i}`, left_to_pay: 0, last_date_paid: '2026-05-20' });
    const fetchMock = mockApi({
      'POST /api/job/query': (init) => {
        const ask = JSON.parse(String(init?.body)) as { page: number; admin_paid: boolean };
        const first = ask.page * 10 + (ask.admin_paid ? 100 : 0);
        return {
          body: invoicePage([paidJob(first), paidJob(first + 1)], {
            count: 12,
            page: ask.page,
            totals: { total_price: 8000, billed: 8455.68 },
          }),
        };
      },
      'POST /api/company_info/get_company_infos': { body: [] },
    });
    const user = person();
    renderApp('/payment/adminjobpayments', people.admin);
    await screen.findByLabelText('Has been paid: PAID-0');
    expect(screen.getByTestId('paid-jobs-total').textContent).toBe('12 paid jobs, $8,455.68 billed in all.');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Showing 1–10 of 12')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await screen.findByLabelText('Has been paid: PAID-10');
    expect(within(pages).getByText('Showing 11–12 of 12')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), 'confirmed');
    await screen.findByLabelText('Has been paid: PAID-100');
    expect(bodiesOf(fetchMock, '/api/job/query').at(-1)).toMatchObject({
      admin_paid: true,
      page: 0,
      page_count: 10,
    });
  });

  it('keeps the Show choice and the page in the address, so a refresh or a link shows the same jobs', async () => {
    const fetchMock = mockApi({
      'POST /api/job/query': {
        body: invoicePage([invoiceRow({ id: 300, given_id: 'PAID-300', left_to_pay: 0, admin_paid: true })], {
          count: 12,
          page: 1,
        }),
      },
      'POST /api/company_info/get_company_infos': { body: [] },
    });
    renderApp('/payment/adminjobpayments?show=confirmed&page=1', people.admin);
    await screen.findByLabelText('Has been paid: PAID-300');
    expect(screen.getByLabelText<HTMLSelectElement>('Show').value).toBe('confirmed');
    expect(bodiesOf(fetchMock, '/api/job/query')[0]).toMatchObject({ admin_paid: true, page: 1 });
  });

  it('takes the tick back, with the reason, when the confirmation is refused', async () => {
    const job = invoiceRow({ left_to_pay: 0, last_date_paid: '2026-05-20' });
    mockApi({
      'POST /api/job/query': { body: invoicePage([job]) },
      'POST /api/company_info/get_company_infos': { body: [] },
      'PUT /api/job/7/admin_paid': { status: 400, body: { err: 'This job is not paid off yet.' } },
    });
    setApiErrorHandler((error) => void showError(error.message));
    renderApp('/payment/adminjobpayments', people.admin);
    const box = await screen.findByLabelText<HTMLInputElement>('Has been paid: ANN-0007');
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('This job is not paid off yet.')).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(false));
  });
});

describe('Admin banks', () => {
  // RSA key generation takes a random while (seconds on a busy machine): once, outside the test's time.
  let keys: Awaited<ReturnType<typeof makeBankKeys>>;
  let other: typeof keys;
  beforeAll(async () => {
    [keys, other] = await Promise.all([makeBankKeys(), makeBankKeys()]);
  }, 60_000);

  it('decrypts the banks in the browser with the pasted key, and says so when the key is wrong', async () => {
    const enc = (text: string) => encryptBankField(keys.publicPem, text);
    const bank = {
      id: 4,
      company: 'Ann Signs',
      nick_name: 'Operating',
      ada_routing_number: await enc('021000021'),
      account_number: await enc('123456789012'),
      account_title: await enc('Ann Signs LLC'),
    };
    const removed = {
      ...bank,
      id: 5,
      nick_name: 'Old',
      ada_routing_number: null,
      account_number: null,
      account_title: null,
    };
    const fetchMock = mockApi({
      'GET /api/company_info/names/An': { body: { company_names: ['Ann Signs', 'Anvil Co'] } },
      'GET /api/bank/company/Ann%20Signs': { body: [bank, removed] },
    });
    const user = person();
    renderApp('/payment/adminbanks', people.admin);
    await typeInto(await screen.findByLabelText('Company'), 'An');
    await user.click(await screen.findByRole('option', { name: 'Ann Signs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Banks' });
    // The rows' states are worked out asynchronously (Decrypting… first).
    expect(await screen.findByText('Paste the private key to read the details.')).toBeTruthy();
    expect(rowTexts('Banks')[1]!.slice(0, 3)).toEqual(['Ann Signs', 'Old', 'Private details removed.']);
    expect(screen.queryByRole('button', { name: 'Remove Info of Old (Ann Signs)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Info of Operating (Ann Signs)' })).toBeTruthy();

    const pasteKey = async (text: string) => {
      await user.clear(screen.getByLabelText('Private Key'));
      await user.paste(text);
    };
    await pasteKey(keys.privatePem);
    await waitFor(() =>
      expect(rowTexts('Banks')[0]!.slice(0, 5)).toEqual([
        'Ann Signs',
        'Operating',
        '021000021',
        '123456789012',
        'Ann Signs LLC',
      ]),
    );
    await pasteKey(other.privatePem);
    expect(await screen.findByText('Could not decrypt: check the private key.')).toBeTruthy();
    await typeInto(screen.getByLabelText('Private Key'), 'not a key');
    expect(await screen.findByText('Could not decrypt: check the private key.')).toBeTruthy();
    // The key never leaves the page.
    expect(fetchMock.mock.calls.some(([, init]) => String(init?.body ?? '').includes('PRIVATE'))).toBe(false);
  });

  it("searches every company when the field is empty, and removes a bank's private info after confirmation", async () => {
    const bank = {
      id: 4,
      company: 'Ann Signs',
      nick_name: 'Operating',
      ada_routing_number: 'x',
      account_number: 'y',
      account_title: 'z',
    };
    const cleared = { ...bank, ada_routing_number: null, account_number: null, account_title: null };
    mockApi({
      'GET /api/bank/company/all': { body: [bank] },
      'DELETE /api/bank/remove_private_info/4': { body: cleared },
    });
    renderApp('/payment/adminbanks', people.admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Info of Operating (Ann Signs)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Info' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Private details removed.')).toBeTruthy();
    // A removed row no longer offers Remove Info.
    expect(screen.queryByRole('button', { name: 'Remove Info of Operating (Ann Signs)' })).toBeNull();
  });
});

describe('Open invoices', () => {
  it('offers the open invoices PDF', async () => {
    mockApi({});
    renderApp('/payment/openinvoices', people.customer);
    const link = await screen.findByRole('link', { name: 'Download Open Invoices' });
    expect(link.getAttribute('href')).toBe('/api/pdf/open_invoices/invoice.pdf');
  });
});
