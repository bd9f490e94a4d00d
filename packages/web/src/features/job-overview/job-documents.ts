import { access, canAccess, quotePdfFileName, type SessionUser } from '@signshop/domain';
import type { JobQuote } from '../job/queries.ts';

export interface JobDocument {
  label: string;
  href: string;
}

const enc = encodeURIComponent;

/**
 * The job file menu's documents: Invoice, Packaging Slip and Quote PDFs,
 * and for staff the Tactile Schedule of the job's Braille signs.
 */
export function jobDocuments(
  quote: Pick<JobQuote, 'id' | 'job_name' | 'given_id'>,
  user?: SessionUser | null,
): JobDocument[] {
  const pdfName = quotePdfFileName(quote.job_name, quote.given_id);
  const invoiceName = `${quote.job_name.replace(/%/g, '')}-invoice.pdf`;
  const tactileName = pdfName.replace(/\.pdf$/, '-tactile-schedule.pdf');
  return [
    { label: 'Invoice', href: `/api/pdf/invoice/${quote.id}/${enc(invoiceName)}` },
    { label: 'Packaging Slip', href: `/api/pdf/packagingslip/id/${enc(pdfName)}?id=${quote.id}` },
    { label: 'Quote', href: `/api/pdf/id/${enc(pdfName)}?id=${quote.id}` },
    ...(canAccess(user, access.staff)
      ? [
          {
            label: 'Tactile Schedule',
            href: `/api/pdf/tactileschedule/id/${enc(tactileName)}?id=${quote.id}`,
          },
        ]
      : []),
  ];
}
