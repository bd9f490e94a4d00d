import {
  AppError,
  type MessagesQuery,
  type MessagesReply,
  type OutgoingMessage,
  type SessionUser,
} from '@signshop/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, outgoingMessages, quotes } from '../../db/schema/index.ts';
import { sameCompany } from '../../db/sql-helpers.ts';
import { limitOffset, pageAsked } from '../../job-core/report-page.ts';
import { deliverMessage, type DeliveryContext } from './message-delivery.ts';

const columns = {
  id: outgoingMessages.id,
  kind: outgoingMessages.kind,
  occasion: outgoingMessages.occasion,
  quote_id: outgoingMessages.quote_id,
  given_id: quotes.given_id,
  company: outgoingMessages.company,
  to_address: outgoingMessages.to_address,
  subject: outgoingMessages.subject,
  status: outgoingMessages.status,
  attempts: outgoingMessages.attempts,
  last_error: outgoingMessages.last_error,
  resent_by_name: sql<
    string | null
  >`nullif(btrim(concat(${accounts.firstName}, ' ', ${accounts.lastName})), '')`,
  created_at: outgoingMessages.created_at,
  sent_at: outgoingMessages.sent_at,
};

const selectMessages = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(outgoingMessages)
    .leftJoin(quotes, eq(quotes.id, outgoingMessages.quote_id))
    .leftJoin(accounts, eq(accounts.id, outgoingMessages.resent_by))
    .where(where);

type Row = Awaited<ReturnType<typeof selectMessages>>[number];
const messageOf = (row: Row): OutgoingMessage => ({
  ...row,
  kind: row.kind as OutgoingMessage['kind'],
  status: row.status as OutgoingMessage['status'],
  created_at: row.created_at.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
});

/** A page of the messages the shop mailed by itself, newest first, filtered by kind, status and company. */
export async function listMessages(db: Db, query: MessagesQuery): Promise<MessagesReply> {
  const where = and(
    query.kind ? eq(outgoingMessages.kind, query.kind) : undefined,
    query.status ? eq(outgoingMessages.status, query.status) : undefined,
    query.company?.trim() ? sameCompany(outgoingMessages.company, query.company) : undefined,
  );
  const page = pageAsked(query) ?? { page: 0, page_count: 50 };
  const { limit, offset } = limitOffset(page);
  const [rows, [counted]] = await Promise.all([
    selectMessages(db, where)
      .orderBy(desc(outgoingMessages.created_at), desc(outgoingMessages.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(outgoingMessages)
      .where(where),
  ]);
  return { messages: rows.map(messageOf), count: counted!.count, ...page };
}

async function oneMessage(db: Db, id: number): Promise<OutgoingMessage> {
  const [row] = await selectMessages(db, eq(outgoingMessages.id, id));
  if (!row) throw new AppError('NOT_FOUND', `There is no message with id ${id}.`);
  return messageOf(row);
}

/** Sends a message again now, whatever its status, recording who asked. */
export async function resendMessage(
  context: DeliveryContext,
  user: SessionUser,
  id: number,
): Promise<OutgoingMessage> {
  await oneMessage(context.db, id);
  const delivery = await deliverMessage(context, id, user);
  if (delivery.outcome === 'skipped')
    throw new AppError('CONFLICT', 'This message is being sent right now; look again in a moment.');
  return oneMessage(context.db, id);
}
