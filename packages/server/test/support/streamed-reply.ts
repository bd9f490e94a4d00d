import { expect } from 'vitest';
import type { ApiClient, ApiResponse } from './api-client.ts';
import { insertAccount, PERSONAS, signIn } from './factories.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** Text a JSON writer must escape or pass through exactly: quotes, backslashes, an emoji, U+2028, a tab. */
export const AWKWARD_TEXT = 'Say "hi" \\ back\\slash 🪧 line\u2028sep\ttab </script>';

/**
 * The reply was streamed, not built whole: a buffered JSON reply carries its content-length,
 * a streamed one comes in chunks.
 */
export function expectStreamed(response: ApiResponse): void {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('transfer-encoding')).toBe('chunked');
  expect(response.headers.get('content-length')).toBeNull();
}

/** Every page of a paged list from page 0 until a short one, their rows concatenated. */
export async function pagesConcatenated<Row>(
  askPage: (page: { page: number; page_count: number }) => Promise<ApiResponse>,
  pageCount: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; page < 1000; page++) {
    const response = await askPage({ page, page_count: pageCount });
    expect(response.status).toBe(200);
    rows.push(...(response.body.jobs as Row[]));
    if (response.body.jobs.length < pageCount) return rows;
  }
  throw new Error('More than 1000 pages.');
}

/** The company whose customer reads the streamed lists. */
export const STREAM_COMPANY = 'Stream Co';

/**
 * The app answering unpaged lists `batch` rows at a time (`readers` reading at once), with its readers signed in: `staff`
 * (of the persona given), a customer of STREAM_COMPANY and a customer of a company without jobs.
 */
export async function startStreamingApp(
  env: { SHOP_TIME_ZONE: string; batch: number; readers?: number },
  staffPersona: 'staff' | 'admin',
): Promise<{ t: TestApp; staff: ApiClient; customer: ApiClient; stranger: ApiClient }> {
  const t = await startTestApp({
    SHOP_TIME_ZONE: env.SHOP_TIME_ZONE,
    STREAM_BATCH_ROWS: String(env.batch),
    ...(env.readers && { STREAM_READERS: String(env.readers) }),
  });
  const customerOf = async (company: string) =>
    signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS.customer, company })).email);
  return {
    t,
    staff: await signIn(t.client(), (await insertAccount(t.db, PERSONAS[staffPersona])).email),
    customer: await customerOf(STREAM_COMPANY),
    stranger: await customerOf('Nobody Co'),
  };
}
