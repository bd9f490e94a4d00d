/** How many pages `count` rows fill (at least 1, so "page 1 of 1" when there are none). */
export function pageTotal(count: number, pageCount: number): number {
  return Math.max(1, Math.ceil(count / pageCount));
}

/**
 * The Page field's text as typed, held within 1..pages at once (not only on blur): '0' → '1',
 * '99' of 6 → '6'; an empty field (still typing) or other text stays as typed.
 */
export function pageFieldText(typed: string, pages: number): string {
  const wanted = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(wanted)) return typed;
  return String(Math.min(Math.max(wanted, 1), pages));
}

/** The paging line under the list: 'Showing 11–20 of 57', or 'No tasks' naming what it lists. */
export function showingText(page: number, pageCount: number, count: number, items = 'rows'): string {
  if (count === 0) return `No ${items}`;
  const from = page * pageCount + 1;
  if (from > count) return `Nothing on this page, ${count} in all`;
  const to = Math.min(count, (page + 1) * pageCount);
  return `Showing ${from}–${to} of ${count}`;
}

/** The rows-per-page choices the pager and the settings page offer. */
export const PAGE_COUNT_CHOICES = [10, 25, 50, 100] as const;
