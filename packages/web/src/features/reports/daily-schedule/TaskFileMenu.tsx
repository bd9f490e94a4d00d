import { lazy, Suspense, useState } from 'react';
import type { TaskFileMenuProps } from './TaskFileDropdown.tsx';

const load = () => import('./TaskFileDropdown.tsx');
const TaskFileDropdown = lazy(() => load().then((module) => ({ default: module.TaskFileDropdown })));

/**
 * The Download column's Files button. The menu (react-bootstrap's Dropdown and its positioning
 * library) loads on the first click, not with the daily schedule's first page, which comes sooner
 * without it; pointing at or focusing the button starts loading it.
 */
export function TaskFileMenu(props: TaskFileMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      className="dropdown-toggle btn btn-outline-secondary btn-sm"
      aria-label={`Download files of ${props.task.job_name}`}
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setWanted(true)}
    >
      Files
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <TaskFileDropdown {...props} />
    </Suspense>
  );
}
