import {
  formatMoney,
  fromCents,
  isNumeric,
  lineTotalCents,
  purchaseOrderTotals,
  SHIP_VIA,
  suggestFrom,
  TERMS,
  type JustDate,
  type PastItem,
  type PurchaseOrderInput,
  type PurchaseOrderOut,
} from '@signshop/domain';

/** A purchase order as the server returns it, with its shown number and totals. */
export type PurchaseOrderDto = PurchaseOrderOut;

/** What create and update take: the order without its identity and what the server works out. */
export type PurchaseOrderBody = PurchaseOrderInput;

/** A line being edited: amounts stay as typed text; `key` tells rows apart before they have ids. */
export interface ItemDraft {
  key: string;
  item_number: string;
  description: string;
  job_name: string;
  quote_id: number | null;
  quantity: string;
  unit_price: string;
}

export type DateField = 'expected_order_date' | 'expected_delivery_date' | 'order_date' | 'delivery_date';
export type TextField =
  | 'vendor_name'
  | 'terms'
  | 'ship_via'
  | 'order_by'
  | 'asante_shipping_address'
  | 'vendor_shipping_address'
  | 'notes';
export type AmountField = 'sales_tax' | 'shipping_charge' | 'discount';

/** The purchase order form's state. */
export type PurchaseOrderDraft = Record<TextField, string> &
  Record<DateField, JustDate | null> &
  Record<AmountField, string> & { items: ItemDraft[] };

let nextKey = 0;
const newKey = () => `item-${(nextKey += 1)}`;

/** Typed text as a number; blank or unreadable text counts as 0 (the form shows it as invalid). */
export function amountOf(text: string): number {
  return isNumeric(text) ? Number(text) : 0;
}

/** Typed text that is neither blank nor a number. */
export function isBadAmount(text: string): boolean {
  return text.trim() !== '' && !isNumeric(text);
}

const amountText = (value: number) => (value === 0 ? '' : String(value));
/** Dollars as typed text with at least two decimals: 41.5 → '41.50', 12.345 stays. */
const moneyText = (value: number) =>
  value === 0 ? '' : (String(value).split('.')[1]?.length ?? 0) > 2 ? String(value) : value.toFixed(2);

export function emptyItem(): ItemDraft {
  return {
    key: newKey(),
    item_number: '',
    description: '',
    job_name: '',
    quote_id: null,
    quantity: '',
    unit_price: '',
  };
}

/** A new purchase order: no dates, no amounts, one empty line to start typing in. */
export function emptyDraft(): PurchaseOrderDraft {
  return {
    vendor_name: '',
    terms: '',
    ship_via: '',
    order_by: '',
    expected_order_date: null,
    expected_delivery_date: null,
    order_date: null,
    delivery_date: null,
    asante_shipping_address: '',
    vendor_shipping_address: '',
    notes: '',
    sales_tax: '',
    shipping_charge: '',
    discount: '',
    items: [emptyItem()],
  };
}

/** The form's state for a saved order (one empty line when it has none). */
export function draftFromOrder(order: PurchaseOrderDto): PurchaseOrderDraft {
  return {
    vendor_name: order.vendor_name,
    terms: order.terms,
    ship_via: order.ship_via,
    order_by: order.order_by,
    expected_order_date: order.expected_order_date,
    expected_delivery_date: order.expected_delivery_date,
    order_date: order.order_date,
    delivery_date: order.delivery_date,
    asante_shipping_address: order.asante_shipping_address,
    vendor_shipping_address: order.vendor_shipping_address,
    notes: order.notes,
    sales_tax: moneyText(order.sales_tax),
    shipping_charge: moneyText(order.shipping_charge),
    discount: moneyText(order.discount),
    items: order.items.length
      ? order.items.map((item) => ({
          key: newKey(),
          item_number: item.item_number,
          description: item.description,
          job_name: item.job_name,
          quote_id: item.quote_id,
          quantity: amountText(item.quantity),
          unit_price: moneyText(item.unit_price),
        }))
      : [emptyItem()],
  };
}

/** A line says nothing at all: it is left out when saving. */
export function isBlankItem(item: ItemDraft): boolean {
  return (
    !item.item_number.trim() &&
    !item.description.trim() &&
    !item.job_name.trim() &&
    item.quote_id === null &&
    !item.quantity.trim() &&
    !item.unit_price.trim()
  );
}

/** The save body: amounts read as numbers, blank lines dropped. */
export function bodyFromDraft(draft: PurchaseOrderDraft): PurchaseOrderBody {
  const { items, sales_tax, shipping_charge, discount, ...fields } = draft;
  return {
    ...fields,
    sales_tax: amountOf(sales_tax),
    shipping_charge: amountOf(shipping_charge),
    discount: amountOf(discount),
    items: items
      .filter((item) => !isBlankItem(item))
      .map(({ key: _key, quantity, unit_price, ...item }) => ({
        ...item,
        quantity: amountOf(quantity),
        unit_price: amountOf(unit_price),
      })),
  };
}

/** A saved order sent back as it is, with changes (the row actions set a date this way). */
export function bodyFromOrder(order: PurchaseOrderDto, changes: Partial<PurchaseOrderBody> = {}) {
  const { id: _id, number: _number, total: _total, sub_total: _sub, items, ...fields } = order;
  return {
    ...fields,
    items: items.map(({ id: _itemId, line_total: _line, ...item }) => item),
    ...changes,
  } satisfies PurchaseOrderBody;
}

/** Live totals with the domain's rule (the server works them out again on save). */
export function draftTotals(draft: PurchaseOrderDraft) {
  const amounts = {
    items: draft.items.map((item) => ({
      quantity: amountOf(item.quantity),
      unit_price: amountOf(item.unit_price),
    })),
    sales_tax: amountOf(draft.sales_tax),
    shipping_charge: amountOf(draft.shipping_charge),
    discount: amountOf(draft.discount),
  };
  return {
    lines: amounts.items.map((item) => fromCents(lineTotalCents(item))),
    ...purchaseOrderTotals(amounts),
  };
}

export function addItem(draft: PurchaseOrderDraft): PurchaseOrderDraft {
  return { ...draft, items: [...draft.items, emptyItem()] };
}

/** Removes a line; the last line is emptied instead, so there is always one to type in. */
export function removeItem(draft: PurchaseOrderDraft, key: string): PurchaseOrderDraft {
  const items = draft.items.filter((item) => item.key !== key);
  return { ...draft, items: items.length ? items : [emptyItem()] };
}

export function updateItem(
  draft: PurchaseOrderDraft,
  key: string,
  changes: Partial<Omit<ItemDraft, 'key'>>,
): PurchaseOrderDraft {
  return {
    ...draft,
    items: draft.items.map((item) => (item.key === key ? { ...item, ...changes } : item)),
  };
}

/** A job name typed by hand is no longer the picked quote's: the line loses its quote. */
export function typedJobName(job_name: string): Partial<ItemDraft> {
  return { job_name, quote_id: null };
}

/** A job picked from the quotes: the line names its quote and takes its job name. */
export function pickedJob(quote: { id: number; job_name: string }): Partial<ItemDraft> {
  return { quote_id: quote.id, job_name: quote.job_name };
}

export type { PastItem } from '@signshop/domain';

/** A past item picked: its description, and its number and price where the line has none yet. */
export function pickedPastItem(item: ItemDraft, past: PastItem): Partial<ItemDraft> {
  return {
    description: past.description,
    ...(!item.item_number.trim() && { item_number: past.item_number }),
    ...(amountOf(item.unit_price) === 0 && past.unit_price !== 0 && { unit_price: String(past.unit_price) }),
  };
}

/** A unit price as money, keeping the decimals past the cent it has: 12.345 → '$12.345', 41.5 → '$41.50'. */
export function unitPriceText(price: number): string {
  const decimals = String(price).split('.')[1]?.length ?? 0;
  if (decimals <= 2) return formatMoney(price);
  return `${price < 0 ? '-' : ''}$${Math.abs(price).toFixed(Math.min(decimals, 4))}`;
}

/** The distinct non-blank values of past orders, most recent first. */
export function pastValues(
  orders: readonly { terms: string; ship_via: string }[],
  field: 'terms' | 'ship_via',
) {
  return [...new Set(orders.map((order) => order[field].trim()).filter(Boolean))];
}

/** The list a field suggests from: the fixed list (TERMS or SHIP_VIA) first, then what past orders used. */
export function suggestionList(field: 'terms' | 'ship_via', past: readonly string[]): string[] {
  const fixed: readonly string[] = field === 'terms' ? TERMS : SHIP_VIA;
  const known = new Set(fixed.map((value) => value.toLowerCase()));
  return [...fixed, ...past.filter((value) => !known.has(value.toLowerCase()))];
}

/** At most 4 suggestions for terms or ship via. */
export function listSuggestions(field: 'terms' | 'ship_via', past: readonly string[], typed: string) {
  return suggestFrom(suggestionList(field, past), typed);
}
