import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, bodyOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { invoicePage, invoiceRow, showErrorsInDialog } from '../../../test/fixtures/billing.ts';
import { person, typeInto } from '../../../test/user.ts';

const banks = [
  { id: 1, nick_name: 'Operating' },
  { id: 2, nick_name: 'Payroll' },
];
/** Make Payment also shows the company's aging line (features/aging tests it). */
const ownAging = {
  as_of: '2026-11-27',
  line: {
    company: 'Ann Signs',
    current: 0,
    days_1_30: 0,
    days_31_60: 0,
    days_61_90: 0,
    over_90: 0,
    balance: 0,
    interest: 0,
    total_due: 0,
    invoices: 0,
  },
};
const open = invoiceRow();
const paidOff = invoiceRow({
  id: 8,
  given_id: 'ANN-0008',
  job_name: 'Door plates',
  total_price: 120,
  left_to_pay: 0,
  last_date_paid: '2026-05-20',
  payment_history: [{ payment: 120, date: '2026-05-20', nick_name: 'Payroll', admin_paid: false }],
  payment_nick_name: 'Payroll',
  interest: 0,
  total_due: 0,
});

const cellsOf = (invoice: string) =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getByText(invoice)
    .closest('tr')!
    .querySelectorAll('td');
const texts = (cells: NodeListOf<HTMLTableCellElement>) => [...cells].map((cell) => cell.textContent);

describe('Make Payment and Account History', () => {
  it('lists the invoice columns with interest, links and Paid Off rows', async () => {
    mockApi({
      'POST /api/job/query': { body: invoicePage([open, paidOff]) },
      'GET /api/aging/mine': { body: ownAging },
      'GET /api/bank/': { body: banks },
    });
    renderApp('/payment/makepayment', people.customer);
    await screen.findByRole('table', { name: 'Invoices' });
    const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headings.slice(0, 10)).toEqual([
      'Invoice Number',
      'Job Name',
      'Invoice Amount',
      'Interest Calculated',
      'Total Amount Due',
      'Amount Left',
      'Ship Date',
      'Due Date',
      'Payment',
      'Payment Method',
    ]);
    expect(texts(cellsOf('ANN-0007')).slice(0, 8)).toEqual([
      'ANN-0007',
      'Lobby signs',
      '$704.64',
      '$12.34',
      '$716.98',
      '$704.64',
      'May 8, 2026',
      'June 7, 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Lobby signs' }).getAttribute('href')).toBe('/quote/7');
    expect(screen.getByRole('link', { name: '$704.64' }).getAttribute('href')).toBe(
      '/api/pdf/invoice/7/Lobby%20signs-invoice.pdf',
    );
    expect(texts(cellsOf('ANN-0008')).slice(8)).toEqual(['—', 'Paid OffPaid May 20, 2026']);
    expect(screen.getByTestId('open-total').textContent).toBe(
      '1 open invoice, $716.98 due in all (interest included).',
    );
    expect(screen.getAllByRole('button', { name: 'Make Payment' })).toHaveLength(1);
  });

  it('pays a typed decimal amount from the chosen bank and shows the row the server returns', async () => {
    const after = invoiceRow({
      left_to_pay: 504.14,
      interest: 0,
      total_due: 504.14,
      last_date_paid: '2026-05-21',
      payment_history: [{ payment: 200.5, date: '2026-05-21', nick_name: 'Payroll', admin_paid: false }],
    });
    let paid = false;
    const fetchMock = mockApi({
      'POST /api/job/query': () => ({ body: invoicePage([paid ? after : open]) }),
      'GET /api/aging/mine': { body: ownAging },
      'GET /api/bank/': { body: banks },
      'POST /api/job/7/payment': () => {
        paid = true;
        return { body: after };
      },
    });
    const user = person();
    renderApp('/payment/makepayment', people.customer);
    const amount = await screen.findByLabelText('Payment for ANN-0007');
    await typeInto(amount, ' $200.50 ');
    await user.selectOptions(screen.getByLabelText('Payment method for ANN-0007'), 'Payroll');
    fireEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(texts(cellsOf('ANN-0007'))[5]).toBe('$504.14'));
    const payment = fetchMock.mock.calls.findIndex(([url]) => url === '/api/job/7/payment');
    expect(bodyOf(fetchMock, payment)).toEqual({ payment: 200.5, nick_name: 'Payroll' });
    expect((amount as HTMLInputElement).value).toBe('');
    // The list is asked again after the payment.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/job/query').length).toBeGreaterThan(1),
    );
  });

  it('sends the same Idempotency-Key again when a payment got no answer, and a new key for the next click', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      'POST /api/job/query': { body: invoicePage([open]) },
      'GET /api/aging/mine': { body: ownAging },
      'GET /api/bank/': { body: banks },
      'POST /api/job/7/payment': () => {
        attempts++;
        if (attempts === 1) throw new TypeError('connection reset after the commit');
        return { body: open };
      },
    });
    renderApp('/payment/makepayment', people.customer);
    const amount = (await screen.findByLabelText('Payment for ANN-0007')) as HTMLInputElement;
    for (const clicks of [1, 2]) {
      await typeInto(amount, '10');
      fireEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
      await waitFor(() => expect(amount.value).toBe(''), { timeout: 3000 });
      expect(attempts).toBe(clicks + 1);
    }
    const keys = fetchMock.mock.calls
      .filter(([url]) => url === '/api/job/7/payment')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it('refuses an amount that is not a positive number without calling the server', async () => {
    const fetchMock = mockApi({
      'POST /api/job/query': { body: invoicePage([open]) },
      'GET /api/aging/mine': { body: ownAging },
      'GET /api/bank/': { body: banks },
    });
    renderApp('/payment/makepayment', people.customer);
    await typeInto(await screen.findByLabelText('Payment for ANN-0007'), 'ten');
    fireEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect((await screen.findByRole('dialog', { name: 'Error' })).textContent).toContain(
      'Enter a payment above 0.00.',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/payment'))).toBe(false);
  });

  it("shows the server's refusal of an overpayment and keeps the typed amount", async () => {
    showErrorsInDialog();
    mockApi({
      'POST /api/job/query': { body: invoicePage([open]) },
      'GET /api/aging/mine': { body: ownAging },
      'GET /api/bank/': { body: banks },
      'POST /api/job/7/payment': {
        status: 400,
        body: { err: 'That is more than the $704.64 total amount due.' },
      },
    });
    const user = person();
    renderApp('/payment/makepayment', people.customer);
    const amount = await screen.findByLabelText('Payment for ANN-0007');
    await typeInto(amount, '800');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('dialog', { name: 'Error' })).textContent).toContain(
      'That is more than the $704.64 total amount due.',
    );
    expect((amount as HTMLInputElement).value).toBe('800');
  });

  it('points to the Banks page when the company has no bank yet', async () => {
    mockApi({
      'POST /api/job/query': { body: invoicePage([open]) },
      'GET /api/aging/mine': { body: ownAging },
      'GET /api/bank/': { body: [] },
    });
    renderApp('/payment/makepayment', people.customer);
    const main = within(document.getElementById('main')!);
    expect((await main.findByRole('link', { name: 'Banks' })).getAttribute('href')).toBe('/payment/edit');
    await typeInto(screen.getByLabelText('Payment for ANN-0007'), '5');
    fireEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect((await screen.findByRole('dialog', { name: 'Error' })).textContent).toContain(
      'Choose the bank to pay from',
    );
  });

  it('Account History lists the payments made, read-only', async () => {
    const partly = invoiceRow({
      left_to_pay: 604.64,
      payment_history: [{ payment: 100, date: '2026-05-10', nick_name: 'Operating', admin_paid: true }],
      payment_nick_name: 'Operating',
    });
    mockApi({
      'POST /api/job/query': { body: invoicePage([partly, paidOff]) },
      'GET /api/aging/mine': { body: ownAging },
      'GET /api/bank/': { body: banks },
    });
    renderApp('/payment/accounthistory', people.customer);
    await screen.findByRole('heading', { name: 'Account History' });
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(texts(cellsOf('ANN-0007')).slice(8, 10)).toEqual([
      '$100.00 on May 10, 2026',
      'OperatingMake Payment',
    ]);
    expect(texts(cellsOf('ANN-0008')).slice(9)).toEqual(['Paid OffPaid May 20, 2026']);
    const table = within(screen.getByRole('table', { name: 'Invoices' }));
    expect(table.getByRole('link', { name: 'Make Payment' }).getAttribute('href')).toBe(
      '/payment/makepayment',
    );
  });

  describe('a page at a time', () => {
    /** Invoice i of a company with 23 shipped invoices, newest first ($100 + i each, none paid). */
    const nth = (i: number) =>
      invoiceRow({ id: 100 + i, given_id: `INV-${i}`, total_price: 100 + i, left_to_pay: 100 + i });
    const pageOf = (page: number, pageCount: number) =>
      Array.from({ length: Math.max(0, Math.min(pageCount, 23 - page * pageCount)) }, (_, k) =>
        nth(page * pageCount + k),
      );
    const askOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, number>;
    /** The server's page of what is asked, with whole-result totals that no page's rows add up to. */
    const pagedServer = (dueInAll: () => number) =>
      mockApi({
        'POST /api/job/query': (init) => {
          const { page = 0, page_count = 10 } = askOf(init);
          const reply = invoicePage(pageOf(page, page_count), {
            count: 23,
            page,
            totals: { open_count: 23, total_due: dueInAll() },
          });
          return { body: { ...reply, page_count } };
        },
        'GET /api/aging/mine': { body: ownAging },
        'GET /api/bank/': { body: banks },
        'POST /api/job/112/payment': { body: nth(12) },
      });
    const asksOf = (fetchMock: ReturnType<typeof mockApi>) => bodiesOf(fetchMock, '/api/job/query');

    it("asks one page of the saved size, shows the whole result's line from the server, and Next shows the next invoices", async () => {
      localStorage.setItem('page_count', '5');
      try {
        const fetchMock = pagedServer(() => 2653.5);
        renderApp('/payment/makepayment', people.customer);
        await screen.findByLabelText('Payment for INV-0');
        expect(asksOf(fetchMock)[0]).toEqual({ is_shipped: true, page: 0, page_count: 5 });
        expect(screen.getByTestId('open-total').textContent).toBe(
          '23 open invoices, $2,653.50 due in all (interest included).',
        );
        const pages = screen.getByRole('navigation', { name: 'Pages' });
        expect(within(pages).getByText('Showing 1–5 of 23')).toBeTruthy();
        fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
        await screen.findByLabelText('Payment for INV-5');
        expect(screen.queryByLabelText('Payment for INV-0')).toBeNull();
        expect(within(pages).getByText('Showing 6–10 of 23')).toBeTruthy();
        expect(asksOf(fetchMock).at(-1)).toEqual({ is_shipped: true, page: 1, page_count: 5 });
      } finally {
        localStorage.removeItem('page_count');
      }
    });

    it('pays an invoice on page 2, then shows the new totals, keeping an amount typed in another row', async () => {
      let dueInAll = 2653.5;
      const fetchMock = pagedServer(() => dueInAll);
      renderApp('/payment/makepayment?page=1', people.customer);
      const other = await screen.findByLabelText<HTMLInputElement>('Payment for INV-10');
      await typeInto(other, '7.25');
      await typeInto(screen.getByLabelText('Payment for INV-12'), '12');
      dueInAll = 2641.5;
      const row12 = screen.getByLabelText('Payment for INV-12').closest('tr')!;
      fireEvent.click(within(row12).getByRole('button', { name: 'Make Payment' }));
      await waitFor(() =>
        expect(screen.getByTestId('open-total').textContent).toBe(
          '23 open invoices, $2,641.50 due in all (interest included).',
        ),
      );
      expect(asksOf(fetchMock).length).toBeGreaterThan(1);
      expect(asksOf(fetchMock).at(-1)).toEqual({ is_shipped: true, page: 1, page_count: 10 });
      expect(other.value).toBe('7.25');
    });
  });

  it('says so when no invoice has shipped', async () => {
    mockApi({
      'POST /api/job/query': { body: invoicePage([]) },
      'GET /api/aging/mine': { body: ownAging },
      'GET /api/bank/': { body: banks },
    });
    renderApp('/payment/accounthistory', people.customer);
    expect(await screen.findByText('No shipped invoices yet.')).toBeTruthy();
  });
});
