import { fileTypeOf } from '@signshop/domain';
import type { FastifyReply } from 'fastify';
import { downloadResponse } from '../plugins/openapi-operations.ts';

/** The reply schema of a PDF route (the body is the document's bytes, sent as application/pdf). */
export const pdfResponse = downloadResponse('application/pdf', 'The document, as PDF bytes.');

/** A Content-Disposition header value with an ASCII fallback name and the exact UTF-8 one. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A PDF reply's own policy. The app's CSP has object-src 'none', and Chrome versions before the fix
 * of crbug.com/271452 refuse to show a PDF under it (their viewer is an <embed> in a page they make
 * up, with inline styles); today's Chromium shows it either way. This allows just the viewer.
 */
export const PDF_CONTENT_SECURITY_POLICY =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data: blob:; frame-ancestors 'self'";

/** Sends PDF bytes to open in the browser's viewer, under `fileName` when saved; never cached. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-security-policy', PDF_CONTENT_SECURITY_POLICY)
    .header('content-disposition', contentDisposition('inline', fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * Sends a kept download (a one-time download) by the type its bytes show, never the type recorded
 * with it: a PDF opens in the browser's viewer like every document; anything else goes as an
 * attachment of the type read from its bytes (an image) or application/octet-stream.
 */
export function sendKeptDownload(reply: FastifyReply, data: Buffer, fileName: string) {
  const type = fileTypeOf(data);
  if (type === 'application/pdf') return sendPdf(reply, data, fileName);
  return reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'private, no-store')
    .send(data);
}
