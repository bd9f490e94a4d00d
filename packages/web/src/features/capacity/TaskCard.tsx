import { useState } from 'react';
import { formatDateMask, type CapacityTask, type CapacityTaskMove } from '@signshop/domain';
import { formatMinutes } from './plan-format.ts';
import { TaskMinutesForm } from './TaskMinutesForm.tsx';
import { TaskMoves } from './TaskMoves.tsx';

export const TASK_DRAG_TYPE = 'application/x-signshop-task';

interface TaskCardProps {
  task: CapacityTask;
  /** The resources a task can move to, for the menu. */
  resources: { key: string; label: string }[];
  onMove(move: CapacityTaskMove): void;
}

/**
 * A planned task: dragged to another day or resource, or moved from its menu (the keyboard's way:
 * a day earlier or later, another resource, or off the plan); its minutes are set from the menu too.
 */
export function TaskCard({ task, resources, onMove }: TaskCardProps) {
  const late = !!task.promise_date && !!task.planned_day && task.planned_day > task.promise_date;
  const name = `${task.given_id} ${task.short_description || task.process}`;
  const [editing, setEditing] = useState(false);
  return (
    <li
      className="capacity-task card card-body p-2 mb-1"
      draggable
      data-task-id={task.id}
      onDragStart={(event) => {
        event.dataTransfer.setData(TASK_DRAG_TYPE, String(task.id));
        event.dataTransfer.setData('text/plain', String(task.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="small text-break">
        <div className="fw-semibold">{task.given_id}</div>
        <div>{task.short_description || task.process}</div>
        <div className="text-body-secondary">
          {task.equip} · {task.process} · {formatMinutes(task.minutes)}
        </div>
        {late && (
          <span className="badge text-bg-danger text-wrap">
            Late: promised {formatDateMask(task.promise_date!)}
          </span>
        )}
      </div>
      <TaskMoves
        task={task}
        name={name}
        resources={resources}
        onMove={onMove}
        onSetMinutes={() => setEditing(true)}
      />
      {editing && (
        <TaskMinutesForm task={task} name={name} onMove={onMove} onDone={() => setEditing(false)} />
      )}
    </li>
  );
}
