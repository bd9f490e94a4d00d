import { justDate, justDateParts, type JustDate } from '@signshop/domain';

export interface AccountingRange {
  from: JustDate | null;
  to: JustDate | null;
}

/** The month before `today`'s, first day to last: the period books are usually closed for. */
export function lastMonth(today: JustDate): { from: JustDate; to: JustDate } {
  const { year, month } = justDateParts(today);
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: justDate({ year: y, month: m, day: 1 }), to: justDate({ year: y, month: m, day: lastDay }) };
}

/** What is wrong with the period, by field as labelled on screen; empty when both files can be made. */
export function rangeProblems(range: AccountingRange): Partial<Record<keyof AccountingRange, string>> {
  if (!range.from || !range.to)
    return {
      ...(!range.from && { from: 'Enter the first day of the period in From (mm/dd/yyyy).' }),
      ...(!range.to && { to: 'Enter the last day of the period in To (mm/dd/yyyy).' }),
    };
  return range.from > range.to ? { to: 'To must be on or after From.' } : {};
}

/** The two files of the export, each with its address for the period. */
export const EXPORT_FILES = [
  { kind: 'invoices', label: 'Invoices' },
  { kind: 'payments', label: 'Payments' },
] as const;

export const exportUrl = (kind: (typeof EXPORT_FILES)[number]['kind'], from: JustDate, to: JustDate) =>
  `/api/accounting/${kind}.csv?${new URLSearchParams({ from, to }).toString()}`;
