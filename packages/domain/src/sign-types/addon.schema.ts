import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';

/** One choice of an add-on: its labels and its prices. */
export const addonOptionSchema = z.object({
  label: shownText(TEXT_MAX.label).default(''),
  pdf_label: shownText(TEXT_MAX.label).default(''),
  square_inch_price: boundedNumber(RANGES.price).default(0),
  unit_price: boundedNumber(RANGES.price).default(0),
});
export type AddonOption = z.infer<typeof addonOptionSchema>;

/** An add-on with its option groups; type_id null means it applies to All processes. */
export const addonSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int().nullable().default(null),
  /** The header the add-on is shown under. */
  cost_label: shownText(TEXT_MAX.label).default(''),
  cost_order_index: boundedNumber(RANGES.orderIndex).default(0),
  order_index: boundedNumber(RANGES.orderIndex).default(0),
  inuse: z.boolean().default(true),
  options: z.array(z.array(addonOptionSchema)).default([]),
  /** Editor only: true until the add-on has been created on the server. */
  is_local: z.boolean().optional(),
});
export type Addon = z.infer<typeof addonSchema>;

/** A new add-on as sent by the admin editor (no id yet). */
export const newAddonSchema = addonSchema.omit({ id: true, is_local: true });
export type NewAddon = z.infer<typeof newAddonSchema>;

/** The add-on chosen on a sign: a copy of the option taken when chosen. */
export const signAddonSchema = addonOptionSchema.extend({
  id: z.number().int().optional(),
  cost_label: shownText(TEXT_MAX.label).default(''),
});
export type SignAddon = z.infer<typeof signAddonSchema>;
