import { addDays, type JustDate } from '@signshop/domain';

export interface ReportPeriod {
  from: JustDate | null;
  to: JustDate | null;
}

/** The week up to `today`: the seven days the report opens on. */
export const lastSevenDays = (today: JustDate) => ({ from: addDays(today, -6), to: today });

/** What is wrong with the period, by field as labelled on screen; empty when the report can be read. */
export function periodProblems(period: ReportPeriod): Partial<Record<keyof ReportPeriod, string>> {
  return {
    ...(!period.from && { from: 'Enter the first day in From (mm/dd/yyyy).' }),
    ...(!period.to && { to: 'Enter the last day in To (mm/dd/yyyy).' }),
    ...(period.from && period.to && period.from > period.to && { to: 'To must be on or after From.' }),
  };
}
