import {
  access,
  emptyBodySchema,
  notificationEventParamsSchema,
  notificationOptInsBodySchema,
  notificationOptInsQuerySchema,
  notificationOptInsReplySchema,
  notificationPreviewBodySchema,
  notificationPreviewReplySchema,
  notificationTemplateBodySchema,
  notificationTemplateReplySchema,
  notificationTemplatesReplySchema,
  notificationTestSendReplySchema,
  reminderScanReplySchema,
  unsubscribeParamsSchema,
  unsubscribeReplySchema,
} from '@signshop/domain';
import { documentShop } from '../../job-core/shop-identity.ts';
import type { App } from '../../platform/app-type.ts';
import { readOptIns, saveOptIns } from './notification-opt-ins.service.ts';
import {
  listNotificationTemplates,
  previewNotification,
  saveNotificationTemplate,
  sendTestNotification,
} from './notification-templates.service.ts';
import { notificationJobsContext, queueNotifications } from './notifications.jobs.ts';
import { readUnsubscribe, unsubscribe } from './unsubscribe.service.ts';

const admins = { access: access.notificationTemplates };
const optIns = { access: access.notificationOptIns };
const anyone = { access: access.anyone };

/**
 * Stage notifications: the admin's templates (preview, test send, the scan on demand), each
 * company's opt-ins, and the one-click unsubscribe link of every notification mail (no session).
 */
export async function notificationsRoutes(app: App) {
  /** The shop's identity as its documents and mails show it. */
  const shopOf = () => documentShop(app.db, app.config.shop);
  const context = notificationJobsContext(app);

  app.get(
    '/api/admin/notifications',
    { config: admins, schema: { response: { 200: notificationTemplatesReplySchema } } },
    async () => listNotificationTemplates(app.db),
  );

  app.put(
    '/api/admin/notifications/:event',
    {
      config: admins,
      schema: {
        params: notificationEventParamsSchema,
        body: notificationTemplateBodySchema,
        response: { 200: notificationTemplateReplySchema },
      },
    },
    async (request) => ({
      template: await saveNotificationTemplate(app.db, request.user!, request.params.event, request.body),
    }),
  );

  app.post(
    '/api/admin/notifications/:event/preview',
    {
      config: admins,
      schema: {
        params: notificationEventParamsSchema,
        body: notificationPreviewBodySchema,
        response: { 200: notificationPreviewReplySchema },
      },
    },
    async (request) => {
      const { mail: _mail, ...preview } = await previewNotification(
        app.db,
        context,
        request.user!,
        request.params.event,
        request.body,
      );
      return preview;
    },
  );

  app.post(
    '/api/admin/notifications/:event/test',
    {
      config: admins,
      schema: {
        params: notificationEventParamsSchema,
        body: notificationPreviewBodySchema,
        response: { 200: notificationTestSendReplySchema },
      },
    },
    async (request) =>
      sendTestNotification(app.db, app.mailer, context, request.user!, request.params.event, request.body),
  );

  app.post(
    '/api/admin/notifications/scan',
    { config: admins, schema: { body: emptyBodySchema, response: { 200: reminderScanReplySchema } } },
    async () => ({ queued: await queueNotifications(app.queue, context) }),
  );

  app.get(
    '/api/notifications/opt_ins',
    {
      config: optIns,
      schema: {
        querystring: notificationOptInsQuerySchema,
        response: { 200: notificationOptInsReplySchema },
      },
    },
    async (request) => readOptIns(app.db, request.user!, request.query.company),
  );

  app.put(
    '/api/notifications/opt_ins',
    {
      config: optIns,
      schema: { body: notificationOptInsBodySchema, response: { 200: notificationOptInsReplySchema } },
    },
    async (request) => saveOptIns(app.db, request.user!, request.body),
  );

  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" as a form; the token says it all.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  const unsubscribePath = '/api/notifications/unsubscribe/:token';
  app.get(
    unsubscribePath,
    {
      config: anyone,
      schema: { params: unsubscribeParamsSchema, response: { 200: unsubscribeReplySchema } },
    },
    async (request) => readUnsubscribe(app.db, (await shopOf()).name, app.mailLinkKey, request.params.token),
  );

  // Without a session: the link is the proof.
  app.post(
    unsubscribePath,
    {
      config: anyone,
      schema: { params: unsubscribeParamsSchema, response: { 200: unsubscribeReplySchema } },
    },
    async (request) => unsubscribe(app.db, (await shopOf()).name, app.mailLinkKey, request.params.token),
  );
}
