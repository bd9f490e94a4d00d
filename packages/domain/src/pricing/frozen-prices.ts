import type { FrozenProcess } from './frozen-prices.schema.ts';
import type { PricedProcess } from './process-lookup.ts';

type CurrentProcess = PricedProcess & { pdf_label?: string };

/** What freezing reads of a sign: its process and its subsigns. */
interface TypedSign {
  type: number | null;
  subsigns: readonly TypedSign[];
}

const typeIdsOf = (signs: readonly TypedSign[]): number[] =>
  signs.flatMap((sign) => [...(sign.type === null ? [] : [sign.type]), ...typeIdsOf(sign.subsigns)]);

const frozenFrom = (process: CurrentProcess): FrozenProcess => ({
  id: process.id,
  label: process.label,
  pdf_label: process.pdf_label ?? '',
  small_size_cost: process.small_size_cost,
  medium_size_cost: process.medium_size_cost,
  large_size_cost: process.large_size_cost,
});

/**
 * The processes a quote is priced with: each frozen one as it was saved, every other (a process
 * the quote does not use yet) as it is now; a frozen process deleted since still prices its signs.
 * The editor, the save, PDFs and invoices all use this.
 */
export function pricingProcesses<P extends CurrentProcess>(
  frozen: readonly FrozenProcess[],
  current: readonly P[],
): Array<P | FrozenProcess> {
  const frozenById = new Map(frozen.map((process) => [process.id, process]));
  const currentIds = new Set(current.map((process) => process.id));
  return [
    ...current.map((process) => {
      const kept = frozenById.get(process.id);
      return kept ? { ...process, ...kept } : process;
    }),
    ...frozen.filter((process) => !currentIds.has(process.id)),
  ];
}

/**
 * What a save freezes: for each process the signs use, the frozen entry kept from before, or the
 * current process when it is new to the quote or when `updatePrices` asks for today's costs.
 */
export function freezeProcesses(
  signs: readonly TypedSign[],
  before: readonly FrozenProcess[],
  current: readonly CurrentProcess[],
  updatePrices = false,
): FrozenProcess[] {
  const used = new Set(typeIdsOf(signs));
  const kept = new Map(updatePrices ? [] : before.map((process) => [process.id, process]));
  return current
    .filter((process) => used.has(process.id))
    .map((process) => kept.get(process.id) ?? frozenFrom(process));
}

/** True when a frozen process's costs are no longer the current ones (the editor's notice). */
export function pricesDiffer(frozen: readonly FrozenProcess[], current: readonly CurrentProcess[]): boolean {
  const now = new Map(current.map((process) => [process.id, process]));
  return frozen.some((kept) => {
    const process = now.get(kept.id);
    return (
      !!process &&
      (process.small_size_cost !== kept.small_size_cost ||
        process.medium_size_cost !== kept.medium_size_cost ||
        process.large_size_cost !== kept.large_size_cost)
    );
  });
}
