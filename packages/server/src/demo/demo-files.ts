import { Readable } from 'node:stream';
import { formatLongDate, type JustDate } from '@signshop/domain';
import type { Db } from '../db/client.ts';
import type { QuoteRow } from '../db/schema/index.ts';
import { saveUpload } from '../features/files/files.service.ts';
import { DOCUMENT_FONT } from '../platform/pdf/document-font.ts';
import { writePdf } from '../platform/pdf/pdfmake.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { DemoAccount } from './demo-accounts.ts';

/** A one-page proof sheet, as the project manager would send it for approval. */
function proofPdf(quote: QuoteRow): Promise<Buffer> {
  return writePdf({
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 11 },
    content: [
      { text: `PROOF: ${quote.job_name}`, fontSize: 18, bold: true },
      { text: `${quote.customer_name} · quote ${quote.given_id}`, margin: [0, 4, 0, 12] },
      ...quote.signs.map((sign) => ({
        text: `Sign ${sign.given_id}: ${sign.width} x ${sign.height} in, quantity ${sign.quantity}`,
      })),
      {
        text: 'Please check spelling, room numbers and colors, then sign and return.',
        margin: [0, 16, 0, 0],
      },
    ],
  });
}

const text = (lines: string[]) => Buffer.from(lines.join('\n') + '\n', 'utf8');

/** The files a job collects on its way, by the job files' default folders. */
async function filesOf(quote: QuoteRow, today: JustDate, stage: JobFileStage) {
  const files: Array<{ name: string; content: Buffer }> = [
    {
      name: `Project Management/Emails/${quote.quote_date} request from ${quote.contact_info.first_name}.txt`,
      content: text([
        `From: ${quote.contact_info.email}`,
        `Subject: ${quote.job_name}`,
        '',
        `Hi, please quote ${quote.signs.length} sign types for ${quote.job_name}.`,
        `Thanks, ${quote.contact_info.first_name}`,
      ]),
    },
  ];
  if (stage.inProduction)
    files.push({
      name: 'Production/cut list.txt',
      content: text(quote.signs.map((s) => `${s.given_id}\t${s.width} x ${s.height}\tqty ${s.quantity}`)),
    });
  if (stage.proofSent)
    files.push({
      name: `Project Management/Proofs/${quote.job_name} proof 1.pdf`,
      content: await proofPdf(quote),
    });
  if (quote.is_shipped)
    files.push({
      name: 'Shipping + Billing/shipping notes.txt',
      content: text([
        `Shipped ${formatLongDate(quote.shipped_date ?? today)} by ${quote.shipping_method}`,
        ...quote.tracking_number.map((n) => `Tracking: ${n}`),
      ]),
    });
  return files;
}

/** Which of the files that come with a job's progress it has (proofs only on open jobs, to keep the demo quick to make). */
export interface JobFileStage {
  proofSent: boolean;
  inProduction: boolean;
}

/** The demo's own files are few and small: no size limit, quota or disk reserve holds them back. */
const DEMO_UPLOAD_LIMITS = {
  fileMaxBytes: Number.MAX_SAFE_INTEGER,
  companyStorageQuotaBytes: Number.MAX_SAFE_INTEGER,
  diskReserveBytes: 0,
};

/** Uploads a job's files through the files service and the storage interface (like POST /file/{id}). */
export async function seedJobFiles(
  db: Db,
  storage: FileStorage,
  staff: DemoAccount,
  quote: QuoteRow,
  options: { today: JustDate; stage: JobFileStage },
) {
  // One after another: inside the demo's transaction every query goes through one connection.
  for (const file of await filesOf(quote, options.today, options.stage)) {
    await saveUpload(
      db,
      storage,
      staff.user,
      { quoteId: quote.id, name: file.name, content: Readable.from([file.content]), tooLarge: () => false },
      DEMO_UPLOAD_LIMITS,
    );
  }
}
