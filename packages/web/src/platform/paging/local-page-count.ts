import { DEFAULT_LOCAL_PAGE_COUNT } from '@signshop/domain';

/** Rows per page: the browser's own setting, shared by every paged list and report. */
export const PAGE_COUNT_KEY = 'page_count';

export function readLocalPageCount(): number {
  try {
    const stored = Number(localStorage.getItem(PAGE_COUNT_KEY));
    return Number.isInteger(stored) && stored >= 1 && stored <= 1000 ? stored : DEFAULT_LOCAL_PAGE_COUNT;
  } catch {
    return DEFAULT_LOCAL_PAGE_COUNT;
  }
}

export function saveLocalPageCount(pageCount: number): void {
  try {
    localStorage.setItem(PAGE_COUNT_KEY, String(pageCount));
  } catch {
    // Storage may be off (private mode); the choice then lasts until the page is left.
  }
}
