import { z } from 'zod';
import { shownText } from '../text/text-bounds.ts';
import { TEXT_MAX } from '../text/text-limits.ts';
import { accountDtoSchema } from './accounts-api.schema.ts';

/** Every role flag set. */
const ALL_ROLES = 63;
const flags = (max: number) =>
  z.number().int().min(0).max(max, `must be a combination of the defined flags (0 to ${max})`);

/** GET /api/admin/accounts reply: every account. */
export const adminAccountsReplySchema = z.object({ accounts: z.array(accountDtoSchema) });
export type AdminAccountsReply = z.infer<typeof adminAccountsReplySchema>;

/** GET /api/admin/company querystring: the company name typed for an account. */
export const companyMatchQuerySchema = z.object({ name: z.string().max(TEXT_MAX.company) });
export type CompanyMatchQuery = z.input<typeof companyMatchQuerySchema>;

/** GET /api/admin/company reply: the existing company an account of that name would see, with its job count. */
export const companyMatchReplySchema = z.object({ company: z.string().nullable(), jobs: z.number().int() });
export type CompanyMatchReply = z.infer<typeof companyMatchReplySchema>;

/** PUT /api/admin/accounts/:id params. */
export const adminAccountParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** PUT /api/admin/accounts/:id body: the fields the admin changes. */
export const adminAccountUpdateBodySchema = z.object({
  account: z.object({
    company: shownText(TEXT_MAX.company).optional(),
    verified: z.boolean().optional(),
    role: flags(ALL_ROLES).optional(),
    // No permission flag is defined: permissions is always 0 (None).
    permissions: flags(0).optional(),
  }),
});
export type AdminAccountUpdateBody = z.input<typeof adminAccountUpdateBodySchema>;
