import { z } from 'zod';
import { justDateSchema } from '../dates/just-date.schema.ts';

/**
 * A process as a saved quote was priced with, frozen when the quote is saved: its label, the
 * label its PDFs print and its three costs. An admin's later cost change never reaches it.
 */
export const frozenProcessSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  pdf_label: z.string().default(''),
  small_size_cost: z.number(),
  medium_size_cost: z.number(),
  large_size_cost: z.number(),
});
export type FrozenProcess = z.infer<typeof frozenProcessSchema>;

/** What a quote stores of its prices: the frozen processes and the day they were taken. */
export const frozenPricesSchema = z.object({
  priced_processes: z.array(frozenProcessSchema).default([]),
  prices_from: justDateSchema.nullable().default(null),
});
