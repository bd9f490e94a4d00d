import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { parseLiveEvent, type LiveEvent, type LiveEventKind } from '@signshop/domain';

/** Events arriving together are answered with one refetch, this long after the first. */
const GATHER_MS = 150;

/** What a page follows: the queries to refetch, for events of these kinds. */
export interface LiveInterest {
  keys: readonly QueryKey[];
  kinds: readonly LiveEventKind[];
}

/**
 * Opens the live stream (GET /api/live): an event of one of the interest's kinds, a 'resync', and
 * every (re)connection refetch the interest's queries. Returns what closes it.
 */
export function openLiveStream(queryClient: QueryClient, interest: () => LiveInterest): () => void {
  const source = new EventSource('/api/live');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refetch = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      for (const queryKey of interest().keys) void queryClient.invalidateQueries({ queryKey });
    }, GATHER_MS);
  };
  const concerns = (event: LiveEvent | null) =>
    event !== null && (event.kind === 'resync' || interest().kinds.includes(event.kind));
  source.addEventListener('open', refetch);
  source.addEventListener('message', (message: MessageEvent<string>) => {
    if (concerns(parseLiveEvent(message.data))) refetch();
  });
  return () => {
    clearTimeout(timer);
    source.close();
  };
}
