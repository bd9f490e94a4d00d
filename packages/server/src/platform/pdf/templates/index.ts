import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { agingDocument } from './aging.ts';
import { customerReportDocument } from './customer-report.ts';
import { invoiceDocument } from './invoice.ts';
import { openInvoicesDocument } from './open-invoices.ts';
import { packagingSlipDocument } from './packaging-slip.ts';
import { projectManagerDocument } from './project-manager.ts';
import { purchaseOrderDocument } from './purchase-order.ts';
import { quoteDocument } from './quote.ts';
import { statementDocument } from './statement.ts';
import { tactileScheduleDocument } from './tactile-schedule.ts';

/** Every document template by name: data in (plain, cloneable to a worker), document definition out. */
export const TEMPLATES = {
  quote: quoteDocument,
  invoice: invoiceDocument,
  packagingSlip: packagingSlipDocument,
  openInvoices: openInvoicesDocument,
  purchaseOrder: purchaseOrderDocument,
  projectManager: projectManagerDocument,
  customerReport: customerReportDocument,
  tactileSchedule: tactileScheduleDocument,
  aging: agingDocument,
  statement: statementDocument,
} satisfies Record<string, (data: never) => TDocumentDefinitions>;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<N extends TemplateName> = Parameters<(typeof TEMPLATES)[N]>[0];
