import { useState } from 'react';
import type { Addon } from '@signshop/domain';
import { moveLocalHeader, settleLocal, type BlockId } from './addon-rows.ts';

/** The add-on rows not yet created on the server, and what the editor does with them. */
export interface LocalAddons {
  rows: Addon[];
  add: (addon: Addon) => void;
  /** Drop a local row: created (New), the saved add-on now stands in its place; or discarded. */
  remove: (localId: number) => void;
  moveHeader: (typeId: BlockId, costLabel: string, newOrder: number) => void;
  /** Forget the local rows of a block (a deleted process). */
  dropBlock: (typeId: BlockId) => void;
}

export function useLocalAddons(): LocalAddons {
  const [rows, setRows] = useState<Addon[]>([]);
  return {
    rows,
    add: (addon) => setRows((current) => [...current, addon]),
    remove: (localId) => setRows((current) => settleLocal(current, localId)),
    moveHeader: (typeId, costLabel, newOrder) =>
      setRows((current) => moveLocalHeader(current, typeId, costLabel, newOrder)),
    dropBlock: (typeId) => setRows((current) => current.filter((addon) => addon.type_id !== typeId)),
  };
}
