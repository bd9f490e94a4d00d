import fs from 'node:fs';
import path from 'node:path';

/** What the web build writes for each screen (packages/web/build/route-preloads.ts). */
interface RoutePreload {
  path: string;
  files: string[];
}

/** A screen's path pattern (`/quote/:id`) as a whole-path match. */
function patternOf(screenPath: string): RegExp {
  const escaped = screenPath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * The `Link` header that has a browser fetch a screen's page code with the app page itself
 * (rel=modulepreload), read from the build's route-preloads.json; null for a path of no screen or a
 * build without the file. The file is read again when a new build replaced it.
 */
export function routePreloadLinks(webDist: string): (pathname: string) => string | null {
  const file = path.join(webDist, 'route-preloads.json');
  let readAt = -1;
  let routes: { pattern: RegExp; link: string }[] = [];
  return (pathname) => {
    const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (modified !== readAt) {
      readAt = modified;
      const preloads: RoutePreload[] = modified ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
      routes = preloads
        .filter((route) => route.files.length > 0)
        .map((route) => ({
          pattern: patternOf(route.path),
          link: route.files.map((name) => `</${name}>; rel=modulepreload`).join(', '),
        }));
    }
    return routes.find((route) => route.pattern.test(pathname))?.link ?? null;
  };
}
