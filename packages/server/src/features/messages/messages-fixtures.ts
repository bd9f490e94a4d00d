import crypto from 'node:crypto';
import { addDays, type JustDate, type PaymentHistoryEntry } from '@signshop/domain';
import type { Db } from '../../db/client.ts';
import {
  approvalRequests,
  companyInfos,
  outgoingMessages,
  type OutgoingMessageRow,
} from '../../db/schema/index.ts';
import { insertQuote } from '../../../test/support/factories.ts';

export interface DueInvoice {
  company?: string;
  /** The company record's billing email (a record is made when given, or with optOut). */
  billingEmail?: string;
  /** The quote's invoicing contact. */
  email: string;
  optOut?: boolean;
  paid?: boolean;
  /** Days from the shop's today to the due date (0: due today), at Net 30. */
  dueInDays?: number;
}

/** A shipped invoice of $1,234.50 due `dueInDays` from `today`, with what its reminder needs. */
export async function dueInvoice(db: Db, today: JustDate, invoice: DueInvoice) {
  const company = invoice.company ?? `Company ${crypto.randomBytes(3).toString('hex')}`;
  if (invoice.billingEmail !== undefined || invoice.optOut)
    await db.insert(companyInfos).values({
      company,
      billing_email: invoice.billingEmail ?? '',
      reminders_opt_out: invoice.optOut ?? false,
    });
  const payment = { payment: 1234.5, date: today, nick_name: 'Checking' } as unknown as PaymentHistoryEntry;
  return insertQuote(db, {
    customer_name: company,
    is_shipped: true,
    shipped_date: addDays(today, (invoice.dueInDays ?? 0) - 30),
    total_price: 1234.5,
    left_to_pay: invoice.paid ? 0 : 1234.5,
    payment_history: invoice.paid ? [payment] : [],
    invoicing_contact_info: { email: invoice.email } as never,
  });
}

/** A waiting quote approval whose link expires `daysLeft` days from now. */
export async function insertWaitingApproval(db: Db, sentTo: string, daysLeft: number) {
  const quote = await insertQuote(db, { customer_name: 'Approver Co' });
  const [row] = await db
    .insert(approvalRequests)
    .values({
      kind: 'quote',
      quote_id: quote.id,
      quote_sequence: 1,
      content_hash: 'c'.repeat(64),
      token_hash: crypto.randomBytes(32).toString('hex'),
      sent_to: sentTo,
      sent_by_name: 'Robin Staff',
      expires_at: new Date(Date.now() + daysLeft * 86_400_000),
    })
    .returning();
  return row!;
}

/** Waits until `count` messages are recorded and none is still queued; answers them in id order. */
export async function waitForStatuses(
  db: Db,
  count: number,
  timeoutMs = 15_000,
): Promise<OutgoingMessageRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.select().from(outgoingMessages).orderBy(outgoingMessages.id);
    if (rows.length === count && rows.every((row) => row.status !== 'queued')) return rows;
    if (Date.now() > deadline)
      throw new Error(`messages not all sent: ${JSON.stringify(rows.map((r) => [r.occasion, r.status]))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
