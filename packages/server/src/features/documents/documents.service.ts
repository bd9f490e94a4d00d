import {
  DEFAULT_TACTILE_LAYOUT,
  summarizeTactile,
  AppError,
  ANNUAL_INTEREST_RATE,
  DEFAULT_PAYMENT_DAYS,
  daysBetween,
  formatLongDate,
  invoiceSummary,
  seesAllCompanies,
  amountToInvoice,
  quoteScopeOf,
  shownPurchaseOrderNumber,
  totalPaid,
  type CustomerReportSearch,
  type JustDate,
  type ProjectManagerPdfBody,
  type PurchaseOrderPdfBody,
  type SessionUser,
} from '@signshop/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ShopIdentity } from '../../platform/config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { accounts, companyInfos, quotes, type QuoteRow } from '../../db/schema/index.ts';
import type { SignLine } from '../../platform/pdf/quote-lines.ts';
import type { TemplateData } from '../../platform/pdf/templates/index.ts';
import { getPurchaseOrder } from '../../job-core/purchase-order-read.ts';
import { pricedQuote, quoteDocumentData } from '../../job-core/quote-document.ts';
import { customerReport } from '../../job-core/customer-report.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';
import { companyInfoOfQuote, paymentTermsOf } from '../../job-core/payment-terms.ts';
import { leftToPaySql } from '../../job-core/left-to-pay.ts';

/**
 * The data behind each document, read with the user's scope: a customer gets documents of its
 * own company's jobs only (404 otherwise, before anything is rendered). Every amount is computed
 * here by the domain from the stored quote, never taken from the request.
 */

export { quoteDocumentData };

/**
 * The invoice: the customer company's payment terms (Net 30 / 30 days without a company record),
 * due date = shipped date + payment days, and interest on what is left to pay for every day past
 * it, as of `today`.
 */
export async function invoiceDocumentData(
  db: Executor,
  user: SessionUser,
  id: number,
  shop: ShopIdentity,
  today: JustDate,
): Promise<{ data: TemplateData<'invoice'>; row: QuoteRow }> {
  const { row, quote, view } = await pricedQuote(db, user, id);
  const terms = await paymentTermsOf(db, row.customer_name);
  const paymentDays = terms.payment_days;
  const summary = invoiceSummary({ ...row, left_to_pay: amountToInvoice(row) }, paymentDays, today);
  return {
    row,
    data: {
      shop,
      quote,
      view,
      billing: {
        shipped: row.is_shipped,
        terms: terms.payment_terms_text,
        paymentDays,
        dueDate: summary.dueDate,
        asOf: today,
        daysOverdue: summary.dueDate ? Math.max(0, daysBetween(summary.dueDate, today)) : 0,
        paid: totalPaid(row.payment_history),
        amountLeft: summary.amountLeft,
        interest: summary.interest,
        totalDue: summary.totalDue,
        annualRatePercent: ANNUAL_INTEREST_RATE * 100,
      },
    },
  };
}

export interface PackagingSlipOptions {
  /** Quantity of each sign in this package, in sign order; every sign's full quantity when absent. */
  quantities?: number[];
  packagingNumber: string;
  notes: string;
}

/** A packaging slip of one package of a job. */
export async function packagingSlipData(
  db: Executor,
  user: SessionUser,
  id: number,
  shop: ShopIdentity,
  options: PackagingSlipOptions,
  today: JustDate,
): Promise<{ data: TemplateData<'packagingSlip'>; row: QuoteRow }> {
  const { row, quote, view } = await pricedQuote(db, user, id);
  const quantities = options.quantities ?? row.signs.map((sign) => sign.quantity);
  if (quantities.length !== row.signs.length) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Quantities: Give one quantity for each of the job's ${row.signs.length} signs (got ${quantities.length}).`,
    );
  }
  return {
    row,
    data: {
      shop,
      quote,
      lines: view.lines,
      quantities,
      packagingNumber: options.packagingNumber,
      notes: options.notes,
      date: today,
    },
  };
}

/** Most open invoices one PDF lists (oldest due first). */
export const OPEN_INVOICES_LIMIT = 5000;

/**
 * The Tactile schedule of a job: its signs and sub-parts with tactile text, each
 * summarised by the domain at the standard cell pitch (0.241 in; the shop sets no other yet).
 */
export async function tactileScheduleData(
  db: Executor,
  user: SessionUser,
  id: number,
  shop: ShopIdentity,
  today: JustDate,
): Promise<{ data: TemplateData<'tactileSchedule'>; row: QuoteRow }> {
  const { row, quote, view } = await pricedQuote(db, user, id);
  const signs = view.lines.flatMap((line) =>
    line.tactile
      ? [{ ...pick(line), summary: summarizeTactile(line.tactile, line, DEFAULT_TACTILE_LAYOUT) }]
      : [],
  );
  return { row, data: { shop, quote, signs, cellPitch: DEFAULT_TACTILE_LAYOUT.cellPitch, date: today } };
}

const pick = ({ label, process, depth, width, height, totalQuantity }: SignLine) => ({
  label,
  process,
  depth,
  width,
  height,
  totalQuantity,
});

/**
 * Open invoices: shipped jobs with money left to pay, within the user's quote scope (a
 * customer: its company's; staff: every customer's), oldest shipment first.
 */
export async function openInvoicesData(
  db: Executor,
  user: SessionUser,
  shop: ShopIdentity,
  today: JustDate,
): Promise<TemplateData<'openInvoices'>> {
  const scope = quoteScopeOf(user);
  const rows = await db
    .select({
      given_id: quotes.given_id,
      job_name: quotes.job_name,
      customer_name: quotes.customer_name,
      shipped_date: quotes.shipped_date,
      total_price: quotes.total_price,
      tax_amount: quotes.tax_amount,
      left_to_pay: leftToPaySql.mapWith(Number),
      payment_days: companyInfos.payment_days,
    })
    .from(quotes)
    .leftJoin(companyInfos, companyInfoOfQuote)
    .where(and(scopeCondition(scope), eq(quotes.is_shipped, true), gt(leftToPaySql, 0)))
    .orderBy(sql`${quotes.shipped_date} asc nulls last`, asc(quotes.id))
    .limit(OPEN_INVOICES_LIMIT);
  return {
    shop,
    company: scope.kind === 'all' ? null : scope.kind === 'company' ? scope.company : user.company,
    asOf: today,
    rows: rows.map((row) => {
      const summary = invoiceSummary(row, row.payment_days ?? DEFAULT_PAYMENT_DAYS, today);
      return {
        given_id: row.given_id,
        job_name: row.job_name,
        customer_name: row.customer_name,
        shipped_date: row.shipped_date,
        dueDate: summary.dueDate,
        invoiceAmount: summary.invoiceAmount,
        amountLeft: summary.amountLeft,
        interest: summary.interest,
        totalDue: summary.totalDue,
      };
    }),
  };
}

/** A saved purchase order, numbered 1,000,000 + id. */
export async function savedPurchaseOrderData(
  db: Executor,
  id: number,
  shop: ShopIdentity,
): Promise<TemplateData<'purchaseOrder'>> {
  const order = await getPurchaseOrder(db, id);
  return {
    shop,
    order: {
      number: shownPurchaseOrderNumber(order.id),
      vendor_name: order.vendor_name,
      vendor_address: order.vendor_shipping_address,
      ship_to: order.asante_shipping_address,
      terms: order.terms,
      ship_via: order.ship_via,
      order_by: order.order_by,
      order_date: order.order_date,
      delivery_date: order.delivery_date,
      expected_order_date: order.expected_order_date,
      expected_delivery_date: order.expected_delivery_date,
      items: order.items,
      sales_tax: order.sales_tax,
      shipping_charge: order.shipping_charge,
      discount: order.discount,
      notes: order.notes,
    },
  };
}

/** An order as typed in the form, not saved (so it has no number yet). */
export function postedPurchaseOrderData(
  body: PurchaseOrderPdfBody,
  shop: ShopIdentity,
): TemplateData<'purchaseOrder'> {
  return {
    shop,
    order: {
      number: null,
      vendor_name: body.company_name,
      vendor_address: body.company_address,
      ship_to: '',
      terms: body.terms,
      ship_via: body.ship_via,
      order_by: body.order_by,
      order_date: body.order_date,
      delivery_date: body.delivery_date,
      items: body.items,
      sales_tax: body.sales_tax,
      shipping_charge: body.shipping_charge,
      discount: body.discount,
      notes: body.notes,
    },
  };
}

/**
 * The PM schedule's sections as the page shows them; a manager id is shown by name and each job
 * by its quote number, read from the job the page names by id.
 */
export async function projectManagerData(
  db: Executor,
  body: ProjectManagerPdfBody,
  shop: ShopIdentity,
  today: JustDate,
): Promise<TemplateData<'projectManager'>> {
  const ids = [...new Set(Object.values(body.sections).flatMap((jobs) => jobs.map((job) => job.id)))];
  const numbers = new Map(
    ids.length
      ? (
          await db
            .select({ id: quotes.id, given_id: quotes.given_id })
            .from(quotes)
            .where(inArray(quotes.id, ids))
        ).map((row) => [row.id, row.given_id])
      : [],
  );
  const sections = Object.fromEntries(
    Object.entries(body.sections).map(([name, jobs]) => [
      name,
      jobs.map((job) => ({ ...job, given_id: numbers.get(job.id) ?? '' })),
    ]),
  );
  return {
    shop,
    projectManager: await projectManagerName(db, body.project_manager),
    date: today,
    sections,
  };
}

async function projectManagerName(db: Executor, manager: number | string | null | undefined) {
  if (manager === null || manager === undefined || manager === '' || manager === 'All') {
    return 'All Project Managers';
  }
  if (typeof manager === 'string') return manager;
  const [account] = await db
    .select({ first: accounts.firstName, last: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, manager));
  return account ? `${account.first} ${account.last}`.trim() : `Project manager ${manager}`;
}

const range = (what: string, from: JustDate | '' | undefined, to: JustDate | '' | undefined) => {
  if (from && to) return [`${what} ${formatLongDate(from)} to ${formatLongDate(to)}`];
  if (from) return [`${what} from ${formatLongDate(from)}`];
  if (to) return [`${what} until ${formatLongDate(to)}`];
  return [];
};

/** The search of the customer report in words, for the document's header. */
export function describeCustomerReportSearch(search: CustomerReportSearch): string {
  return [
    search.filter,
    ...range('quoted', search.from_date, search.to_date),
    ...range('shipped', search.from_ship_date, search.to_ship_date),
    ...(search.only_shipped ? ['shipped only'] : []),
    ...(search.no_shipped ? ['not shipped'] : []),
    ...(search.ready_for_production ? ['ready for production'] : []),
  ].join(' · ');
}

/** The customer report's jobs, found by the same search as GET /api/customerreport, in the user's scope. */
export async function customerReportData(
  db: Db,
  user: SessionUser,
  search: CustomerReportSearch,
  shop: ShopIdentity,
  today: JustDate,
): Promise<TemplateData<'customerReport'>> {
  const staff = seesAllCompanies(user);
  const report = await customerReport(db, user, search);
  return {
    shop,
    company: staff ? search.company.trim() || null : user.company,
    showCustomer: staff,
    searchText: describeCustomerReportSearch(search),
    date: today,
    jobs: report.jobs,
    totalPrice: report.total_price,
  };
}
