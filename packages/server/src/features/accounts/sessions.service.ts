import crypto from 'node:crypto';
import type { SessionUser } from '@signshop/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { accounts, sessions, type AccountRow, type SessionRow } from '../../db/schema/index.ts';
import { sessionCacheOf, sessionChangesHeard } from '../../platform/listen/session-cache.ts';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

/** How often last_seen_at is written: often enough for idle timeouts, rarely enough to spare the database. */
const TOUCH_EVERY_MS = 60_000;

/** Opens a session for the account; returns its id and absolute expiry. */
export async function createSession(db: Db, accountId: number, policy: SessionPolicy) {
  const id = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + policy.maxHours * 3_600_000);
  await db.insert(sessions).values({ id, accountId, expiresAt });
  return { id, expiresAt };
}

// Every authenticated request runs this query: built once per database and prepared by name on
// each connection, it skips query building and planning.
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
const prepareSessionQuery = (db: Db) =>
  db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
    .prepare('find_session_user');
function sessionQueryOf(db: Db) {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  return query;
}

/**
 * The signed-in user of a live session and its account row, read in one query as they are now
 * (or from the session cache, which every instance empties of a session or account at the commit
 * that changes it), so a logout or a change of role or verified status applies on the very next
 * request. Null when revoked, expired or idle.
 */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  policy: SessionPolicy,
): Promise<{ user: SessionUser; account: AccountRow } | null> {
  const now = Date.now();
  const cached = cachedSessionUser(db, sessionId, policy, now);
  if (cached !== undefined) return cached;
  const row = (await sessionQueryOf(db).execute({ sessionId }))[0];
  const live = row && liveSessionUser(row, policy, now);
  if (!row || !live) return null;
  if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, sessionId));
    row.session = { ...row.session, lastSeenAt: new Date(now) };
  }
  sessionCacheOf(db)?.set(sessionId, row, now);
  return live;
}

/**
 * findSessionUser's answer when the session cache holds the session and its last-seen time needs
 * no write yet, without waiting on anything; undefined when the database must be asked.
 */
export function cachedSessionUser(
  db: Db,
  sessionId: string,
  policy: SessionPolicy,
  now = Date.now(),
): { user: SessionUser; account: AccountRow } | null | undefined {
  const cached = sessionCacheOf(db)?.get(sessionId, now);
  // A session due for its last-seen write goes to the database, which also refreshes the cache.
  if (!cached || now - cached.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) return undefined;
  return liveSessionUser(cached, policy, now);
}

/** The user of a session row unless it has expired or been idle too long. */
function liveSessionUser(
  row: { session: SessionRow; account: AccountRow },
  policy: SessionPolicy,
  now: number,
): { user: SessionUser; account: AccountRow } | null {
  const idleSince = now - policy.idleMinutes * 60_000;
  if (row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() < idleSince) return null;
  return { user: sessionUserOf(row.account), account: row.account };
}

// Account rows are never changed once read (a change reads a new row), so each has one user.
const sessionUsers = new WeakMap<AccountRow, SessionUser>();
function sessionUserOf(account: AccountRow): SessionUser {
  let user = sessionUsers.get(account);
  if (!user) sessionUsers.set(account, (user = toSessionUser(account)));
  return user;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  await sessionChangesHeard(db);
}

/** Ends every session of the account (after a password change). */
export async function revokeAccountSessions(db: Executor, accountId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

export function toSessionUser(account: AccountRow): SessionUser {
  return {
    id: account.id,
    email: account.email,
    company: account.company,
    verified: account.verified,
    role: account.role,
    permissions: account.permissions,
  };
}
