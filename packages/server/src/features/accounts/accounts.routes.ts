import {
  ACCOUNT_MESSAGES,
  access,
  accountReplySchema,
  createAccountBodySchema,
  emptyBodySchema,
  finishSignUpParamsSchema,
  loginBodySchema,
  logoutRedirectReplySchema,
  messageReplySchema,
  passwordResetSchema,
  resetMailParamsSchema,
  resetPasswordParamsSchema,
  sessionReplySchema,
  settingsBodySchema,
} from '@signshop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../platform/app-type.ts';
import { clearSessionCookie, setSessionCookie } from './authenticate.ts';
import { createSession, revokeSession, toSessionUser } from './sessions.service.ts';
import type { AccountRow } from '../../db/schema/index.ts';
import { toAccountDto } from '../../job-core/account-dto.ts';
import { authenticate, requestPasswordReset, resetPassword, saveSettings } from './accounts.service.ts';
import { finishSignUp, signUp } from './sign-up.service.ts';
import { typedReplySerializer } from '../../platform/plugins/typed-reply.ts';

/** Sessions and the signed-in user's own account. */
export async function accountRoutes(app: App) {
  async function signIn(request: FastifyRequest, reply: FastifyReply, account: AccountRow) {
    const session = await createSession(app.db, account.id, app.sessionPolicy);
    const token = await app.tokens.sign({ data: toSessionUser(account), sid: session.id }, session.expiresAt);
    setSessionCookie(request, reply, token, session.expiresAt);
  }

  app.post(
    '/api/account/login/',
    {
      config: { access: access.anyone },
      schema: { body: loginBodySchema, response: { 200: accountReplySchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body.account;
      const account = await authenticate(app.db, email, password, request.ip);
      await signIn(request, reply, account);
      return { account: toAccountDto(account) };
    },
  );

  // One answer for a new and an existing email, and no session either way: the mailed link signs in.
  app.post(
    '/api/account',
    {
      config: { access: access.anyone },
      schema: { body: createAccountBodySchema, response: { 202: messageReplySchema } },
    },
    async (request, reply) => {
      await signUp(app.db, request.body.account, {
        ip: request.ip,
        perAddressPerHour: app.config.signUpsPerHour,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        onMailError: (error) => request.log.error({ err: error }, 'sign-up mail failed'),
      });
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.signUpMailed });
    },
  );

  app.post(
    '/api/account/finishsignup/:token',
    {
      config: { access: access.anyone },
      schema: {
        params: finishSignUpParamsSchema,
        body: emptyBodySchema,
        response: { 200: accountReplySchema },
      },
    },
    async (request, reply) => {
      const account = await finishSignUp(app.db, request.params.token);
      await signIn(request, reply, account);
      return { account: toAccountDto(account) };
    },
  );

  app.get(
    '/api/account/me',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: accountReplySchema } },
      // toAccountDto has already parsed the reply with its schema: no second encode.
      serializerCompiler: typedReplySerializer,
    },
    async (request) => {
      // The account row was read with the session on this request.
      return { account: toAccountDto(request.account!) };
    },
  );

  // The app's own session check: signed out is an answer here, not an error, so a signed-out
  // page logs no failed request in the browser's console. API clients keep /api/account/me.
  app.get(
    '/api/account/session',
    {
      config: { access: access.anyone },
      schema: { response: { 200: sessionReplySchema } },
    },
    async (request) => ({ account: request.account ? toAccountDto(request.account) : null }),
  );

  app.post(
    '/api/account/sendresetpasswordemail/:email',
    {
      config: { access: access.anyone },
      schema: {
        params: resetMailParamsSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await requestPasswordReset(
        app.db,
        app.mailer,
        { email: request.params.email, ip: request.ip },
        { publicUrl: app.config.publicUrl, linkMinutes: app.config.resetLinkMinutes },
        (error) => request.log.error({ err: error }, 'password reset mail failed'),
      );
      return { message: 'Email Sent' };
    },
  );

  app.put(
    '/api/account/resetpassword/:id',
    {
      config: { access: access.anyone },
      schema: {
        params: resetPasswordParamsSchema,
        body: passwordResetSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.params.id, request.body);
      return { message: 'Success' };
    },
  );

  // The logout link is a GET: it changes nothing and leads to the page that posts the logout.
  app.get(
    '/api/account/logout',
    {
      config: { access: access.anyone },
      schema: { response: { 302: logoutRedirectReplySchema } },
    },
    async (_request, reply) => reply.redirect('/account/logout'),
  );

  app.post(
    '/api/account/logout',
    {
      config: { access: access.anyone },
      // Nothing to send: an empty object, or no body at all (a plain form post).
      schema: { body: emptyBodySchema, response: { 200: messageReplySchema } },
    },
    async (request, reply) => {
      if (request.sessionId) await revokeSession(app.db, request.sessionId);
      clearSessionCookie(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.put(
    '/api/account/settings',
    {
      config: { access: access.signedIn },
      schema: { body: settingsBodySchema, response: { 200: accountReplySchema } },
    },
    async (request) => {
      return { account: toAccountDto(await saveSettings(app.db, request.user!.id, request.body.settings)) };
    },
  );
}
