import { sql } from 'drizzle-orm';
import { quotes } from '../db/schema/index.ts';

/**
 * What is left to pay on a quote row, in a query: the domain's leftToPay (a shipped job without
 * payments owes its whole billed amount, total_price + tax_amount, else its stored left_to_pay). TypeScript code that holds
 * the row calls leftToPay of @signshop/domain instead; the job read model stores the same value.
 */
export const leftToPaySql = sql<number>`(CASE WHEN ${quotes.is_shipped}
  AND jsonb_array_length(${quotes.payment_history}) = 0 THEN ${quotes.total_price} + ${quotes.tax_amount} ELSE ${quotes.left_to_pay} END)`;
