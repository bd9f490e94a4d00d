import { canAccess, formatLongDate } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { screens } from '../../platform/screens.ts';
import { useSession } from '../../platform/session.tsx';
import { Page } from '../../ui/Page.tsx';
import { MachineWeek } from './MachineWeek.tsx';
import { MoneyByMonth, OnTimeByMonth } from './MonthCharts.tsx';
import { ReceivablesByAge } from './ReceivablesByAge.tsx';
import { ValueBars } from './ValueBars.tsx';
import { backlogLink, customerLink } from './dashboard-links.ts';
import { useDashboard, useReceivables } from './queries.ts';
import './dashboard.css';

/**
 * The owner's dashboard: the business in pictures, each chart with its numbers in a table, and
 * every figure a link to the report that lists it. Charts stand two abreast on a wide screen and
 * stack on a phone.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  const receivables = useReceivables();
  const { user } = useSession();
  return (
    <Page title="Dashboard">
      <Loaded query={dashboard} loading="Loading the dashboard ..." failed="Could not load the dashboard">
        {(data) => (
          <>
            <p className="text-body-secondary">As of {formatLongDate(data.today)}.</p>
            <div className="row g-3">
              <div className="col-12 col-xl-6">
                <MoneyByMonth months={data.months} measure="booked" title="Booked by month" />
              </div>
              <div className="col-12 col-xl-6">
                <MoneyByMonth months={data.months} measure="shipped" title="Shipped by month" />
              </div>
              <div className="col-12 col-xl-6">
                <ValueBars
                  id="dashboard-backlog"
                  title="Backlog by stage"
                  nameHeading="Stage"
                  rows={data.backlog.map((stage) => ({
                    name: stage.label,
                    jobs: stage.jobs,
                    value: stage.value,
                    to: backlogLink(stage),
                  }))}
                />
              </div>
              <div className="col-12 col-xl-6">
                <Loaded
                  query={receivables}
                  loading="Loading the receivables ..."
                  failed="Could not load the receivables"
                >
                  {(total) => <ReceivablesByAge total={total} />}
                </Loaded>
              </div>
              <div className="col-12 col-xl-6">
                <OnTimeByMonth months={data.months} />
              </div>
              <div className="col-12 col-xl-6">
                <ValueBars
                  id="dashboard-customers"
                  title="Biggest customers this year"
                  nameHeading="Customer"
                  rows={data.top_customers.map((customer) => ({
                    name: customer.customer_name,
                    jobs: customer.jobs,
                    value: customer.booked,
                    to: customerLink(customer.customer_name, data.today),
                  }))}
                />
              </div>
              <div className="col-12 col-xl-6">
                <MachineWeek machines={data.machines} canOpen={canAccess(user, screens.plates.rule)} />
              </div>
            </div>
          </>
        )}
      </Loaded>
    </Page>
  );
}
