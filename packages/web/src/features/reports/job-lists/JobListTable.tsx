import '../shared/reports.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatLongDate, formatMoney, todayJustDate, type JustDate } from '@signshop/domain';
import { useCanWorkOnJobs } from '../../job/JobWork.tsx';
import { customerReportHref } from '../../quotes/list/list-search.ts';
import { reportKeys } from '../shared/report-keys.ts';
import { checkedTotals, type CountedTotals } from './job-totals.ts';
import type { JobListRow } from './queries.ts';

/** A row's tick and date as the user set them. */
export interface RowMark {
  checked: boolean;
  date: JustDate;
}

export interface MarkColumn {
  /** The column heading, e.g. 'In Production'. */
  label: string;
  /** Save may also send an unticked row (the released page clears shipped). */
  saveUnchecked?: boolean;
  /** Records one row's mark; the table then clears the row's tick and reloads the reports. */
  onSave(row: JobListRow, mark: RowMark): Promise<unknown>;
}

export interface DateColumn {
  label: string;
  value(row: JobListRow): JustDate | null;
}

interface JobListTableProps {
  /** The rows of the page shown. */
  rows: JobListRow[];
  /** The count and money of the whole list, every page. */
  totals: CountedTotals;
  /** The page controls, under the table. */
  pager: ReactNode;
  /** The report's name, for the table's accessible name. */
  label: string;
  csvHref: string;
  /** The stage dates shown after Materials. */
  dateColumns: DateColumn[];
  /** The tick-and-date column and Save; left out when there is nothing to record. */
  mark?: MarkColumn;
  /** Shown above the table, right of the totals. */
  notice?: ReactNode;
}

const showDate = (date: JustDate | null) => (date ? formatLongDate(date) : '—');

function TotalsBar({ all, checked }: { all: CountedTotals; checked: CountedTotals }) {
  const cards = [
    { label: 'Total Price', value: all.total_price, picked: checked.total_price },
    { label: 'Engraved', value: all.engraved, picked: checked.engraved },
    { label: 'Thermoformed', value: all.thermoformed, picked: checked.thermoformed },
  ];
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" aria-label="Report totals" role="group">
      {cards.map((card) => (
        <Card key={card.label} className="report-total-card flex-fill">
          <Card.Body className="py-2 px-3">
            <div className="small text-body-secondary">{card.label}</div>
            <div className="fs-5 fw-semibold" data-total={card.label}>
              {formatMoney(card.value)}
            </div>
            <div className="small text-body-secondary" data-checked-total={card.label}>
              Checked: {formatMoney(card.picked)}
            </div>
          </Card.Body>
        </Card>
      ))}
    </div>
  );
}

/**
 * The shared table of the job-list reports: totals of the whole list and of the ticked rows of the page, the CSV
 * download, a row per job with its stage dates, and per row a tick, a date (default today) and Save.
 */
export function JobListTable({
  rows,
  totals,
  pager,
  label,
  csvHref,
  dateColumns,
  mark,
  notice,
}: JobListTableProps) {
  // Recording the next stage is staff work: customers see their jobs without the column.
  const markColumn = useCanWorkOnJobs() ? mark : undefined;
  const queryClient = useQueryClient();
  const [marks, setMarks] = useState<Record<number, RowMark>>({});
  const [saved, setSaved] = useState('');
  const markOf = (id: number): RowMark => marks[id] ?? { checked: false, date: todayJustDate() };
  const setMark = (id: number, change: Partial<RowMark>) =>
    setMarks((current) => ({ ...current, [id]: { ...markOf(id), ...current[id], ...change } }));

  const save = useMutation({
    mutationFn: ({ row, mark }: { row: JobListRow; mark: RowMark }) => markColumn!.onSave(row, mark),
    onSuccess: (_reply, { row }) => {
      setMarks(({ [row.id]: _cleared, ...rest }) => rest);
      setSaved(`Saved ${row.job_name || `job ${row.id}`}.`);
      return queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });

  return (
    <>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div className="flex-grow-1">
          <TotalsBar all={totals} checked={checkedTotals(rows, (id) => markOf(id).checked)} />
        </div>
        <div className="d-flex flex-column align-items-end gap-2">
          <a href={csvHref} download className="btn btn-outline-primary btn-sm">
            Download CSV
          </a>
          {notice}
        </div>
      </div>
      <p className="small text-body-secondary mb-2" aria-live="polite">
        {totals.count} {totals.count === 1 ? 'job' : 'jobs'}
        {saved && <span className="text-success"> · {saved}</span>}
      </p>
      <Table responsive hover size="sm" className="report-table table-cards" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Customer</th>
            <th scope="col" className="text-end">
              Total Cost
            </th>
            <th scope="col">Materials</th>
            {dateColumns.map((column) => (
              <th scope="col" key={column.label}>
                {column.label}
              </th>
            ))}
            {markColumn && (
              <>
                <th scope="col">{markColumn.label}</th>
                <th scope="col">
                  <span className="visually-hidden">Save</span>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const mark = markOf(row.id);
            const name = row.job_name || `Job ${row.id}`;
            const saving = save.isPending && save.variables.row.id === row.id;
            return (
              <tr key={row.id} className={mark.checked ? 'table-primary' : undefined}>
                <td data-label="Job">
                  <Link to={`/backlog/${row.id}`}>{name}</Link>
                  {row.is_thermoformed && (
                    <span className="badge text-bg-info ms-2 fw-normal">Thermoformed</span>
                  )}
                </td>
                <td data-label="Customer">
                  <Link to={customerReportHref(row.customer_name)}>{row.customer_name}</Link>
                </td>
                <td data-label="Total Cost" className="text-end text-nowrap">
                  {formatMoney(row.total_price)}
                </td>
                <td data-label="Materials">{row.materials || '—'}</td>
                {dateColumns.map((column) => (
                  <td key={column.label} data-label={column.label} className="text-nowrap">
                    {showDate(column.value(row))}
                  </td>
                ))}
                {markColumn && (
                  <>
                    <td data-label={markColumn.label} className="card-wide">
                      <div className="d-flex align-items-center gap-2">
                        <Form.Check
                          type="checkbox"
                          id={`mark-${row.id}`}
                          aria-label={`${markColumn.label}: ${name}`}
                          checked={mark.checked}
                          onChange={(event) => setMark(row.id, { checked: event.target.checked })}
                        />
                        <Form.Control
                          type="date"
                          size="sm"
                          className="report-date-input"
                          aria-label={`${markColumn.label} date of ${name}`}
                          value={mark.date}
                          onChange={(event) =>
                            event.target.value && setMark(row.id, { date: event.target.value })
                          }
                        />
                      </div>
                    </td>
                    <td className="card-wide">
                      <Button
                        size="sm"
                        variant={mark.checked ? 'primary' : 'outline-secondary'}
                        disabled={saving || (!mark.checked && !markColumn.saveUnchecked)}
                        aria-label={`Save ${name}`}
                        onClick={() => save.mutate({ row, mark })}
                      >
                        {saving ? 'Saving ...' : 'Save'}
                      </Button>
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
      {pager}
    </>
  );
}
