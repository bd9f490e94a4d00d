import type { JobQueue } from '../platform/queue/job-queue.ts';

/**
 * The job that sends one recorded outgoing message (the messages feature runs it, with retries).
 * Any feature that records outgoing messages queues them here.
 */
export const MESSAGE_SEND_JOB = 'messages.send';

/** Queues one send job per recorded message. */
export async function queueMessageSends(queue: JobQueue, ids: readonly number[]): Promise<void> {
  for (const id of ids) await queue.send(MESSAGE_SEND_JOB, { id });
}
