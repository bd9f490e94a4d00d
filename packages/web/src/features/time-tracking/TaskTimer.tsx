import Button from 'react-bootstrap/Button';
import { access, canAccess, type TaskTimer as RunningTimer } from '@signshop/domain';
import { useSession } from '../../platform/session.tsx';
import { formatElapsed, useElapsed } from './elapsed.ts';
import { useTimer } from './mutations.ts';
import { useRunningTimer } from './queries.ts';

/** True when the user may time work on tasks (staff: the people at the machines). */
export function useCanTimeTasks(): boolean {
  return canAccess(useSession().user, access.staff);
}

/** The signed-in person's running timer, read for staff only. */
export function useMyTimer() {
  const canTime = useCanTimeTasks();
  return { canTime, timer: useRunningTimer(canTime).data ?? null };
}

function Elapsed({ timer }: { timer: RunningTimer }) {
  return <span className="font-monospace">{formatElapsed(useElapsed(timer.started_at))}</span>;
}

/**
 * A task's Start or Stop: Start begins the person's work on it (stopping whatever else they were
 * timing), Stop on the running task ends it; the running task shows its elapsed time.
 */
export function TaskTimerButton({ taskId, name }: { taskId: number; name: string }) {
  const { timer } = useMyTimer();
  const { start, stop, pending } = useTimer();
  if (timer?.schedule_line_id === taskId)
    return (
      <Button
        size="sm"
        variant="danger"
        className="task-timer-button"
        aria-label={`Stop timing ${name}`}
        disabled={pending}
        onClick={() => stop.mutate()}
      >
        Stop <Elapsed timer={timer} />
      </Button>
    );
  return (
    <Button
      size="sm"
      variant="success"
      className="task-timer-button"
      aria-label={`Start timing ${name}`}
      disabled={pending}
      onClick={() => start.mutate(taskId)}
    >
      Start
    </Button>
  );
}

/** What the person is timing now, with its elapsed time and Stop; nothing while no timer runs. */
export function RunningTimerBar() {
  const { timer } = useMyTimer();
  const { stop, pending } = useTimer();
  if (!timer) return null;
  const name = timer.process || timer.short_description || 'Task';
  return (
    <div
      className="running-timer d-flex flex-wrap align-items-center gap-2 border border-success rounded-3 p-2 mb-3 bg-success-subtle"
      role="status"
      aria-label="Running timer"
    >
      <span className="me-auto">
        <span className="fw-semibold">Timing {name}</span> · {timer.job_name || `Job ${timer.quote_id}`}:{' '}
        <Elapsed timer={timer} />
      </span>
      <Button size="sm" variant="danger" disabled={pending} onClick={() => stop.mutate()}>
        Stop
      </Button>
    </div>
  );
}
