import { z } from 'zod';
import { boundedText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { accountSchema, createAccountSchema, loginSchema } from './account.schema.ts';
import { settingsSchema } from './settings.schema.ts';

/** The account reply's shape: what the serializer lets out, so no other column can leak. */
export const accountDtoSchema = accountSchema.extend({ settings: settingsSchema.in });
export type AccountDto = z.infer<typeof accountDtoSchema>;

/** One account: the reply of login, sign-up's finish, /api/account/me, settings and the admin's update. */
export const accountReplySchema = z.object({ account: accountDtoSchema });
export type AccountReply = z.infer<typeof accountReplySchema>;

/** GET /api/account/session reply: the signed-in account, or null when signed out. */
export const sessionReplySchema = z.object({ account: accountDtoSchema.nullable() });
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** A reply that only says what happened. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/** POST /api/account/login/ body. */
export const loginBodySchema = z.object({ account: loginSchema });
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /api/account body: a sign-up. */
export const createAccountBodySchema = z.object({ account: createAccountSchema });
export type CreateAccountBody = z.input<typeof createAccountBodySchema>;

/** PUT /api/account/settings body. */
export const settingsBodySchema = z.object({ settings: settingsSchema });
export type SettingsBody = z.input<typeof settingsBodySchema>;

/** A mailed link's token (43 characters: 32 random bytes, base64url), with room to spare. */
export const LINK_TOKEN_MAX = 64;

/** POST /api/account/finishsignup/:token params: the mailed link's token. */
export const finishSignUpParamsSchema = z.object({ token: boundedText(LINK_TOKEN_MAX) });

/** POST /api/account/sendresetpasswordemail/:email params. */
export const resetMailParamsSchema = z.object({ email: boundedText(TEXT_MAX.email) });

/** PUT /api/account/resetpassword/:id params: the mailed link's token. */
export const resetPasswordParamsSchema = z.object({ id: boundedText(LINK_TOKEN_MAX) });

/** A body with nothing to send: an empty object, or no body at all (a plain form post). */
export const emptyBodySchema = z.object({}).strict().nullish();

/** GET /api/account/logout reply: a redirect to the page that signs out with POST. */
export const logoutRedirectReplySchema = z
  .null()
  .describe('Goes to /account/logout, which signs out with POST.');
