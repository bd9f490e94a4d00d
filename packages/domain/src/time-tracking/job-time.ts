import { roundTo } from '../pricing/money.ts';

/** A task of a job as the time summary sees it: its estimate and the rate that estimate is costed at. */
export interface TimedTask {
  schedule_line_id: number;
  equip: string;
  process: string;
  short_description: string;
  estimated_minutes: number;
  /** Cents per hour of the resource the task is planned on (its planned resource, else its equipment). */
  estimate_rate_cents: number;
}

/** Time spent on a job: a person's timer on one of its tasks, or a machine's plate cut for it. */
export interface TimeSpan {
  /** The task it was spent on; a plate has none. */
  schedule_line_id: number | null;
  /** Where a span without a task is counted: the machine ('HAAS1') and 'Milling'. */
  equip: string;
  process: string;
  seconds: number;
  /** Cents per hour of the resource that did the work: the person for a timer, the machine for a plate. */
  rate_cents: number;
  running: boolean;
}

/** The process milling plates count under: their machine is the equipment. */
export const PLATE_PROCESS = 'Milling';

/** Cents of `seconds` of work at `rateCents` an hour, rounded to the cent. */
export function costCents(rateCents: number, seconds: number): number {
  return Math.round((rateCents * Math.max(0, seconds)) / 3600);
}

/** Seconds as minutes with one decimal (actual time is shown to a tenth of a minute). */
export function minutesOf(seconds: number): number {
  return roundTo(Math.max(0, seconds) / 60, 1);
}

/** The seconds a timer has run: to its stop, or to now while it runs; never negative. */
export function timerSeconds(startedAt: Date, stoppedAt: Date | null, now: Date): number {
  return Math.max(0, ((stoppedAt ?? now).getTime() - startedAt.getTime()) / 1000);
}

export interface TaskTime {
  schedule_line_id: number;
  equip: string;
  process: string;
  short_description: string;
  estimated_minutes: number;
  actual_minutes: number;
  running: boolean;
}

export interface ProcessTime {
  equip: string;
  process: string;
  estimated_minutes: number;
  actual_minutes: number;
  estimated_cost_cents: number;
  actual_cost_cents: number;
}

export interface JobTime {
  tasks: TaskTime[];
  processes: ProcessTime[];
  totals: Omit<ProcessTime, 'equip' | 'process'>;
}

const processKey = (equip: string, process: string) => `${equip}\u0000${process}`;

/**
 * A job's estimated against actual time and cost, per task and per process (equipment and
 * process), and in total. Actual minutes add the seconds first and round once; each span's cost is
 * rounded to the cent, so a process's cost is the sum of its spans' and the total the sum of the
 * processes'. Processes keep the tasks' order, the machines' plate time after them.
 */
export function jobTime(tasks: readonly TimedTask[], spans: readonly TimeSpan[]): JobTime {
  const byProcess = new Map<string, ProcessTime & { seconds: number }>();
  const processOf = (equip: string, process: string) => {
    const key = processKey(equip, process);
    let row = byProcess.get(key);
    if (!row) {
      row = {
        equip,
        process,
        estimated_minutes: 0,
        actual_minutes: 0,
        estimated_cost_cents: 0,
        actual_cost_cents: 0,
        seconds: 0,
      };
      byProcess.set(key, row);
    }
    return row;
  };
  const taskSeconds = new Map<number, { seconds: number; running: boolean }>();
  for (const task of tasks) {
    const row = processOf(task.equip, task.process);
    row.estimated_minutes += task.estimated_minutes;
    row.estimated_cost_cents += Math.round((task.estimate_rate_cents * task.estimated_minutes) / 60);
    taskSeconds.set(task.schedule_line_id, { seconds: 0, running: false });
  }
  for (const span of spans) {
    const row = processOf(span.equip, span.process);
    row.seconds += Math.max(0, span.seconds);
    row.actual_cost_cents += costCents(span.rate_cents, span.seconds);
    const task = span.schedule_line_id === null ? undefined : taskSeconds.get(span.schedule_line_id);
    if (task) {
      task.seconds += Math.max(0, span.seconds);
      task.running ||= span.running;
    }
  }
  const processes = [...byProcess.values()].map(({ seconds, ...row }) => ({
    ...row,
    actual_minutes: minutesOf(seconds),
  }));
  const seconds = [...byProcess.values()].reduce((sum, row) => sum + row.seconds, 0);
  return {
    tasks: tasks.map((task) => {
      const time = taskSeconds.get(task.schedule_line_id)!;
      return {
        schedule_line_id: task.schedule_line_id,
        equip: task.equip,
        process: task.process,
        short_description: task.short_description,
        estimated_minutes: task.estimated_minutes,
        actual_minutes: minutesOf(time.seconds),
        running: time.running,
      };
    }),
    processes,
    totals: {
      estimated_minutes: processes.reduce((sum, row) => sum + row.estimated_minutes, 0),
      actual_minutes: minutesOf(seconds),
      estimated_cost_cents: processes.reduce((sum, row) => sum + row.estimated_cost_cents, 0),
      actual_cost_cents: processes.reduce((sum, row) => sum + row.actual_cost_cents, 0),
    },
  };
}
