import autocannon from 'autocannon';

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
  return {
    requestsPerSecond: result.requests.average,
    medianMs: result.latency.p50,
    // autocannon reports p90 and p97.5; p95 lies between, we report the higher bound.
    p95Ms: result.latency.p97_5,
    non2xx: result.non2xx,
  };
}
