import fs from 'node:fs';
import path from 'node:path';
import { firstPageGets, SESSION_READ, SHOP_READ } from '@signshop/domain';

/** What the web build writes for each screen (packages/web/build/route-preloads.ts). */
interface RoutePreload {
  path: string;
  screen: string;
  signedIn: boolean;
  files: string[];
}

/** A screen's path pattern (`/quote/:id`) as a whole-path match, its parameters as named groups. */
function patternOf(screenPath: string): RegExp {
  const escaped = screenPath
    .split('/')
    .map((part) =>
      part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

const moduleLink = (file: string) => `</${file}>; rel=modulepreload`;
/** A read the page's script makes with fetch (same origin, with the cookie): it takes this answer. */
const readLink = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

/** The screen a path opens (by the build's route-preloads.json) and its path's parameters. */
export interface ScreenMatch {
  route: RoutePreload;
  params: Record<string, string>;
}

/**
 * Finds the screen at a path, from the build's route-preloads.json; null for a path no screen has.
 * The file is read again when a new build replaced it.
 */
export function screenMatcher(webDist: string): (pathname: string) => ScreenMatch | null {
  const file = path.join(webDist, 'route-preloads.json');
  let readAt = -1;
  let routes: (RoutePreload & { pattern: RegExp })[] = [];
  return (pathname) => {
    const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (modified !== readAt) {
      readAt = modified;
      const preloads: RoutePreload[] = modified ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
      routes = preloads.map((route) => ({ ...route, pattern: patternOf(route.path) }));
    }
    for (const { pattern, ...route } of routes) {
      const match = pattern.exec(pathname);
      if (match) return { route, params: { ...match.groups } };
    }
    return null;
  };
}

/**
 * The `Link` header that has a browser fetch a screen's page code (rel=modulepreload) with the app
 * page itself, and, for a visitor with a session cookie, the reads the page starts with (the session
 * check; behind the sign-in also the shop and the screen's firstPageGets): they are answered while
 * the app's code downloads, not after it has run. Null for nothing to name.
 */
export function routePreloadLinks(screen: ScreenMatch | null, hasSession: boolean): string | null {
  const reads = !hasSession
    ? []
    : screen?.route.signedIn
      ? [SESSION_READ, SHOP_READ, ...firstPageGets(screen.route.screen, screen.params)]
      : [SESSION_READ];
  // The reads first: small, and the page's first render waits for them (the session above all).
  const links = [...reads.map(readLink), ...(screen?.route.files ?? []).map(moduleLink)];
  return links.length > 0 ? links.join(', ') : null;
}
