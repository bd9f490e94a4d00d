import type { SessionUser } from '@signshop/domain';
import type { AccountRow } from '../db/schema/index.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser } from '../features/accounts/sessions.service.ts';

export const SESSION_COOKIE = 'token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null when signed out (no, expired, tampered or revoked token). */
    user: SessionUser | null;
    /** The signed-in user's account row as read with the session on this request. */
    account: AccountRow | null;
    sessionId: string | null;
  }
}

/** Reads the `token` cookie on every request and checks its session against the database. */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('account', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const session = await sessionOf(app, request);
    if (!session) return;
    request.user = session.user;
    request.account = session.account;
    request.sessionId = session.id;
  });
}

/** The live session named by the request's `token` cookie, or null. */
export async function sessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ id: string; user: SessionUser; account: AccountRow } | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const session = await findSessionUser(app.db, claims.sid, app.sessionPolicy);
  return session ? { id: claims.sid, user: session.user, account: session.account } : null;
}

/** Cookie attributes of DESIGN §4: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
  });
}
