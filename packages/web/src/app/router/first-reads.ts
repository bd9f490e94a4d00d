import type { Params } from 'react-router';
import { DAILY_SCHEDULE_FILTER_DEFAULTS, MACHINES } from '@signshop/domain';
import { SHIPPED } from '../../features/billing/queries.ts';
import { pagingAt } from '../../platform/paging/use-report-paging.ts';
import { readEarly } from '../../platform/api/api-client.ts';
import { screenAt, screens, type ScreenName } from '../../platform/screens.ts';

type Read = [method: 'GET' | 'POST', url: string, body?: unknown];
type ReadsOf = (params: Params, search: URLSearchParams) => Read[];

const signTypes: Read = ['GET', '/api/quote/signtypes'];
const invoices: ReadsOf = (_, search) => [['POST', '/api/job/query', { ...SHIPPED, ...pagingAt(search) }]];

/**
 * The reads each screen makes as it opens, exactly as its queries make them (a test opens each
 * screen and checks that every one was taken). Screens not listed read after they render.
 */
const firstReads: Partial<Record<ScreenName, ReadsOf>> = {
  home: () => [signTypes],
  newQuote: () => [signTypes],
  quote: ({ id }) => (/^\d+$/.test(id ?? '') ? [signTypes, ['GET', `/api/quote/${id}`]] : [signTypes]),
  makePayment: (params, search) => [['GET', '/api/bank/'], ...invoices(params, search)],
  accountHistory: invoices,
  dailySchedule: (_, search) => [
    ['POST', '/api/dailyschedule', { ...DAILY_SCHEDULE_FILTER_DEFAULTS, ...pagingAt(search) }],
  ],
  machine: () => MACHINES.map((machine): Read => ['GET', `/api/milling/machine/${machine}`]),
};

/**
 * Sends the session check and the data of the screen at `location` at once, so that the first page
 * does not wait for its code, then the session, then its own render before asking for its data.
 * Signed out, a screen's reads are refused and never taken; only screens open to anyone skip them.
 */
export function readFirstPageEarly(location: Pick<Location, 'pathname' | 'search'>) {
  readEarly('GET', '/api/account/session');
  const screen = screenAt(location.pathname);
  if (!screen || screens[screen.name].rule.kind === 'anyone') return;
  readEarly('GET', '/api/shop');
  const reads = firstReads[screen.name]?.(screen.params, new URLSearchParams(location.search)) ?? [];
  for (const [method, url, body] of reads) {
    readEarly(method, url, body);
  }
}
