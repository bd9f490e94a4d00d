import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { access, canAccess, todayJustDate, type JustDate, type TimeReportReply } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { useSession } from '../../platform/session.tsx';
import { PeriodFields } from '../../ui/PeriodFields.tsx';
import { Page } from '../../ui/Page.tsx';
import { useAdoptSuggestion } from './mutations.ts';
import { reportFileHref, useTimeReport } from './queries.ts';
import { lastSevenDays, periodProblems, type ReportPeriod } from './report-period.ts';

type Row = TimeReportReply['rows'][number];
const figure = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

function ReportTable({
  rows,
  period,
  canAdopt,
}: {
  rows: Row[];
  period: { from: JustDate; to: JustDate };
  canAdopt: boolean;
}) {
  const adopt = useAdoptSuggestion();
  const adopted = adopt.data;
  return (
    <>
      {adopted && (
        <Alert variant="success" className="py-2" role="status">
          {adopted.equip} {adopted.process} is now estimated at {adopted.minutes_per_sqft} minutes per square
          foot (plus {adopted.setup_minutes} minutes setup).
        </Alert>
      )}
      {/* Scrolls sideways in its own box on a phone; focusable so a keyboard can scroll it too. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Report by process">
        <Table hover size="sm" className="align-middle table-cards" aria-label="Quoted vs actual by process">
          <thead>
            <tr>
              <th scope="col">Process</th>
              <th scope="col" className="text-end">
                Jobs
              </th>
              <th scope="col" className="text-end">
                Estimated min
              </th>
              <th scope="col" className="text-end">
                Actual min
              </th>
              <th scope="col" className="text-end">
                Actual / estimated
              </th>
              <th scope="col" className="text-end">
                Min per sq ft
              </th>
              <th scope="col" className="text-end">
                Suggested
              </th>
              {canAdopt && (
                <th scope="col">
                  <span className="visually-hidden">Adopt</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = `${row.equip} ${row.process}`;
              return (
                <tr key={name}>
                  <th scope="row" className="fw-semibold card-wide">
                    {name}
                  </th>
                  <td className="text-end" data-label="Jobs">
                    {row.jobs}
                  </td>
                  <td className="text-end" data-label="Estimated min">
                    {figure(row.estimated_minutes)}
                  </td>
                  <td className="text-end" data-label="Actual min">
                    {figure(row.actual_minutes)}
                  </td>
                  <td className="text-end" data-label="Actual / estimated">
                    {figure(row.ratio)}
                  </td>
                  <td className="text-end" data-label="Min per sq ft">
                    {figure(row.minutes_per_sqft)}
                  </td>
                  <td className="text-end" data-label="Suggested">
                    {figure(row.suggested_minutes_per_sqft)}
                  </td>
                  {canAdopt && (
                    <td className="text-end card-wide">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        aria-label={`Adopt ${figure(row.suggested_minutes_per_sqft)} minutes per square foot for ${name}`}
                        disabled={
                          row.suggested_minutes_per_sqft === null ||
                          row.suggested_minutes_per_sqft === row.minutes_per_sqft ||
                          adopt.isPending
                        }
                        onClick={() => adopt.mutate({ equip: row.equip, process: row.process, ...period })}
                      >
                        Adopt
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
    </>
  );
}

/**
 * /quotedvsactual: per process, the tasks timed in a period against their estimates, the minutes
 * per square foot their actual time suggests, CSV and PDF of the same, and for admins Adopt, which
 * makes a suggestion the process's estimate (recorded as taken from the actuals).
 */
export function QuotedVsActualPage() {
  const [period, setPeriod] = useState<ReportPeriod>(() => lastSevenDays(todayJustDate()));
  const canAdopt = canAccess(useSession().user, access.admin);
  const problems = periodProblems(period);
  const ready =
    period.from && period.to && Object.keys(problems).length === 0
      ? { from: period.from, to: period.to }
      : null;
  const report = useTimeReport(ready);
  return (
    <Page title="Quoted vs Actual">
      <section aria-labelledby="time-report-period" className="border rounded-3 p-3 bg-body-tertiary mb-4">
        <h2 id="time-report-period" className="h5">
          Period
        </h2>
        <PeriodFields idPrefix="time-report" period={period} problems={problems} onChange={setPeriod} />
        <p className="small text-body-secondary mt-2 mb-0">
          Both days are included. A task counts when someone timed it in the period, with all of its time.
        </p>
        <div className="d-flex flex-wrap gap-2 mt-3">
          {(['csv', 'pdf'] as const).map((kind) =>
            ready ? (
              <a
                key={kind}
                className="btn btn-primary btn-sm"
                href={reportFileHref(kind, ready.from, ready.to)}
                {...(kind === 'csv' ? { download: true } : { target: '_blank', rel: 'noopener' })}
              >
                {kind.toUpperCase()}
              </a>
            ) : (
              <Button key={kind} size="sm" disabled>
                {kind.toUpperCase()}
              </Button>
            ),
          )}
        </div>
      </section>
      {ready && (
        <Loaded
          query={report}
          loading="Loading the report ..."
          failed="The report could not be loaded"
          empty={{
            icon: '⏱',
            text: 'No task was timed in this period.',
            when: (data) => data.rows.length === 0,
          }}
        >
          {(data) => <ReportTable rows={data.rows} period={ready} canAdopt={canAdopt} />}
        </Loaded>
      )}
    </Page>
  );
}
