import { escapeHtml } from '@signshop/domain';
import type { ShopIdentity } from '../platform/config.ts';
import { contactLines, logoTag } from './quote-email-content.ts';

/**
 * A shop mail's HTML page around its body: the logo and name on top, the shop's contact lines
 * below, and an optional small print line under them. `bodyHtml` is put in as given (callers escape
 * what they did not write).
 */
export function shopMailPage(shop: ShopIdentity, subject: string, bodyHtml: string, smallPrint = ''): string {
  const contact = contactLines(shop);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2733;font-size:14px;line-height:1.45">
${logoTag(shop)}<h1 style="font-size:20px;color:#1f3a5f;margin:0 0 16px">${escapeHtml(shop.name)}</h1>
${bodyHtml}
<p style="color:#5f6b7a;font-size:12px;border-top:1px solid #c9d1db;padding-top:8px">${contact.map(escapeHtml).join('<br>')}</p>
${smallPrint ? `<p style="color:#5f6b7a;font-size:12px">${smallPrint}</p>\n` : ''}</body></html>
`;
}
