import { customAddonsSchema, type CustomAddonItem, type CustomAddons } from './custom-addon.schema.ts';

/** An old (before Jan 2022) price line: a label and a price, possibly typed as text. */
interface OldPriceLine {
  label?: string;
  price?: number | string;
  value?: number | string;
}

/** Custom add-ons as stored before Jan 2022: separate square-inch and unit price lists. */
export interface OldCustomAddons {
  square_inch_prices?: readonly OldPriceLine[];
  unit_prices?: readonly OldPriceLine[];
  percent_marked_up?: number;
  override_zero_quantity?: boolean;
  description?: string;
  updated_to_jan_2022?: boolean;
}

function amount(line: OldPriceLine): number {
  const value = Number(line.price ?? line.value ?? 0);
  return Number.isFinite(value) ? value : 0;
}

function itemFor(items: Map<string, CustomAddonItem>, label: string): CustomAddonItem {
  const item = items.get(label) ?? {
    label,
    square_inch_price_no_size: 0,
    square_inch_price: 0,
    unit_price: 0,
  };
  items.set(label, item);
  return item;
}

/**
 * Moves old custom add-ons into the Jan 2022 form once, flagging updated_to_jan_2022. Lines of the
 * two old lists with the same label become one item; records already flagged are only parsed.
 */
export function migrateCustomAddons(raw: unknown): CustomAddons | null {
  if (raw === null || raw === undefined || typeof raw !== 'object') return null;
  const old = raw as OldCustomAddons;
  if (old.updated_to_jan_2022) return customAddonsSchema.parse(raw);
  const items = new Map<string, CustomAddonItem>();
  for (const line of old.square_inch_prices ?? []) {
    const item = itemFor(items, line.label ?? '');
    item.square_inch_price_no_size += amount(line);
    item.square_inch_price += amount(line);
  }
  for (const line of old.unit_prices ?? []) itemFor(items, line.label ?? '').unit_price += amount(line);
  return customAddonsSchema.parse({
    items: [...items.values()],
    percent_marked_up: old.percent_marked_up ?? 0,
    override_zero_quantity: old.override_zero_quantity ?? false,
    description: old.description ?? '',
    updated_to_jan_2022: true,
  });
}

/** Migrates the custom add-ons of every sign and sub-part of a stored quote. */
export function migrateSignsCustomAddons<T extends { custom_addons?: unknown; subsigns?: readonly T[] }>(
  signs: readonly T[],
): T[] {
  return signs.map((sign) => ({
    ...sign,
    custom_addons: migrateCustomAddons(sign.custom_addons),
    ...(sign.subsigns ? { subsigns: migrateSignsCustomAddons(sign.subsigns) } : {}),
  }));
}
