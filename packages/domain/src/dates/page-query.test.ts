import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodePageQuery, encodePageQuery } from './page-query.ts';

describe('page query-string codec', () => {
  it('reads keys containing date as JSON when possible', () => {
    expect(decodePageQuery('?quote_date=%7B%22min%22%3A%222024-01-01%22%7D&filter=All')).toEqual({
      quote_date: { min: '2024-01-01' },
      filter: 'All',
    });
    expect(decodePageQuery('from_date=2024-01-01&to_date=%222024-02-01%22')).toEqual({
      from_date: '2024-01-01',
      to_date: '2024-02-01',
    });
  });

  it('keeps other keys as text, even when they look like JSON', () => {
    expect(decodePageQuery('page=2&only_shipped=true&company=A+%26+B')).toEqual({
      page: '2',
      only_shipped: 'true',
      company: 'A & B',
    });
  });

  it('ignores a __proto__ key', () => {
    expect(Object.getPrototypeOf(decodePageQuery('__proto__=x&a=1'))).toBe(Object.prototype);
    expect(decodePageQuery('__proto__=x&a=1')).toEqual({ a: '1' });
  });

  it('JSON-encodes object values and skips empty ones', () => {
    expect(
      encodePageQuery({ filter: 'All', quote_date: { min: '2024-01-01' }, page: 0, gone: undefined }),
    ).toBe('filter=All&quote_date=%7B%22min%22%3A%222024-01-01%22%7D&page=0');
  });

  it('round-trips text values and date objects', () => {
    const key = fc.stringMatching(/^[a-z_]{1,12}$/).filter((k) => !k.includes('date') && k !== '__proto__');
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.string()),
        fc.record({ min: fc.string(), max: fc.string() }),
        (texts, range) => {
          const values = { ...texts, ship_date: range };
          expect(decodePageQuery(encodePageQuery(values))).toEqual(values);
        },
      ),
    );
  });
});
