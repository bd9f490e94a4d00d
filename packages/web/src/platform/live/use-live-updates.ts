import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { access, canAccess, parseLiveEvent, type LiveEvent, type LiveEventKind } from '@signshop/domain';
import { useSession } from '../session.tsx';

/** Events arriving together are answered with one refetch, this long after the first. */
const GATHER_MS = 150;

/**
 * Follows the shop floor live (GET /api/live, staff only): when an event of one of `kinds`
 * arrives, the queries under `keys` are refetched (invalidated). On every (re)connection they are
 * refetched too, since changes may have been missed while away; the browser's EventSource
 * reconnects by itself. A 'resync' event refetches whatever the kinds.
 */
export function useLiveUpdates(keys: readonly QueryKey[], kinds: readonly LiveEventKind[]): void {
  const queryClient = useQueryClient();
  const allowed = canAccess(useSession().user, access.board);
  const latest = useRef({ keys, kinds });
  useEffect(() => {
    latest.current = { keys, kinds };
  });
  useEffect(() => {
    if (!allowed || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/live');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        for (const queryKey of latest.current.keys) void queryClient.invalidateQueries({ queryKey });
      }, GATHER_MS);
    };
    const concerns = (event: LiveEvent | null) =>
      event !== null && (event.kind === 'resync' || latest.current.kinds.includes(event.kind));
    source.addEventListener('open', refetch);
    source.addEventListener('message', (message: MessageEvent<string>) => {
      if (concerns(parseLiveEvent(message.data))) refetch();
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [allowed, queryClient]);
}
