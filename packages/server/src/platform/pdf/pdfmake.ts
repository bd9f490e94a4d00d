import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { DOCUMENT_FONT, DOCUMENT_FONT_FILES } from './document-font.ts';
import { shareParsedFonts } from './parsed-fonts.ts';

/**
 * pdfmake on the server, set up once per thread with the documents' embedded Unicode font (see
 * document-font.ts). The local access policy allows exactly those font files and nothing else on
 * disk, and no URL is ever fetched.
 */
const ALLOWED_LOCAL_FILES = new Set(Object.values(DOCUMENT_FONT_FILES));

pdfmake.setFonts({ [DOCUMENT_FONT]: DOCUMENT_FONT_FILES });
pdfmake.setLocalAccessPolicy((file) => ALLOWED_LOCAL_FILES.has(file));
pdfmake.setUrlAccessPolicy(() => false);
shareParsedFonts();

/** Lays out and writes a document; synchronous CPU work (see render-pool.ts for the worker). */
export function writePdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(document).getBuffer();
}
