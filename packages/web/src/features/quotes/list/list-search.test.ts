import { DEFAULT_LOCAL_PAGE_COUNT } from '@signshop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  pageFieldText,
  customerReportHref,
  decodeListSearch,
  DEFAULT_LIST_SEARCH,
  encodeListSearch,
  nextSort,
  pageTotal,
  readLocalPageCount,
  saveLocalPageCount,
  showingText,
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

describe('the Page field', () => {
  it('holds a typed number within 1..pages, and leaves an empty field or other text as typed', () => {
    expect(pageFieldText('0', 6)).toBe('1');
    expect(pageFieldText('99', 6)).toBe('6');
    expect(pageFieldText('4', 6)).toBe('4');
    expect(pageFieldText('', 6)).toBe('');
    expect(pageFieldText('2.5', 6)).toBe('2.5');
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

describe('paging text', () => {
  it('counts rows from 1', () => {
    expect(showingText(0, 10, 57)).toBe('Showing 1–10 of 57');
    expect(showingText(1, 10, 57)).toBe('Showing 11–20 of 57');
    expect(showingText(5, 10, 57)).toBe('Showing 51–57 of 57');
    expect(showingText(0, 25, 3)).toBe('Showing 1–3 of 3');
  });

  it('says when there is nothing to show', () => {
    expect(showingText(0, 10, 0)).toBe('No quotes');
    expect(showingText(9, 10, 57)).toBe('Nothing on this page, 57 in all');
  });

  it('counts pages, at least one', () => {
    expect(pageTotal(57, 10)).toBe(6);
    expect(pageTotal(50, 10)).toBe(5);
    expect(pageTotal(0, 10)).toBe(1);
  });
});

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

it('links a customer to their report with the name URL-encoded', () => {
  expect(customerReportHref('Bob & Sons')).toBe('/customerreport?filter=All&company=Bob%20%26%20Sons');
});
