import {
  addDays,
  APPROVAL_EXPIRY_REMINDER_DAYS,
  companyKey,
  firstOfPreviousMonth,
  isStatementDay,
  dueDate,
  DEFAULT_PAYMENT_DAYS,
  formatLongDate,
  leftToPay,
  occasionKeys,
  reminderOccasion,
  type JustDate,
  type ReminderSchedule,
} from '@signshop/domain';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { approvalRequests, companyInfos, outgoingMessages, quotes } from '../../db/schema/index.ts';
import { leftToPaySql } from '../../job-core/left-to-pay.ts';
import { companyStatement } from '../../job-core/statement.ts';
import { companyInfoOfQuote } from '../../job-core/payment-terms.ts';
import { savedDefaultPaymentTerms } from '../../job-core/shop-identity.ts';
import { readReminderSettings } from './reminder-settings.service.ts';

type NewMessage = typeof outgoingMessages.$inferInsert;

/** A queued message nobody has touched for this long lost its send job (its instance died): queue it again. */
const STALE_MINUTES = 10;

/** Subject of a payment reminder, by how the occasion stands to the due date. */
export function reminderSubject(givenId: string, due: JustDate, kind: string): string {
  if (kind.startsWith('overdue-')) return `Invoice ${givenId} is past due (due ${formatLongDate(due)})`;
  return `Invoice ${givenId} is due on ${formatLongDate(due)}`;
}

/**
 * The payment reminders due `today`: each open invoice (shipped, something left to pay, its
 * company not opted out) with a billing email, or else its invoicing contact's, whose schedule
 * has an occasion today (or missed within the catch-up days).
 */
async function paymentReminders(db: Db, today: JustDate, settings: ReminderSchedule): Promise<NewMessage[]> {
  const shopDays = (await savedDefaultPaymentTerms(db))?.days ?? DEFAULT_PAYMENT_DAYS;
  const rows = await db
    .select({
      id: quotes.id,
      given_id: quotes.given_id,
      customer_name: quotes.customer_name,
      is_shipped: quotes.is_shipped,
      shipped_date: quotes.shipped_date,
      total_price: quotes.total_price,
      tax_amount: quotes.tax_amount,
      left_to_pay: quotes.left_to_pay,
      payment_history: quotes.payment_history,
      payment_days: companyInfos.payment_days,
      billing_email: companyInfos.billing_email,
      contact_email: sql<string | null>`${quotes.invoicing_contact_info}->>'email'`,
    })
    .from(quotes)
    .leftJoin(companyInfos, companyInfoOfQuote)
    .where(
      and(
        eq(quotes.is_shipped, true),
        sql`${quotes.shipped_date} IS NOT NULL`,
        sql`${leftToPaySql} > 0`,
        sql`NOT coalesce(${companyInfos.reminders_opt_out}, false)`,
      ),
    );
  return rows.flatMap((row) => {
    const to = (row.billing_email || row.contact_email || '').trim();
    if (!to || leftToPay(row) <= 0) return [];
    const due = dueDate(row.shipped_date!, row.payment_days ?? shopDays);
    const occasion = reminderOccasion(due, today, settings);
    if (!occasion) return [];
    return [
      {
        kind: 'payment_reminder',
        occasion: occasionKeys.paymentReminder(row.id, occasion.kind, occasion.date),
        quote_id: row.id,
        company: row.customer_name,
        to_address: to,
        subject: reminderSubject(row.given_id, due, occasion.kind),
      },
    ];
  });
}

/** Waiting approval links that expire within the next 3 days: one reminder each, to whom it was sent. */
async function approvalExpiryReminders(db: Db, now: Date): Promise<NewMessage[]> {
  const until = new Date(now.getTime() + APPROVAL_EXPIRY_REMINDER_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: approvalRequests.id,
      quote_id: approvalRequests.quote_id,
      kind: approvalRequests.kind,
      sent_to: approvalRequests.sent_to,
      given_id: quotes.given_id,
      customer_name: quotes.customer_name,
    })
    .from(approvalRequests)
    .innerJoin(quotes, eq(quotes.id, approvalRequests.quote_id))
    .where(
      and(
        eq(approvalRequests.state, 'waiting'),
        gt(approvalRequests.expires_at, now),
        lte(approvalRequests.expires_at, until),
      ),
    );
  return rows.map((row) => ({
    kind: 'approval_expiry',
    occasion: occasionKeys.approvalExpiry(row.id),
    quote_id: row.quote_id,
    company: row.customer_name,
    to_address: row.sent_to,
    subject: `Your approval link for ${row.kind === 'proof' ? 'the proof of' : 'quote'} ${row.given_id} expires soon`,
  }));
}

/** "November 2026" of a month's first day. */
const monthName = (first: JustDate) => formatLongDate(first).replace(/ \d+,/, '');

/**
 * On the 1st: last month's statement to each company's billing email, when the month had
 * invoices or payments or something is still owed. The occasion is the company and the month.
 */
async function monthlyStatements(db: Db, today: JustDate): Promise<NewMessage[]> {
  const from = firstOfPreviousMonth(today);
  const to = addDays(today, -1);
  const companies = await db
    .select({ company: companyInfos.company, billing_email: companyInfos.billing_email })
    .from(companyInfos)
    .where(ne(sql`btrim(${companyInfos.billing_email})`, ''));
  const due: NewMessage[] = [];
  for (const { company, billing_email } of companies) {
    const statement = await companyStatement(db, company, from, to);
    if (!statement.invoices.length && !statement.payments.length && statement.total_due === 0) continue;
    due.push({
      kind: 'statement',
      occasion: occasionKeys.statement(companyKey(company), from.slice(0, 7)),
      quote_id: null,
      company,
      to_address: billing_email.trim(),
      subject: `Your statement for ${monthName(from)}`,
    });
  }
  return due;
}

/**
 * Finds what is due on `today` and records one queued message per occasion. The unique occasion
 * decides who sends: a scan that finds an occasion already recorded (by another instance, or
 * before a restart) adds nothing. Answers the messages to send: the new ones, and queued ones
 * whose send was lost (all of them when `allQueued`, as at start-up after a crash).
 */
export async function scanDueMessages(
  db: Db,
  today: JustDate,
  options: { now?: Date; allQueued?: boolean } = {},
): Promise<number[]> {
  const now = options.now ?? new Date();
  const { settings } = await readReminderSettings(db);
  const due = [
    ...(await paymentReminders(db, today, settings)),
    ...(settings.approval_expiry_reminders ? await approvalExpiryReminders(db, now) : []),
    ...(settings.monthly_statements && isStatementDay(today) ? await monthlyStatements(db, today) : []),
  ];
  const added = due.length
    ? await db
        .insert(outgoingMessages)
        .values(due)
        .onConflictDoNothing({ target: outgoingMessages.occasion })
        .returning({ id: outgoingMessages.id })
    : [];
  const stale = await db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.status, 'queued'),
        options.allQueued
          ? undefined
          : lte(outgoingMessages.updated_at, new Date(now.getTime() - STALE_MINUTES * 60_000)),
      ),
    );
  return [...new Set([...added, ...stale].map((row) => row.id))];
}
