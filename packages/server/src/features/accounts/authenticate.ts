import type { SessionUser } from '@signshop/domain';
import type { AccountRow } from '../../db/schema/index.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedSessionUser, findSessionUser } from './sessions.service.ts';

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
  const signIn = (request: FastifyRequest, session: Session | null) => {
    if (!session) return;
    request.user = session.user;
    request.account = session.account;
    request.sessionId = session.id;
  };
  // Callback style: a session already in memory is answered without waiting on a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const known = knownSessionOf(app, request);
    if (known !== undefined) {
      signIn(request, known);
      return done();
    }
    sessionOf(app, request).then((session) => {
      signIn(request, session);
      done();
    }, done);
  });
}

type Session = { id: string; user: SessionUser; account: AccountRow };

/** sessionOf's answer when the token and its session are both in memory; undefined when it must wait. */
function knownSessionOf(app: FastifyInstance, request: FastifyRequest): Session | null | undefined {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const claims = app.tokens.known(token);
  if (!claims) return claims;
  const session = cachedSessionUser(app.db, claims.sid, app.sessionPolicy);
  return session && { id: claims.sid, user: session.user, account: session.account };
}

/** The live session named by the request's `token` cookie, or null. */
export async function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<Session | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const session = await findSessionUser(app.db, claims.sid, app.sessionPolicy);
  return session ? { id: claims.sid, user: session.user, account: session.account } : null;
}

/** Session cookie attributes: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS. */
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
