import { escapeHtml } from '../text/escape-html.ts';
import type { NotificationEvent } from './notification-events.ts';

/** The named fields a template may use, written `{{name}}`, with what each becomes. */
export const NOTIFICATION_FIELDS = {
  job: 'The job name',
  quote_number: 'The quote number',
  customer: "The customer's company",
  contact_name: "The quote contact's first name",
  promise_date: 'The promise date (Customer Ship Date), or "not set"',
  shipped_date: 'The shipped date, or "not shipped"',
  shipping_method: 'How the job ships (Fed Ex, UPS, Other)',
  tracking_links: "The tracking numbers, each linked to its carrier's tracking page",
  invoice_total: 'What the invoice bills (with its tax)',
  shop_name: "The shop's name",
} as const;
export type NotificationField = keyof typeof NOTIFICATION_FIELDS;
export const NOTIFICATION_FIELD_NAMES = Object.keys(NOTIFICATION_FIELDS) as NotificationField[];

/** A template's parts as an admin writes them. */
export interface NotificationTemplateText {
  subject: string;
  html_body: string;
  text_body: string;
}

/** Each field's value as plain text, and as HTML where it is more than escaped text (links). */
export type NotificationValues = Record<NotificationField, { text: string; html?: string }>;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** The names written between {{ and }} in a text, in order, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim()))];
}

const isField = (name: string): name is NotificationField => name in NOTIFICATION_FIELDS;

/** What a part of a template is wrong about (`label` is its name on screen), or null. */
export function unknownFieldProblem(label: string, text: string): string | null {
  const unknown = placeholdersOf(text).filter((name) => !isField(name));
  if (!unknown.length) return null;
  const fields = NOTIFICATION_FIELD_NAMES.map((name) => `{{${name}}}`).join(', ');
  const used = unknown.map((name) => `{{${name}}}`).join(', ');
  return `${label} uses ${used}, which ${unknown.length === 1 ? 'is not a field' : 'are not fields'}: the fields are ${fields}.`;
}

/** A field and the full stop the template may put after it. */
const PLACEHOLDER_AND_STOP = /\{\{([^{}]*)\}\}(\.?)/g;

/** The text with each field filled in; a value ending a sentence itself (Riverside Sign Co.) takes no second full stop. */
const fill = (text: string, value: (name: NotificationField) => string) =>
  text.replace(PLACEHOLDER_AND_STOP, (whole, name: string, stop: string) => {
    if (!isField(name.trim())) return whole;
    const filled = value(name.trim() as NotificationField);
    return filled.endsWith('.') ? filled : filled + stop;
  });

/**
 * A template filled in: the subject and text body with each field's text, the HTML body with each
 * field escaped (links are the one field given as HTML, built from escaped parts). The admin's own
 * HTML stays as written.
 */
export function renderNotification(template: NotificationTemplateText, values: NotificationValues) {
  return {
    subject: fill(template.subject, (name) => values[name].text)
      .replace(/\s+/g, ' ')
      .trim(),
    text: fill(template.text_body, (name) => values[name].text),
    html: fill(template.html_body, (name) => values[name].html ?? escapeHtml(values[name].text)),
  };
}

/** Tracking numbers as the `tracking_links` field shows them: text lines and HTML links. */
export function trackingLinksValue(links: ReadonlyArray<{ number: string; url: string | null }>) {
  if (!links.length) return { text: 'no tracking number', html: 'no tracking number' };
  return {
    text: links.map((link) => (link.url ? `${link.number}: ${link.url}` : link.number)).join('\n'),
    html: links
      .map((link) =>
        link.url
          ? `<a href="${escapeHtml(link.url)}">${escapeHtml(link.number)}</a>`
          : escapeHtml(link.number),
      )
      .join('<br>'),
  };
}

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('\n');

/** The templates a shop starts with (every event off until an admin turns it on). */
export const DEFAULT_NOTIFICATION_TEMPLATES: Record<NotificationEvent, NotificationTemplateText> = {
  work_approved: {
    subject: 'Your drawing for {{job}} is approved and in production',
    html_body: paragraphs(
      'Hello {{contact_name}},',
      'Thank you for approving the drawing for <strong>{{job}}</strong> (quote {{quote_number}}). It is now in production.',
      'Promise date: {{promise_date}}',
    ),
    text_body:
      'Hello {{contact_name}},\n\nThank you for approving the drawing for {{job}} (quote {{quote_number}}). It is now in production.\n\nPromise date: {{promise_date}}',
  },
  ready_for_production: {
    subject: '{{job}} is ready for production',
    html_body: paragraphs(
      'Hello {{contact_name}},',
      '<strong>{{job}}</strong> (quote {{quote_number}}) has everything it needs and is ready for production.',
      'Promise date: {{promise_date}}',
    ),
    text_body:
      'Hello {{contact_name}},\n\n{{job}} (quote {{quote_number}}) has everything it needs and is ready for production.\n\nPromise date: {{promise_date}}',
  },
  ready_for_pickup: {
    subject: '{{job}} is ready for pickup',
    html_body: paragraphs(
      'Hello {{contact_name}},',
      '<strong>{{job}}</strong> (quote {{quote_number}}) is finished and ready for pickup at {{shop_name}}.',
    ),
    text_body:
      'Hello {{contact_name}},\n\n{{job}} (quote {{quote_number}}) is finished and ready for pickup at {{shop_name}}.',
  },
  shipped: {
    subject: '{{job}} has shipped',
    html_body: paragraphs(
      'Hello {{contact_name}},',
      '<strong>{{job}}</strong> (quote {{quote_number}}) shipped on {{shipped_date}} by {{shipping_method}}.',
      'Tracking:<br>{{tracking_links}}',
    ),
    text_body:
      'Hello {{contact_name}},\n\n{{job}} (quote {{quote_number}}) shipped on {{shipped_date}} by {{shipping_method}}.\n\nTracking:\n{{tracking_links}}',
  },
  invoice_issued: {
    subject: 'Invoice for {{job}} ({{quote_number}})',
    html_body: paragraphs(
      'Hello {{contact_name}},',
      'The invoice for <strong>{{job}}</strong> (quote {{quote_number}}) is issued, dated {{shipped_date}}: {{invoice_total}}.',
      'You can see and pay it on Make Payment when you sign in.',
    ),
    text_body:
      'Hello {{contact_name}},\n\nThe invoice for {{job}} (quote {{quote_number}}) is issued, dated {{shipped_date}}: {{invoice_total}}.\n\nYou can see and pay it on Make Payment when you sign in.',
  },
};
