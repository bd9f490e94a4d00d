import { decodePageQuery, encodePageQuery, isJustDate, type JustDate } from '@signshop/domain';
import type { DateField } from './po-form.ts';

/** The three steps of the purchase-order flow: to be ordered, to be delivered, delivered. */
export type Phase = 'to-be-ordered' | 'to-be-delivered' | 'delivered';

export const DATE_FIELD_LABELS: Record<DateField, string> = {
  expected_order_date: 'Expected Order Date',
  expected_delivery_date: 'Expected Delivery Date',
  order_date: 'Order Date',
  delivery_date: 'Delivery Date',
};
export const DATE_FIELDS = Object.keys(DATE_FIELD_LABELS) as DateField[];

/** Each list's step: its date filter starts on the date that matters at that step. */
export const PHASES: Record<
  Phase,
  { screen: 'poToOrder' | 'poToDeliver' | 'poDelivered'; step: string; dateField: DateField; empty: string }
> = {
  'to-be-ordered': {
    screen: 'poToOrder',
    step: 'Step 1 of 2: orders not placed with the vendor yet.',
    dateField: 'expected_order_date',
    empty: 'Nothing is waiting to be ordered',
  },
  'to-be-delivered': {
    screen: 'poToDeliver',
    step: 'Step 2 of 2: ordered, waiting for delivery.',
    dateField: 'expected_delivery_date',
    empty: 'Nothing is waiting for delivery',
  },
  delivered: {
    screen: 'poDelivered',
    step: 'Done. With no dates given, deliveries since the first of last month.',
    dateField: 'delivery_date',
    empty: 'No deliveries in this period',
  },
};

/** The search of a list, as the URL holds it. */
export interface PoListSearch {
  vendor: string;
  date_field: DateField;
  min?: JustDate;
  max?: JustDate;
}

export const defaultListSearch = (phase: Phase): PoListSearch => ({
  vendor: '',
  date_field: PHASES[phase].dateField,
});

/** Reads a list's URL query; anything missing or malformed falls back to the phase's default. */
export function decodePoListSearch(phase: Phase, query: string): PoListSearch {
  const values = decodePageQuery(query);
  const field = DATE_FIELDS.find((name) => name === values.field);
  const date = (value: unknown) => (isJustDate(value) ? value : undefined);
  const min = date(values.min_date);
  const max = date(values.max_date);
  return {
    vendor: typeof values.vendor === 'string' ? values.vendor : '',
    date_field: field ?? PHASES[phase].dateField,
    ...(min && { min }),
    ...(max && { max }),
  };
}

/** Writes a list's URL query (no '?'), leaving out what is at its default. */
export function encodePoListSearch(phase: Phase, search: PoListSearch): string {
  return encodePageQuery({
    vendor: search.vendor.trim() || undefined,
    field: search.date_field === PHASES[phase].dateField ? undefined : search.date_field,
    min_date: search.min,
    max_date: search.max,
  });
}

/** The body of POST /api/purchase_order/search/all for a list. */
export interface PoSearchBody {
  phase: Phase;
  like_vendor_name?: string;
  date_field?: DateField;
  min_date?: JustDate;
  max_date?: JustDate;
}

/**
 * The server's search for a list. The date field goes only with a date, so that the delivered
 * list with no dates gets the server's default (since the first of the previous month, shop time).
 */
export function searchBody(phase: Phase, search: PoListSearch): PoSearchBody {
  const vendor = search.vendor.trim();
  const dated = Boolean(search.min || search.max);
  return {
    phase,
    ...(vendor && { like_vendor_name: vendor }),
    ...(dated && { date_field: search.date_field }),
    ...(search.min && { min_date: search.min }),
    ...(search.max && { max_date: search.max }),
  };
}
