import {
  customerReportSearchSchema,
  decodePageQuery,
  defaultCustomerReportSearch,
  encodePageQuery,
  type CustomerReportSearch,
  type JustDate,
} from '@signshop/domain';

/** The customer report's search terms, every one present (dates null when not set). */
export interface CustomerReportTerms {
  filter: string;
  company: string;
  from_date: JustDate | null;
  to_date: JustDate | null;
  from_ship_date: JustDate | null;
  to_ship_date: JustDate | null;
  only_shipped: boolean;
  no_shipped: boolean;
  ready_for_production: boolean;
}

const DATE_KEYS = ['from_date', 'to_date', 'from_ship_date', 'to_ship_date'] as const;
const FLAG_KEYS = ['only_shipped', 'no_shipped', 'ready_for_production'] as const;

function termsOf(search: CustomerReportSearch): CustomerReportTerms {
  const dates = Object.fromEntries(DATE_KEYS.map((key) => [key, search[key] || null])) as Pick<
    CustomerReportTerms,
    (typeof DATE_KEYS)[number]
  >;
  return { ...search, ...dates };
}

/**
 * The terms in a URL query. No query at all means the first visit: filter All, quoted yesterday to
 * today. A term that does not read (a bad date, an odd flag) falls back to its default.
 */
export function readCustomerReportQuery(query: string, today: JustDate): CustomerReportTerms {
  const values = decodePageQuery(query);
  if (Object.keys(values).length === 0) return termsOf(defaultCustomerReportSearch(today));
  const shape = customerReportSearchSchema.shape;
  const read = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => {
      const field = shape[key as keyof typeof shape] as
        { safeParse(v: unknown): { success: boolean } } | undefined;
      return field?.safeParse(value).success ?? false;
    }),
  );
  return termsOf(customerReportSearchSchema.parse(read));
}

/** The URL query (no '?') of the terms: the filter always, other terms only when set. */
export function customerReportQuery(terms: CustomerReportTerms): string {
  return encodePageQuery({
    filter: terms.filter || 'All',
    company: terms.company.trim() || undefined,
    ...Object.fromEntries(DATE_KEYS.map((key) => [key, terms[key] ?? undefined])),
    ...Object.fromEntries(FLAG_KEYS.map((key) => [key, terms[key] || undefined])),
  });
}

/** The Latest Step choices: All, then the steps of the last search's jobs (and the chosen one). */
export function latestStepOptions(steps: readonly string[], chosen: string): string[] {
  const seen = new Set(steps.filter((step) => step && step !== 'All'));
  if (chosen && chosen !== 'All') seen.add(chosen);
  return ['All', ...[...seen].sort((a, b) => a.localeCompare(b))];
}
