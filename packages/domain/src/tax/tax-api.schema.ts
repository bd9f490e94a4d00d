import { z } from 'zod';
import { taxRateInputSchema, taxRateSchema } from './tax-rate.schema.ts';

/** GET /api/tax_rates and GET /api/admin/tax_rates: every rate, by name. */
export const taxRatesReplySchema = z.object({ tax_rates: z.array(taxRateSchema) });
export type TaxRatesReply = z.infer<typeof taxRatesReplySchema>;

/** POST /api/admin/tax_rates, PUT /api/admin/tax_rates/{id}: the rate as saved. */
export const taxRateReplySchema = z.object({ tax_rate: taxRateSchema });
export type TaxRateReply = z.infer<typeof taxRateReplySchema>;

/** The body of a new rate and of a change (rename, percent, shipping): the whole rate. */
export const taxRateBodySchema = z.strictObject(taxRateInputSchema.shape);
export type TaxRateBody = z.input<typeof taxRateBodySchema>;

export const taxRateParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** What a change to a rate is refused with when another rate has its name (names compare trimmed, any case). */
export const TAX_RATE_NAME_TAKEN = 'Name: another tax rate already has this name.';
