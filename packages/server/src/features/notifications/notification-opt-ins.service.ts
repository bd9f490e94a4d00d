import {
  AppError,
  companyKey,
  NOTIFICATION_EVENT_KEYS,
  optInsCompanyOf,
  type NotificationEvent,
  type NotificationOptIns,
  type NotificationOptInsReply,
  type SessionUser,
} from '@signshop/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationOptOuts } from '../../db/schema/index.ts';

/**
 * The company whose opt-ins the user may read and set. Another company than a customer's own is
 * not found (404), as on company information: a customer never learns what other companies exist.
 */
function companyFor(user: SessionUser, asked: string): string {
  const company = optInsCompanyOf(user, asked);
  if (company === 'refused')
    throw new AppError('NOT_FOUND', "You can only see and change your own company's notifications.");
  return company;
}

async function optInsOf(db: Db, company: string): Promise<NotificationOptInsReply> {
  const out = await db
    .select({ event: notificationOptOuts.event })
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.company_key, companyKey(company)));
  const opted = new Set(out.map((row) => row.event));
  const opt_ins = Object.fromEntries(
    NOTIFICATION_EVENT_KEYS.map((event) => [event, !opted.has(event)]),
  ) as NotificationOptIns;
  return { company, opt_ins };
}

/** A company's choice per event: opted in unless it opted out. */
export const readOptIns = (db: Db, user: SessionUser, asked: string) => optInsOf(db, companyFor(user, asked));

/** Sets the events a company chose (those not named keep their choice). */
export async function saveOptIns(
  db: Db,
  user: SessionUser,
  body: { company: string; opt_ins: Partial<NotificationOptIns> },
): Promise<NotificationOptInsReply> {
  const company = companyFor(user, body.company);
  const key = companyKey(company);
  const chosen = Object.entries(body.opt_ins) as Array<[NotificationEvent, boolean]>;
  const optedIn = chosen.filter(([, on]) => on).map(([event]) => event);
  const optedOut = chosen.filter(([, on]) => !on).map(([event]) => event);
  await db.transaction(async (tx) => {
    if (optedIn.length)
      await tx
        .delete(notificationOptOuts)
        .where(and(eq(notificationOptOuts.company_key, key), inArray(notificationOptOuts.event, optedIn)));
    if (optedOut.length)
      await tx
        .insert(notificationOptOuts)
        .values(optedOut.map((event) => ({ company_key: key, event, created_by: user.id })))
        .onConflictDoNothing();
  });
  return optInsOf(db, company);
}
