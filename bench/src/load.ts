import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon summarises its latency histogram at the percentiles listed in this module's exported
// array (p90 and p97.5, no p95), read when a run ends; adding 95 there makes it report the exact p95
// of every recorded latency. load() checks that it did, so an upgrade that stops reading the list fails.
const summarised = createRequire(import.meta.url)('hdr-histogram-percentiles-obj') as {
  percentiles: number[];
};
if (!summarised.percentiles.includes(95)) summarised.percentiles.push(95);

export interface LoadResult {
  requestsPerSecond: number;
  medianMs: number;
  p95Ms: number;
  non2xx: number;
}

/** Drives `url` with autocannon for `seconds` at `connections` concurrent clients. */
export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    /** Send exactly this many requests instead of running for `seconds` (for slow endpoints). */
    amount?: number;
    timeoutSeconds?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.amount ? { amount: options.amount } : {}),
    ...(options.timeoutSeconds ? { timeout: options.timeoutSeconds } : {}),
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    // Load comes from a worker thread so it does not compete with the server for this event loop.
    workers: 1,
  });
  const p95 = (result.latency as { p95?: number }).p95;
  if (p95 === undefined)
    throw new Error('autocannon did not report p95: see the percentiles note in load.ts');
  return {
    requestsPerSecond: result.requests.average,
    medianMs: result.latency.p50,
    p95Ms: p95,
    non2xx: result.non2xx,
  };
}
