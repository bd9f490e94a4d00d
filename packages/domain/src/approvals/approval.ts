import { z } from 'zod';

/**
 * Customer approval of a frozen quote revision or of an art proof (issue #29). A request is sent
 * by link; the customer approves it or asks for changes once. A quote's approval state is the
 * state of its latest quote request; a quote never sent is 'not_sent'.
 */
export const APPROVAL_STATES = ['not_sent', 'waiting', 'approved', 'changes_requested', 'superseded'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
/** The states a stored request can be in ('not_sent' is the absence of one). */
export type RequestState = Exclude<ApprovalState, 'not_sent'>;

export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  not_sent: 'Not sent',
  waiting: 'Waiting',
  approved: 'Approved',
  changes_requested: 'Changes requested',
  superseded: 'Superseded',
};

/** What a request asks the customer to approve. */
export const APPROVAL_KINDS = ['quote', 'proof'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** How long an approval link works unless APPROVAL_LINK_DAYS says otherwise. */
export const DEFAULT_APPROVAL_LINK_DAYS = 30;

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

/** An approval request as staff and the quote's company see it. */
export const approvalRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  state: z.enum(APPROVAL_STATES),
  quote_sequence: z.number().int(),
  content_hash: z.string(),
  file_name: z.string().nullable(),
  sent_to: z.string(),
  sent_by: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
  answer: z
    .object({
      decision: z.enum(['approve', 'request_changes']),
      name: z.string(),
      comment: z.string(),
      at: z.string(),
      ip: z.string(),
      user_agent: z.string(),
      account_id: z.number().int().nullable(),
      content_hash: z.string(),
    })
    .nullable(),
});
export type ApprovalRecord = z.infer<typeof approvalRecordSchema>;

/** A quote's approval state as the quote list shows it: "Approved (2026-03-15, Pat Lee)". */
export function approvalStateText(state: ApprovalState, approved?: { name: string; date: string } | null) {
  const label = APPROVAL_STATE_LABELS[state];
  return state === 'approved' && approved ? `${label} (${approved.date}, ${approved.name})` : label;
}
