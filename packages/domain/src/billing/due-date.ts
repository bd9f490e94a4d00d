import { addDays, type JustDate } from '../dates/just-date.ts';

/** Default payment terms of a company. */
export const DEFAULT_PAYMENT_TERMS_TEXT = 'Net 30';
/** Default days to pay after shipping. */
export const DEFAULT_PAYMENT_DAYS = 30;

/** An invoice's due date: the shipped date plus the company's payment days (default 30). */
export function dueDate(shippedDate: JustDate, paymentDays: number = DEFAULT_PAYMENT_DAYS): JustDate {
  return addDays(shippedDate, paymentDays);
}
