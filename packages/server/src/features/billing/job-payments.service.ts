import {
  AppError,
  MISSING_KEY_MESSAGE,
  DEFAULT_PAYMENT_DAYS,
  DEFAULT_PAYMENT_TERMS_TEXT,
  applyPayment,
  backlogStageId,
  fromCents,
  billingScopeOf,
  HISTORY_EVENTS,
  invoiceSummary,
  leftToPay,
  paymentRefusal,
  roundCents,
  toCents,
  type JobInvoiceQuery,
  type JobInvoiceRow,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import { and, desc, eq, gte, isNotNull, isNull, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { keysetBatches, type BatchReads } from '../../db/keyset-batches.ts';
import { backlogStages, companyInfos, jobRows, quotes } from '../../db/schema/index.ts';
import { sameCompany } from '../../db/sql-helpers.ts';
import { hasBank } from './banks.service.ts';
import { isRepeatedPayment, recordPaymentKey } from './payment-keys.service.ts';
import { recordJobHistory } from '../../job-core/job-history.ts';
import { companyInfoOfQuote, paymentTermsOf } from '../../job-core/payment-terms.ts';

/** Most rows one job query answers (newest shipments first). */
export const JOB_QUERY_LIMIT = 2000;

const notFound = (id: number) => new AppError('NOT_FOUND', `There is no job with id ${id}.`);

/** Admins bill every company (or the one asked for); anyone else only its own company's jobs. */
function billingScope(
  user: SessionUser,
  company?: string,
  customerName: AnyColumn = quotes.customer_name,
): SQL | undefined {
  const scope = billingScopeOf(user);
  if (scope.kind === 'company') return sameCompany(customerName, scope.company);
  return company && company.toLowerCase() !== 'all' ? sameCompany(customerName, company) : undefined;
}

/** The jobs a billing query asks for, on the job read model (its left_to_pay is leftToPaySql's). */
export function jobQueryWhere(user: SessionUser, filter: JobInvoiceQuery, only?: SQL): SQL | undefined {
  const left = jobRows.left_to_pay;
  return and(
    billingScope(user, filter.company, jobRows.customer_name),
    only,
    filter.is_shipped === undefined ? undefined : eq(jobRows.is_shipped, filter.is_shipped),
    filter.admin_paid === undefined ? undefined : eq(jobRows.admin_paid, filter.admin_paid),
    filter.min_left_to_pay === undefined ? undefined : gte(left, filter.min_left_to_pay),
    filter.max_left_to_pay === undefined ? undefined : lte(left, filter.max_left_to_pay),
    filter.not_left_to_pay ? lte(left, 0) : undefined,
    filter.has_payments ? eq(jobRows.has_payments, true) : undefined,
  );
}

/** What an invoice row shows of its quote: not the signs, which made a company's list read every quote whole. */
const invoiceColumns = {
  id: quotes.id,
  quote_sequence: quotes.quote_sequence,
  given_id: quotes.given_id,
  job_name: quotes.job_name,
  customer_name: quotes.customer_name,
  total_price: quotes.total_price,
  tax_amount: quotes.tax_amount,
  left_to_pay: quotes.left_to_pay,
  shipped_date: quotes.shipped_date,
  last_date_paid: quotes.last_date_paid,
  payment_history: quotes.payment_history,
  admin_paid: quotes.admin_paid,
  is_shipped: quotes.is_shipped,
  shipping_cost: quotes.shipping_cost,
  tracking_number: quotes.tracking_number,
  shipping_method: quotes.shipping_method,
};

/**
 * Jobs as the billing pages list them, in the user's billing scope, each with its company's
 * payment terms, due date, late interest as of `today` and total due (newest shipments first, at
 * most JOB_QUERY_LIMIT unless a page is asked).
 */
export async function queryJobs(
  db: Executor,
  user: SessionUser,
  filter: JobInvoiceQuery,
  today: JustDate,
  only?: SQL,
  page: { limit: number; offset: number } = { limit: JOB_QUERY_LIMIT, offset: 0 },
): Promise<JobInvoiceRow[]> {
  const newestShipmentsFirst = [sql`${jobRows.shipped_date} desc nulls last`, desc(jobRows.id)];
  // The page's ids first, from the read model alone: the wide quotes rows are read for those only
  // (joined before the LIMIT, a company's list read every shipped quote to show ten).
  const pageIds = db
    .select({ id: jobRows.id })
    .from(jobRows)
    .where(jobQueryWhere(user, filter, only))
    .orderBy(...newestShipmentsFirst)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  const rows = await db
    .select({
      job: invoiceColumns,
      payment_terms_text: companyInfos.payment_terms_text,
      payment_days: companyInfos.payment_days,
      stages: jobRows.stages,
      latest_stage_label: backlogStages.label,
    })
    .from(pageIds)
    .innerJoin(jobRows, eq(jobRows.id, pageIds.id))
    .innerJoin(quotes, eq(quotes.id, pageIds.id))
    .leftJoin(companyInfos, companyInfoOfQuote)
    .leftJoin(backlogStages, eq(backlogStages.id, jobRows.latest_stage_id))
    .orderBy(...newestShipmentsFirst);
  return rows.map(({ job, stages: dates, latest_stage_label: latestStage, ...terms }) => {
    const paymentDays = terms.payment_days ?? DEFAULT_PAYMENT_DAYS;
    const left = leftToPay(job);
    const summary = invoiceSummary({ ...job, left_to_pay: left }, paymentDays, today);
    return {
      id: job.id,
      quote_sequence: job.quote_sequence,
      given_id: job.given_id,
      job_name: job.job_name,
      customer_name: job.customer_name,
      total_price: job.total_price,
      tax_amount: job.tax_amount,
      left_to_pay: left,
      shipped_date: job.shipped_date,
      last_date_paid: job.last_date_paid,
      payment_history: job.payment_history,
      payment_nick_name: job.payment_history.at(-1)?.nick_name ?? '',
      admin_paid: job.admin_paid,
      is_shipped: job.is_shipped,
      shipping_cost: job.shipping_cost,
      tracking_number: job.tracking_number,
      shipping_method: job.shipping_method,
      cost_without_shipping: fromCents(toCents(job.total_price) - toCents(job.shipping_cost)),
      expected_ship_date: dates[String(backlogStageId('customer_ship_date'))] ?? null,
      lastest_step_label: latestStage ?? '',
      payment_terms_text: terms.payment_terms_text ?? DEFAULT_PAYMENT_TERMS_TEXT,
      payment_days: paymentDays,
      due_date: summary.dueDate,
      interest: summary.interest,
      total_due: summary.totalDue,
    };
  });
}

/** Where a job stands in newest-shipments-first order: its ship date (null: unshipped, last), then id. */
type ShipmentKey = Pick<JobInvoiceRow, 'shipped_date' | 'id'>;
const shipped = jobRows.shipped_date;

/**
 * Every job of a billing query (at most JOB_QUERY_LIMIT), newest shipments first, a batch at a
 * time: each batch the jobs after the last one read. The order puts unshipped jobs (no date) last,
 * which one range of the shipped date index cannot express with an OR, so the dated jobs are read
 * first (a range of that index), then the undated ones (id descending).
 */
export function streamJobQuery(
  db: Db,
  user: SessionUser,
  filter: JobInvoiceQuery,
  today: JustDate,
  reads: BatchReads,
): AsyncGenerator<JobInvoiceRow[]> {
  const read = (only: SQL, limit: number) => queryJobs(db, user, filter, today, only, { limit, offset: 0 });
  async function readBatch(after: ShipmentKey | undefined, limit: number) {
    if (after?.shipped_date === null) return read(and(isNull(shipped), lt(jobRows.id, after.id))!, limit);
    const dated = await read(
      after
        ? and(isNotNull(shipped), sql`(${shipped}, ${jobRows.id}) < (${after.shipped_date}, ${after.id})`)!
        : isNotNull(shipped),
      limit,
    );
    if (dated.length === limit) return dated;
    return [...dated, ...(await read(isNull(shipped), limit - dated.length))];
  }
  return keysetBatches(reads, readBatch, ({ shipped_date, id }) => ({ shipped_date, id }), JOB_QUERY_LIMIT);
}

async function oneJob(db: Executor, user: SessionUser, id: number, today: JustDate) {
  const [row] = await queryJobs(db, user, {}, today, eq(jobRows.id, id));
  if (!row) throw notFound(id);
  return row;
}

/**
 * Records a payment in one transaction with the job's row locked, so concurrent payments queue
 * up and each sees the balance the previous one left: the job must have shipped, the payment be
 * above 0 and at most what is left, from one of the company's banks. Every payment carries an
 * idempotency key (428 without one); a repeat of a payment already made answers with the job and
 * pays nothing.
 */
export async function payJob(
  db: Db,
  user: SessionUser,
  id: number,
  payment: { payment: number; nick_name: string },
  today: JustDate,
  idempotencyKey: string | undefined,
): Promise<JobInvoiceRow> {
  // A payment without a key could be applied twice by a retry: refused before anything is read.
  if (!idempotencyKey) throw new AppError('PRECONDITION_REQUIRED', MISSING_KEY_MESSAGE);
  const keyed = { key: idempotencyKey, quote_id: id, payment: payment.payment };
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, id), billingScope(user)))
      .for('update');
    if (!job) throw notFound(id);
    if (await isRepeatedPayment(tx, user, keyed)) return;
    const refusal = paymentRefusal(job, payment.payment, await interestDue(tx, job, today));
    if (refusal) throw new AppError('VALIDATION_ERROR', refusal);
    const nickName = payment.nick_name.trim();
    if (!(await hasBank(tx, job.customer_name, nickName))) {
      throw new AppError(
        'VALIDATION_ERROR',
        `There is no bank named '${nickName}' for ${job.customer_name}. Add it on the Banks page first.`,
      );
    }
    const paid = applyPayment(
      { ...job, left_to_pay: leftToPay(job) },
      { amount: roundCents(payment.payment), nickName, today },
    );
    await tx
      .update(quotes)
      .set({ ...paid, updated_at: new Date() })
      .where(eq(quotes.id, id));
    await recordJobHistory(tx, user, id, [
      {
        field: HISTORY_EVENTS.payment,
        before: { left_to_pay: leftToPay(job) },
        after: { ...paid.payment_history.at(-1), left_to_pay: paid.left_to_pay },
      },
    ]);
    await recordPaymentKey(tx, user, keyed);
  });
  return oneJob(db, user, id, today);
}

/** The late interest on a job as of today: what may be paid above its balance. */
async function interestDue(db: Executor, job: typeof quotes.$inferSelect, today: JustDate) {
  const { payment_days } = await paymentTermsOf(db, job.customer_name);
  return invoiceSummary({ ...job, left_to_pay: leftToPay(job) }, payment_days, today).interest;
}

/** Admin: confirms (or un-confirms) that a job has been paid. */
export async function setJobAdminPaid(
  db: Db,
  user: SessionUser,
  id: number,
  adminPaid: boolean,
  today: JustDate,
) {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select({ admin_paid: quotes.admin_paid })
      .from(quotes)
      .where(eq(quotes.id, id))
      .for('update');
    if (!job) throw notFound(id);
    await tx.update(quotes).set({ admin_paid: adminPaid, updated_at: new Date() }).where(eq(quotes.id, id));
    if (job.admin_paid !== adminPaid)
      await recordJobHistory(tx, user, id, [
        { field: 'admin_paid', before: job.admin_paid, after: adminPaid },
      ]);
  });
  return oneJob(db, user, id, today);
}

/** Admin: confirms one payment-history entry, with the row locked and one jsonb_set, so toggles of other entries are never lost. */
export async function setPaymentAdminPaid(
  db: Db,
  user: SessionUser,
  id: number,
  index: number,
  adminPaid: boolean,
  today: JustDate,
) {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select({ history: quotes.payment_history })
      .from(quotes)
      .where(eq(quotes.id, id))
      .for('update');
    if (!job) throw notFound(id);
    const entry = job.history[index];
    if (!entry) throw new AppError('NOT_FOUND', `Job ${id} has no payment number ${index + 1}.`);
    await tx
      .update(quotes)
      .set({
        payment_history: sql`jsonb_set(${quotes.payment_history}, ${`{${index},admin_paid}`}::text[], ${JSON.stringify(adminPaid)}::jsonb)`,
        updated_at: new Date(),
      })
      .where(eq(quotes.id, id));
    if (entry.admin_paid !== adminPaid) {
      const payment = { number: index + 1, payment: entry.payment, date: entry.date };
      await recordJobHistory(tx, user, id, [
        {
          field: HISTORY_EVENTS.paymentConfirmed,
          before: { ...payment, admin_paid: entry.admin_paid },
          after: { ...payment, admin_paid: adminPaid },
        },
      ]);
    }
  });
  return oneJob(db, user, id, today);
}
