import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { OTHER_ORDER_INDEX } from './process-order.ts';

/** A process (sign type) with its three costs, one per size tier. */
export const signTypeSchema = z.object({
  id: z.number().int(),
  label: shownText(TEXT_MAX.label).trim().min(1),
  pdf_label: shownText(TEXT_MAX.label).default(''),
  /** Minimum Price. */
  small_size_cost: boundedNumber(RANGES.price).meta({ title: 'Minimum Price' }).default(0),
  /** Square Inch Price. */
  medium_size_cost: boundedNumber(RANGES.price).meta({ title: 'Square Inch Price' }).default(0),
  /** Square Inch Price for 64 square inches or more. */
  large_size_cost: boundedNumber(RANGES.price)
    .meta({ title: 'Square Inch Price for 64 square inches or more' })
    .default(0),
  order_index: boundedNumber(RANGES.orderIndex).default(OTHER_ORDER_INDEX),
  inuse: z.boolean().default(true),
});
export type SignType = z.infer<typeof signTypeSchema>;

/** A new process as sent by the admin editor (no id yet). */
export const newSignTypeSchema = signTypeSchema.omit({ id: true });
export type NewSignType = z.infer<typeof newSignTypeSchema>;
