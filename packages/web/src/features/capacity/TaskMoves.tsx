import { useId, useState } from 'react';
import { addDays, type CapacityTask, type CapacityTaskMove } from '@signshop/domain';

/**
 * The keyboard's way to move a task (and set its minutes): a Move button that opens a small panel
 * of plain buttons and a resource pick. A disclosure of native controls, not a menu widget, so the
 * page needs no dropdown library.
 */
export function TaskMoves({
  task,
  name,
  resources,
  onMove,
  onSetMinutes,
}: {
  task: CapacityTask;
  name: string;
  resources: { key: string; label: string }[];
  onMove(move: CapacityTaskMove): void;
  onSetMinutes(): void;
}) {
  const [open, setOpen] = useState(false);
  const others = resources.filter((resource) => resource.key !== task.planned_resource);
  const [target, setTarget] = useState(others[0]?.key ?? '');
  const panel = useId();
  const act = (move: () => void) => () => {
    setOpen(false);
    move();
  };
  return (
    <div className="mt-1">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm py-0 px-1"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={`Move ${name}`}
        onClick={() => setOpen(!open)}
      >
        Move {open ? '▴' : '▾'}
      </button>
      {open && (
        <div
          id={panel}
          className="d-grid gap-1 mt-1"
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <button
            type="button"
            className="btn btn-light btn-sm"
            onClick={act(() => onMove({ planned_day: addDays(task.planned_day!, -1) }))}
          >
            One day earlier
          </button>
          <button
            type="button"
            className="btn btn-light btn-sm"
            onClick={act(() => onMove({ planned_day: addDays(task.planned_day!, 1) }))}
          >
            One day later
          </button>
          <button
            type="button"
            className="btn btn-light btn-sm"
            onClick={act(() => onMove({ planned_day: null }))}
          >
            Take off the plan
          </button>
          <button type="button" className="btn btn-light btn-sm" onClick={act(onSetMinutes)}>
            Set minutes…
          </button>
          <select
            className="form-select form-select-sm"
            aria-label={`Resource to move ${name} to`}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {others.map((resource) => (
              <option key={resource.key} value={resource.key}>
                {resource.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-light btn-sm"
            disabled={!target}
            onClick={act(() => onMove({ planned_resource: target }))}
          >
            Move to that resource
          </button>
        </div>
      )}
    </div>
  );
}
