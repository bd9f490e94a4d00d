import { describe, expect, it } from 'vitest';
import { decodePoListSearch, defaultListSearch, encodePoListSearch, searchBody } from './list-search.ts';

describe('list URL codec', () => {
  it('round-trips a full search and leaves defaults out', () => {
    const search = {
      vendor: 'Bob & Sons',
      date_field: 'order_date' as const,
      min: '2026-04-01',
      max: '2026-04-30',
    };
    expect(decodePoListSearch('delivered', encodePoListSearch('delivered', search))).toEqual(search);
    expect(encodePoListSearch('delivered', defaultListSearch('delivered'))).toBe('');
  });

  it('starts each step on its own date field', () => {
    expect(decodePoListSearch('to-be-ordered', '').date_field).toBe('expected_order_date');
    expect(decodePoListSearch('to-be-delivered', '').date_field).toBe('expected_delivery_date');
    expect(decodePoListSearch('delivered', '').date_field).toBe('delivery_date');
  });

  it('reads a malformed query as the default search', () => {
    expect(decodePoListSearch('delivered', '?field=password&min_date=2026-13-01&max_date=oops')).toEqual(
      defaultListSearch('delivered'),
    );
  });
});

describe('search body', () => {
  it('names the step and sends the date field only with a date', () => {
    expect(searchBody('delivered', defaultListSearch('delivered'))).toEqual({ phase: 'delivered' });
    expect(
      searchBody('to-be-ordered', { vendor: ' Rowmark ', date_field: 'order_date', max: '2026-05-01' }),
    ).toEqual({
      phase: 'to-be-ordered',
      like_vendor_name: 'Rowmark',
      date_field: 'order_date',
      max_date: '2026-05-01',
    });
  });
});
