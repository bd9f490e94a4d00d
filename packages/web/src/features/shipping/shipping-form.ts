import type { JustDate } from '@signshop/domain';
import type { JobQuote } from '../job/queries.ts';

/** What the shipping screen edits. */
export interface ShippingForm {
  tracking_number: string[];
  shipping_method: string;
  is_shipped: boolean;
  shipped_date: JustDate | null;
}

/** The shipped flag alone, as the job overview edits it. */
export type ShippedState = Pick<ShippingForm, 'is_shipped' | 'shipped_date'>;

export function shippingFormOf(quote: JobQuote): ShippingForm {
  return {
    tracking_number: [...(quote.tracking_number ?? [])],
    shipping_method: quote.shipping_method ?? '',
    is_shipped: !!quote.is_shipped,
    shipped_date: quote.shipped_date ?? null,
  };
}

/** Whether `form` would save something other than what `quote` holds. */
export function shippingChanged(quote: JobQuote, form: ShippingForm): boolean {
  const body = (state: ShippingForm) => JSON.stringify(shippingSaveBody(state, 0));
  return body(form) !== body(shippingFormOf(quote));
}

/** Checking Shipped starts the date at today when there is none; unchecking keeps it on screen until saved. */
export function toggleShipped<T extends ShippedState>(state: T, checked: boolean, today: JustDate): T {
  return {
    ...state,
    is_shipped: checked,
    shipped_date: checked ? (state.shipped_date ?? today) : state.shipped_date,
  };
}

/** Adds a tracking number (trimmed); blanks and repeats are left out. */
export function addTrackingNumber(form: ShippingForm, typed: string): ShippingForm {
  const number = typed.trim();
  if (!number || form.tracking_number.includes(number)) return form;
  return { ...form, tracking_number: [...form.tracking_number, number] };
}

export function removeTrackingNumber(form: ShippingForm, index: number): ShippingForm {
  return { ...form, tracking_number: form.tracking_number.filter((_, at) => at !== index) };
}

/** Why the shipped state cannot be saved yet, or null. */
export function shippedProblem(state: ShippedState): string | null {
  return state.is_shipped && !state.shipped_date ? 'Type the shipped date (mm/dd/yyyy).' : null;
}

/** The shipped part of a save: unchecking Shipped clears the date. */
export function shippedBody(state: ShippedState): ShippedState {
  return { is_shipped: state.is_shipped, shipped_date: state.is_shipped ? state.shipped_date : null };
}

/** The PUT /api/quote/{id} body of the shipping screen; `version` lets the server refuse a stale save. */
export function shippingSaveBody(form: ShippingForm, version: number) {
  return {
    tracking_number: form.tracking_number.map((number) => number.trim()).filter(Boolean),
    shipping_method: form.shipping_method,
    ...shippedBody(form),
    version,
  };
}
