import { approvalContentText, type ApprovalSentView } from '@signshop/domain';
import type { QuoteRow } from '../db/schema/index.ts';
import { moneyCents, plainNumber } from '../platform/pdf/layout.ts';
import type { QuoteView } from '../platform/pdf/quote-lines.ts';
import { quoteTotalLines } from '../platform/pdf/templates/sign-table.ts';
import { contentHash } from './approval-token.ts';

/** The revision hash of a stored quote: what an approval is for. */
export const quoteContentHash = (row: QuoteRow) => contentHash(approvalContentText(row));

/** The quote as its PDF prints it, kept with the request for the approval page. */
export function sentView(row: QuoteRow, view: QuoteView): ApprovalSentView {
  return {
    given_id: row.given_id,
    job_name: row.job_name,
    customer_name: row.customer_name,
    quote_date: row.quote_date,
    lines: view.lines.map((line) => ({
      depth: line.depth,
      label: line.label,
      description: [line.process, ...line.addons].filter(Boolean).join(', '),
      width: plainNumber(line.width),
      height: plainNumber(line.height),
      quantity: plainNumber(line.totalQuantity),
      unit_price: moneyCents(line.unitCents),
      total_price: moneyCents(line.lineCents),
    })),
    totals: quoteTotalLines(view).map(({ label, value, strong }) => ({ label, value, strong })),
  };
}
