import { percentile } from '@signshop/server/test/proof/simulated-users.ts';

export interface FirstByteResult {
  requests: number;
  /** Time to the first byte of the body (ms): median and p95. */
  firstByteMedianMs: number;
  firstByteP95Ms: number;
  /** Time to the last byte (ms), p95. */
  lastByteP95Ms: number;
  /** The largest size the whole process (the server runs in it) reached during the run, in MB. */
  rssPeakMb: number;
  /** Its size as the run began (what the shop's generation and earlier runs left), in MB. */
  rssBeforeMb: number;
}

/**
 * `connections` clients asking `url` again and again for `seconds`, each reply read chunk by chunk
 * and dropped (never kept whole); the process's RSS sampled every 20 ms meanwhile. A non-2xx reply fails.
 */
export async function firstByteLoad(
  url: string,
  options: {
    connections: number;
    seconds: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  },
): Promise<FirstByteResult> {
  const firstBytes: number[] = [];
  const lastBytes: number[] = [];
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const until = performance.now() + options.seconds * 1000;
  async function client() {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(url, {
        method: options.method ?? 'GET',
        body: options.body,
        headers: options.headers,
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      let first: number | undefined;
      for await (const _chunk of response.body!) first ??= performance.now() - started;
      firstBytes.push(first ?? performance.now() - started);
      lastBytes.push(performance.now() - started);
    }
  }
  try {
    await Promise.all(Array.from({ length: options.connections }, client));
  } finally {
    clearInterval(sampler);
  }
  firstBytes.sort((a, b) => a - b);
  lastBytes.sort((a, b) => a - b);
  return {
    requests: firstBytes.length,
    firstByteMedianMs: Math.round(percentile(firstBytes, 50)),
    firstByteP95Ms: Math.round(percentile(firstBytes, 95)),
    lastByteP95Ms: Math.round(percentile(lastBytes, 95)),
    rssPeakMb: Math.round(rssPeak / 1024 / 1024),
    rssBeforeMb: Math.round(rssBefore / 1024 / 1024),
  };
}
