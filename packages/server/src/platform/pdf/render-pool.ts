import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '@signshop/domain';
import { renderTemplate } from './render-template.ts';
import type { RenderReply, RenderRequest } from './render-worker.ts';
import type { TemplateData, TemplateName } from './templates/index.ts';

/** Renders documents to PDF bytes. */
export interface PdfRenderer {
  render<N extends TemplateName>(name: N, data: TemplateData<N>): Promise<Buffer>;
  close(): Promise<void>;
}

/** On the calling thread: for scripts and benchmarks (it blocks the event loop while it lays out). */
export function createInlineRenderer(): PdfRenderer {
  return { render: renderTemplate, close: async () => undefined };
}

interface Job {
  request: RenderRequest;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const WORKER_ENTRY = new URL('./render-worker-boot.mjs', import.meta.url);

/**
 * A small pool of render threads. pdfmake lays out synchronously (a 500-sign quote takes about
 * half a second), so documents render off the event loop and the API keeps answering meanwhile.
 * Threads start on the first document, stay warm, and never keep the process alive when idle.
 * A render running past `timeoutMs` ends its thread and fails with an error; with `maxWaiting`
 * documents already waiting, a new one is refused (429) rather than queued.
 */
export function createRenderPool(
  options: { size?: number; timeoutMs?: number; maxWaiting?: number } = {},
): PdfRenderer {
  const size = options.size ?? Math.max(2, Math.min(4, os.availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxWaiting = options.maxWaiting ?? 200;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    dispatch();
  };

  const remove = (slot: Slot, error: Error) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.job?.reject(error);
    slot.job = null;
    dispatch();
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER_ENTRY), job: null, timer: null };
    slot.worker.on('message', (reply: RenderReply) => {
      const job = slot.job;
      if (!job || job.request.id !== reply.id) return;
      if ('error' in reply) job.reject(new Error(`PDF rendering failed: ${reply.error}`));
      else job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      finish(slot);
    });
    slot.worker.on('error', (error) => remove(slot, error));
    slot.worker.on('exit', (code) =>
      remove(slot, new Error(`PDF render thread stopped (exit code ${code})`)),
    );
    slots.push(slot);
    return slot;
  };

  function dispatch() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        remove(slot, new Error(`PDF rendering took longer than ${timeoutMs} ms`));
        void slot.worker.terminate();
      }, timeoutMs);
      slot.worker.postMessage(job.request);
    }
  }

  return {
    render(name, data) {
      if (closed) return Promise.reject(new Error('The PDF renderer is closed.'));
      if (queue.length >= maxWaiting) {
        return Promise.reject(
          new AppError(
            'TOO_MANY_REQUESTS',
            'The server is busy making other documents. Try again in a moment.',
          ),
        );
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ request: { id: nextId++, name, data }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The PDF renderer is closed.'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
