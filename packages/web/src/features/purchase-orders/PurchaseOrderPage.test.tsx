import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateMask, todayJustDate } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import type { PurchaseOrderDto } from './po-form.ts';
import { person, typeInto } from '../../../test/user.ts';

const order = (id: number, overrides: Partial<PurchaseOrderDto> = {}): PurchaseOrderDto => ({
  id,
  number: 1_000_000 + id,
  vendor_name: `Vendor ${id}`,
  terms: 'Net 30',
  ship_via: 'UPS',
  order_by: 'Pat',
  expected_order_date: '2026-05-02',
  expected_delivery_date: '2026-05-20',
  order_date: null,
  delivery_date: null,
  asante_shipping_address: '',
  vendor_shipping_address: '',
  items: [
    {
      id: 1,
      item_number: 'RM-1',
      description: 'Sheet',
      job_name: 'Lobby',
      quote_id: 3,
      quantity: 2,
      unit_price: 10,
      line_total: 20,
    },
  ],
  sub_total: 20,
  sales_tax: 0,
  shipping_charge: 0,
  discount: 0,
  total: 20,
  notes: '',
  ...overrides,
});

const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls
    .map((call, index) => ({ call, index }))
    .filter(({ call }) => `${call[1]?.method ?? 'GET'} ${String(call[0])}` === key)
    .map(({ index }) => bodyOf(fetchMock, index));

const output = (name: string) => screen.getByRole('status', { name }) as HTMLOutputElement;
const item = (n: number) => within(screen.getByRole('group', { name: `Item ${n}` }));
const type = (element: HTMLElement, value: string) => typeInto(element, value);

describe('the purchase order form', () => {
  it('works totals out as amounts are typed, adds and removes lines, and creates the order', async () => {
    const fetchMock = mockApi({
      'POST /api/purchase_order/search/all': { body: { purchase_orders: [] } },
      'POST /api/purchase_order/purchase_order': { body: { purchase_order: order(5) } },
      'GET /api/purchase_order/purchase_order/5': { body: { purchase_order: order(5) } },
    });
    const { router } = renderApp('/purchaseorder', people.staff);
    await screen.findByRole('heading', { level: 1, name: 'New Purchase Order' });
    await type(screen.getByLabelText('Vendor Name'), 'Rowmark');
    await type(item(1).getByLabelText('Description'), 'Sheet');
    await type(item(1).getByLabelText('Quantity'), '3');
    await type(item(1).getByLabelText('Unit Price'), '41.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await type(item(2).getByLabelText('Quantity'), '2');
    await type(item(2).getByLabelText('Unit Price'), '12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await type(item(3).getByLabelText('Description'), 'Goes away');
    await type(screen.getByLabelText('Sales Tax'), '9.99');
    await type(screen.getByLabelText('Shipping Charge'), '25');
    await type(screen.getByLabelText('Discount'), '5');
    expect(item(2).getByRole('status', { name: 'Line Total' }).textContent).toBe('$24.69');
    expect(output('Sub Total').textContent).toBe('$149.19');
    expect(output('Order Total').textContent).toBe('$179.18');

    fireEvent.click(screen.getByRole('button', { name: 'Remove item 3' }));
    expect(screen.queryByRole('group', { name: 'Item 3' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchaseorder/5'));
    const [sent] = calls(fetchMock, 'POST /api/purchase_order/purchase_order') as {
      purchase_order: { items: unknown[]; vendor_name: string; discount: number };
    }[];
    expect(sent?.purchase_order).toMatchObject({ vendor_name: 'Rowmark', discount: 5 });
    expect(sent?.purchase_order.items).toEqual([
      { item_number: '', description: 'Sheet', job_name: '', quote_id: null, quantity: 3, unit_price: 41.5 },
      { item_number: '', description: '', job_name: '', quote_id: null, quantity: 2, unit_price: 12.345 },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Purchase Order 1000005' });
    expect(screen.getByText('Saved purchase order 1000005.')).toBeTruthy();
    // Some 40 keys, each redrawing the whole order: more than the default 5 s on a busy machine.
  }, 15_000);

  it('suggests past items after two characters and fills the line from the one picked', async () => {
    const fetchMock = mockApi({
      'POST /api/purchase_order/search/all': { body: { purchase_orders: [] } },
      'POST /api/purchase_order/search/description': {
        body: { items: [{ description: 'Braille beads', item_number: 'RM-2', unit_price: 12.5 }] },
      },
    });
    const user = person();
    renderApp('/purchaseorder', people.staff);
    const description = await screen.findByLabelText('Description');
    await user.type(description, 'B');
    await user.type(description, 'r');
    await user.click(await screen.findByRole('option', { name: /Braille beads/ }));
    expect((description as HTMLInputElement).value).toBe('Braille beads');
    expect((item(1).getByLabelText('Item Number') as HTMLInputElement).value).toBe('RM-2');
    expect(item(1).getByRole('status', { name: 'Line Total' }).textContent).toBe('$0.00');
    expect(calls(fetchMock, 'POST /api/purchase_order/search/description')).toEqual([
      { search: { description: 'Br' } },
    ]);
  });

  it('offers at most four terms', async () => {
    mockApi({
      'POST /api/purchase_order/search/all': {
        body: { purchase_orders: [order(1, { terms: 'Net 45' }), order(2, { terms: 'Net 90' })] },
      },
    });
    renderApp('/purchaseorder', people.staff);
    const terms = await screen.findByLabelText('Terms');
    await waitFor(() => expect(screen.queryByText('Loading', { exact: false })).toBeNull());
    await type(terms, 'Ne');
    const list = await screen.findByRole('listbox', { name: 'Terms' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Net 30', 'Net 60', 'Net 45', 'Net 90']);
  });

  it('shows a saved order and says so when there is no such order', async () => {
    mockApi({
      'POST /api/purchase_order/search/all': { body: { purchase_orders: [] } },
      'GET /api/purchase_order/purchase_order/5': { body: { purchase_order: order(5) } },
      'GET /api/purchase_order/purchase_order/6': { status: 404, body: { err: 'No such order.' } },
    });
    const { router } = renderApp('/purchaseorder/5', people.staff);
    await screen.findByRole('heading', { level: 1, name: 'Purchase Order 1000005' });
    expect((screen.getByLabelText('Vendor Name') as HTMLInputElement).value).toBe('Vendor 5');
    expect(screen.getByRole('link', { name: 'Quote #3' }).getAttribute('href')).toBe('/quote/3');
    expect(output('Order Total').textContent).toBe('$20.00');
    await router.navigate('/purchaseorder/6');
    await screen.findByText('There is no such purchase order.');
  });
});

describe('the purchase order lists', () => {
  it('lists an order and marks it ordered today by sending it back whole', async () => {
    const waiting = order(5);
    const fetchMock = mockApi({
      'POST /api/purchase_order/search/all': { body: { purchase_orders: [waiting] } },
      'PUT /api/purchase_order/purchase_order/5': {
        body: { purchase_order: { ...waiting, order_date: todayJustDate() } },
      },
    });
    renderApp('/purchaseorderreadytobeorder', people.staff);
    const table = await screen.findByRole('table', { name: 'Purchase orders' });
    expect(within(table).getByRole('link', { name: '1000005' }).getAttribute('href')).toBe(
      '/purchaseorder/5',
    );
    expect(within(table).getByText(formatDateMask('2026-05-02'))).toBeTruthy();
    expect(calls(fetchMock, 'POST /api/purchase_order/search/all')).toEqual([
      { search: { phase: 'to-be-ordered' } },
    ]);

    fireEvent.click(within(table).getByRole('button', { name: 'Mark Ordered 1000005' }));
    await screen.findByText(/1000005 is ordered as of today/);
    const [sent] = calls(fetchMock, 'PUT /api/purchase_order/purchase_order/5') as {
      purchase_order: Record<string, unknown>;
    }[];
    expect(sent?.purchase_order).toMatchObject({ order_date: todayJustDate(), vendor_name: 'Vendor 5' });
    expect(sent?.purchase_order).not.toHaveProperty('total');
  });

  it('searches by vendor and a date range on the chosen field', async () => {
    const fetchMock = mockApi({ 'POST /api/purchase_order/search/all': { body: { purchase_orders: [] } } });
    const user = person();
    const { router } = renderApp('/purchaseorderdelivered', people.staff);
    await screen.findByText('No deliveries in this period');
    const form = screen.getByRole('search', { name: 'Search purchase orders' });
    await type(within(form).getByLabelText('Vendor Name'), 'Row');
    await user.selectOptions(within(form).getByLabelText('Date Field'), 'order_date');
    await type(within(form).getByLabelText('From'), '04/01/2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByText('No purchase orders match this search');
    expect(router.state.location.search).toContain('vendor=Row');
    expect(calls(fetchMock, 'POST /api/purchase_order/search/all').at(-1)).toEqual({
      search: {
        phase: 'delivered',
        like_vendor_name: 'Row',
        date_field: 'order_date',
        min_date: '2026-04-01',
      },
    });
  });

  it('keeps the pages from a customer', async () => {
    mockApi({});
    renderApp('/purchaseorderreadytobeorder', people.customer);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Purchase orders' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Purchase Orders Ready To Be Ordered' })).toBeNull();
  });
});
