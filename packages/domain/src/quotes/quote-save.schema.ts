import { z } from 'zod';
import { quoteSchema } from './quote.schema.ts';

/**
 * Fields the server computes or that only the payment flows write: never taken from a quote save
 * (unknown or server-owned fields are ignored, never written).
 */
const SERVER_OWNED = {
  id: true,
  total_price: true,
  left_to_pay: true,
  payment_history: true,
  admin_paid: true,
  last_date_paid: true,
  priced_processes: true,
  prices_from: true,
  tax_rate_name: true,
  tax_percent: true,
  tax_shipping: true,
  tax_amount: true,
} as const;

/** A whole quote as a client sends it on create, with the schema's defaults. */
export const quoteCreateSchema = quoteSchema.omit(SERVER_OWNED);
export type QuoteCreate = z.infer<typeof quoteCreateSchema>;

type Shape = typeof quoteCreateSchema.shape;
const unwrapDefault = (field: z.ZodType): z.ZodType =>
  field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? (field.unwrap() as z.ZodType) : field;

/** The same fields, each optional and without defaults, so a partial save changes only what it names. */
export const quotePatchSchema = z.object(
  Object.fromEntries(
    Object.entries(quoteCreateSchema.shape).map(([key, field]) => [
      key,
      unwrapDefault(field as z.ZodType).optional(),
    ]),
  ) as { [K in keyof Shape]: z.ZodOptional<z.ZodType<z.infer<Shape[K]>, z.input<Shape[K]>>> },
);
export type QuotePatch = z.infer<typeof quotePatchSchema>;

/** How a save of an existing quote is applied: in place, as a new revision, or as a new job. */
export const SAVE_MODES = ['update', 'revision', 'new_job'] as const;
export type SaveMode = (typeof SAVE_MODES)[number];

/** POST /api/quote body: the new quote; `copy` when it copies another (its own number, today's date). */
export const quoteCreateBodySchema = z.object({ quote: quoteCreateSchema, copy: z.boolean().default(false) });
export type QuoteCreateBody = z.input<typeof quoteCreateBodySchema>;

/** PUT /quote/{id}: the quote's fields at top level, plus the version it was loaded at and the save mode. */
export const quoteUpdateBodySchema = quotePatchSchema.extend({
  version: z.number().int().positive().optional(),
  save_as: z.enum(SAVE_MODES).default('update'),
  /** Re-price with today's process costs (the editor's "Update prices"); a recorded change. */
  update_prices: z.boolean().default(false),
});
export type QuoteUpdateBody = z.input<typeof quoteUpdateBodySchema>;
