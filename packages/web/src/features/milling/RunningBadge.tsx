import Badge from 'react-bootstrap/Badge';
import { minutesOverdue, overdueLabel } from '@signshop/domain';
import type { MillingPlate } from './plate-stats.ts';
import { useNowSeconds } from './use-now-seconds.ts';

/** A running plate's state: Running, and "overdue by N min" once now passes its estimated end. */
export function RunningBadge({ plate, className }: { plate: MillingPlate; className?: string }) {
  const overdue = minutesOverdue(plate, useNowSeconds());
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge bg="success" className={className}>
        <span className="machine-pulse" aria-hidden="true" /> Running
      </Badge>
      {overdue !== null && (
        <Badge bg="warning" text="dark" className="machine-overdue">
          {overdueLabel(overdue)}
        </Badge>
      )}
    </span>
  );
}
