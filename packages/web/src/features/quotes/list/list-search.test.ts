import { describe, expect, it } from 'vitest';
import {
  customerReportHref,
  decodeListSearch,
  DEFAULT_LIST_SEARCH,
  encodeListSearch,
  nextSort,
  type ListSearch,
} from './list-search.ts';

const full: ListSearch = {
  given_id: 'ANN-0101',
  customer_name: 'Bob & Sons, Inc.',
  job_name: 'Lobby 50% off = "yes"',
  quote_date: { min: '2024-01-05', max: '2024-12-31' },
  order_by: 'total_price',
  reverse_order: false,
  page: 3,
};

describe('list URL codec', () => {
  it('round-trips every field, including awkward characters', () => {
    expect(decodeListSearch(encodeListSearch(full))).toEqual(full);
    expect(decodeListSearch(`?${encodeListSearch(full)}`)).toEqual(full);
  });

  it('round-trips one date end alone', () => {
    const minOnly = { ...DEFAULT_LIST_SEARCH, quote_date: { min: '2024-02-29' } };
    expect(decodeListSearch(encodeListSearch(minOnly))).toEqual(minOnly);
  });

  it('writes the quote date as JSON and leaves defaults out', () => {
    expect(encodeListSearch(DEFAULT_LIST_SEARCH)).toBe('');
    const query = encodeListSearch({ ...DEFAULT_LIST_SEARCH, quote_date: { max: '2024-03-01' } });
    expect(decodeURIComponent(query)).toBe('quote_date={"max":"2024-03-01"}');
    expect(encodeListSearch({ ...DEFAULT_LIST_SEARCH, reverse_order: false })).toBe(
      'order_by=quote_date&reverse_order=false',
    );
  });

  it('reads an empty or malformed query as the default search', () => {
    expect(decodeListSearch('')).toEqual(DEFAULT_LIST_SEARCH);
    expect(
      decodeListSearch('order_by=password&reverse_order=false&page=-2&quote_date={"min":"2024-13-01"}'),
    ).toEqual(DEFAULT_LIST_SEARCH);
    expect(decodeListSearch('page=1.5&quote_date=oops').page).toBe(0);
  });

  it('reads + as a space, as forms write it', () => {
    expect(decodeListSearch('job_name=Main+lobby').job_name).toBe('Main lobby');
  });
});

describe('sort toggling', () => {
  it('reverses the column already sorted on', () => {
    expect(nextSort({ order_by: 'quote_date', reverse_order: true }, 'quote_date')).toEqual({
      order_by: 'quote_date',
      reverse_order: false,
    });
    expect(nextSort({ order_by: 'job_name', reverse_order: false }, 'job_name').reverse_order).toBe(true);
  });

  it('starts text columns A to Z and date and price newest or largest first', () => {
    const current = { order_by: 'quote_date', reverse_order: true } as const;
    expect(nextSort(current, 'given_id').reverse_order).toBe(false);
    expect(nextSort(current, 'job_name').reverse_order).toBe(false);
    expect(nextSort(current, 'customer_name').reverse_order).toBe(false);
    expect(nextSort(current, 'total_price').reverse_order).toBe(true);
    expect(nextSort({ order_by: 'job_name', reverse_order: false }, 'quote_date').reverse_order).toBe(true);
  });
});

it('links a customer to their report with the name URL-encoded', () => {
  expect(customerReportHref('Bob & Sons')).toBe('/customerreport?filter=All&company=Bob%20%26%20Sons');
});
