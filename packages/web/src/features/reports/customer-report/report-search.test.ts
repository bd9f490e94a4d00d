import { describe, expect, it } from 'vitest';
import { customerReportQuery, latestStepOptions, readCustomerReportQuery } from './report-search.ts';

const TODAY = '2026-05-04';
const none = { from_date: null, to_date: null, from_ship_date: null, to_ship_date: null };
const noFlags = { only_shipped: false, no_shipped: false, ready_for_production: false };

describe('customer report URL query', () => {
  it('with no query is the first search: All, quoted yesterday to today', () => {
    expect(readCustomerReportQuery('', TODAY)).toEqual({
      filter: 'All',
      company: '',
      ...none,
      from_date: '2026-05-03',
      to_date: TODAY,
      ...noFlags,
    });
  });

  it('round-trips every term', () => {
    const terms = {
      filter: 'In Production',
      company: 'Acme & Sons',
      from_date: '2026-01-01',
      to_date: '2026-01-31',
      from_ship_date: '2026-02-01',
      to_ship_date: '2026-02-28',
      only_shipped: true,
      no_shipped: false,
      ready_for_production: true,
    };
    const query = customerReportQuery(terms);
    expect(query).toBe(
      'filter=In%20Production&company=Acme%20%26%20Sons&from_date=2026-01-01&to_date=2026-01-31' +
        '&from_ship_date=2026-02-01&to_ship_date=2026-02-28&only_shipped=true&ready_for_production=true',
    );
    expect(readCustomerReportQuery(`?${query}`, TODAY)).toEqual(terms);
  });

  it('reads the job lists’ company link with no date limits', () => {
    expect(readCustomerReportQuery('?filter=All&company=Acme+Signs', TODAY)).toEqual({
      filter: 'All',
      company: 'Acme Signs',
      ...none,
      ...noFlags,
    });
  });

  it('drops terms that do not read and keeps the rest', () => {
    expect(
      readCustomerReportQuery(
        '?filter=All&from_date=2026-13-45&only_shipped=maybe&to_date=2026-05-01',
        TODAY,
      ),
    ).toEqual({
      filter: 'All',
      company: '',
      ...none,
      to_date: '2026-05-01',
      ...noFlags,
    });
  });

  it('always writes the filter and leaves out empty terms', () => {
    expect(customerReportQuery({ filter: '', company: '  ', ...none, ...noFlags })).toBe('filter=All');
  });
});

describe('latestStepOptions', () => {
  it('offers All and the steps of the last search, once each, plus the chosen one', () => {
    expect(latestStepOptions(['In Production', 'On Hold', 'In Production', ''], 'Drawing Started')).toEqual([
      'All',
      'Drawing Started',
      'In Production',
      'On Hold',
    ]);
    expect(latestStepOptions([], 'All')).toEqual(['All']);
  });
});
