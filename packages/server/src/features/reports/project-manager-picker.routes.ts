import { access, projectManagersReplySchema, Role } from '@signshop/domain';
import { asc, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import type { App } from '../../platform/app-type.ts';

/** The project managers (accounts with the PM role), for the job and PM-schedule pickers. */
export async function projectManagerPickerRoutes(app: App) {
  app.get(
    '/api/account/project_managers',
    {
      config: { access: access.staff },
      schema: { response: { 200: projectManagersReplySchema } },
    },
    async () => ({
      project_managers: await app.db
        .select({
          id: accounts.id,
          first_name: accounts.firstName,
          last_name: accounts.lastName,
          email: accounts.email,
        })
        .from(accounts)
        .where(sql`(${accounts.role} & ${Role.PM}) <> 0`)
        .orderBy(asc(accounts.firstName), asc(accounts.lastName)),
    }),
  );
}
