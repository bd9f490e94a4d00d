import {
  AppError,
  companyInfoAccessOf,
  companyKey,
  sameCompanyName,
  companyInfoForSave,
  type SessionUser,
} from '@signshop/domain';
import { ilike, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { accounts, companyInfos, quotes, type CompanyInfoRow } from '../../db/schema/index.ts';
import { containsPattern, sameCompany } from '../../db/sql-helpers.ts';
import { MIN_SUGGESTION_LENGTH } from '../../job-core/suggestions.ts';
import { DEFAULT_TERMS, findCompanyRecord } from '../../job-core/payment-terms.ts';
import { taxRatesNow } from '../../job-core/tax-choice.ts';

/** Company information as saved by the page; payment terms are absent when the caller did not send them. */
export interface CompanyInfoInput {
  company: string;
  billing_info: string;
  website: string;
  address: string;
  contact_person: string;
  payment_terms_text?: string;
  payment_days?: number;
  billing_email?: string;
  reminders_opt_out?: boolean;
  tax_rate_id?: number | null;
  tax_exempt?: boolean;
  exemption_certificate?: string;
  exemption_expires?: string | null;
}
/** An update: the fields not sent stay as they are. */
export type CompanyInfoUpdate = Pick<CompanyInfoInput, 'company'> & Partial<CompanyInfoInput>;

/** The record as the API shows it: the certificate file by the name it was uploaded as, never its storage key. */
export function toDto(row: CompanyInfoRow) {
  const { id: _id, created_at: _created, updated_at: _updated, exemption_file_key: _key, ...fields } = row;
  return { ...fields, is_new_customer: false };
}

const emptyRecord = (company: string) => ({
  company,
  billing_info: '',
  website: '',
  address: '',
  contact_person: '',
  ...DEFAULT_TERMS,
  billing_email: '',
  reminders_opt_out: false,
  tax_rate_id: null,
  tax_exempt: false,
  exemption_certificate: '',
  exemption_expires: null,
  exemption_file_name: '',
  is_new_customer: true,
});

const notFound = (company: string) =>
  new AppError('NOT_FOUND', `There is no company information for ${company} yet.`);

/** Staff and admins reach every company; a customer only its own (another name is not found). */
export function reachableCompany(user: SessionUser, company: string): string {
  if (companyInfoAccessOf(user).anyCompany) return company.trim();
  if (!sameCompanyName(company, user.company)) throw notFound(company.trim());
  return user.company.trim();
}

/**
 * What a save may write: staff and admins any company with its payment terms and tax; a customer
 * its own company, its payment terms and tax dropped. A default tax rate must exist.
 */
async function saveable<T extends CompanyInfoUpdate>(db: Executor, user: SessionUser, input: T): Promise<T> {
  const allowed = companyInfoForSave(input, user) as T;
  const rateId = allowed.tax_rate_id;
  if (rateId !== undefined && rateId !== null && !(await taxRatesNow(db)).some((rate) => rate.id === rateId))
    throw new AppError('VALIDATION_ERROR', `Default tax rate: there is no tax rate with id ${rateId}.`);
  if (!companyInfoAccessOf(user).anyCompany) return { ...allowed, company: user.company.trim() };
  if (!input.company.trim()) throw new AppError('VALIDATION_ERROR', 'Company is required.');
  return { ...allowed, company: input.company.trim() };
}

export async function getCompanyInfo(db: Executor, user: SessionUser, name: string) {
  const company = reachableCompany(user, name);
  const row = await findCompanyRecord(db, company);
  if (!row) throw notFound(company);
  return toDto(row);
}

/** Creates a company's record (a new customer's first save); 409 when it exists. */
export async function createCompanyInfo(db: Db, user: SessionUser, input: CompanyInfoInput) {
  const values = await saveable(db, user, input);
  const [row] = await db.insert(companyInfos).values(values).onConflictDoNothing().returning();
  if (!row) {
    throw new AppError(
      'CONFLICT',
      `Company information for ${values.company} already exists. Reload the page and save your changes again.`,
    );
  }
  return toDto(row);
}

/** Updates a company's record; 404 when there is none yet (create it with POST). */
export async function updateCompanyInfo(db: Db, user: SessionUser, input: CompanyInfoUpdate) {
  const { company, ...values } = await saveable(db, user, input);
  const [row] = await db
    .update(companyInfos)
    .set({ ...values, updated_at: new Date() })
    .where(sameCompany(companyInfos.company, company))
    .returning();
  if (!row) throw notFound(company);
  return toDto(row);
}

/** Admin: the record of each named company, in the order asked; a company without one gets the defaults. */
export async function getCompanyInfos(db: Executor, names: string[]) {
  const byKey = new Map<string, string>();
  for (const name of names) if (name.trim()) byKey.set(companyKey(name), name.trim());
  const wanted = [...byKey.values()];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(companyInfos)
    .where(
      sql`company_key(${companyInfos.company}) IN (${sql.join(
        wanted.map((name) => sql`company_key(${name})`),
        sql`, `,
      )})`,
    );
  const byName = new Map(rows.map((row) => [companyKey(row.company), row]));
  return wanted.map((name) => {
    const row = byName.get(companyKey(name));
    return row ? toDto(row) : emptyRecord(name);
  });
}

/** Admin suggestions: up to 10 company names containing `text`, from accounts, quotes and company records. */
export async function suggestCompanyNames(db: Executor, text: string): Promise<string[]> {
  if (text.trim().length < MIN_SUGGESTION_LENGTH) return [];
  const pattern = containsPattern(text);
  const rows = await db.execute<{ name: string }>(sql`
    SELECT name FROM (
      SELECT trim(${accounts.company}) AS name FROM ${accounts} WHERE ${ilike(accounts.company, pattern)}
      UNION SELECT trim(${quotes.customer_name}) FROM ${quotes} WHERE ${ilike(quotes.customer_name, pattern)}
      UNION SELECT trim(${companyInfos.company}) FROM ${companyInfos} WHERE ${ilike(companyInfos.company, pattern)}
    ) names WHERE name <> '' ORDER BY lower(name), name LIMIT 10`);
  return rows.rows.map((row) => row.name);
}
