import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';

/** The schema pg-boss keeps its jobs in, beside the app's tables. */
export const QUEUE_SCHEMA = 'pgboss';

export interface JobDefinition<T extends object> {
  name: string;
  /** Runs one job; throwing fails it, and pg-boss retries it with backoff until retryLimit. */
  run(data: T): Promise<void>;
  retryLimit?: number;
  /** Seconds before the first retry; each next waits about twice as long. */
  retryDelaySeconds?: number;
  /** A job still active after this long is taken for dead (its instance crashed) and retried. */
  expireInSeconds?: number;
  /** A cron line (in the shop's time zone) that sends this job by itself, once across instances. */
  cron?: string;
  /** Data of a job sent when the instance starts (catching up after a stop), if any. */
  atStart?: T;
}

/**
 * Work that runs by itself, on pg-boss in the shop's own PostgreSQL: a job sent by any instance is
 * run once, by one of them (SKIP LOCKED), survives restarts (it is a row), and failed runs are
 * retried with backoff. Jobs are defined before start; each instance runs one worker per job name.
 */
export interface JobQueue {
  define<T extends object>(job: JobDefinition<T>): void;
  /**
   * Queues a job; its worker on this instance is woken at once instead of at its next poll.
   * `oncePerSeconds`: across every instance at most one such job per that many seconds; a send
   * within a window already taken runs in the next window instead of being lost.
   */
  send(name: string, data: object, options?: { oncePerSeconds?: number }): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  /** The app's own pool: pg-boss shares it instead of opening one more (none: the queue never starts). */
  pool: pg.Pool | undefined;
  log: FastifyBaseLogger;
  timeZone: string;
  /** Seconds between two polls of an idle worker. */
  pollingIntervalSeconds?: number;
}

/** How long a start that found the database away waits before it tries again. */
export const QUEUE_START_RETRY_MS = 5_000;

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const makeBoss = () => {
    const made = new PgBoss({
      db: { executeSql: (text, values) => options.pool!.query(text, values) },
      schema: QUEUE_SCHEMA,
      // Maintenance (expiring the jobs of a crashed instance, archiving) every minute.
      maintenanceIntervalSeconds: 60,
    });
    made.on('error', (error) => options.log.error({ err: error }, 'job queue'));
    return made;
  };
  let boss = makeBoss();
  const definitions: Array<JobDefinition<object>> = [];
  const workers = new Map<string, string>();
  let started = false;
  let stopping = false;
  let retry: NodeJS.Timeout | undefined;

  const startOnce = async () => {
    await boss.start();
    for (const job of definitions) {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit ?? 5,
        retryDelay: job.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      });
      const id = await boss.work<object>(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([one]) => {
          if (one) await job.run(one.data);
        },
      );
      workers.set(job.name, id);
      if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: options.timeZone });
      if (job.atStart) await boss.send(job.name, job.atStart);
    }
    started = true;
  };

  // A start that fails (the database is away while the instance starts) does not stop the app:
  // it is tried again until it succeeds, with a new pg-boss (one that failed to start stays half-started).
  const startOrRetry = async () => {
    try {
      await startOnce();
    } catch (error) {
      options.log.warn({ err: error }, 'job queue: could not start; trying again shortly');
      await boss.stop({ graceful: false, wait: false, close: false }).catch(() => undefined);
      workers.clear();
      boss = makeBoss();
      if (!stopping) retry = setTimeout(() => void startOrRetry(), QUEUE_START_RETRY_MS).unref();
    }
  };

  return {
    define(job) {
      if (started) throw new Error(`define job ${job.name} before the queue starts`);
      definitions.push(job as unknown as JobDefinition<object>);
    },
    async send(name, data, { oncePerSeconds } = {}) {
      const once = oncePerSeconds ? { singletonSeconds: oncePerSeconds, singletonNextSlot: true } : {};
      await boss.send(name, data, once);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async start() {
      // The OpenAPI document is built from an app without a database.
      if (!options.pool) return;
      await startOrRetry();
    },
    async stop(timeoutMs = 10_000) {
      stopping = true;
      clearTimeout(retry);
      if (!started) return;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}

/** Creates the queue's schema in an empty database (pg-boss's own SQL): for a template database. */
export async function installJobQueue(pool: pg.Pool): Promise<void> {
  await pool.query(PgBoss.getConstructionPlans(QUEUE_SCHEMA));
}
