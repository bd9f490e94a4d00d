/**
 * What the live stream (GET /api/live) sends each open page: a small event naming what changed
 * and the job it belongs to (null when many jobs changed at once). Pages refetch what the kind
 * concerns: 'board' a backlog stage, a shipment or a new quote; 'schedule' a schedule line (added,
 * changed, completed, planned); 'timer' a task timer started or stopped; 'resync' the server may
 * have missed changes (its database connection came back), so everything is refetched.
 */
export const LIVE_EVENT_KINDS = ['board', 'schedule', 'timer', 'resync'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
export interface LiveEvent {
  kind: LiveEventKind;
  quote_id: number | null;
}

/** A live event read from its JSON text, or null when it is not one. */
export function parseLiveEvent(text: string): LiveEvent | null {
  try {
    const value = JSON.parse(text) as Partial<LiveEvent>;
    if (!LIVE_EVENT_KINDS.includes(value.kind as LiveEventKind)) return null;
    const quoteId = typeof value.quote_id === 'number' ? value.quote_id : null;
    return { kind: value.kind as LiveEventKind, quote_id: quoteId };
  } catch {
    return null;
  }
}
