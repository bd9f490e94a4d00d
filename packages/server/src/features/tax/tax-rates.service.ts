import { AppError, TAX_RATE_NAME_TAKEN, type TaxRate, type TaxRateBody } from '@signshop/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxRates } from '../../db/schema/index.ts';
import { taxRatesNow } from '../../job-core/tax-choice.ts';

export { taxRatesNow as listTaxRates };

const notFound = (id: number) => new AppError('NOT_FOUND', `There is no tax rate with id ${id}.`);

const asRate = (row: typeof taxRates.$inferSelect): TaxRate => ({
  id: row.id,
  name: row.name,
  percent: row.percent,
  taxes_shipping: row.taxes_shipping,
});

/** Refuses a name another rate has (trimmed, any case: the unique index's key). */
async function assertNameFree(db: Db, name: string, id?: number) {
  const [taken] = await db
    .select({ id: taxRates.id })
    .from(taxRates)
    .where(
      and(sql`lower(btrim(${taxRates.name})) = lower(btrim(${name}))`, id ? ne(taxRates.id, id) : undefined),
    );
  if (taken) throw new AppError('CONFLICT', TAX_RATE_NAME_TAKEN);
}

/** A new rate by `accountId`. */
export async function createTaxRate(
  db: Db,
  accountId: number,
  body: Required<TaxRateBody>,
): Promise<TaxRate> {
  await assertNameFree(db, body.name);
  const [row] = await db
    .insert(taxRates)
    .values({ ...body, updated_by: accountId })
    .returning();
  return asRate(row!);
}

/**
 * Renames or changes a rate. Quotes saved with it keep the name, percent and shipping rule frozen
 * on them; new quotes and a quote newly given the rate (or re-priced) take the new ones.
 */
export async function updateTaxRate(
  db: Db,
  accountId: number,
  id: number,
  body: Required<TaxRateBody>,
): Promise<TaxRate> {
  await assertNameFree(db, body.name, id);
  const [row] = await db
    .update(taxRates)
    .set({ ...body, updated_by: accountId, updated_at: new Date() })
    .where(eq(taxRates.id, id))
    .returning();
  if (!row) throw notFound(id);
  return asRate(row);
}

/** Removes a rate: companies with it as default get none; saved quotes keep the tax frozen on them. */
export async function deleteTaxRate(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(taxRates).where(eq(taxRates.id, id)).returning({ id: taxRates.id });
  if (!row) throw notFound(id);
  return row;
}
