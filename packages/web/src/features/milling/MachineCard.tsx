import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { estimatedEnd, plateState, type Machine } from '@signshop/domain';
import { RunningBadge } from './RunningBadge.tsx';
import { TableHead } from './TableHead.tsx';
import { formatDateTime, formatDuration } from './format.ts';
import type { MillingPlate } from './plate-stats.ts';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="col-5 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-7 mb-1 text-break">{children}</dd>
    </>
  );
}

const TOOL_COLUMNS = [{ label: 'Tool' }, { label: 'Feed rate', end: true }, { label: 'Length', end: true }];

function ToolInfo({ plate }: { plate: MillingPlate }) {
  if (plate.tool_info.length === 0) return <p className="small text-body-secondary mb-0">No tool info.</p>;
  return (
    <Table size="sm" className="machine-tools small mb-0" aria-label={`${plate.machine} tools`}>
      <TableHead className="" columns={TOOL_COLUMNS} />
      <tbody>
        {plate.tool_info.map((tool) => (
          <tr key={tool.tool_number}>
            <td>{tool.tool_number}</td>
            <td className="text-end">{tool.feed_rate}</td>
            <td className="text-end">{tool.length}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One machine of the room: running or stopped, its latest plate and the plate's tools. */
export function MachineCard({
  machine,
  plate,
  failed,
}: {
  machine: Machine;
  /** The latest plate; null when the machine has none, undefined while loading. */
  plate: MillingPlate | null | undefined;
  failed: boolean;
}) {
  const state = plate ? plateState(plate) : null;
  return (
    <Card as="section" className="machine-card h-100" aria-label={machine} data-state={state ?? 'none'}>
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0">{machine}</h2>
        {state === 'running' && plate && <RunningBadge plate={plate} className="machine-state" />}
        {state === 'stopped' && (
          <Badge bg="secondary" className="machine-state">
            Stopped
          </Badge>
        )}
      </Card.Header>
      <Card.Body>
        {plate === undefined && !failed && <p className="text-body-secondary mb-0">Loading…</p>}
        {plate === undefined && failed && <p className="text-danger mb-0">Could not load this machine.</p>}
        {plate === null && <p className="text-body-secondary mb-0">No plates reported yet.</p>}
        {plate && (
          <>
            <dl className="row small mb-2">
              <Field label="File">{plate.file_name || '–'}</Field>
              <Field label="Operator">{plate.operator || '–'}</Field>
              <Field label="Start">{formatDateTime(plate.start_time)}</Field>
              <Field label="Expected">{formatDuration(plate.expected_time)}</Field>
              <Field label="Estimated end">
                <span className="machine-estimated-end">{formatDateTime(estimatedEnd(plate))}</span>
              </Field>
              {plate.end_time !== null && <Field label="Ended">{formatDateTime(plate.end_time)}</Field>}
            </dl>
            <ToolInfo plate={plate} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
