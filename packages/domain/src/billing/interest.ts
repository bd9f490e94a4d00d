import { daysBetween, type JustDate } from '../dates/just-date.ts';
import { fromCents, roundTo, toCents } from '../pricing/money.ts';

/** Late-balance interest: 20 % a year, simple, charged per day overdue. */
export const ANNUAL_INTEREST_RATE = 0.2;
const DAYS_A_YEAR = 365;

/** round_cents(balance × 0.20 × max(0, days overdue) / 365), in cents; no interest on a balance ≤ 0. */
export function interestCents(balanceCents: number, daysOverdue: number): number {
  if (balanceCents <= 0) return 0;
  return roundTo((balanceCents * ANNUAL_INTEREST_RATE * Math.max(0, daysOverdue)) / DAYS_A_YEAR, 0);
}

/** Interest in dollars on a balance due on `dueDate`, as of `today`. */
export function lateInterest(balance: number, dueDate: JustDate, today: JustDate): number {
  return fromCents(interestCents(toCents(balance), daysBetween(dueDate, today)));
}
