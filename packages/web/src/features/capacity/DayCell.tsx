import { useState } from 'react';
import type { CapacityTaskMove, ResourceDay } from '@signshop/domain';
import { LoadBar } from './LoadBar.tsx';
import { TASK_DRAG_TYPE, TaskCard } from './TaskCard.tsx';

interface DayCellProps {
  resource: { key: string; label: string };
  day: ResourceDay;
  /** How the cell is named to screen readers: 'Laser, Mon 11/30'. */
  label: string;
  resources: { key: string; label: string }[];
  onMove(id: number, move: CapacityTaskMove): void;
}

/** A resource's day: its load bar and tasks; a task dropped here moves to this day and resource. */
export function DayCell({ resource, day, label, resources, onMove }: DayCellProps) {
  const [over, setOver] = useState(false);
  return (
    <div
      className={`capacity-cell h-100 p-1 rounded ${over ? 'capacity-drop' : ''}`}
      data-resource={resource.key}
      data-day={day.day}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(TASK_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = Number(event.dataTransfer.getData(TASK_DRAG_TYPE));
        if (id) onMove(id, { planned_day: day.day, planned_resource: resource.key });
      }}
    >
      <LoadBar load={day.load} capacity={day.capacity} label={label} />
      {day.tasks.length > 0 && (
        <ul className="list-unstyled mt-2 mb-0" aria-label={`Tasks of ${label}`}>
          {day.tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              resources={resources}
              onMove={(move) => onMove(task.id, move)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
