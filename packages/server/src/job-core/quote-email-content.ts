import { escapeHtml, formatMoney, taxLines, type TaxedQuote } from '@signshop/domain';
import type { ShopIdentity } from '../platform/config.ts';
import type { MailAttachment } from '../platform/mail/mailer.ts';

/** The content id the HTML shows the shop's logo by (an inline attachment). */
export const LOGO_CID = 'shop-logo@signshop';

/** The shop's logo as an inline attachment of the mail, when the shop has one. */
export function inlineLogo(shop: ShopIdentity): MailAttachment[] {
  if (!shop.logo) return [];
  const { content_type, dataUrl } = shop.logo;
  const content = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const extension = content_type === 'image/png' ? 'png' : 'jpg';
  return [{ filename: `logo.${extension}`, content, contentType: content_type, cid: LOGO_CID }];
}

/** The logo's image tag, at most 180 × 60 CSS pixels and in proportion. */
export function logoTag(shop: ShopIdentity): string {
  if (!shop.logo) return '';
  const scale = Math.min(1, 180 / shop.logo.width, 60 / shop.logo.height);
  const [width, height] = [shop.logo.width, shop.logo.height].map((side) =>
    Math.max(1, Math.round(side * scale)),
  );
  return `<img src="cid:${LOGO_CID}" alt="${escapeHtml(shop.name)}" width="${width}" height="${height}" style="display:block;margin:0 0 8px;border:0">\n`;
}

/** What a quote mail says about its quote (its tax as frozen at save). */
export interface QuoteSummary extends TaxedQuote {
  job_name: string;
  given_id: string;
}

export interface QuoteMailContent {
  subject: string;
  text: string;
  html: string;
}

export { escapeHtml };

/** The shop's contact lines: name, address, phone, email, website (what is set). */
export const contactLines = (shop: ShopIdentity) =>
  [shop.name, ...shop.addressLines, shop.phone, shop.email, shop.website ?? ''].filter((line) => line.trim());

/**
 * A quote mail as text and HTML: the sender's message (or a default one), the quote's summary
 * (job, number, total, and its tax line and total with tax when it has them, as on the quote PDF)
 * and the shop's name and contact. Every value is escaped in the HTML.
 */
export function quoteMailContent(
  shop: ShopIdentity,
  quote: QuoteSummary,
  written: { subject: string; body: string },
): QuoteMailContent {
  const subject = written.subject.trim() || `Quote ${quote.given_id}: ${quote.job_name}`;
  const message = written.body.trim()
    ? written.body
    : `Please find attached quote ${quote.given_id} for ${quote.job_name}.`;
  const summary: Array<[string, string]> = [
    ['Job', quote.job_name],
    ['Quote number', quote.given_id],
    ['Total', formatMoney(quote.total_price)],
  ];
  const tax = taxLines(quote);
  if (tax) summary.push([tax.label, formatMoney(tax.tax)], ['Total with tax', formatMoney(tax.billed)]);
  const contact = contactLines(shop);
  const text = [
    message,
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    'The quote is attached as a PDF.',
    '',
    '--',
    ...contact,
  ].join('\n');
  const paragraphs = message
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const rows = summary
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;color:#5f6b7a;font-weight:normal">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2733;font-size:14px;line-height:1.45">
${logoTag(shop)}<h1 style="font-size:20px;color:#1f3a5f;margin:0 0 16px">${escapeHtml(shop.name)}</h1>
${paragraphs}
<table role="presentation" style="border-collapse:collapse;margin:16px 0">
${rows}
</table>
<p>The quote is attached as a PDF.</p>
<p style="color:#5f6b7a;font-size:12px;border-top:1px solid #c9d1db;padding-top:8px">${contact.map(escapeHtml).join('<br>')}</p>
</body></html>
`;
  return { subject, text, html };
}
