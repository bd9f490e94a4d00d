import { processBaseLabel } from './process-label.ts';

/** Order index of the process Other; outdated processes sort above it. */
export const OTHER_ORDER_INDEX = 1000;

/** The order of processes with the same order_index; an unlisted label sorts between Unfinished and Other. */
export const FIXED_PROCESS_ORDER = [
  'Raster Braille',
  'Acrylic Applied',
  'Thermoformed',
  'Laminate',
  'Digital Print',
  'Evac Maps & Window Only',
  'Glass Backers',
  'Non Tactile Window Sign',
  'Unfinished',
  'Other',
] as const;

interface OrderedProcess {
  label: string;
  order_index: number;
  inuse: boolean;
}

/** The index a process sorts by: its order_index, or above Other's 1000 when no longer in use. */
export function effectiveOrderIndex(process: OrderedProcess): number {
  return process.inuse ? process.order_index : OTHER_ORDER_INDEX + 1 + Math.max(0, process.order_index);
}

function fixedRank(label: string): number {
  const base = processBaseLabel(label).toLowerCase();
  const index = FIXED_PROCESS_ORDER.findIndex((name) => name.toLowerCase() === base);
  // Labels outside the fixed list sort after Unfinished and before Other.
  return index >= 0 ? index : FIXED_PROCESS_ORDER.length - 1.5;
}

/** Compares processes: order_index, then the fixed list, then label. */
export function compareProcesses(a: OrderedProcess, b: OrderedProcess): number {
  return (
    effectiveOrderIndex(a) - effectiveOrderIndex(b) ||
    fixedRank(a.label) - fixedRank(b.label) ||
    a.label.localeCompare(b.label)
  );
}

/** The processes in display order (a sorted copy). */
export function sortProcesses<T extends OrderedProcess>(processes: readonly T[]): T[] {
  return [...processes].sort(compareProcesses);
}

/** Processes a sign may choose: those in use, plus its current one even when outdated, in order. */
export function processChoices<T extends OrderedProcess & { id: number }>(
  processes: readonly T[],
  currentId?: number | null,
): T[] {
  return sortProcesses(processes.filter((process) => process.inuse || process.id === currentId));
}
