import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bytea } from './columns.ts';
import { jobFiles } from './job-files.ts';
import { quotes } from './quotes.ts';

/**
 * A quote revision or an art proof sent to the customer for approval. The link's
 * token is stored only as its SHA-256; the frozen PDF, the hash of what was sent and the token
 * hash cannot be changed once written (trigger in migration approvals_frozen).
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    /** 'quote' or 'proof'. */
    kind: text('kind').notNull(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** The quote's revision (quote_sequence) when sent. */
    quote_sequence: integer('quote_sequence').notNull(),
    /** SHA-256 (hex) of the approval content (quote) or of the file's bytes (proof). */
    content_hash: text('content_hash').notNull(),
    /** What the approval page shows: the quote's lines and totals as the PDF prints them (quote requests). */
    sent_view: jsonb('sent_view'),
    /** The quote PDF as sent (quote requests). */
    pdf: bytea('pdf'),
    /** The proof file (proof requests); its name and type as sent. */
    file_id: integer('file_id').references(() => jobFiles.id, { onDelete: 'set null' }),
    file_name: text('file_name'),
    file_type: text('file_type'),
    token_hash: text('token_hash').notNull().unique(),
    sent_to: text('sent_to').notNull(),
    sent_by: integer('sent_by').references(() => accounts.id, { onDelete: 'set null' }),
    sent_by_name: text('sent_by_name').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 'waiting', 'approved', 'changes_requested' or 'superseded'. */
    state: text('state').notNull().default('waiting'),
  },
  (t) => [
    index('approval_requests_quote_idx').on(t.quote_id, t.kind, t.id),
    check('approval_requests_kind', sql`${t.kind} IN ('quote', 'proof')`),
    check(
      'approval_requests_state',
      sql`${t.state} IN ('waiting', 'approved', 'changes_requested', 'superseded')`,
    ),
  ],
);

/**
 * The one answer to a request: who, when, from where, and the hash they approved. Never updated,
 * never deleted with its request: the foreign key is RESTRICT, so deleting a quote whose request
 * has an answer (the quote's cascade to its requests) is refused by the database itself.
 */
export const approvalAnswers = pgTable(
  'approval_answers',
  {
    id: serial('id').primaryKey(),
    request_id: integer('request_id')
      .notNull()
      .unique()
      .references(() => approvalRequests.id, { onDelete: 'restrict' }),
    /** 'approve' or 'request_changes'. */
    decision: text('decision').notNull(),
    name: text('name').notNull(),
    comment: text('comment').notNull().default(''),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    user_agent: text('user_agent').notNull(),
    content_hash: text('content_hash').notNull(),
  },
  (t) => [check('approval_answers_decision', sql`${t.decision} IN ('approve', 'request_changes')`)],
);

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;
export type ApprovalAnswerRow = typeof approvalAnswers.$inferSelect;

/**
 * Answers tried on approval links, right or wrong token, counted per address to rate-limit the
 * public answer route (throttling bookkeeping like login_failures; rows past the window are swept).
 */
export const approvalAttempts = pgTable(
  'approval_attempts',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_attempts_ip_idx').on(t.ip, t.at)],
);
