import type pg from 'pg';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { formatLsn, parseLsn } from './lsn.ts';
import { ReadReplicas, REPLICA_TIMING, type ReplicaTiming } from './read-replicas.ts';

/** The WAL position of the browser's last write; a forged one can only make its reads wait or go to the primary. */
export const LSN_COOKIE = 'signshop_lsn';
/** Longer than any replica may lag before it is skipped, so a replica serving the session holds its writes. */
const LSN_COOKIE_SECONDS = 60;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The read replicas (READ_DATABASE_URL), or null: every read on the primary. */
    readReplicas: ReadReplicas | null;
  }
}

/** The read handle each request asked for (a request reading more than once uses one). */
const handles = new WeakMap<FastifyRequest, Promise<Db>>();

/**
 * The database a read-only route reads with: a replica when READ_DATABASE_URL names any (one that
 * has replayed this browser's last write, see ReadReplicas), else the primary. Only for lists,
 * searches, reports and their documents: writes, reads inside a write's transaction, sessions, and
 * any read that must see a write of the same request use app.db. A route asking for it is a read:
 * it records no commit position, so what it writes itself (a one-time download) is read back on
 * the primary only.
 *
 * `current`: for the pages a live event refreshes (the board, the capacity week), the read also
 * sees every commit made before the request: the change another person made, which the event
 * announced, is on the page it refreshes.
 */
export function readDb(request: FastifyRequest, options: { current?: boolean } = {}): Promise<Db> {
  const replicas = request.server.readReplicas;
  if (!replicas) return Promise.resolve(request.server.db);
  let handle = handles.get(request);
  if (!handle) {
    handle = replicas.handleFor(parseLsn(request.cookies[LSN_COOKIE]), options.current);
    handles.set(request, handle);
  }
  return handle;
}

/**
 * Opens the replicas of READ_DATABASE_URL (none: nothing changes, no query added to any request).
 * With replicas, every API request that may have written (any method but GET, HEAD and OPTIONS,
 * on a route that did not ask for readDb) answers with the primary's WAL position read after its
 * commit, in the signshop_lsn cookie: the browser's next reads, on any instance, see that write.
 */
export function registerReadReplicas(
  app: FastifyInstance,
  primaryPool: pg.Pool | undefined,
  timing: ReplicaTiming = REPLICA_TIMING,
): void {
  const urls = app.config.readDatabaseUrls;
  const replicas =
    urls.length && primaryPool
      ? new ReadReplicas({ db: app.db, pool: primaryPool }, urls, app.log, app.config.dbPoolSize, timing)
      : null;
  app.decorate('readReplicas', replicas);
  if (!replicas) return;
  app.log.info(
    { replicas: urls.length },
    `the lists, searches and reports read from ${urls.length} read replica(s)`,
  );
  app.addHook('onClose', () => replicas.close());
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || handles.has(request) || !request.url.startsWith('/api/'))
      return payload;
    const mark = await replicas.commitMark().catch(() => null);
    if (mark !== null) rememberCommit(app, request, reply, mark);
    return payload;
  });
}

function rememberCommit(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, mark: bigint) {
  // Serialised by hand: @fastify/cookie writes the cookies it was given in its own onSend hook,
  // which may already have run; Fastify appends each set-cookie header.
  reply.header(
    'set-cookie',
    app.serializeCookie(LSN_COOKIE, formatLsn(mark), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
      maxAge: LSN_COOKIE_SECONDS,
    }),
  );
}
