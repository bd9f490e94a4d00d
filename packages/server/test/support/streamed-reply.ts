import { expect } from 'vitest';
import type { ApiResponse } from './api-client.ts';

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
