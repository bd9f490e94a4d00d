import type { Quote } from '@signshop/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import { addressLines, longDate, notesBlock, partyBlocks, shopDocument, totalsBlock } from '../layout.ts';
import type { QuoteView } from '../quote-lines.ts';
import { pricedSignTable, quoteTotalLines } from './sign-table.ts';
import { approvalStamp, type ApprovalStamp } from './approval-stamp.ts';

/** The fields of a quote its documents print. */
export type QuoteFacts = Pick<
  Quote,
  | 'given_id'
  | 'job_name'
  | 'customer_name'
  | 'quote_date'
  | 'comments'
  | 'contact_info'
  | 'asante_contact_info'
  | 'shipping_info'
  | 'invoicing_contact_info'
  | 'shipping_method'
  | 'tracking_number'
  | 'shipped_date'
  | 'is_shipped'
  | 'payment_history'
  | 'left_to_pay'
  | 'billing_comments'
>;

export interface QuoteDocumentData {
  shop: ShopIdentity;
  quote: QuoteFacts;
  view: QuoteView;
  /** Set when this revision was approved by the customer. */
  approval?: ApprovalStamp | null;
}

/** The job name as a line under the letterhead. */
export const jobLine = (quote: Pick<QuoteFacts, 'job_name'>) => ({
  text: quote.job_name,
  fontSize: 13,
  bold: true,
  margin: [0, 0, 0, 10] as [number, number, number, number],
});

/** The customer's quote: signs with process and add-ons, sizes, quantities, prices, adjustments, shipping, total. */
export function quoteDocument({ shop, quote, view, approval }: QuoteDocumentData): TDocumentDefinitions {
  const staff = quote.asante_contact_info;
  return shopDocument({
    shop,
    title: 'QUOTE',
    reference: `Quote ${quote.given_id}`,
    facts: [
      ['Quote Number', quote.given_id || '—'],
      ['Date', longDate(quote.quote_date)],
    ],
    content: [
      jobLine(quote),
      partyBlocks([
        { heading: 'Customer', lines: [quote.customer_name, ...addressLines(quote.contact_info)] },
        { heading: 'Ship To', lines: addressLines(quote.shipping_info) },
        { heading: 'Prepared By', lines: addressLines(staff) },
      ]),
      pricedSignTable(view),
      totalsBlock(quoteTotalLines(view)),
      ...approvalStamp(approval),
      ...notesBlock('Additional Comments', quote.comments),
    ],
  });
}
