import { z } from 'zod';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { NOTIFICATION_EVENT_KEYS } from './notification-events.ts';
import { unknownFieldProblem } from './notification-template.ts';

/** The longest template part an admin may write. */
export const NOTIFICATION_TEMPLATE_MAX = { subject: TEXT_MAX.label, body: TEXT_MAX.longText } as const;

/** A template part: required, bounded, and using only the named fields. */
const templatePart = (label: string, max: number) =>
  z
    .string()
    .max(max)
    .trim()
    .min(1)
    .superRefine((text, context) => {
      const problem = unknownFieldProblem(label, text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta({ title: label });

export const notificationEventSchema = z.enum(NOTIFICATION_EVENT_KEYS).meta({ title: 'Event' });

/** An event's template as PUT /api/admin/notifications/:event saves it. */
export const notificationTemplateBodySchema = z.strictObject({
  enabled: z.boolean().meta({ title: 'On' }),
  subject: templatePart('Subject', NOTIFICATION_TEMPLATE_MAX.subject),
  html_body: templatePart('HTML body', NOTIFICATION_TEMPLATE_MAX.body),
  text_body: templatePart('Text body', NOTIFICATION_TEMPLATE_MAX.body),
});
export type NotificationTemplateBody = z.infer<typeof notificationTemplateBodySchema>;

/** An event's template as the admin page reads it (the default one until an admin saves it). */
export const notificationTemplateSchema = z.object({
  event: notificationEventSchema,
  label: z.string(),
  when: z.string(),
  enabled: z.boolean(),
  subject: z.string(),
  html_body: z.string(),
  text_body: z.string(),
  /** When it was last turned on: only what happens from then on is mailed (null: never on). */
  enabled_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

export const notificationTemplatesReplySchema = z.object({
  templates: z.array(notificationTemplateSchema),
  /** Each field's name and what it becomes. */
  fields: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type NotificationTemplatesReply = z.infer<typeof notificationTemplatesReplySchema>;
export const notificationTemplateReplySchema = z.object({ template: notificationTemplateSchema });

export const notificationEventParamsSchema = z.object({ event: notificationEventSchema });

/** A preview (or a test send) of a template as written, filled with a real job's values. */
export const notificationPreviewBodySchema = z.strictObject({
  quote_id: z.number().int().positive().max(2_147_483_647).meta({ title: 'Job' }),
  template: notificationTemplateBodySchema.omit({ enabled: true }),
});
export type NotificationPreviewBody = z.infer<typeof notificationPreviewBodySchema>;
export const notificationPreviewReplySchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Who the job's mail would go to (the quote contact and the company's billing email). */
  recipients: z.array(z.string()),
});
export type NotificationPreviewReply = z.infer<typeof notificationPreviewReplySchema>;
export const notificationTestSendReplySchema = z.object({ sent_to: z.string() });

/** A company's choice per event (true: its contacts get the event's mails). */
export const notificationOptInsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_EVENT_KEYS.map((key) => [key, z.boolean()])) as Record<
    (typeof NOTIFICATION_EVENT_KEYS)[number],
    z.ZodBoolean
  >,
);
export type NotificationOptIns = z.infer<typeof notificationOptInsSchema>;
export const notificationOptInsQuerySchema = z.object({
  company: boundedText(TEXT_MAX.company).trim().min(1).meta({ title: 'Company' }),
});
export const notificationOptInsBodySchema = z.strictObject({
  company: boundedText(TEXT_MAX.company).trim().min(1).meta({ title: 'Company' }),
  opt_ins: notificationOptInsSchema.partial().meta({ title: 'Notifications' }),
});
export const notificationOptInsReplySchema = z.object({
  company: z.string(),
  opt_ins: notificationOptInsSchema,
});
export type NotificationOptInsReply = z.infer<typeof notificationOptInsReplySchema>;

/** The one-click unsubscribe link's token (contact, company and event, signed by the server). */
export const unsubscribeParamsSchema = z.object({
  token: boundedText(400).meta({ title: 'Unsubscribe link' }),
});
export const unsubscribeReplySchema = z.object({
  /** The shop the mail came from, for the page's header and footer (the reader has no session). */
  shop_name: z.string(),
  email: z.string(),
  event: notificationEventSchema,
  label: z.string(),
  /** When the contact unsubscribed (the first time), or null when it has not (a GET only shows). */
  unsubscribed_at: z.string().nullable(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;
