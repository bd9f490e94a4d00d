import type { QueryKey } from '@tanstack/react-query';
import type { LiveEventKind } from '@signshop/domain';
import { useLiveUpdates } from './use-live-updates.ts';

/**
 * useLiveUpdates as a component, for a page whose first paint must not wait for it: the page
 * renders it lazily (React.lazy) and it follows the stream once loaded.
 */
export default function LiveUpdates({
  keys,
  kinds,
}: {
  keys: readonly QueryKey[];
  kinds: readonly LiveEventKind[];
}) {
  useLiveUpdates(keys, kinds);
  return null;
}
