import { parentPort } from 'node:worker_threads';
import { renderTemplate } from './render-template.ts';
import type { TemplateName } from './templates/index.ts';

export interface RenderRequest {
  id: number;
  name: TemplateName;
  data: unknown;
}
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

// A render thread: one document at a time, the PDF's bytes transferred back without a copy.
parentPort!.on('message', (request: RenderRequest) => {
  renderTemplate(request.name, request.data as never).then(
    (buffer) => {
      const pdf = new Uint8Array(buffer.byteLength);
      pdf.set(buffer);
      parentPort!.postMessage({ id: request.id, pdf } satisfies RenderReply, [pdf.buffer]);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      parentPort!.postMessage({ id: request.id, error: message } satisfies RenderReply);
    },
  );
});
