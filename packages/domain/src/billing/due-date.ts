import { addDays, type JustDate } from '../dates/just-date.ts';
import { DEFAULT_PAYMENT_DAYS } from '../company-info/company-info.schema.ts';

/** An invoice's due date: the shipped date plus the company's payment days (default 30). */
export function dueDate(shippedDate: JustDate, paymentDays: number = DEFAULT_PAYMENT_DAYS): JustDate {
  return addDays(shippedDate, paymentDays);
}
