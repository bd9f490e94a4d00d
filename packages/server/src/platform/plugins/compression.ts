import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API replies of 1 kB and more go out brotli or gzip compressed when the browser accepts it (brotli at
 * quality 4: most of the saving for little CPU on every request). PDFs, images and job files are
 * left alone by their content type; the built web files are compressed once at build time
 * (spa.ts), and a reply that already has a Content-Encoding is passed through.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
