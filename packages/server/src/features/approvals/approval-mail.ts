import { fileNameOf } from '@signshop/domain';
import type { ShopIdentity } from '../../platform/config.ts';
import type { MailAttachment } from '../../platform/mail/mailer.ts';
import {
  contactLines,
  escapeHtml,
  inlineLogo,
  type QuoteMailContent,
} from '../../job-core/quote-email-content.ts';
import { shopMailPage } from '../../job-core/shop-mail.ts';

/** A shop mail: its text, its HTML and the logo the HTML shows inline (when the shop has one). */
export interface ShopMailContent extends QuoteMailContent {
  attachments: MailAttachment[];
}

/** A short mail from the shop: its logo and name, paragraphs, an optional button link, the shop's contact. */
export function shopMail(
  shop: ShopIdentity,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): ShopMailContent {
  const contact = contactLines(shop);
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    '--',
    ...contact,
  ].join('\n');
  const button = link
    ? `<p style="margin:20px 0"><a href="${escapeHtml(link.url)}" style="background:#1f3a5f;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#5f6b7a;font-size:12px">Or open this address: ${escapeHtml(link.url)}</p>`
    : '';
  const body = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    button,
  ].join('\n');
  const html = shopMailPage(shop, subject, body);
  return { subject, text, html, attachments: inlineLogo(shop) };
}

interface MailJob {
  given_id: string;
  job_name: string;
}

/** The customer's mail: what to approve, the link, how long it works. */
export function approvalRequestMail(
  shop: ShopIdentity,
  job: MailJob,
  what: { kind: 'quote' | 'proof'; fileName?: string | null },
  url: string,
  expiresOn: string,
): ShopMailContent {
  const thing =
    what.kind === 'quote'
      ? `quote ${job.given_id}`
      : `the art proof ${fileNameOf(what.fileName ?? '')}`.trim();
  return shopMail(
    shop,
    `Please approve ${thing}: ${job.job_name}`,
    [
      `${shop.name} asks you to approve ${thing} for ${job.job_name}.`,
      'Open the link to see it, then approve it or tell us what should change. No account is needed.',
      `The link works until ${expiresOn} and can be answered once.`,
    ],
    { label: what.kind === 'quote' ? 'Review the quote' : 'Review the proof', url },
  );
}

/** The shop's mail when a customer answers. */
export function approvalAnswerMail(
  shop: ShopIdentity,
  job: MailJob,
  kind: 'quote' | 'proof',
  answer: { decision: 'approve' | 'request_changes'; name: string; comment: string },
): ShopMailContent {
  // The quote number keeps its own case: only the sentence's first letter is raised.
  const thing = kind === 'quote' ? `quote ${job.given_id}` : `the art proof of ${job.given_id}`;
  const capitalThing = thing.charAt(0).toUpperCase() + thing.slice(1);
  const approved = answer.decision === 'approve';
  const who = answer.name || 'The customer';
  return shopMail(
    shop,
    `${capitalThing} (${job.job_name}): ${approved ? 'approved' : 'changes requested'}`,
    approved
      ? [`${who} approved ${thing} for ${job.job_name}.`]
      : [`${who} asked for changes to ${thing} for ${job.job_name}:`, answer.comment],
  );
}
