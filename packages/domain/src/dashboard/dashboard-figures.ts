import { BOARD_COLUMNS } from '../board/board-api.schema.ts';
import type { JustDate } from '../dates/just-date.ts';
import {
  OPTIMAL_WEEKLY_VALUE_FIVE_DAYS,
  OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS,
  plateValueStats,
} from '../milling/plate-value.ts';
import { MACHINES } from '../milling/machines.ts';
import { fromCents, roundTo } from '../pricing/money.ts';
import type {
  DashboardBacklogStage,
  DashboardMachine,
  DashboardMonthFigures,
} from './dashboard-api.schema.ts';
import { dashboardMonths, type MonthKey } from './dashboard-months.ts';

/** How many customers the dashboard ranks by this year's booked value. */
export const DASHBOARD_TOP_CUSTOMERS = 10;

/** What the database sums per month: cents, so every figure is exact to the cent. */
export interface MonthSums {
  booked_cents: number;
  shipped_cents: number;
  promised: number;
  on_time: number;
}
const NONE: MonthSums = { booked_cents: 0, shipped_cents: 0, promised: 0, on_time: 0 };

const figuresOf = (sums: MonthSums = NONE) => ({
  booked: fromCents(sums.booked_cents),
  shipped: fromCents(sums.shipped_cents),
  promised: sums.promised,
  on_time: sums.on_time,
});

/** The dashboard's months from the sums per month key (a month without any is all zeros). */
export function dashboardMonthFigures(
  today: JustDate,
  sums: ReadonlyMap<MonthKey, MonthSums>,
): DashboardMonthFigures[] {
  return dashboardMonths(today).map(({ before, ...month }) => ({
    ...month,
    ...figuresOf(sums.get(month.month)),
    before: { ...before, ...figuresOf(sums.get(before.month)) },
  }));
}

/**
 * The backlog by stage: every production board column but Shipped (the backlog is what is not
 * shipped), in board order, with its unshipped jobs' count and value (cents by board group:
 * 0 for Quote, else the latest stage id).
 */
export function dashboardBacklog(
  sums: ReadonlyMap<number, { jobs: number; cents: number }>,
): DashboardBacklogStage[] {
  return BOARD_COLUMNS.filter((column) => column.key !== 'shipped').map((column) => {
    const sum = sums.get(column.stage_id ?? 0) ?? { jobs: 0, cents: 0 };
    return {
      key: column.key,
      label: column.label,
      stage_id: column.stage_id,
      jobs: sum.jobs,
      value: fromCents(sum.cents),
    };
  });
}

/** Each machine's week: its plates' value (as the machine page counts it) against the optimal weekly values. */
export function dashboardMachines(
  platesOf: (machine: (typeof MACHINES)[number]) => readonly { height: number; width: number }[],
): DashboardMachine[] {
  return MACHINES.map((machine) => {
    const { count, value } = plateValueStats(platesOf(machine));
    return {
      machine,
      plates: count,
      value: roundTo(value, 2),
      optimal_five_days: roundTo(OPTIMAL_WEEKLY_VALUE_FIVE_DAYS, 2),
      optimal_seven_days: OPTIMAL_WEEKLY_VALUE_SEVEN_DAYS,
    };
  });
}
