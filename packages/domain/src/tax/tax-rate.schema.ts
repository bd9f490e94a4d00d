import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';

/** The longest name of a tax rate. */
export const TAX_RATE_NAME_MAX = 60;

/** True when `percent` has at most 4 decimals (8.2575 yes, 8.25751 no). */
const fourDecimals = (percent: number) => Math.abs(percent * 10_000 - Math.round(percent * 10_000)) < 1e-6;

/** A sales tax rate as an admin types it: name 1-60 characters, percent 0-100 with at most 4 decimals. */
export const taxRateInputSchema = z.object({
  name: shownText(TAX_RATE_NAME_MAX).trim().min(1).meta({ title: 'Name' }),
  percent: z
    .number()
    .min(0)
    .max(100)
    .refine(fourDecimals, { message: 'Percent: use at most 4 decimals.' })
    .meta({ title: 'Percent' }),
  taxes_shipping: z.boolean().default(false).meta({ title: 'Taxes shipping' }),
});
export type TaxRateInput = z.input<typeof taxRateInputSchema>;

/** A stored tax rate. */
export const taxRateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  percent: z.number(),
  taxes_shipping: z.boolean(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;
