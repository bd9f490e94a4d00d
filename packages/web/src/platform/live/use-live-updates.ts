import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { access, canAccess, type LiveEventKind } from '@signshop/domain';
import { useSession } from '../session.tsx';

/**
 * Follows the shop floor live (GET /api/live, staff only): when an event of one of `kinds`
 * arrives, the queries under `keys` are refetched (invalidated). On every (re)connection they are
 * refetched too, since changes may have been missed while away; the browser's EventSource
 * reconnects by itself. A 'resync' event refetches whatever the kinds. The stream's code loads
 * after the page's first paint.
 */
export function useLiveUpdates(keys: readonly QueryKey[], kinds: readonly LiveEventKind[]): void {
  const queryClient = useQueryClient();
  const allowed = canAccess(useSession().user, access.board);
  const interest = useRef({ keys, kinds });
  useEffect(() => {
    interest.current = { keys, kinds };
  });
  useEffect(() => {
    if (!allowed || typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    let left = false;
    void import('./live-stream.ts').then(({ openLiveStream }) => {
      if (!left) close = openLiveStream(queryClient, () => interest.current);
    });
    return () => {
      left = true;
      close?.();
    };
  }, [allowed, queryClient]);
}
