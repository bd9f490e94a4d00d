import crypto from 'node:crypto';
import { AppError, access as rules, refusalOf, type AccessRule } from '@signshop/domain';

const publicAccess = rules.anyone;
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RouteAccess {
  method: string;
  url: string;
  access: AccessRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: required on every /api route. */
    access?: AccessRule;
    /** The machines' agents may also call it with the ingest token (Authorization: Bearer …). */
    ingest?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, in registration order (tests enumerate it). */
    accessTable: RouteAccess[];
  }
}

/** Every /api route must declare its access rule; the rule is enforced before the body is even validated. */
export function registerAuthorization(app: FastifyInstance): void {
  app.decorate('accessTable', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // The API documentation UI's own pages and assets are public.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: publicAccess };
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.accessTable.push({ method, url: route.url, access });
    }
  });
  app.addHook('preValidation', (request, _reply, done) => done(refusalError(request)));
}

/** The error refusing the request under its route's access rule, or undefined when it may go on. */
function refusalError(request: FastifyRequest): AppError | undefined {
  const { access: rule, ingest } = request.routeOptions.config;
  if (!rule) return undefined;
  if (ingest && hasIngestToken(request.headers.authorization, request.server.config.machineIngestToken))
    return undefined;
  const refusal = refusalOf(request.user, rule);
  if (refusal === 'signed-out') return new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (refusal === 'forbidden')
    return new AppError('FORBIDDEN', rule.refusal ?? 'You do not have access to this.');
  return undefined;
}

/** True when the Authorization header carries the configured ingest token (compared in constant time). */
function hasIngestToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
