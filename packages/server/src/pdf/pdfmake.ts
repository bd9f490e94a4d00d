import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * pdfmake on the server, set up once per thread. Documents use PDF's built-in Helvetica (no font
 * files to ship, text stays searchable); the local access policy allows exactly those font names
 * and nothing else on disk, and no URL is ever fetched.
 */
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const ALLOWED_LOCAL_NAMES = new Set(Object.values(HELVETICA));

pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setLocalAccessPolicy((path) => ALLOWED_LOCAL_NAMES.has(path));
pdfmake.setUrlAccessPolicy(() => false);

/** Lays out and writes a document; synchronous CPU work (see render-pool.ts for the worker). */
export function writePdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(document).getBuffer();
}
