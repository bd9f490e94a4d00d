import { roundRate } from '../pricing/money.ts';
import type { Addon, AddonOption, SignAddon } from './addon.schema.ts';

/** The add-ons offered for a process: its own and those for All (type_id null), in use, in order. */
export function addonsForProcess<
  T extends Pick<Addon, 'type_id' | 'inuse' | 'cost_order_index' | 'order_index'>,
>(addons: readonly T[], typeId: number | null | undefined): T[] {
  return sortAddons(
    addons.filter((addon) => addon.inuse && (addon.type_id === null || addon.type_id === typeId)),
  );
}

/** Add-ons sorted by header (cost_order_index), then by order_index. */
export function sortAddons<T extends Pick<Addon, 'cost_order_index' | 'order_index'>>(
  addons: readonly T[],
): T[] {
  return [...addons].sort((a, b) => a.cost_order_index - b.cost_order_index || a.order_index - b.order_index);
}

/** The copy of a chosen option kept on a sign, prices rounded to 3 decimals. */
export function signAddonFrom(addon: Pick<Addon, 'id' | 'cost_label'>, option: AddonOption): SignAddon {
  return {
    id: addon.id,
    cost_label: addon.cost_label,
    label: option.label,
    pdf_label: option.pdf_label,
    square_inch_price: roundRate(option.square_inch_price),
    unit_price: roundRate(option.unit_price),
  };
}

/** Reads a typed order index as a decimal number ('2.5' → 2.5), or null when it is not one. */
export function parseOrderIndex(text: string): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : null;
}
