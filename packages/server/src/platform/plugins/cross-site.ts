import { AppError } from '@signshop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The other site a state-changing request came from, or null when it is the app's own. */
export function crossSiteSource(request: FastifyRequest, publicUrl: string): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'another site';
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return origin || 'an unknown origin';
  }
  if (host === request.host || origin === new URL(publicUrl).origin) return null;
  return origin;
}

/**
 * Defence in depth against cross-site request forgery beside the SameSite=Lax cookie:
 * a state-changing request whose Origin or Sec-Fetch-Site shows another site is refused with 403.
 * Requests without either header (curl, server-to-server) pass, as they carry no browser cookie
 * of a visitor.
 */
export function registerCrossSiteCheck(app: FastifyInstance): void {
  // Callback style, as every hook on the read path: nothing here waits.
  app.addHook('onRequest', (request, _reply, done) => {
    const source = crossSiteSource(request, app.config.publicUrl);
    if (!source) return done();
    done(new AppError('FORBIDDEN', `Refused: this change was sent from ${source}, not from this app.`));
  });
}
