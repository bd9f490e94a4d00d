import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

/**
 * Operation names, summaries, tags and download replies of the OpenAPI document, derived from the
 * routes so that every operation has them and a renamed handler never renames the operation.
 */

const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** The words naming a path: /api/quote/:id/copy → quote, copy, by id. */
function pathWords(url: string): string[] {
  const segments = url.split('/').filter((segment) => segment && segment !== 'api');
  const statics = segments.filter((segment) => !segment.startsWith(':')).flatMap(words);
  const params = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  const by = params.length
    ? ['by', ...params.flatMap((param, i) => [...(i ? ['and'] : []), ...words(param)])]
    : [];
  return [...statics, ...by];
}

const VERB: Record<string, string> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  DELETE: 'delete',
  PATCH: 'patch',
};
const SUMMARY_VERB: Record<string, string> = {
  GET: 'Read',
  POST: 'Submit',
  PUT: 'Update',
  DELETE: 'Delete',
  PATCH: 'Change',
};

/** A verb-first camelCase operationId from the method and URL: GET /api/quote/:id → getQuoteById. */
export function operationIdOf(method: string, url: string): string {
  const [first = '', ...rest] = [VERB[method] ?? method.toLowerCase(), ...pathWords(url)];
  return first + rest.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** A one-line summary: the route's own first sentence, else the method and the path in words. */
export function summaryOf(method: string, url: string, description?: string): string {
  const own = description?.split(/(?<=\.)\s/)[0]?.trim();
  if (own) return own.length <= 120 ? own : `${own.slice(0, 117)}…`;
  return `${SUMMARY_VERB[method] ?? method} ${pathWords(url).join(' ')}`;
}

/**
 * Registers a feature's routes tagged with the feature's name (the feature map in
 * docs/architecture.md), so the document groups its operations by feature.
 */
export function featureRoutes<T extends FastifyInstance>(
  feature: string,
  routes: (app: T) => Promise<void>,
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [feature] };
    });
    await routes(scope as unknown as T);
  };
}

export type DownloadType =
  'application/pdf' | 'text/csv' | 'application/octet-stream' | 'image/png' | 'image/jpeg';

/** A reply that is a file, not JSON: its media type(s), and bytes (or text for CSV) as the body. */
export function downloadResponse(mediaType: DownloadType | DownloadType[], description: string) {
  // Bytes or a stream at run time (never serialised); a binary string in the document.
  const schemaOf = (type: DownloadType) =>
    type === 'text/csv' ? z.string() : z.any().meta({ type: 'string', format: 'binary' });
  const types = Array.isArray(mediaType) ? mediaType : [mediaType];
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: schemaOf(type) }])),
  };
}

/** The header every download carries, for the OpenAPI document. */
export const DOWNLOAD_HEADERS = {
  'Content-Disposition': {
    type: 'string',
    description: 'inline or attachment, with the file name (ASCII fallback and UTF-8 filename*).',
  },
};
