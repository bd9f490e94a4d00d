import {
  addDays,
  bigBreaks,
  IMPERFECTION_KEYS,
  imperfectionLabel,
  isImperfectionKey,
  justDateOf,
  justDateParts,
  MACHINES,
  MONTH_NAMES,
  optimalValue,
  plateValueStats,
  toolDifferences,
  type ImperfectionKey,
  type JustDate,
  type Machine,
  type PlateReplyItem,
  type PlateBreak,
  type ToolDifference,
} from '@signshop/domain';

/** A plate record as the milling API returns it (times in Unix seconds; end_time null while running). */
export type MillingPlate = PlateReplyItem;

/** Which optimal weekly value the share is measured against: that of a five-day or of a seven-day week. */
export type OptimalFormula = 'five-days' | 'seven-days';

/** A machine's plates in a period, summed up for the plates page. */
export interface MachineStats {
  machine: Machine;
  plates: number;
  running: number;
  /** Plates whose area is above 3 (they count for value). */
  counted: number;
  value: number;
  /** The optimal value for the period: the weekly figure scaled to the period's length. */
  optimal: number;
  /** value / optimal, or null when the period is empty. */
  share: number | null;
  bigBreaks: PlateBreak[];
  breakSeconds: number;
  toolDifferences: ToolDifference<MillingPlate>[];
  imperfections: Record<ImperfectionKey, number>;
  imperfectionTotal: number;
}

export interface PlatesStats {
  machines: MachineStats[];
  total: { plates: number; counted: number; value: number; optimal: number; share: number | null };
}

/** The Unix-second span of a date range: local midnight of `from` to the last second of `to`. */
export function rangeSeconds(from: JustDate, to: JustDate): { start: number; end: number } {
  const midnight = (date: JustDate) => {
    const { year, month, day } = justDateParts(date);
    return Math.floor(new Date(year, month - 1, day).getTime() / 1000);
  };
  return { start: midnight(from), end: midnight(addDays(to, 1)) - 1 };
}

const periodLength = ({ start, end }: { start: number; end: number }) => Math.max(0, end - start + 1);
const shareOf = (value: number, optimal: number) => (optimal > 0 ? value / optimal : null);

function countImperfections(plates: readonly MillingPlate[]): Record<ImperfectionKey, number> {
  const counts = Object.fromEntries(IMPERFECTION_KEYS.map((key) => [key, 0])) as Record<
    ImperfectionKey,
    number
  >;
  for (const plate of plates)
    for (const key of plate.imperfections) if (isImperfectionKey(key)) counts[key] += 1;
  return counts;
}

/** One machine's statistics over `plates` in a period of `periodSeconds`. */
export function machineStats(
  machine: Machine,
  plates: readonly MillingPlate[],
  periodSeconds: number,
  formula: OptimalFormula,
): MachineStats {
  const { count, value } = plateValueStats(plates);
  const optimal = optimalValue(periodSeconds, formula);
  const breaks = bigBreaks(plates);
  const imperfections = countImperfections(plates);
  return {
    machine,
    plates: plates.length,
    running: plates.filter((plate) => plate.end_time === null).length,
    counted: count,
    value,
    optimal,
    share: shareOf(value, optimal),
    bigBreaks: breaks,
    breakSeconds: breaks.reduce((sum, gap) => sum + gap.seconds, 0),
    toolDifferences: toolDifferences(plates),
    imperfections,
    imperfectionTotal: Object.values(imperfections).reduce((sum, n) => sum + n, 0),
  };
}

/** Every machine's statistics for a range, and the totals over all machines. */
export function platesStats(
  byMachine: Partial<Record<Machine, readonly MillingPlate[]>>,
  range: { start: number; end: number },
  formula: OptimalFormula,
): PlatesStats {
  const seconds = periodLength(range);
  const machines = MACHINES.map((machine) =>
    machineStats(machine, byMachine[machine] ?? [], seconds, formula),
  );
  const sum = (pick: (stats: MachineStats) => number) => machines.reduce((total, s) => total + pick(s), 0);
  const value = sum((s) => s.value);
  const optimal = sum((s) => s.optimal);
  return {
    machines,
    total: {
      plates: sum((s) => s.plates),
      counted: sum((s) => s.counted),
      value,
      optimal,
      share: shareOf(value, optimal),
    },
  };
}

/** Every plate of the range, all machines together, oldest first. */
export function allPlates(byMachine: Partial<Record<Machine, readonly MillingPlate[]>>): MillingPlate[] {
  return MACHINES.flatMap((machine) => byMachine[machine] ?? []).sort((a, b) => a.start_time - b.start_time);
}

/** A short day label for charts: 2025-05-05 → 'May 5'. */
export function shortDay(date: JustDate): string {
  const { month, day } = justDateParts(date);
  return `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}`;
}

export type DayRow = { day: string } & Record<Machine, number>;

/** Plates started per local day and machine, one row for each day from `from` to `to`. */
export function platesPerDay(
  byMachine: Partial<Record<Machine, readonly MillingPlate[]>>,
  from: JustDate,
  to: JustDate,
): DayRow[] {
  const rows = new Map<JustDate, DayRow>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    rows.set(date, {
      day: shortDay(date),
      ...(Object.fromEntries(MACHINES.map((m) => [m, 0])) as Record<Machine, number>),
    });
  }
  for (const machine of MACHINES) {
    for (const plate of byMachine[machine] ?? []) {
      const row = rows.get(justDateOf(new Date(plate.start_time * 1000)));
      if (row) row[machine] += 1;
    }
  }
  return [...rows.values()];
}

export type ImperfectionRow = { key: ImperfectionKey; label: string } & Record<Machine, number>;

/** Imperfection counts per key (rows, with the domain's labels) and machine (columns). */
export function imperfectionRows(stats: readonly MachineStats[]): ImperfectionRow[] {
  return IMPERFECTION_KEYS.map((key) => ({
    key,
    label: imperfectionLabel(key),
    ...(Object.fromEntries(MACHINES.map((machine) => [machine, 0])) as Record<Machine, number>),
    ...Object.fromEntries(stats.map((s) => [s.machine, s.imperfections[key]])),
  }));
}

/** The most recent plate across machines (by start time): where the room's sensor readings come from. */
export function latestPlate(plates: readonly (MillingPlate | null | undefined)[]): MillingPlate | null {
  return plates.reduce<MillingPlate | null>(
    (latest, plate) => (plate && (!latest || plate.start_time > latest.start_time) ? plate : latest),
    null,
  );
}
