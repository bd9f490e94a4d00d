import { access } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../app-type.ts';
import type { LiveEvents } from './live-events.ts';

/**
 * GET /api/live: the shop floor's changes as server-sent events, for staff pages that follow it
 * (the production board, the daily schedule, the capacity plan). Each event's data is a JSON
 * {kind, quote_id}; comment lines keep the stream alive. A browser's EventSource reconnects by
 * itself and the page refetches on every (re)connection, so nothing missed while away is lost.
 */
export function liveRoutes(live: LiveEvents) {
  return async (app: App) => {
    app.get(
      '/api/live',
      {
        config: { access: access.board },
        schema: {
          description:
            'The shop floor changes as server-sent events: data lines of {"kind": "board" | "schedule" | "timer" | "resync", "quote_id"}.',
          response: {
            200: {
              description: 'An event stream that stays open.',
              content: { 'text/event-stream': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        reply.hijack();
        live.open(reply.raw);
        request.log.debug({ streams: live.size }, 'live stream opened');
      },
    );
  };
}
