import { leftToPay, pricingProcesses, type SessionUser } from '@signshop/domain';
import type { ShopIdentity } from '../platform/config.ts';
import type { Executor } from '../db/client.ts';
import type { QuoteRow } from '../db/schema/index.ts';
import { quoteView } from '../platform/pdf/quote-lines.ts';
import type { TemplateData } from '../platform/pdf/templates/index.ts';
import type { QuoteFacts } from '../platform/pdf/templates/quote.ts';
import { currentApproval } from './approval-records.ts';
import { loadProcesses } from './processes.ts';
import { getQuote } from './quote-access.ts';

/**
 * A quote as its documents print it (the quote PDF, the invoice, the packaging slip and mails
 * that carry the quote), read within the user's scope and priced by the domain.
 */

function quoteFacts(row: QuoteRow): QuoteFacts {
  return {
    given_id: row.given_id,
    job_name: row.job_name,
    customer_name: row.customer_name,
    quote_date: row.quote_date,
    comments: row.comments,
    contact_info: row.contact_info,
    asante_contact_info: row.asante_contact_info,
    shipping_info: row.shipping_info,
    invoicing_contact_info: row.invoicing_contact_info,
    shipping_method: row.shipping_method,
    tracking_number: row.tracking_number,
    shipped_date: row.shipped_date,
    is_shipped: row.is_shipped,
    payment_history: row.payment_history,
    left_to_pay: leftToPay(row),
    billing_comments: row.billing_comments,
  };
}

export async function pricedQuote(db: Executor, user: SessionUser, id: number) {
  const [row, current] = await Promise.all([getQuote(db, user, id), loadProcesses(db)]);
  const processes = pricingProcesses(row.priced_processes, current);
  return { row, quote: quoteFacts(row), view: quoteView(row, processes) };
}

/** The quote PDF of a quote the user may see. */
export async function quoteDocumentData(
  db: Executor,
  user: SessionUser,
  id: number,
  shop: ShopIdentity,
): Promise<{ data: TemplateData<'quote'>; row: QuoteRow }> {
  const { row, quote, view } = await pricedQuote(db, user, id);
  const approved = await currentApproval(db, row);
  const approval = approved && { name: approved.name, date: approved.at.toISOString().slice(0, 10) };
  return { data: { shop, quote, view, approval }, row };
}
