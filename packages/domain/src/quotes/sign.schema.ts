import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { boundedText, shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { signAddonSchema, type SignAddon } from '../sign-types/addon.schema.ts';
import { customAddonsSchema, type CustomAddons } from './custom-addon.schema.ts';
import { tactileTextSchema, type TactileText } from '../tactile/tactile.schema.ts';

/** A sign of a quote; subsigns have the same fields. */
export interface Sign {
  id?: number | string | undefined;
  /** The sign's own label (the editor's Sign Type column): A, B, … */
  given_id: string;
  /** The process: a sign type id, null while none is chosen. */
  type: number | null;
  addons: SignAddon[];
  /** The editor's picks of add-on options, kept as given (their shape is not checked). */
  picks: unknown[];
  height: number;
  width: number;
  quantity: number;
  order_index: number;
  subsigns: Sign[];
  custom_addons: CustomAddons | null;
  /** The sign's tactile text and its Braille; absent on signs without. */
  tactile?: TactileText | undefined;
}

/** zod schema of a Sign, with defaults for a blank row. */
export const signSchema: z.ZodType<Sign, unknown> = z.lazy(() =>
  z.object({
    id: z.union([z.number().int(), boundedText(TEXT_MAX.label)]).optional(),
    given_id: shownText(TEXT_MAX.label).meta({ title: 'Sign Type' }).default(''),
    type: z.number().int().nullable().meta({ title: 'Process' }).default(null),
    addons: z.array(signAddonSchema).default([]),
    picks: z.array(z.unknown()).default([]),
    height: boundedNumber(RANGES.size).default(0),
    width: boundedNumber(RANGES.size).default(0),
    quantity: boundedNumber(RANGES.quantity).default(1),
    order_index: boundedNumber(RANGES.orderIndex).default(0),
    subsigns: z.array(signSchema).default([]),
    custom_addons: customAddonsSchema.nullable().default(null),
    tactile: tactileTextSchema.optional(),
  }),
);
