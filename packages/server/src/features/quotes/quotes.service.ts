import {
  APPROVAL_ANSWER_KEPT,
  AppError,
  changeableJobFields,
  fromCents,
  HISTORY_EVENTS,
  HISTORY_REASONS,
  jobFieldChanges,
  quoteScopeOf,
  toCents,
  totalPaid,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { quotes, type NewQuoteRow, type QuoteRow } from '../../db/schema/index.ts';
import { priceAndFreeze, sharedProcesses } from './pricing.ts';
import { type QuoteCreate, type QuotePatch, type SaveMode } from './quote-input.ts';
import { listColumns } from './quote-dto.ts';
import { latestStageIn, stageChecked } from '../../job-core/backlog-sql.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';
import { getQuote, quoteNotFound } from '../../job-core/quote-access.ts';
import {
  assertJobChangeAllowed,
  assertJobChangeAllowedWith,
  changesPrices,
  checkedStageIds,
} from './job-lock.ts';
import { readQuote, readQuoteForSave, writeSave, type SavedValues } from './quote-statements.ts';
import { recordJobHistory } from '../../job-core/job-history.ts';
import { signsWithBraille } from './sign-braille.ts';

/** The day in UTC, for callers without the shop's time zone (the demo data). */
const utcToday = (): JustDate => new Date().toISOString().slice(0, 10);
import { nextFreeQuoteNumber, uniqueQuoteNumber, withQuoteNumber } from './quote-number.service.ts';
import {
  hasApprovalAnswer,
  supersedeChangedApprovals,
  supersededBy,
  supersedeWhy,
  supersededChanges,
  supersededReason,
} from '../../job-core/approval-records.ts';

const NOT_FOUND = quoteNotFound;
export const STALE_SAVE_MESSAGE =
  'Someone else saved this quote after you opened it. Reload it to see their changes, then make yours again.';

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
 * Quotes by backlog state (spec part 1 §7 queryByBacklog): every required stage checked on or
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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({
        ...toInsert(quote),
        total_price: total,
        priced_processes,
        prices_from: today,
        left_to_pay: billedLeft(quote.is_shipped ?? false, total, null),
        created_by: user.id,
      })
      .returning();
    await recordJobHistory(tx, user, row!.id, [created(row!)]);
    return row!;
  });
}

/** The history entry of a new job. */
const created = (row: QuoteRow) => ({
  field: HISTORY_EVENTS.created,
  before: null,
  after: { given_id: row.given_id, total_price: row.total_price },
});

/** Why a save is recorded: a revision, a price update, or nothing to say. */
function saveReason(options: { save_as: SaveMode; update_prices?: boolean }): string {
  if (options.update_prices) return HISTORY_REASONS.updatePrices;
  return options.save_as === 'revision' ? HISTORY_REASONS.revision : '';
}

type SaveOptions = { version?: number; save_as: SaveMode; update_prices?: boolean; today?: JustDate };

/**
 * Saves changes to a quote: a plain update, an update as a revision (the quote_sequence goes up),
 * or a new job that copies only the quote (not shipped, no payments). A save naming an older
 * version than the stored one is refused with 409. Updates and revisions are first tried without
 * a held lock (saveUnlocked); if the quote changed between its read and its write, or for a new
 * job, the save runs in a transaction holding the quote's row lock.
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
  const plan = (current: QuoteRow, checkedStages: readonly number[]) =>
    planSave(user, current, checkedStages, patch, { ...options, today }, processes);
  if (options.save_as !== 'new_job') {
    const saved = await saveUnlocked(db, user, id, plan);
    if (saved) return saved;
  }
  return db.transaction(async (tx) => {
    const current = await getQuote(tx, user, id, true);
    const { merged, total, prices, values } = plan(current, await checkedStageIds(tx, id));
    if (options.save_as === 'new_job') {
      const [copy] = await tx
        .insert(quotes)
        .values({
          ...toInsert(merged),
          ...(await copyIdentity(tx, merged.given_id, today)),
          ...prices,
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
    }
    const [updated] = await tx.update(quotes).set(values).where(eq(quotes.id, id)).returning();
    await recordJobHistory(tx, user, id, jobFieldChanges(current, updated!), saveReason(options));
    await supersedeChangedApprovals(tx, user, updated!);
    return updated!;
  });
}

/**
 * An update or revision in two prepared statements and no transaction held across round trips:
 * the quote read with its checked stages and open approvals, then one write that stores the row,
 * its history and the approvals it supersedes only if none of those changed since the read.
 * Null when one did (the caller then saves under the row lock).
 */
async function saveUnlocked(
  db: Db,
  user: SessionUser,
  id: number,
  plan: (current: QuoteRow, checkedStages: readonly number[]) => SavePlan,
): Promise<QuoteRow | null> {
  const read = await readQuoteForSave(db, quoteScopeOf(user), id);
  if (!read) throw NOT_FOUND(id);
  const { values, reason } = plan(read.row, read.checkedStages);
  const written = { ...read.row, ...values };
  const history = jobFieldChanges(read.row, written).map((change) => ({ ...change, reason }));
  const superseded = supersededBy(written, read.openApprovals);
  if (superseded.length > 0) {
    const why = supersededReason(supersedeWhy(written));
    history.push(...supersededChanges(superseded).map((change) => ({ ...change, reason: why })));
  }
  const ids = superseded.map((request) => request.id);
  return writeSave(db, read, values, history, ids, user);
}

type SavePlan = ReturnType<typeof planSave>;

/**
 * What a save of `patch` over `current` stores: the merged fields the user may change, priced with
 * the processes the quote was priced with (or today's), refused by the job-changes policy first.
 */
function planSave(
  user: SessionUser,
  current: QuoteRow,
  checkedStages: readonly number[],
  patch: QuotePatch,
  options: SaveOptions & { today: JustDate },
  processes: Parameters<typeof priceAndFreeze>[0],
) {
  if (options.version !== undefined && options.version !== current.version) {
    throw new AppError('CONFLICT', STALE_SAVE_MESSAGE);
  }
  const merged = changeableJobFields(user, { ...current, ...patch }, current);
  if (!merged.is_shipped) merged.shipped_date = null;
  const { total, priced_processes } = priceAndFreeze(
    processes,
    merged,
    current.priced_processes,
    options.update_prices,
  );
  const prices = {
    priced_processes,
    prices_from: options.update_prices || !current.prices_from ? options.today : current.prices_from,
  };
  if (changesPrices(current, merged) || total !== current.total_price) {
    assertJobChangeAllowedWith(user, current, checkedStages, {
      kind: 'reprice',
      saveAs: options.save_as,
      newTotal: total,
    });
  }
  const values: SavedValues = {
    ...(toInsert(merged) as Omit<SavedValues, 'total_price' | 'left_to_pay' | 'version' | 'updated_at'>),
    ...prices,
    total_price: total,
    left_to_pay: billedLeft(merged.is_shipped, total, current),
    quote_sequence: current.quote_sequence + (options.save_as === 'revision' ? 1 : 0),
    version: current.version + 1,
    updated_at: new Date(),
  };
  return { merged, total, prices, values, reason: saveReason(options) };
}

/**
 * left_to_pay as a save leaves it: a shipped job owes its total minus what was paid, so shipping
 * sets it to total_price and a re-price after shipping moves it by the same amount (payments +
 * left_to_pay = what was billed); an unshipped job keeps its value.
 */
function billedLeft(isShipped: boolean, total: number, current: QuoteRow | null): number {
  if (!isShipped) return current?.left_to_pay ?? 0;
  return fromCents(toCents(total) - toCents(totalPaid(current?.payment_history ?? [])));
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

/** The writable columns of a quote document (payments and bookkeeping columns excluded). */
function toInsert(quote: Partial<QuoteRow> & QuotePatch): NewQuoteRow {
  const {
    id: _id,
    version: _version,
    created_at: _createdAt,
    updated_at: _updatedAt,
    created_by: _createdBy,
    total_price: _total,
    left_to_pay: _left,
    payment_history: _history,
    admin_paid: _adminPaid,
    last_date_paid: _lastPaid,
    ...fields
  } = quote as QuoteRow;
  return fields as NewQuoteRow;
}
