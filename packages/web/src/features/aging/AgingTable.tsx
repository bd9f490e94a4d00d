import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { AGING_BUCKETS, AGING_BUCKET_LABELS, formatMoney, type AgingReply } from '@signshop/domain';

type Line = AgingReply['total'] & { exemption_expired?: boolean };

const MONEY: Array<{ label: string; value: (line: Line) => number }> = [
  ...AGING_BUCKETS.map((bucket) => ({
    label: bucket === 'current' ? 'Current' : `${AGING_BUCKET_LABELS[bucket]} days`,
    value: (line: Line) => line[bucket],
  })),
  { label: 'Balance', value: (line) => line.balance },
  { label: 'Interest', value: (line) => line.interest },
  { label: 'Total Due', value: (line) => line.total_due },
];

function LineCells({ line }: { line: Line }) {
  return (
    <>
      <td className="text-end" data-label="Invoices">
        {line.invoices}
      </td>
      {MONEY.map((column) => (
        <td key={column.label} className="text-end text-nowrap" data-label={column.label}>
          {formatMoney(column.value(line))}
        </td>
      ))}
    </>
  );
}

/**
 * Aging lines (a company's open balance by days past due, interest and total due), a total row
 * under them when given, and an action cell per company (its statement) when `action` is given.
 */
export function AgingTable({
  label,
  lines,
  total,
  action,
}: {
  label: string;
  lines: Line[];
  total?: Line;
  action?: { heading: string; cell: (line: Line) => ReactNode };
}) {
  return (
    // Scrolls sideways in its own box where it does not fit; focusable so a keyboard can scroll it too.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      <Table hover size="sm" className="align-middle table-cards" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col" className="text-end">
              Invoices
            </th>
            {MONEY.map((column) => (
              <th key={column.label} scope="col" className="text-end text-nowrap">
                {column.label}
              </th>
            ))}
            {action && (
              <th scope="col">
                <span className="visually-hidden">{action.heading}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.company}>
              <th scope="row" className="fw-semibold card-wide">
                {line.company}
                {line.exemption_expired && (
                  <Badge bg="warning" text="dark" className="ms-2">
                    Tax exemption expired
                  </Badge>
                )}
              </th>
              <LineCells line={line} />
              {action && <td className="text-end card-wide">{action.cell(line)}</td>}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot className="fw-bold">
            <tr>
              <th scope="row" className="card-wide">
                {total.company}
              </th>
              <LineCells line={total} />
              {action && <td className="card-wide" />}
            </tr>
          </tfoot>
        )}
      </Table>
    </div>
  );
}
