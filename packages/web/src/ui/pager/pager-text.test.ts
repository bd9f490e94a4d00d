import { describe, expect, it } from 'vitest';
import { pageFieldText, pageTotal, showingText } from './pager-text.ts';

describe('the Page field', () => {
  it('holds a typed number within 1..pages, and leaves an empty field or other text as typed', () => {
    expect(pageFieldText('0', 6)).toBe('1');
    expect(pageFieldText('99', 6)).toBe('6');
    expect(pageFieldText('4', 6)).toBe('4');
    expect(pageFieldText('', 6)).toBe('');
    expect(pageFieldText('2.5', 6)).toBe('2.5');
  });
});

describe('paging text', () => {
  it('counts rows from 1', () => {
    expect(showingText(0, 10, 57)).toBe('Showing 1–10 of 57');
    expect(showingText(1, 10, 57)).toBe('Showing 11–20 of 57');
    expect(showingText(5, 10, 57)).toBe('Showing 51–57 of 57');
    expect(showingText(0, 25, 3)).toBe('Showing 1–3 of 3');
  });

  it('says when there is nothing to show', () => {
    expect(showingText(0, 10, 0, 'tasks')).toBe('No tasks');
    expect(showingText(0, 10, 0)).toBe('No rows');
    expect(showingText(9, 10, 57)).toBe('Nothing on this page, 57 in all');
  });

  it('counts pages, at least one', () => {
    expect(pageTotal(57, 10)).toBe(6);
    expect(pageTotal(50, 10)).toBe(5);
    expect(pageTotal(0, 10)).toBe(1);
  });
});
