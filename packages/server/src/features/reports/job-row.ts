import { backlogStageId, type JobListRow, type JustDate } from '@signshop/domain';
import type { QuoteRow } from '../../db/schema/index.ts';

export type StageDates = Record<string, JustDate | null>;
const dateOf = (stages: StageDates, key: Parameters<typeof backlogStageId>[0]) =>
  stages[String(backlogStageId(key))] ?? null;

/** A report row from a quote and its current stage dates. */
export function toJobRow(
  quote: Pick<
    QuoteRow,
    | 'id'
    | 'given_id'
    | 'job_name'
    | 'customer_name'
    | 'total_price'
    | 'shipping_cost'
    | 'is_thermoformed'
    | 'shipping_method'
    | 'materials'
  >,
  stages: StageDates,
  datePicked: JustDate | null = null,
): JobListRow {
  return {
    id: quote.id,
    quote_id: quote.id,
    given_id: quote.given_id,
    job_name: quote.job_name,
    customer_name: quote.customer_name,
    total_price: quote.total_price,
    shipping_cost: quote.shipping_cost,
    cost_without_shipping: Math.round((quote.total_price - quote.shipping_cost) * 100) / 100,
    is_thermoformed: quote.is_thermoformed,
    is_checked: false,
    date_picked: datePicked,
    customer_promise_date: dateOf(stages, 'customer_ship_date'),
    shipping_method: quote.shipping_method,
    materials: quote.materials,
    date_given: datePicked,
    ready_for_production_date: dateOf(stages, 'ready_for_production'),
    in_production_date: dateOf(stages, 'in_production'),
    backlogs_recieved: dateOf(stages, 'thermoformed_received'),
  };
}
