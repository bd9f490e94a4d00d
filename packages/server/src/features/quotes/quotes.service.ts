import {
  APPROVAL_ANSWER_KEPT,
  AppError,
  billedAmount,
  changeableJobFields,
  freezeTax,
  HISTORY_EVENTS,
  HISTORY_REASONS,
  quoteScopeOf,
  type JustDate,
  type QuoteCreate,
  type QuotePatch,
  type SessionUser,
} from '@signshop/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { quotes, type QuoteRow } from '../../db/schema/index.ts';
import { priceAndFreeze, sharedProcesses } from './pricing.ts';
import { listColumns } from './quote-dto.ts';
import { latestStageIn, stageChecked } from '../../job-core/backlog-sql.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';
import { getQuote, quoteNotFound } from '../../job-core/quote-access.ts';
import { assertJobChangeAllowed } from './job-lock.ts';
import { readQuote } from './quote-statements.ts';
import { billedLeft, planFields, planSave, toInsert, type SaveOptions } from './quote-save-plan.ts';
import { readForSave, writeSave, type SaveGuard } from './quote-save-writer.ts';
import { recordJobHistory } from '../../job-core/job-history.ts';
import { signsWithBraille } from './sign-braille.ts';
import { companyTaxChoice, taxRatesNow } from '../../job-core/tax-choice.ts';

/** The day in UTC, for callers without the shop's time zone (the demo data). */
const utcToday = (): JustDate => new Date().toISOString().slice(0, 10);
import { nextFreeQuoteNumber, uniqueQuoteNumber, withQuoteNumber } from './quote-number.service.ts';
import { hasApprovalAnswer } from '../../job-core/approval-records.ts';

const NOT_FOUND = quoteNotFound;

/** getQuote for a request outside a transaction, by a statement prepared once (the editor's open). */
export async function openQuote(db: Db, user: SessionUser, id: number): Promise<QuoteRow> {
  const row = await readQuote(db, quoteScopeOf(user), id);
  if (!row) throw NOT_FOUND(id);
  return row;
}

export interface BacklogQuery {
  backlogs_required: number[];
  backlogs_required_today: number[];
  latest_backlogs: number[];
  date: JustDate;
}

/**
 * Quotes by backlog state: every required stage checked on or
 * before `date`, every "today" stage checked on `date`, and the latest stage among `latest_backlogs`.
 */
export async function queryByBacklog(db: Db, user: SessionUser, query: BacklogQuery) {
  const conditions = [
    scopeCondition(quoteScopeOf(user)),
    ...query.backlogs_required.map((typeId) => stageChecked(typeId, 'on-or-before', query.date)),
    ...query.backlogs_required_today.map((typeId) => stageChecked(typeId, 'on', query.date)),
    query.latest_backlogs.length > 0 ? latestStageIn(query.latest_backlogs) : undefined,
  ];
  return db
    .select(listColumns(quotes))
    .from(quotes)
    .where(and(...conditions))
    .orderBy(desc(quotes.quote_date), desc(quotes.id));
}

/**
 * A copy's own identity: the next free quote number of its family by sequence naming
 * ('…CED' → '…CED-2') and today's date, so two copies never read the same.
 */
async function copyIdentity(db: Executor, givenId: string, today: JustDate) {
  return { given_id: await nextFreeQuoteNumber(db, givenId), quote_date: today };
}

/**
 * Creates a quote; total_price is computed here from the signs, never taken from the client.
 * A list Copy (`copy`) gets its own number and today's date; any other new quote a number unique
 * across the shop (uniqueQuoteNumber: the next of its family, or 409 for a number typed by hand).
 */
export async function createQuote(
  db: Db,
  user: SessionUser,
  input: QuoteCreate,
  today: JustDate = utcToday(),
  copy = false,
): Promise<QuoteRow> {
  const translated = { ...input, signs: await signsWithBraille(input.signs) };
  const asSent = changeableJobFields(user, translated, null);
  const identified = copy ? { ...asSent, ...(await copyIdentity(db, asSent.given_id ?? '', today)) } : asSent;
  const numbered = await withQuoteNumber(db, user, identified);
  const { total, priced_processes } = priceAndFreeze(await sharedProcesses(db), numbered, []);
  const quote = { ...numbered, given_id: await uniqueQuoteNumber(db, user, numbered, null) };
  const tax = await newQuoteTax(db, quote, total);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({
        ...toInsert(quote),
        total_price: total,
        priced_processes,
        prices_from: today,
        ...tax,
        left_to_pay: billedLeft(
          quote.is_shipped ?? false,
          billedAmount({ total_price: total, tax_amount: tax.tax_amount }),
          null,
        ),
        created_by: user.id,
      })
      .returning();
    await recordJobHistory(tx, user, row!.id, [created(row!)]);
    return row!;
  });
}

/**
 * The tax of a new quote: the rate and exemption staff chose on it, else its company's default
 * rate and exemption (a customer's new quote always takes its company's), frozen as of now.
 */
async function newQuoteTax(db: Db, quote: QuoteCreate, total: number) {
  const company = await companyTaxChoice(db, quote.customer_name);
  const choice = {
    tax_rate_id: quote.tax_rate_id === undefined ? company.tax_rate_id : quote.tax_rate_id,
    tax_exempt: quote.tax_exempt ?? company.tax_exempt,
  };
  const rateNow = (await taxRatesNow(db)).find((rate) => rate.id === choice.tax_rate_id);
  return freezeTax(choice, null, rateNow, { total_price: total, shipping_cost: quote.shipping_cost });
}

/** The history entry of a new job. */
const created = (row: QuoteRow) => ({
  field: HISTORY_EVENTS.created,
  before: null,
  after: { given_id: row.given_id, total_price: row.total_price },
});

/**
 * Saves changes to a quote: a plain update, an update as a revision (the quote_sequence goes up),
 * or a new job that copies only the quote (not shipped, no payments). A save naming an older
 * version than the stored one is refused with 409. Updates and revisions are first written guarded
 * by "unchanged since read", without a held lock; if the quote changed between its read and its
 * write, or for a new job, the save runs in a transaction holding the quote's row lock.
 */
export async function updateQuote(
  db: Db,
  user: SessionUser,
  id: number,
  patch: QuotePatch,
  /** `today`: the date a New Job gets (its quote date otherwise) and the day prices are frozen on. */
  options: SaveOptions,
): Promise<QuoteRow> {
  const today = options.today ?? utcToday();
  if (patch.signs) patch = { ...patch, signs: await signsWithBraille(patch.signs) };
  // A changed quote number stays unique across the shop (a New Job gets its own number below).
  if (patch.given_id !== undefined && options.save_as !== 'new_job') {
    patch = {
      ...patch,
      given_id: await uniqueQuoteNumber(db, user, { ...patch, given_id: patch.given_id }, id),
    };
  }
  const processes = await sharedProcesses(db);
  const planOptions = { ...options, today, taxRates: await taxRatesNow(db) };
  const readUnder = async (guard: SaveGuard) => {
    const read = await readForSave(guard, quoteScopeOf(user), id);
    if (!read) throw NOT_FOUND(id);
    return read;
  };
  /** An update or revision under `guard`: null when the guard finds the quote changed since its read. */
  const saveUnder = async (guard: SaveGuard) => {
    const read = await readUnder(guard);
    return writeSave(guard, read, planSave(user, read, patch, planOptions, processes), user);
  };
  if (options.save_as !== 'new_job') {
    const saved = await saveUnder({ kind: 'unchanged-since-read', db });
    if (saved) return saved;
  }
  return db.transaction(async (tx) => {
    const guard: SaveGuard = { kind: 'row-locked', tx };
    // Under the row lock the write always stores the row.
    if (options.save_as !== 'new_job') return (await saveUnder(guard))!;
    const { row, checkedStages } = await readUnder(guard);
    const { merged, total, prices, tax } = planFields(
      user,
      row,
      checkedStages,
      patch,
      planOptions,
      processes,
    );
    const [copy] = await tx
      .insert(quotes)
      .values({
        ...toInsert(merged),
        ...(await copyIdentity(tx, merged.given_id, today)),
        ...prices,
        ...tax,
        total_price: total,
        is_shipped: false,
        shipped_date: null,
        tracking_number: [],
        quote_sequence: 1,
        created_by: user.id,
      })
      .returning();
    await recordJobHistory(tx, user, copy!.id, [created(copy!)], HISTORY_REASONS.newJob(id));
    return copy!;
  });
}

/**
 * Deletes a quote the user may see, unless the job is the shop's record (job-changes policy) or a
 * customer has answered one of its approval requests (409: answers are kept for good; requests
 * without an answer are deleted with the quote).
 */
export async function deleteQuote(db: Db, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await getQuote(tx, user, id, true);
    await assertJobChangeAllowed(tx, user, current, { kind: 'delete' });
    if (await hasApprovalAnswer(tx, id)) throw new AppError('CONFLICT', APPROVAL_ANSWER_KEPT);
    await tx.delete(quotes).where(eq(quotes.id, id));
    await recordJobHistory(tx, user, id, [
      {
        field: HISTORY_EVENTS.deleted,
        before: { given_id: current.given_id, total_price: current.total_price },
        after: null,
      },
    ]);
  });
}
