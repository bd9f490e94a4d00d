import {
  access,
  AppError,
  approvalAnswerReplySchema,
  approvalAnswerSchema,
  approvalIdParamsSchema as idParams,
  approvalListReplySchema,
  approvalPageSchema,
  approvalSentReplySchema as sentReply,
  approvalTokenParamsSchema as tokenParams,
  shopToday,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { sendPdf, pdfResponse } from '../../platform/pdf/pdf-reply.ts';
import { documentShop } from '../../job-core/shop-identity.ts';
import {
  answerApproval,
  approvalPage,
  byToken,
  openedRequest,
  openWaitingOfQuote,
} from './approval-answers.service.ts';
import { listApprovals } from '../../job-core/approval-records.ts';
import { sendQuoteForApproval, type ApprovalDeps } from './approval-requests.service.ts';
import { proofFileReply, sendProofForApproval } from './proof-approvals.service.ts';

/**
 * Customer approval of quotes and art proofs. Sending and reading records need a
 * session; the link's routes are public, rate-limited, and answer 404 for any token that does not
 * open a request.
 */
export async function approvalRoutes(app: App) {
  const deps = async (): Promise<ApprovalDeps> => ({
    db: app.db,
    mailer: app.mailer,
    pdf: app.pdf,
    shop: await documentShop(app.db, app.config.shop),
    publicUrl: app.config.publicUrl,
    linkDays: app.config.approvalLinkDays,
    sendsPerHour: app.config.emailSendsPerHour,
  });

  app.post(
    '/api/approval/quote/:id',
    { config: { access: access.approvals }, schema: { params: idParams, response: { 201: sentReply } } },
    async (request, reply) => {
      const id = await sendQuoteForApproval(await deps(), request.user!, request.ip, request.params.id);
      return reply.status(201).send({ id, message: 'Sent for approval.' });
    },
  );

  app.post(
    '/api/approval/proof/:id',
    { config: { access: access.staff }, schema: { params: idParams, response: { 201: sentReply } } },
    async (request, reply) => {
      const today = shopToday(app.config.shopTimeZone);
      const id = await sendProofForApproval(
        await deps(),
        app.storage,
        request.user!,
        request.ip,
        request.params.id,
        today,
      );
      return reply.status(201).send({ id, message: 'Proof sent for approval.' });
    },
  );

  app.get(
    '/api/approval/quote/:id',
    {
      config: { access: access.approvals },
      schema: { params: idParams, response: { 200: approvalListReplySchema } },
    },
    async (request) => ({ approvals: await listApprovals(app.db, request.user!, request.params.id) }),
  );

  app.get(
    '/api/approve/:token',
    {
      config: { access: access.anyone },
      schema: { params: tokenParams, response: { 200: approvalPageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return approvalPage(app.db, await documentShop(app.db, app.config.shop), request.params.token);
    },
  );

  app.get(
    '/api/approve/:token/pdf',
    { config: { access: access.anyone }, schema: { params: tokenParams, response: { 200: pdfResponse } } },
    async (request, reply) => {
      const sent = await openedRequest(app.db, request.params.token);
      if (!sent.pdf) throw new AppError('NOT_FOUND', 'This approval has no quote PDF.');
      return sendPdf(reply.header('referrer-policy', 'no-referrer'), sent.pdf, 'quote-for-approval.pdf');
    },
  );

  app.get(
    '/api/approve/:token/file',
    {
      config: { access: access.anyone },
      schema: { params: tokenParams, response: { 200: pdfResponse } },
    },
    async (request, reply) => proofFileReply(app, reply, await openedRequest(app.db, request.params.token)),
  );

  const answerDeps = async (log: App['log']) => ({
    db: app.db,
    mailer: app.mailer,
    shop: await documentShop(app.db, app.config.shop),
    today: shopToday(app.config.shopTimeZone),
    log,
  });
  const answerReply = { 200: approvalAnswerReplySchema };

  app.post(
    '/api/approve/:token',
    {
      config: { access: access.anyone },
      schema: { params: tokenParams, body: approvalAnswerSchema, response: answerReply },
    },
    async (request) =>
      answerApproval(await answerDeps(request.log), byToken(request.params.token), request.body, {
        user: request.user ?? undefined,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  app.post(
    '/api/approval/quote/:id/answer',
    {
      config: { access: access.approvalAnswer },
      schema: { params: idParams, body: approvalAnswerSchema, response: answerReply },
    },
    async (request) =>
      answerApproval(
        await answerDeps(request.log),
        (tx) => openWaitingOfQuote(tx, request.user!, request.params.id),
        request.body,
        { user: request.user!, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      ),
  );
}
