import { z } from 'zod';
import { reportPageTerms, pagedReplyFields } from '../reports/report-page.schema.ts';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { MESSAGE_KIND_KEYS, MESSAGE_STATUSES } from './message-kinds.ts';

/** Most reminders before a due date an admin may set (each a number of days). */
export const MAX_REMINDERS_BEFORE_DUE = 5;

/** The reminder settings as GET /api/admin/reminders answers them and PUT saves them. */
export const reminderSettingsSchema = z.strictObject({
  days_before_due: z
    .array(z.number().int().min(1).max(90))
    .max(MAX_REMINDERS_BEFORE_DUE)
    .refine((days) => new Set(days).size === days.length, { message: 'has the same day twice' })
    .meta({ title: 'Days before the due date' }),
  on_due_date: z.boolean().meta({ title: 'On the due date' }),
  every_days_overdue: z.number().int().min(0).max(365).meta({ title: 'Every N days overdue' }),
  monthly_statements: z.boolean().meta({ title: 'Monthly statements' }),
  approval_expiry_reminders: z.boolean().meta({ title: 'Approval-link reminders' }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export const reminderSettingsReplySchema = z.object({
  settings: reminderSettingsSchema,
  updated_at: z.string(),
});
export type ReminderSettingsReply = z.infer<typeof reminderSettingsReplySchema>;

/** What a scan run now found due and queued. */
export const reminderScanReplySchema = z.object({ queued: z.number().int() });

/** One mail the shop sent (or tried to) by itself. */
export const outgoingMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KIND_KEYS),
  occasion: z.string(),
  quote_id: z.number().int().nullable(),
  given_id: z.string().nullable(),
  company: z.string(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  last_error: z.string(),
  resent_by_name: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutgoingMessage = z.infer<typeof outgoingMessageSchema>;

/** The Messages page's filters and page, newest first. */
export const messagesQuerySchema = z.object({
  kind: z.enum(MESSAGE_KIND_KEYS).optional().meta({ title: 'Kind' }),
  status: z.enum(MESSAGE_STATUSES).optional().meta({ title: 'Status' }),
  company: boundedText(TEXT_MAX.company).optional().meta({ title: 'Company' }),
  ...reportPageTerms,
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
export const messagesReplySchema = z.object({
  messages: z.array(outgoingMessageSchema),
  ...pagedReplyFields,
});
export type MessagesReply = z.infer<typeof messagesReplySchema>;

export const outgoingMessageParamsSchema = z.object({
  id: z.coerce.number().int().positive().meta({ title: 'Message' }),
});
export const outgoingMessageReplySchema = z.object({ message: outgoingMessageSchema });
