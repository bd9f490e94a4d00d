import { RANGES, boundedNumber } from '../numbers/bounds.ts';
import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';

/** One custom add-on line; square_inch_price_no_size is the rate as typed, before the Other scaling. */
export const customAddonItemSchema = z.object({
  label: shownText(TEXT_MAX.label).default(''),
  // The rate as typed and as scaled are one field on screen: both go by its label.
  square_inch_price_no_size: boundedNumber(RANGES.price).meta({ title: 'Square Inch Price' }).default(0),
  square_inch_price: boundedNumber(RANGES.price).meta({ title: 'Square Inch Price' }).default(0),
  unit_price: boundedNumber(RANGES.price).default(0),
});
export type CustomAddonItem = z.infer<typeof customAddonItemSchema>;

/** A line of the square-inch or unit price calculator. */
export const calculatorItemSchema = z.object({
  label: shownText(TEXT_MAX.label).default(''),
  value: boundedNumber(RANGES.signedMoney).default(0),
});
export type CalculatorItem = z.infer<typeof calculatorItemSchema>;

/** A sign's custom add-ons in the Jan 2022 form. percent_marked_up: 10 means 10 %. */
export const customAddonsSchema = z.object({
  items: z.array(customAddonItemSchema).meta({ title: 'Custom Add-on' }).default([]),
  percent_marked_up: boundedNumber(RANGES.markupPercent).default(0),
  override_zero_quantity: z.boolean().default(false),
  description: shownText(TEXT_MAX.longText).default(''),
  square_inch_calculator: z.array(calculatorItemSchema).default([]),
  unit_price_calculator: z.array(calculatorItemSchema).default([]),
  updated_to_jan_2022: z.boolean().default(true),
});
export type CustomAddons = z.infer<typeof customAddonsSchema>;
