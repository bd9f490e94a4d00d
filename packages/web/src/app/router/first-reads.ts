import type { Params } from 'react-router';
import { DAILY_SCHEDULE_FILTER_DEFAULTS, firstPageGets, SESSION_READ, SHOP_READ } from '@signshop/domain';
import { SHIPPED } from '../../features/billing/queries.ts';
import { pagingAt } from '../../platform/paging/use-report-paging.ts';
import { readEarly } from '../../platform/api/api-client.ts';
import { screenAt, screens, type ScreenName } from '../../platform/screens.ts';

type Read = [method: 'GET' | 'POST', url: string, body?: unknown];
type ReadsOf = (params: Params, search: URLSearchParams) => Read[];

const invoices: ReadsOf = (_, search) => [['POST', '/api/job/query', { ...SHIPPED, ...pagingAt(search) }]];

/**
 * The reads each screen makes as it opens that only its script sends, exactly as its queries make
 * them (a test opens each screen and checks that every one was taken): the POSTs, and the GETs that
 * must arrive with them. Its other GETs are the domain's firstPageGets, which the server also names
 * in the page's Link header. Screens listed in neither read after they render.
 */
const scriptReads: Partial<Record<ScreenName, ReadsOf>> = {
  // The banks and the invoices arrive together: the page does not move as one comes before the other.
  makePayment: (params, search) => [['GET', '/api/bank/'], ...invoices(params, search)],
  accountHistory: invoices,
  dailySchedule: (_, search) => [
    ['POST', '/api/dailyschedule', { ...DAILY_SCHEDULE_FILTER_DEFAULTS, ...pagingAt(search) }],
  ],
};

/**
 * Sends the session check and the data of the screen at `location` at once, so that the first page
 * does not wait for its code, then the session, then its own render before asking for its data.
 * Signed out, a screen's reads are refused and never taken; only screens open to anyone skip them.
 */
export function readFirstPageEarly(location: Pick<Location, 'pathname' | 'search'>) {
  readEarly('GET', SESSION_READ);
  const screen = screenAt(location.pathname);
  if (!screen || screens[screen.name].rule.kind === 'anyone') return;
  readEarly('GET', SHOP_READ);
  for (const url of firstPageGets(screen.name, screen.params)) readEarly('GET', url);
  const reads = scriptReads[screen.name]?.(screen.params, new URLSearchParams(location.search)) ?? [];
  for (const [method, url, body] of reads) {
    readEarly(method, url, body);
  }
}
