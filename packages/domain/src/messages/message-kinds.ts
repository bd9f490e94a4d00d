import {
  NOTIFICATION_EVENTS,
  notificationKind,
  type NotificationKind,
} from '../notifications/notification-events.ts';

/** Each stage notification's kind, named by its event. */
const NOTIFICATION_KINDS = Object.fromEntries(
  NOTIFICATION_EVENTS.map((event) => [notificationKind(event.key), event.label]),
) as Record<NotificationKind, string>;

/** What the shop mails by itself, as the Messages page names it. */
export const MESSAGE_KINDS = {
  payment_reminder: 'Payment reminder',
  statement: 'Statement',
  approval_expiry: 'Approval link expiring',
  ...NOTIFICATION_KINDS,
} as const;
export type MessageKind = keyof typeof MESSAGE_KINDS;
export const MESSAGE_KIND_KEYS = Object.keys(MESSAGE_KINDS) as [MessageKind, ...MessageKind[]];

/** queued → sent, or failed with the reason (a retry may still send it). */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The key that makes a message go out at most once per occasion. */
export const occasionKeys = {
  paymentReminder: (quoteId: number, kind: string, date: string) =>
    `payment_reminder:${quoteId}:${kind}:${date}`,
  approvalExpiry: (requestId: number) => `approval_expiry:${requestId}`,
  statement: (companyKey: string, month: string) => `statement:${companyKey}:${month}`,
};
