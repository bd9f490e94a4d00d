import {
  access,
  accountReplySchema,
  adminAccountParamsSchema,
  adminAccountsReplySchema,
  adminAccountUpdateBodySchema,
  companyMatchQuerySchema,
  companyMatchReplySchema,
} from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { toAccountDto } from '../../job-core/account-dto.ts';
import { listAccounts, matchCompany, updateAccount } from './admin-accounts.service.ts';

/** The admin accounts editor's API. Admin only, no verification check. */
export async function adminAccountRoutes(app: App) {
  app.get(
    '/api/admin/accounts',
    {
      config: { access: access.admin },
      schema: { response: { 200: adminAccountsReplySchema } },
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
        querystring: companyMatchQuerySchema,
        response: { 200: companyMatchReplySchema },
      },
    },
    async (request) => matchCompany(app.db, request.query.name),
  );

  app.put(
    '/api/admin/accounts/:id',
    {
      config: { access: access.admin },
      schema: {
        params: adminAccountParamsSchema,
        body: adminAccountUpdateBodySchema,
        response: { 200: accountReplySchema },
      },
    },
    async (request) => {
      return { account: toAccountDto(await updateAccount(app.db, request.params.id, request.body.account)) };
    },
  );
}
