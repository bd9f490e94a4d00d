import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@signshop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePreloadLinks } from './route-preloads.ts';
import { allowStylesheetOrigins } from './security.ts';

/**
 * Serves the built SPA from `webDist` with history fallback: any GET outside /api that is not a
 * file gets index.html, so every client route loads on refresh. Unknown /api
 * paths answer a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  policy: {
    imageOrigins: string[];
    stylesheetOrigins: (request: FastifyRequest) => Promise<string[]>;
    /** A session cookie came (valid or not): the page is told to read the session and its data early. */
    hasSessionCookie: (request: FastifyRequest) => boolean;
  },
): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    // wildcard: files are looked up per request, so a rebuilt SPA is served without a restart.
    // index: false sends / to the handler below too, which adds the user's stylesheet origins to the policy.
    // preCompressed: the build wrote .br and .gz copies; the browser gets the smallest it accepts.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(file)),
    });
  }
  const preloadLinks = routePreloadLinks(webDist);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    allowStylesheetOrigins(reply, policy.imageOrigins, await policy.stylesheetOrigins(request));
    const links = preloadLinks(request.url.split('?')[0]!, policy.hasSessionCookie(request));
    if (links) reply.header('Link', links);
    return reply.sendFile('index.html');
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      throw new AppError(
        'NOT_FOUND',
        `There is no ${request.method} ${request.url.split('?')[0]} in the API.`,
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('NOT_FOUND', 'Not found.');
    }
    if (!hasBuild) {
      return reply.type('text/plain').status(404).send('The web app is not built: run `npm run build`.');
    }
    return sendIndex(request, reply);
  });
  if (hasBuild) app.get('/', { schema: { hide: true } }, sendIndex);
}

/**
 * Vite names every file under assets/ by its content's hash, so a browser may keep it for good;
 * anything else (index.html above all, which names the current assets) is checked again each time.
 */
export function cacheControlFor(file: string): string {
  return file.split(path.sep).includes('assets') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
