import { addDays, daysBetween, type JustDate } from '../dates/just-date.ts';

/** When payment reminders go out, as an admin sets them (reminder_settings). */
export interface ReminderSchedule {
  /** Days before the due date a reminder goes out (each its own occasion). */
  days_before_due: number[];
  on_due_date: boolean;
  /** Every N days past the due date (0: never). */
  every_days_overdue: number;
}

/**
 * How many days late a scan may still send an occasion it missed (the server was down on the
 * day): older occasions are skipped, so a shop turning reminders on does not mail its whole past.
 */
export const REMINDER_CATCH_UP_DAYS = 3;

/** One reminder of an invoice: its kind in the occasion key ('before-7', 'due', 'overdue-14') and its day. */
export interface ReminderOccasion {
  kind: string;
  date: JustDate;
}

/**
 * The reminder an invoice due on `due` should have had by `today`: the latest occasion of the
 * schedule on or before today and at most REMINDER_CATCH_UP_DAYS old, or null. Only the latest
 * counts, so a day never brings two reminders of one invoice.
 */
export function reminderOccasion(
  due: JustDate,
  today: JustDate,
  schedule: ReminderSchedule,
): ReminderOccasion | null {
  const occasions: ReminderOccasion[] = schedule.days_before_due.map((days) => ({
    kind: `before-${days}`,
    date: addDays(due, -days),
  }));
  if (schedule.on_due_date) occasions.push({ kind: 'due', date: due });
  const late = daysBetween(due, today);
  if (schedule.every_days_overdue > 0 && late >= schedule.every_days_overdue) {
    const days = late - (late % schedule.every_days_overdue);
    occasions.push({ kind: `overdue-${days}`, date: addDays(due, days) });
  }
  const reached = occasions.filter(
    (o) => daysBetween(o.date, today) >= 0 && daysBetween(o.date, today) <= REMINDER_CATCH_UP_DAYS,
  );
  return reached.reduce<ReminderOccasion | null>(
    (latest, o) => (latest && daysBetween(latest.date, o.date) <= 0 ? latest : o),
    null,
  );
}

/** True when `today` is the day monthly statements go out (the 1st). */
export const isStatementDay = (today: JustDate) => today.endsWith('-01');

/** Approval links expiring within this many days get a reminder to the contact they were sent to. */
export const APPROVAL_EXPIRY_REMINDER_DAYS = 3;
