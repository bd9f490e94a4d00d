import type { mockApi } from '../../../test/fetch-mock.ts';
import { bodyOf } from '../../../test/fetch-mock.ts';
import type { JobQuote } from './queries.ts';

/** A job's quote as GET /api/quote/{id} returns it, for the stage screens' tests. */
export function jobQuote(overrides: Partial<JobQuote> = {}): JobQuote {
  return {
    id: 7,
    version: 1,
    given_id: 'Q-7',
    job_name: 'Lobby',
    customer_name: 'Ann Signs',
    quote_date: '2026-05-01',
    shipping_method: '',
    tracking_number: [],
    is_shipped: false,
    shipped_date: null,
    ...overrides,
  };
}

/** The JSON bodies sent so far with `method` to exactly `url`. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, method: string, url: string): unknown[] {
  return fetchMock.mock.calls.flatMap(([called, init], index) =>
    String(called) === url && init?.method === method ? [bodyOf(fetchMock, index)] : [],
  );
}
