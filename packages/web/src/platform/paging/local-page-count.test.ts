import { DEFAULT_LOCAL_PAGE_COUNT } from '@signshop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readLocalPageCount, saveLocalPageCount } from './local-page-count.ts';

describe('rows per page in the browser', () => {
  afterEach(() => localStorage.clear());

  it('defaults to 10 and keeps a saved choice', () => {
    expect(readLocalPageCount()).toBe(DEFAULT_LOCAL_PAGE_COUNT);
    saveLocalPageCount(50);
    expect(localStorage.getItem('page_count')).toBe('50');
    expect(readLocalPageCount()).toBe(50);
  });

  it('ignores a stored value that is not a row count', () => {
    localStorage.setItem('page_count', 'lots');
    expect(readLocalPageCount()).toBe(10);
    localStorage.setItem('page_count', '0');
    expect(readLocalPageCount()).toBe(10);
  });
});
