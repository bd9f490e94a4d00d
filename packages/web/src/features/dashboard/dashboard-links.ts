import { yearToDate, type DashboardBacklogStage, type JustDate } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** A month's bookings: the customer report of the quotes dated in that month. */
export const bookedLink = (month: { from: JustDate; to: JustDate }) =>
  withQuery(screens.customerReport.path, { from_date: month.from, to_date: month.to });

/** A month's shipments (and its kept promises): the customer report of the jobs shipped in that month. */
export const shippedLink = (month: { from: JustDate; to: JustDate }) =>
  withQuery(screens.customerReport.path, {
    from_ship_date: month.from,
    to_ship_date: month.to,
    only_shipped: 'true',
  });

/** A backlog stage: the backlog report of that stage; the Quote column (no stage yet) is the board's. */
export const backlogLink = (stage: Pick<DashboardBacklogStage, 'stage_id' | 'label'>) =>
  stage.stage_id === null
    ? screens.board.path
    : withQuery(screens.backlogReport.path, { stage: stage.label });

/** A customer: the customer report of its quotes this year. */
export function customerLink(customer: string, today: JustDate) {
  const year = yearToDate(today);
  return withQuery(screens.customerReport.path, {
    company: customer,
    from_date: year.from,
    to_date: year.to,
  });
}

/** A machine's week: the plates page (value against optimal) of the last seven days. */
export const machineLink = () => screens.plates.path;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} ${year}`;
}

/** Axis money: '$1.2M', '$35k', '$900'. */
export function compactMoney(dollars: number): string {
  const abs = Math.abs(dollars);
  if (abs >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `$${Math.round(dollars / 1_000)}k`;
  return `$${Math.round(dollars)}`;
}
