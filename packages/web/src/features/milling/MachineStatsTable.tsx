import Table from 'react-bootstrap/Table';
import { PLATE_UNIT } from '@signshop/domain';
import { TableHead } from './TableHead.tsx';
import { formatDuration, formatNumber, formatShare } from './format.ts';
import type { PlatesStats } from './plate-stats.ts';

const COLUMNS = [
  { label: 'Machine' },
  ...[
    'Plates',
    'Counted',
    'Value',
    'Optimal',
    'Share',
    'Big breaks',
    'Tool differences',
    'Imperfections',
  ].map((label) => ({
    label,
    end: true,
    title: label === 'Counted' ? `Plates with an area above 3 sq ${PLATE_UNIT}` : undefined,
  })),
];

/** Per machine: plates, value against the optimal, big breaks, tool differences and imperfections. */
export function MachineStatsTable({ stats }: { stats: PlatesStats }) {
  return (
    <div className="table-responsive border rounded-3 mb-4">
      <Table size="sm" className="machine-stats align-middle mb-0" aria-label="Statistics per machine">
        <TableHead columns={COLUMNS} />
        <tbody>
          {stats.machines.map((s) => (
            <tr key={s.machine} data-machine={s.machine}>
              <th scope="row">{s.machine}</th>
              <td className="text-end">{s.plates}</td>
              <td className="text-end">{s.counted}</td>
              <td className="text-end">{formatNumber(s.value)}</td>
              <td className="text-end">{formatNumber(s.optimal)}</td>
              <td className="text-end">
                <span className={s.share !== null && s.share >= 0.9 ? 'text-success fw-semibold' : undefined}>
                  {formatShare(s.share)}
                </span>
              </td>
              <td className="text-end">
                {s.bigBreaks.length}
                {s.breakSeconds > 0 && (
                  <span className="d-block small text-body-secondary">{formatDuration(s.breakSeconds)}</span>
                )}
              </td>
              <td className="text-end">{s.toolDifferences.length}</td>
              <td className="text-end">{s.imperfectionTotal}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-semibold" data-machine="all">
            <th scope="row">All machines</th>
            <td className="text-end">{stats.total.plates}</td>
            <td className="text-end">{stats.total.counted}</td>
            <td className="text-end">{formatNumber(stats.total.value)}</td>
            <td className="text-end">{formatNumber(stats.total.optimal)}</td>
            <td className="text-end">{formatShare(stats.total.share)}</td>
            <td className="text-end">{stats.machines.reduce((n, s) => n + s.bigBreaks.length, 0)}</td>
            <td className="text-end">{stats.machines.reduce((n, s) => n + s.toolDifferences.length, 0)}</td>
            <td className="text-end">{stats.machines.reduce((n, s) => n + s.imperfectionTotal, 0)}</td>
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
