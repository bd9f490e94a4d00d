import type { FastifyInstance } from 'fastify';
import { createRenderPool, type PdfRenderer } from './render-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders document templates to PDF on worker threads. */
    pdf: PdfRenderer;
  }
}

/**
 * Gives the app its PDF renderer (`app.pdf`), shared by the document and email routes, and ends
 * its threads when the app closes. Threads start only when the first document is rendered.
 */
export async function pdfRenderer(app: FastifyInstance) {
  const renderer = createRenderPool();
  app.decorate('pdf', renderer);
  app.addHook('onClose', () => renderer.close());
}
// Decorate the app itself rather than an encapsulated child (what fastify-plugin does).
Object.assign(pdfRenderer, { [Symbol.for('skip-override')]: true });
