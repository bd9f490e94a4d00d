import {
  AppError,
  billedAmount,
  changeableJobFields,
  freezeTax,
  fromCents,
  HISTORY_REASONS,
  jobFieldChanges,
  toCents,
  totalPaid,
  type FieldChange,
  type JustDate,
  type QuotePatch,
  type SaveMode,
  type SessionUser,
  type TaxRate,
} from '@signshop/domain';
import type { NewQuoteRow, QuoteRow } from '../../db/schema/index.ts';
import {
  supersededBy,
  supersedeWhy,
  supersededChanges,
  supersededReason,
} from '../../job-core/approval-records.ts';
import { assertJobChangeAllowedWith, changesPrices } from './job-lock.ts';
import { priceAndFreeze } from './pricing.ts';
import type { QuoteForSave, SavedValues } from './quote-statements.ts';

export const STALE_SAVE_MESSAGE =
  'Someone else saved this quote after you opened it. Reload it to see their changes, then make yours again.';

export type SaveOptions = { version?: number; save_as: SaveMode; update_prices?: boolean; today?: JustDate };
/** A save's options with the day prices are frozen on and the shop's tax rates as they are now. */
type PlanOptions = SaveOptions & { today: JustDate; taxRates: readonly TaxRate[] };
type Processes = Parameters<typeof priceAndFreeze>[0];

/** A job history entry as a save writes it: the change and why it was made. */
export type SaveHistoryEntry = FieldChange & { reason: string };

/**
 * What an update or revision of a quote writes, all computed from one read of it: the row's
 * values, its history entries (changed fields, then approvals superseded) and the approval
 * requests it supersedes.
 */
export interface SavePlan {
  values: SavedValues;
  history: SaveHistoryEntry[];
  supersededIds: number[];
}

/** Why a save is recorded: a revision, a price update, or nothing to say. */
function saveReason(options: { save_as: SaveMode; update_prices?: boolean }): string {
  if (options.update_prices) return HISTORY_REASONS.updatePrices;
  return options.save_as === 'revision' ? HISTORY_REASONS.revision : '';
}

/**
 * The plan of an update or revision of `patch` over the quote `read`: its fields (planFields), the
 * history of every field it changes, and the open approval requests it leaves behind (those for
 * another content than the saved one), superseded with a history entry each.
 */
export function planSave(
  user: SessionUser,
  read: QuoteForSave,
  patch: QuotePatch,
  options: PlanOptions,
  processes: Processes,
): SavePlan {
  const { values } = planFields(user, read.row, read.checkedStages, patch, options, processes);
  const written = { ...read.row, ...values };
  const reason = saveReason(options);
  const history = jobFieldChanges(read.row, written).map((change) => ({ ...change, reason }));
  const superseded = supersededBy(written, read.openApprovals);
  if (superseded.length > 0) {
    const why = supersededReason(supersedeWhy(written));
    history.push(...supersededChanges(superseded).map((change) => ({ ...change, reason: why })));
  }
  return { values, history, supersededIds: superseded.map((request) => request.id) };
}

/**
 * What a save of `patch` over `current` stores: the merged fields the user may change, priced with
 * the processes the quote was priced with (or today's), refused by the job-changes policy first,
 * and a save naming an older version than the stored one refused with 409.
 */
export function planFields(
  user: SessionUser,
  current: QuoteRow,
  checkedStages: readonly number[],
  patch: QuotePatch,
  options: PlanOptions,
  processes: Processes,
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
  const tax = freezeTax(
    { tax_rate_id: merged.tax_rate_id ?? null, tax_exempt: merged.tax_exempt ?? false },
    current,
    options.taxRates.find((rate) => rate.id === merged.tax_rate_id),
    { total_price: total, shipping_cost: merged.shipping_cost },
    options.update_prices,
  );
  if (
    changesPrices(current, merged) ||
    total !== current.total_price ||
    tax.tax_amount !== current.tax_amount
  ) {
    assertJobChangeAllowedWith(user, current, checkedStages, {
      kind: 'reprice',
      saveAs: options.save_as,
      newTotal: total,
    });
  }
  const values: SavedValues = {
    ...(toInsert(merged) as Omit<SavedValues, 'total_price' | 'left_to_pay' | 'version' | 'updated_at'>),
    ...prices,
    ...tax,
    total_price: total,
    left_to_pay: billedLeft(
      merged.is_shipped,
      billedAmount({ total_price: total, tax_amount: tax.tax_amount }),
      current,
    ),
    quote_sequence: current.quote_sequence + (options.save_as === 'revision' ? 1 : 0),
    version: current.version + 1,
    updated_at: new Date(),
  };
  return { merged, total, prices, tax, values };
}

/**
 * left_to_pay as a save leaves it: a shipped job owes its billed amount (total_price + tax) minus
 * what was paid, so shipping sets it to the billed amount and a re-price after shipping moves it by
 * the same amount (payments + left_to_pay = what was billed); an unshipped job keeps its value.
 */
export function billedLeft(isShipped: boolean, billed: number, current: QuoteRow | null): number {
  if (!isShipped) return current?.left_to_pay ?? 0;
  return fromCents(toCents(billed) - toCents(totalPaid(current?.payment_history ?? [])));
}

/** The writable columns of a quote document (payments and bookkeeping columns excluded). */
export function toInsert(quote: Partial<QuoteRow> & QuotePatch): NewQuoteRow {
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
