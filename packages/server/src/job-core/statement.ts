import { statementOf, type JustDate, type Statement } from '@signshop/domain';
import type { Executor } from '../db/client.ts';
import { jobRows } from '../db/schema/index.ts';
import { sameCompany } from '../db/sql-helpers.ts';
import type { ShopIdentity } from '../platform/config.ts';
import type { TemplateData } from '../platform/pdf/templates/index.ts';
import { findCompanyRecord } from './payment-terms.ts';
import { receivableInvoices } from './receivable-invoices.ts';

/**
 * A company's statement for `from`..`to` (both days in): its invoices that were open the day
 * before, shipped or were paid in the period, or are open at its end. Named as the company's
 * record names it, else as asked.
 */
export async function companyStatement(
  db: Executor,
  company: string,
  from: JustDate,
  to: JustDate,
): Promise<Statement> {
  const [invoices, record] = await Promise.all([
    receivableInvoices(db, sameCompany(jobRows.customer_name, company), from, to),
    findCompanyRecord(db, company),
  ]);
  return statementOf(record?.company ?? company.trim(), invoices, from, to);
}

/** What the statement PDF template needs (render it with app.pdf.render('statement', data)). */
export async function statementDocumentData(
  db: Executor,
  shop: ShopIdentity,
  company: string,
  from: JustDate,
  to: JustDate,
): Promise<TemplateData<'statement'>> {
  return { shop, statement: await companyStatement(db, company, from, to) };
}

/** A statement's file name: statement-harbor-dental-2026-01-01-2026-01-31.pdf. */
export function statementFileName(statement: Pick<Statement, 'company' | 'from' | 'to'>): string {
  const slug =
    statement.company
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      // A long name is cut so the whole file name stays well under the 255 bytes file systems allow.
      .slice(0, 80)
      .replace(/^-|-$/g, '') || 'company';
  return `statement-${slug}-${statement.from}-${statement.to}.pdf`;
}
