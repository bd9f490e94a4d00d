import {
  access,
  emptyBodySchema,
  messagesQuerySchema,
  messagesReplySchema,
  outgoingMessageParamsSchema,
  outgoingMessageReplySchema,
  reminderScanReplySchema,
  reminderSettingsReplySchema,
  reminderSettingsSchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { messageJobsContext, queueDueMessages } from './messages.jobs.ts';
import { listMessages, resendMessage } from './messages.service.ts';
import { readReminderSettings, saveReminderSettings } from './reminder-settings.service.ts';

const rule = { access: access.messages };

/** Reminder settings, the scan run on demand, and the Messages page: what the shop mailed by itself. */
export async function messagesRoutes(app: App) {
  const context = messageJobsContext(app);

  app.get(
    '/api/admin/reminders',
    { config: rule, schema: { response: { 200: reminderSettingsReplySchema } } },
    async () => readReminderSettings(app.db),
  );

  app.put(
    '/api/admin/reminders',
    {
      config: rule,
      schema: { body: reminderSettingsSchema, response: { 200: reminderSettingsReplySchema } },
    },
    async (request) => saveReminderSettings(app.db, request.user!.id, request.body),
  );

  app.post(
    '/api/admin/reminders/scan',
    { config: rule, schema: { body: emptyBodySchema, response: { 200: reminderScanReplySchema } } },
    async () => ({ queued: await queueDueMessages(app.queue, context) }),
  );

  app.get(
    '/api/messages',
    { config: rule, schema: { querystring: messagesQuerySchema, response: { 200: messagesReplySchema } } },
    async (request) => listMessages(app.db, request.query),
  );

  app.post(
    '/api/messages/:id/resend',
    {
      config: rule,
      schema: { params: outgoingMessageParamsSchema, response: { 200: outgoingMessageReplySchema } },
    },
    async (request) => ({ message: await resendMessage(context, request.user!, request.params.id) }),
  );
}
