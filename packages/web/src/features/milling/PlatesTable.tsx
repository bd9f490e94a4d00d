import Table from 'react-bootstrap/Table';
import {
  PLATE_UNIT,
  formatPlateSize,
  imperfectionLabel,
  isImperfectionKey,
  plateArea,
  plateState,
  plateValue,
} from '@signshop/domain';
import { RunningBadge } from './RunningBadge.tsx';
import { TableHead } from './TableHead.tsx';
import { formatDateTime, formatDuration, formatNumber } from './format.ts';
import type { MillingPlate } from './plate-stats.ts';

const COLUMNS = [
  { label: 'Machine' },
  { label: 'File' },
  { label: 'Operator' },
  { label: 'Start' },
  { label: 'End' },
  { label: 'Expected', end: true },
  { label: `Size (${PLATE_UNIT})`, end: true },
  { label: 'Value', end: true },
  { label: 'Imperfections' },
];

/** Every plate of the range; at most 500 px high, scrolling under a fixed header. */
export function PlatesTable({ plates }: { plates: MillingPlate[] }) {
  return (
    <div className="table-responsive border rounded-3 machine-table-scroll mb-4" tabIndex={0}>
      <Table size="sm" hover className="machine-plates align-middle mb-0" aria-label="Plates">
        <TableHead columns={COLUMNS} />
        <tbody>
          {plates.map((plate) => (
            <tr key={plate.id}>
              <td>{plate.machine}</td>
              <td className="text-nowrap">{plate.file_name}</td>
              <td>{plate.operator}</td>
              <td className="text-nowrap">{formatDateTime(plate.start_time)}</td>
              <td className="text-nowrap">
                {plateState(plate) === 'running' ? (
                  <RunningBadge plate={plate} />
                ) : (
                  formatDateTime(plate.end_time!)
                )}
              </td>
              <td className="text-end text-nowrap">{formatDuration(plate.expected_time)}</td>
              <td
                className="text-end text-nowrap"
                title={`Area ${formatNumber(plateArea(plate))} sq ${PLATE_UNIT}`}
              >
                {formatPlateSize(plate)}
              </td>
              <td className="text-end">{formatNumber(plateValue(plate))}</td>
              <td className="small">
                {plate.imperfections.filter(isImperfectionKey).map(imperfectionLabel).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
