import type { ProcessCosts } from './size-tier.ts';

/** What pricing needs of a process (sign type). */
export interface PricedProcess extends ProcessCosts {
  id: number;
  label: string;
}

/** Finds a sign's process by id; undefined when the sign has none or it is unknown. */
export type ProcessLookup = (typeId: number | null | undefined) => PricedProcess | undefined;

/** A lookup over a list of processes, by id. */
export function processLookup(processes: readonly PricedProcess[]): ProcessLookup {
  const byId = new Map(processes.map((process) => [process.id, process]));
  return (typeId) => (typeId === null || typeId === undefined ? undefined : byId.get(typeId));
}
