import { access, settingsSchema } from '@signshop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../app-type.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/authenticate.ts';
import { createSession, revokeSession, toSessionUser } from './sessions.service.ts';
import type { AccountRow } from '../../db/schema/index.ts';
import { accountDtoSchema, accountReplySchema, messageReplySchema, toAccountDto } from './account-dto.ts';
import {
  authenticate,
  createAccount,
  requestPasswordReset,
  resetPassword,
  saveSettings,
} from './accounts.service.ts';
import { typedReplySerializer } from '../../plugins/typed-reply.ts';

const text = (max: number) => z.string().max(max);

const loginBody = z.object({ account: z.object({ email: text(320), password: text(1024) }) });
const createBody = z.object({
  account: z.object({
    first_name: text(100).default(''),
    last_name: text(100).default(''),
    company: text(200).default(''),
    email: text(320),
    password: text(1024),
    confirmpassword: text(1024),
  }),
});
const resetBody = z.object({ password: text(1024), confirmpassword: text(1024).optional() });
const settingsBody = z.object({ settings: settingsSchema });

/** Sessions and the signed-in user's own account (spec part 2 §7 Accounts). */
export async function accountRoutes(app: App) {
  async function signIn(request: FastifyRequest, reply: FastifyReply, account: AccountRow) {
    const session = await createSession(app.db, account.id, app.sessionPolicy);
    const token = await app.tokens.sign({ data: toSessionUser(account), sid: session.id }, session.expiresAt);
    setSessionCookie(request, reply, token, session.expiresAt);
  }

  app.post(
    '/api/account/login/',
    { config: { access: access.anyone }, schema: { body: loginBody, response: { 200: accountReplySchema } } },
    async (request, reply) => {
      const { email, password } = request.body.account;
      const account = await authenticate(app.db, email, password, request.ip);
      await signIn(request, reply, account);
      return { account: toAccountDto(account) };
    },
  );

  app.post(
    '/api/account',
    {
      config: { access: access.anyone },
      schema: { body: createBody, response: { 201: accountReplySchema } },
    },
    async (request, reply) => {
      const account = await createAccount(app.db, request.body.account, {
        ip: request.ip,
        perAddressPerHour: app.config.signUpsPerHour,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        onMailError: (error) => request.log.error({ err: error }, 'sign-up note to the owner failed'),
      });
      await signIn(request, reply, account);
      return reply.status(201).send({ account: toAccountDto(account) });
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
      schema: { response: { 200: z.object({ account: accountDtoSchema.nullable() }) } },
    },
    async (request) => ({ account: request.account ? toAccountDto(request.account) : null }),
  );

  app.post(
    '/api/account/sendresetpasswordemail/:email',
    {
      config: { access: access.anyone },
      schema: { params: z.object({ email: text(320) }), response: { 200: messageReplySchema } },
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
      schema: { params: z.object({ id: text(200) }), body: resetBody, response: { 200: messageReplySchema } },
    },
    async (request) => {
      await resetPassword(app.db, request.params.id, request.body);
      return { message: 'Success' };
    },
  );

  // The spec's logout link is a GET: it changes nothing and leads to the page that posts the logout.
  app.get(
    '/api/account/logout',
    {
      config: { access: access.anyone },
      schema: { response: { 302: z.null().describe('Goes to /account/logout, which signs out with POST.') } },
    },
    async (_request, reply) => reply.redirect('/account/logout'),
  );

  app.post(
    '/api/account/logout',
    {
      config: { access: access.anyone },
      // Nothing to send: an empty object, or no body at all (a plain form post).
      schema: { body: z.object({}).strict().nullish(), response: { 200: messageReplySchema } },
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
      schema: { body: settingsBody, response: { 200: accountReplySchema } },
    },
    async (request) => {
      return { account: toAccountDto(await saveSettings(app.db, request.user!.id, request.body.settings)) };
    },
  );
}
