import { access, accountDtoSchema, accountReplySchema, shownText, TEXT_MAX } from '@signshop/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-type.ts';
import { toAccountDto } from '../../job-core/account-dto.ts';
import { listAccounts, matchCompany, updateAccount } from './admin-accounts.service.ts';

const ALL_ROLES = 63;
const flags = (max: number, what: string) =>
  z.number().int().min(0).max(max, `${what} must be a combination of the defined flags (0 to ${max})`);

const updateBody = z.object({
  account: z.object({
    company: shownText(TEXT_MAX.company).optional(),
    verified: z.boolean().optional(),
    role: flags(ALL_ROLES, 'role').optional(),
    // No permission flag is defined: permissions is always 0 (None).
    permissions: flags(0, 'permissions').optional(),
  }),
});

/** The admin accounts editor's API. Admin only, no verification check. */
export async function adminAccountRoutes(app: App) {
  app.get(
    '/api/admin/accounts',
    {
      config: { access: access.admin },
      schema: { response: { 200: z.object({ accounts: z.array(accountDtoSchema) }) } },
    },
    async () => {
      return { accounts: (await listAccounts(app.db)).map(toAccountDto) };
    },
  );

  // Which existing company, with its job count, an account of this company would see (the admin
  // accounts page shows it before Save). Company names compare by the domain's companyKey.
  app.get(
    '/api/admin/company',
    {
      config: { access: access.admin },
      schema: {
        querystring: z.object({ name: z.string().max(TEXT_MAX.company) }),
        response: { 200: z.object({ company: z.string().nullable(), jobs: z.number().int() }) },
      },
    },
    async (request) => matchCompany(app.db, request.query.name),
  );

  app.put(
    '/api/admin/accounts/:id',
    {
      config: { access: access.admin },
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: updateBody,
        response: { 200: accountReplySchema },
      },
    },
    async (request) => {
      return { account: toAccountDto(await updateAccount(app.db, request.params.id, request.body.account)) };
    },
  );
}
