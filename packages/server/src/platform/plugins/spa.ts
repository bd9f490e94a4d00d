import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError, findFirstView, firstViewHtml, type FirstView } from '@signshop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePreloadLinks, screenMatcher } from './route-preloads.ts';
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
  const screenAt = screenMatcher(webDist);
  const appPage = fileText(path.join(webDist, 'index.html'));
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    allowStylesheetOrigins(reply, policy.imageOrigins, await policy.stylesheetOrigins(request));
    const screen = screenAt(request.url.split('?')[0]!);
    const hasSession = policy.hasSessionCookie(request);
    const links = routePreloadLinks(screen, hasSession);
    if (links) reply.header('Link', links);
    // A screen behind the sign-in paints its first view only for a visitor who may be signed in:
    // anyone else is sent to the sign-in page, which that view would stand in front of.
    const view = screen && (hasSession || !screen.route.signedIn) ? findFirstView(screen.route.screen) : null;
    if (!view) return reply.sendFile('index.html');
    return reply
      .header('Cache-Control', cacheControlFor('index.html'))
      .type('text/html; charset=utf-8')
      .send(withFirstView(appPage(), view));
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

/** A file's text, read again when it changed (a rebuilt SPA is served without a restart). */
function fileText(file: string): () => string {
  let readAt = -1;
  let text = '';
  return () => {
    const modified = fs.statSync(file).mtimeMs;
    if (modified !== readAt) {
      text = fs.readFileSync(file, 'utf8');
      readAt = modified;
    }
    return text;
  };
}

/**
 * The app page with a screen's first view (the domain's firstViewHtml) painted from the HTML: last in
 * the body, after the stylesheet (which holds it back until it can paint styled), with #root, where
 * the app renders, hidden until the app's own view of the screen replaces it (web
 * platform/first-view.ts). The app's code is not preloaded from the head here: the stylesheet has the
 * phone's link to itself and the view paints with it; the entry asks for the app once that view has
 * painted (the screen's own page chunks stay in the Link header: they are small). A page without a
 * #root or a body is sent as it is.
 */
export function withFirstView(page: string, view: FirstView): string {
  const root = '<div id="root">';
  if (!page.includes(root) || !page.includes('</body>')) return page;
  return page
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(root, '<div id="root" hidden>')
    .replace('</body>', `${firstViewHtml(view)}\n  </body>`);
}
