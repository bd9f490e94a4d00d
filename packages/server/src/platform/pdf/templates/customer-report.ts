import { formatMoney, type JustDate } from '@signshop/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ShopIdentity } from '../../config.ts';
import { dataTable, longDate, shopDocument, totalsBlock, type TableColumn } from '../layout.ts';

/** One job of the customer report, as GET /api/customerreport answers it. */
export interface CustomerReportJob {
  id: number;
  /** The quote number people read. */
  given_id: string;
  job_name: string;
  customer_name: string;
  quote_date: string;
  expected_ship_date: JustDate | null;
  total_price: number;
  latest_step: string;
  date_shipped: string | null;
  is_shipped: boolean;
}

export interface CustomerReportData {
  shop: ShopIdentity;
  /** Whose jobs: the customer's company, staff's company filter, or null for every customer. */
  company: string | null;
  /** Staff see a Customer column (their search may match several companies). */
  showCustomer: boolean;
  /** The search in words, e.g. 'All · quoted January 1, 2026 to March 15, 2026'. */
  searchText: string;
  date: JustDate;
  jobs: CustomerReportJob[];
  totalPrice: number;
}

/** The customer report: the jobs found by its search with their stage, ship dates and prices. */
export function customerReportDocument(data: CustomerReportData): TDocumentDefinitions {
  const { showCustomer } = data;
  const columns: TableColumn[] = [
    { header: 'Quote Number', width: 'auto' },
    { header: 'Job Name', width: '*' },
    ...(showCustomer ? [{ header: 'Customer', width: '*' as const }] : []),
    { header: 'Quote Date', width: 82 },
    { header: 'Latest Step', width: '*' },
    { header: 'Expected Ship Date', width: 90 },
    { header: 'Shipped', width: 82 },
    { header: 'Total Price', width: 64, align: 'right' },
  ];
  return shopDocument({
    shop: data.shop,
    title: 'CUSTOMER REPORT',
    reference: `Customer report ${data.company ?? 'all customers'}`,
    orientation: 'landscape',
    facts: [
      ['Customer', data.company ?? 'All customers'],
      ['Search', data.searchText],
      ['Date', longDate(data.date)],
      ['Jobs', String(data.jobs.length)],
    ],
    content: [
      dataTable(
        columns,
        data.jobs.map((job) => [
          job.given_id,
          job.job_name,
          ...(showCustomer ? [job.customer_name] : []),
          longDate(job.quote_date),
          job.latest_step || '—',
          longDate(job.expected_ship_date),
          job.is_shipped ? longDate(job.date_shipped) : 'No',
          formatMoney(job.total_price),
        ]),
        { emptyText: 'No jobs match this search.' },
      ),
      totalsBlock([{ label: 'Total', value: formatMoney(data.totalPrice), strong: true }]),
    ],
  });
}
