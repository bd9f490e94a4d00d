import { describe, expect, it } from 'vitest';
import { pageSlices } from './daily-schedule.ts';

// Instant (3): 12 tasks, High (2): none, Medium (1): 5, Low (0): 30, in the order the database gives them.
const COUNTS = [
  { priority: 0, count: 30 },
  { priority: 3, count: 12 },
  { priority: 1, count: 5 },
];

describe('pageSlices: which tasks of each priority a daily schedule page shows', () => {
  it('takes the first page from the highest priority only', () => {
    expect(pageSlices(COUNTS, { page: 0, page_count: 10 })).toEqual([{ priority: 3, offset: 0, limit: 10 }]);
  });

  it('crosses from one priority to the next, skipping a priority without tasks', () => {
    expect(pageSlices(COUNTS, { page: 1, page_count: 10 })).toEqual([
      { priority: 3, offset: 10, limit: 2 },
      { priority: 1, offset: 0, limit: 5 },
      { priority: 0, offset: 0, limit: 3 },
    ]);
  });

  it('reads the lowest priority from its own offset on a later page', () => {
    expect(pageSlices(COUNTS, { page: 3, page_count: 10 })).toEqual([{ priority: 0, offset: 13, limit: 10 }]);
  });

  it('answers nothing past the end', () => {
    expect(pageSlices(COUNTS, { page: 5, page_count: 10 })).toEqual([]);
    expect(pageSlices([], { page: 0, page_count: 10 })).toEqual([]);
  });
});
