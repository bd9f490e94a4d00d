import { DEFAULT_PAYMENT_DAYS, DEFAULT_PAYMENT_TERMS_TEXT } from '@signshop/domain';
import type { Executor } from '../db/client.ts';
import { companyInfos, jobRows, quotes } from '../db/schema/index.ts';
import { sameCompany } from '../db/sql-helpers.ts';
import { savedDefaultPaymentTerms } from './shop-identity.ts';

/** A company's payment terms: its record's, or Net 30 / 30 days without one. */
export interface PaymentTerms {
  payment_terms_text: string;
  payment_days: number;
}
export const DEFAULT_TERMS: PaymentTerms = {
  payment_terms_text: DEFAULT_PAYMENT_TERMS_TEXT,
  payment_days: DEFAULT_PAYMENT_DAYS,
};

/** A company's saved record (companies compare by company_key), if it has one. */
export async function findCompanyRecord(db: Executor, company: string) {
  const [row] = await db.select().from(companyInfos).where(sameCompany(companyInfos.company, company));
  return row;
}

/** The payment terms of a job's company; without a record, the shop's default terms (Net 30 until set). */
export async function paymentTermsOf(db: Executor, company: string): Promise<PaymentTerms> {
  const row = await findCompanyRecord(db, company);
  if (row) return { payment_terms_text: row.payment_terms_text, payment_days: row.payment_days };
  const shopTerms = await savedDefaultPaymentTerms(db);
  return shopTerms ? { payment_terms_text: shopTerms.text, payment_days: shopTerms.days } : DEFAULT_TERMS;
}

/** Joins a quote to its customer company's record (companies compare by company_key). */
export const companyInfoOfQuote = sameCompany(companyInfos.company, quotes.customer_name);

/** Joins a job's read-model row to its customer company's record. */
export const companyInfoOfJobRow = sameCompany(companyInfos.company, jobRows.customer_name);
