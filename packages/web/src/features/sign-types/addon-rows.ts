import { sortAddons, type Addon, type AddonOption } from '@signshop/domain';

/** The block an add-on belongs to: a process id, or null for All. */
export type BlockId = number | null;

/** The add-ons of a header (cost_label) inside one block, in their order. */
export interface HeaderGroup {
  cost_label: string;
  cost_order_index: number;
  addons: Addon[];
}

/** What an admin edits on one add-on row; its header order comes from the header group. */
export type AddonDraft = Pick<Addon, 'cost_label' | 'order_index' | 'inuse' | 'options'>;

export const emptyOption = (): AddonOption => ({
  label: '',
  pdf_label: '',
  square_inch_price: 0,
  unit_price: 0,
});

/** The add-ons of one block (a process, or All when `typeId` is null). */
export function addonsOfBlock(addons: readonly Addon[], typeId: BlockId): Addon[] {
  return addons.filter((addon) => addon.type_id === typeId);
}

/** Groups add-ons by header, headers by cost_order_index (then label), rows by order_index. */
export function groupByHeader(addons: readonly Addon[]): HeaderGroup[] {
  const groups = new Map<string, HeaderGroup>();
  for (const addon of sortAddons(addons)) {
    const group = groups.get(addon.cost_label);
    if (group) group.addons.push(addon);
    else
      groups.set(addon.cost_label, {
        cost_label: addon.cost_label,
        cost_order_index: addon.cost_order_index,
        addons: [addon],
      });
  }
  return [...groups.values()].sort(
    (a, b) => a.cost_order_index - b.cost_order_index || a.cost_label.localeCompare(b.cost_label),
  );
}

let nextLocalId = -1;

/** A new, unsaved add-on row (is_local) under a header of a block, after the rows already there. */
export function newLocalAddon(typeId: BlockId, blockAddons: readonly Addon[], costLabel: string): Addon {
  const header = blockAddons.filter((addon) => addon.cost_label === costLabel);
  return {
    id: nextLocalId--,
    type_id: typeId,
    cost_label: costLabel,
    cost_order_index: headerOrderFor(blockAddons, costLabel),
    order_index: header.length === 0 ? 1 : Math.floor(Math.max(...header.map((a) => a.order_index))) + 1,
    inuse: true,
    options: [[emptyOption()]],
    is_local: true,
  };
}

/**
 * The cost_order_index an add-on gets under `costLabel`: that of the header when the block already
 * has it, else the block's last header order plus one (a new header goes last).
 */
export function headerOrderFor(blockAddons: readonly Addon[], costLabel: string, exceptId?: number): number {
  const others = blockAddons.filter((addon) => addon.id !== exceptId);
  const existing = others.find((addon) => addon.cost_label === costLabel);
  if (existing) return existing.cost_order_index;
  return others.length === 0 ? 1 : Math.floor(Math.max(...others.map((a) => a.cost_order_index))) + 1;
}

/** The add-on a row sends on New or Update: its draft, placed in its header's order. */
export function addonToSave(addon: Addon, draft: AddonDraft, blockAddons: readonly Addon[]): Addon {
  const cost_label = draft.cost_label.trim();
  const cost_order_index =
    cost_label === addon.cost_label
      ? addon.cost_order_index
      : headerOrderFor(blockAddons, cost_label, addon.id);
  return { ...addon, ...draft, cost_label, cost_order_index };
}

/** The body of POST (a local row: no id) or PUT (a saved row) /api/admin/alladdons. */
export function addonBody(addon: Addon) {
  const { id, is_local, ...fields } = addon;
  return is_local ? fields : { ...fields, id };
}

/** Local rows once one is created: it leaves the local list (the saved add-on takes its place). */
export function settleLocal(locals: readonly Addon[], localId: number): Addon[] {
  return locals.filter((addon) => addon.id !== localId);
}

/** Every row of the editor: saved add-ons first, then the local ones not yet created. */
export function editorRows(saved: readonly Addon[], locals: readonly Addon[]): Addon[] {
  return [...saved.map((addon) => ({ ...addon, is_local: false })), ...locals];
}

/** Moves a header's local rows to a new order (saved rows move on the server). */
export function moveLocalHeader(
  locals: readonly Addon[],
  typeId: BlockId,
  costLabel: string,
  newOrder: number,
): Addon[] {
  return locals.map((addon) =>
    addon.type_id === typeId && addon.cost_label === costLabel
      ? { ...addon, cost_order_index: newOrder }
      : addon,
  );
}
