import { describe, expect, it } from 'vitest';
import {
  PM_SCHEDULE_SECTIONS,
  customerReportSearchSchema,
  defaultCustomerReportSearch,
  jobRowSchema,
} from './report.schema.ts';

describe('report schemas', () => {
  it('searches the customer report from yesterday to today by default', () => {
    expect(defaultCustomerReportSearch('2024-03-01')).toEqual({
      filter: 'All',
      company: '',
      from_date: '2024-02-29',
      to_date: '2024-03-01',
      only_shipped: false,
      no_shipped: false,
      ready_for_production: false,
    });
  });

  it('reads search terms from a query', () => {
    expect(
      customerReportSearchSchema.parse({ only_shipped: 'true', company: 'Acme', to_date: '' }),
    ).toMatchObject({
      only_shipped: true,
      company: 'Acme',
      to_date: '',
    });
  });

  it('parses job rows and lists the PM sections', () => {
    expect(jobRowSchema.parse({ id: 1, quote_id: 1 })).toMatchObject({
      is_checked: false,
      date_picked: null,
    });
    expect(PM_SCHEDULE_SECTIONS).toHaveLength(6);
  });
});
