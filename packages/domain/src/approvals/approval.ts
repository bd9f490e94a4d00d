import { z } from 'zod';
import { APPROVAL_STATES } from './approval-states.ts';

/** What a request asks the customer to approve. */
export const APPROVAL_KINDS = ['quote', 'proof'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** How long an approval link works unless APPROVAL_LINK_DAYS says otherwise. */
export const DEFAULT_APPROVAL_LINK_DAYS = 30;

/**
 * Why a quote with an approval answer cannot be deleted: what a customer approved (or asked to
 * change) is kept for good. Requests nobody answered go with the quote.
 */
export const APPROVAL_ANSWER_KEPT =
  'This quote has a customer approval answer, which is kept for good, so the quote cannot be deleted.';

/** The words the customer confirms when approving. */
export const APPROVAL_STATEMENT = 'I approve this quote as shown';
export const PROOF_APPROVAL_STATEMENT = 'I approve this proof as shown';

/** The quote fields an approval freezes: what the customer sees priced on the PDF. */
export interface ApprovalContent {
  job_name: string;
  customer_name: string;
  signs: unknown;
  priced_processes: unknown;
  adjustments: unknown;
  shipping_cost: number;
  total_price: number;
}

/** JSON with object keys sorted at every depth, so equal content always reads the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The text the revision hash is taken over: the signs with the prices they were stored with,
 * adjustments, shipping, total, customer and job. Any change of these makes another revision.
 */
export function approvalContentText(quote: ApprovalContent): string {
  return canonicalJson({
    job_name: quote.job_name,
    customer_name: quote.customer_name,
    signs: quote.signs,
    priced_processes: quote.priced_processes,
    adjustments: quote.adjustments,
    shipping_cost: Number(quote.shipping_cost).toFixed(2),
    total_price: Number(quote.total_price).toFixed(2),
  });
}

/** The answer a customer gives on the approval page. */
export const approvalAnswerSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    name: z
      .string({ error: 'Type your full name to approve.' })
      .trim()
      .min(2, 'Type your full name to approve.')
      .max(200, 'The name is too long (200 characters at most).'),
    confirm: z.literal(true, { error: 'Tick "I approve this quote as shown" to approve.' }),
  }),
  z.object({
    decision: z.literal('request_changes'),
    name: z.string().trim().max(200, 'The name is too long (200 characters at most).').default(''),
    comment: z
      .string({ error: 'Say what should change.' })
      .trim()
      .min(1, 'Say what should change.')
      .max(5000, 'The comment is too long (5000 characters at most).'),
  }),
]);
export type ApprovalAnswer = z.infer<typeof approvalAnswerSchema>;

/**
 * An approval request as staff and the quote's company see it. The fields marked "staff only"
 * (who sent it, the answer's network address, browser and account) are absent from a
 * customer's copy: customers see who answered, how and when.
 */
export const approvalRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  state: z.enum(APPROVAL_STATES),
  quote_sequence: z.number().int(),
  /**
   * The approval revision: 1 for the first content sent of this kind, one more for each later
   * request whose content differs from every earlier one (a resend of the same content keeps its number).
   */
  revision: z.number().int(),
  /** SHA-256 of what was sent (the revision's content or the proof file): not a secret. */
  fingerprint: z.string(),
  file_name: z.string().nullable(),
  sent_to: z.string(),
  /** Staff only: the sending account's email. */
  sent_by: z.string().optional(),
  sent_at: z.string(),
  expires_at: z.string(),
  answer: z
    .object({
      decision: z.enum(['approve', 'request_changes']),
      name: z.string(),
      comment: z.string(),
      at: z.string(),
      /** Staff only: the answering browser's address, user agent and signed-in account. */
      ip: z.string().optional(),
      user_agent: z.string().optional(),
      account_id: z.number().int().nullable().optional(),
      /** The fingerprint the customer answered. */
      fingerprint: z.string(),
    })
    .nullable(),
});
export type ApprovalRecord = z.infer<typeof approvalRecordSchema>;

/** A row of the quote as the approval page shows it (the PDF's sign table). */
export const approvalLineSchema = z.object({
  depth: z.number().int(),
  label: z.string(),
  description: z.string(),
  width: z.string(),
  height: z.string(),
  quantity: z.string(),
  unit_price: z.string(),
  total_price: z.string(),
});

/** What the quote looked like when sent: the PDF's lines and totals, frozen with the request. */
export const approvalSentViewSchema = z.object({
  given_id: z.string(),
  job_name: z.string(),
  customer_name: z.string(),
  quote_date: z.string(),
  lines: z.array(approvalLineSchema),
  totals: z.array(z.object({ label: z.string(), value: z.string(), strong: z.boolean().optional() })),
});
export type ApprovalSentView = z.infer<typeof approvalSentViewSchema>;

/** GET /api/approve/:token: what the public approval page shows. */
export const approvalPageSchema = z.object({
  kind: z.enum(APPROVAL_KINDS),
  shop_name: z.string(),
  job_name: z.string(),
  given_id: z.string(),
  quote: approvalSentViewSchema.nullable(),
  file: z.object({ name: z.string(), type: z.string() }).nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
  /** Set when the link can no longer be answered although it opens (the quote changed since). */
  notice: z.string().nullable(),
  statement: z.string(),
});
export type ApprovalPage = z.infer<typeof approvalPageSchema>;

/** The folder art proofs are sent from. */
export const PROOFS_FOLDER = 'Project Management/Proofs';
/** A job file's name as people read it: the last part of its stored path. */
export const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** What a proof may be: a PDF or an image browsers show inline (no SVG: it can carry script). */
export const PROOF_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const PROOF_EXTENSIONS: Record<string, (typeof PROOF_TYPES)[number]> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * The type a proof is shown as: its stored type when that is a proof type, else by its extension
 * (uploads often arrive as application/octet-stream); null when it is neither a PDF nor an image.
 */
export function proofType(file: { name: string; content_type: string }): string | null {
  if ((PROOF_TYPES as readonly string[]).includes(file.content_type)) return file.content_type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return PROOF_EXTENSIONS[extension] ?? null;
}

/** Why a job file cannot be sent as a proof, or null when it can. */
export function proofRefusal(file: { name: string; content_type: string }): string | null {
  if (!file.name.startsWith(`${PROOFS_FOLDER}/`))
    return `Only files in the ${PROOFS_FOLDER} folder are sent as proofs.`;
  if (!proofType(file)) return 'A proof must be a PDF or an image (PNG, JPEG, GIF or WebP).';
  return null;
}

/** A quote's approval as a list row carries it. */
export const listApprovalSchema = z.object({
  state: z.enum(APPROVAL_STATES),
  name: z.string().nullable(),
  at: z.string().nullable(),
});
export type ListApproval = z.infer<typeof listApprovalSchema>;
