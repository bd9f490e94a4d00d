import type { SessionUser } from '@signshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outgoingMessages } from '../../db/schema/index.ts';
import { recordAutomaticJobHistory, recordJobHistory } from '../../job-core/job-history.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { composeMessage, messageHistoryChange, type ContentContext } from './message-content.ts';

export interface DeliveryContext extends ContentContext {
  db: Db;
  mailer: Mailer;
}

export type Delivery = { outcome: 'sent' } | { outcome: 'failed'; error: string } | { outcome: 'skipped' };

/** A reason short enough for the Messages page. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends one recorded message, holding its row locked so that no other instance sends it at the
 * same time: skipped when another is sending it now, or (unless resent by someone) when it was
 * already sent. Counts the attempt, keeps sent or failed with the reason, and writes it on the
 * job's history, all in one transaction with the send.
 */
export async function deliverMessage(
  context: DeliveryContext,
  id: number,
  resentBy?: SessionUser,
): Promise<Delivery> {
  return context.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, id))
      .for('update', { skipLocked: true });
    if (!message || (message.status === 'sent' && !resentBy)) return { outcome: 'skipped' };
    let error = '';
    try {
      await context.mailer.send(await composeMessage(tx, message, context));
    } catch (thrown) {
      error = reasonOf(thrown);
    }
    await tx
      .update(outgoingMessages)
      .set({
        status: error ? 'failed' : 'sent',
        attempts: sql`${outgoingMessages.attempts} + 1`,
        last_error: error,
        updated_at: new Date(),
        ...(error ? {} : { sent_at: new Date() }),
        ...(resentBy ? { resent_by: resentBy.id } : {}),
      })
      .where(eq(outgoingMessages.id, id));
    if (message.quote_id !== null) {
      const change = messageHistoryChange(message, error);
      if (resentBy) await recordJobHistory(tx, resentBy, message.quote_id, [change]);
      else await recordAutomaticJobHistory(tx, message.quote_id, [change]);
    }
    return error ? { outcome: 'failed', error } : { outcome: 'sent' };
  });
}
