import { access, dashboardReplySchema, shopToday } from '@signshop/domain';
import type { App } from '../../platform/app-type.ts';
import { readDb } from '../../platform/read-replicas/read-db.ts';
import { readDashboard } from './dashboard.service.ts';

/** The owner's dashboard: staff and admins; customers and machines see none. */
export async function dashboardRoutes(app: App) {
  app.get(
    '/api/dashboard',
    {
      config: { access: access.dashboard },
      schema: {
        description:
          "The owner's dashboard as of the shop's today: booked and shipped value and on-time shipping for each of the last 12 months against the same month a year before, the backlog's value by board column, this year's ten biggest customers by booked value, and each machine's last seven days against its optimal weekly value.",
        response: { 200: dashboardReplySchema },
      },
    },
    async (request) => readDashboard(await readDb(request), shopToday(app.config.shopTimeZone)),
  );
}
