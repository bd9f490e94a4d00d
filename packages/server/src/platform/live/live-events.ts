import type { ServerResponse } from 'node:http';
import { parseLiveEvent, type LiveEvent } from '@signshop/domain';
import type { Db } from '../../db/client.ts';
import type { ListenClient } from '../listen/listen-client.ts';

/** The SQL channel the shop-floor tables' triggers notify at commit (db/sql/floor-changes.sql). */
export const FLOOR_CHANGES_CHANNEL = 'floor_changes';
/** A comment line sent this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 2_000;

/**
 * The live streams open on this instance (server-sent events) and what feeds them: every
 * notification on FLOOR_CHANGES_CHANNEL, heard on the instance's one LISTEN connection, goes to
 * every stream, so a change committed through any instance reaches every open page. When the
 * connection is lost, changes may be missed: the streams get a 'resync' event (pages refetch).
 */
export class LiveEvents {
  private readonly streams = new Set<ServerResponse>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(listener: Pick<ListenClient, 'subscribe'>) {
    listener.subscribe(FLOOR_CHANGES_CHANNEL, (payload) => {
      const event = payload === null ? { kind: 'resync' as const, quote_id: null } : parseLiveEvent(payload);
      if (event) this.send(event);
    });
  }

  /** How many streams are open here. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Answers `response` as an event stream that stays open until the browser leaves or the
   * instance closes. Written straight to the socket: no compression or other reply hook buffers it.
   */
  open(response: ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Nginx and similar proxies pass each event on at once.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    response.write(`retry: ${RETRY_MS}\n: open\n\n`);
    this.streams.add(response);
    response.once('close', () => this.forget(response));
    this.heartbeat ??= setInterval(() => this.write(': heartbeat\n\n'), HEARTBEAT_MS).unref();
  }

  /** Sends an event to every open stream. */
  send(event: LiveEvent): void {
    this.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  /** Ends every stream (the instance is closing: browsers reconnect to another one). */
  closeAll(): void {
    for (const response of this.streams) response.end();
    this.streams.clear();
    this.stopHeartbeat();
  }

  private write(text: string): void {
    for (const response of this.streams) response.write(text);
  }

  private forget(response: ServerResponse): void {
    this.streams.delete(response);
    if (this.streams.size === 0) this.stopHeartbeat();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}

const hubs = new WeakMap<Db, LiveEvents>();

/** The live events of a database, on its listen client (created before the client starts). */
export function createLiveEvents(db: Db, listener: ListenClient): LiveEvents {
  const live = new LiveEvents(listener);
  hubs.set(db, live);
  return live;
}

export const liveEventsOf = (db: Db): LiveEvents | undefined => hubs.get(db);
