import {
  AppError,
  describeRange,
  freezeProcesses,
  pricingProcesses,
  type FrozenProcess,
  inRange,
  RANGES,
  MISSING_PROCESS_MESSAGE,
  lacksProcess,
  processLookup,
  quoteTotal,
  type PricedProcess,
  type Sign,
} from '@signshop/domain';
import { loadProcesses, sharedProcesses } from '../../job-core/processes.ts';
import type { SignTypeRow } from '../../db/schema/index.ts';

export { loadProcesses, sharedProcesses };

/**
 * Prices a quote for a save with the processes it was priced with (prices frozen at save): those
 * frozen before are kept, a process new to the quote, or every one when `updatePrices`, is taken
 * as it is now. Returns the total and what the save stores as priced_processes.
 */
export function priceAndFreeze(
  processes: readonly SignTypeRow[],
  quote: Parameters<typeof priceForSave>[0],
  before: readonly FrozenProcess[],
  updatePrices = false,
): { total: number; priced_processes: FrozenProcess[] } {
  const priced_processes = freezeProcesses(quote.signs, before, processes, updatePrices);
  return { total: priceForSave(quote, pricingProcesses(priced_processes, processes)), priced_processes };
}

const signTypeIds = (signs: readonly Sign[]): number[] =>
  signs.flatMap((sign) => [...(sign.type === null ? [] : [sign.type]), ...signTypeIds(sign.subsigns)]);

/**
 * Checks what the server itself must hold true before storing a quote (the editor checks the
 * rest while typing) and returns its total_price, computed by the domain's pricing.
 */
export function priceForSave(
  quote: {
    job_name: string;
    signs: Sign[];
    adjustments: { percent: number; dollar: number }[];
    shipping_cost: number;
  },
  processes: readonly PricedProcess[],
): number {
  if (!quote.job_name.trim()) throw new AppError('VALIDATION_ERROR', 'The quote needs a value in job name.');
  if (quote.signs.some(lacksProcess)) {
    throw new AppError('VALIDATION_ERROR', MISSING_PROCESS_MESSAGE.split('.')[0] + '.');
  }
  const known = new Set(processes.map((p) => p.id));
  const unknown = signTypeIds(quote.signs).find((id) => !known.has(id));
  if (unknown !== undefined)
    throw new AppError('VALIDATION_ERROR', `There is no process with id ${unknown}.`);
  const total = quoteTotal(quote, processLookup(processes));
  if (!inRange(total, RANGES.signedMoney)) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Total Price: The signs, adjustments and shipping come to a total that must be ${describeRange(RANGES.signedMoney)} dollars; check the sizes, quantities and prices.`,
    );
  }
  return total;
}
