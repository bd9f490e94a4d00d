import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { formatMoney, type JobTimeReply } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { useCanTimeTasks } from './TaskTimer.tsx';
import { useJobTime } from './queries.ts';

const minutes = (value: number) => `${value.toLocaleString('en-US')} min`;

function TimeTable({ time }: { time: JobTimeReply }) {
  const { totals } = time;
  return (
    <>
      {/* Scrolls sideways in its own box on a phone; focusable so a keyboard can scroll it too. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Time by process">
        <Table
          size="sm"
          className="mb-2 align-middle table-cards"
          aria-label="Estimated and actual time by process"
        >
          <thead>
            <tr>
              <th scope="col">Process</th>
              <th scope="col" className="text-end">
                Estimated
              </th>
              <th scope="col" className="text-end">
                Actual
              </th>
              <th scope="col" className="text-end">
                Est. cost
              </th>
              <th scope="col" className="text-end">
                Actual cost
              </th>
            </tr>
          </thead>
          <tbody>
            {time.processes.map((row) => (
              <tr key={`${row.equip} ${row.process}`}>
                <th scope="row" className="fw-semibold card-wide">
                  {row.equip} {row.process}
                </th>
                <td className="text-end" data-label="Estimated">
                  {minutes(row.estimated_minutes)}
                </td>
                <td className="text-end" data-label="Actual">
                  {minutes(row.actual_minutes)}
                </td>
                <td className="text-end" data-label="Est. cost">
                  {formatMoney(row.estimated_cost)}
                </td>
                <td className="text-end" data-label="Actual cost">
                  {formatMoney(row.actual_cost)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row" className="card-wide">
                Total
              </th>
              <td className="text-end" data-label="Estimated" data-testid="job-estimated-minutes">
                {minutes(totals.estimated_minutes)}
              </td>
              <td className="text-end" data-label="Actual" data-testid="job-actual-minutes">
                {minutes(totals.actual_minutes)}
              </td>
              <td className="text-end" data-label="Est. cost">
                {formatMoney(totals.estimated_cost)}
              </td>
              <td className="text-end" data-label="Actual cost">
                {formatMoney(totals.actual_cost)}
              </td>
            </tr>
          </tfoot>
        </Table>
      </div>
      <dl className="row small mb-0">
        <dt className="col-6 col-sm-3">Price</dt>
        <dd className="col-6 col-sm-3 mb-1">{formatMoney(time.price)}</dd>
        <dt className="col-6 col-sm-3">Price less actual cost</dt>
        <dd className="col-6 col-sm-3 mb-1">{formatMoney(time.price - totals.actual_cost)}</dd>
      </dl>
    </>
  );
}

/**
 * A job's estimated against actual minutes and cost by process, beside its price: for staff (the
 * shop's costs are its own). Actual time adds up the people's timers on the job's tasks and the
 * machines' plates cut for it.
 */
export function JobTimeSection({ quoteId }: { quoteId: number }) {
  const canSee = useCanTimeTasks();
  const time = useJobTime(quoteId, canSee);
  if (!canSee) return null;
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h6 mb-3">
          Time and cost
        </Card.Title>
        <Loaded
          query={time}
          loading="Loading the job's time ..."
          failed="The job's time could not be loaded"
          empty={{
            icon: '⏱',
            text: 'No task is scheduled or timed for this job yet.',
            when: (data) => data.processes.length === 0,
          }}
        >
          {(data) => <TimeTable time={data} />}
        </Loaded>
      </Card.Body>
    </Card>
  );
}
