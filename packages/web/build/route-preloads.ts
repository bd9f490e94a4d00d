import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { chunkClosure } from './chunk-closure.ts';

/**
 * What the server preloads for a screen: its path pattern, its name in the screens' table (the
 * domain's firstPageGets names its first reads by it), whether it is behind the sign-in, and the
 * chunks its page needs.
 */
export interface RoutePreload {
  path: string;
  screen: string;
  signedIn: boolean;
  files: string[];
}

/** The file the server reads (dist/route-preloads.json). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Which page module each screen opens, read from the two tables that say so: the screens' paths
 * (src/platform/screens.ts, `name: at('/path', …)`) and the pages (src/app/pages.tsx,
 * `const Page = lazyPage(() => import('…'))` and `name: <Page …/>`). Throws on a screen without a page,
 * so a change in either table's shape fails the build instead of quietly preloading nothing.
 */
export function screenPageModules(
  root: string,
): { path: string; screen: string; signedIn: boolean; module: string }[] {
  const screensSource = fs.readFileSync(path.join(root, 'src/platform/screens.ts'), 'utf8');
  const pagesFile = path.join(root, 'src/app/pages.tsx');
  const pagesSource = fs.readFileSync(pagesFile, 'utf8');
  const modules = new Map(
    [...pagesSource.matchAll(/const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)/g)].map(
      ([, component, specifier]) => [component!, path.resolve(path.dirname(pagesFile), specifier!)],
    ),
  );
  const pageTable = pagesSource.slice(pagesSource.indexOf('export const pages'));
  const componentOf = new Map(
    [...pageTable.matchAll(/^\s+(\w+): <(\w+)[\s/>]/gm)].map(([, screen, component]) => [
      screen!,
      component!,
    ]),
  );
  const screens = [...screensSource.matchAll(/^\s+(\w+): at\('([^']+)',.*?access\.(\w+)\)/gm)];
  if (screens.length === 0) throw new Error('route preloads: no screen found in src/platform/screens.ts');
  return screens.map(([, screen, screenPath, rule]) => {
    const module = modules.get(componentOf.get(screen!) ?? '');
    if (!module) throw new Error(`route preloads: no lazy page found for the screen ${screen}`);
    return { path: screenPath!, screen: screen!, signedIn: rule !== 'anyone', module };
  });
}

/**
 * Writes dist/route-preloads.json: for each screen, the chunks of its page (and of the modules it
 * starts loading at once, `startedWithPage`) that index.html does not already load (the entry's and
 * the app's, `appSource`, which index.html preloads). The server names
 * them in a `Link: rel=modulepreload` header of the page's HTML, so a browser fetches the page's code
 * while it paints the frame, instead of after the app has started.
 */
export function routePreloads(
  appSource: string,
  /**
   * Page modules (by source path) and the modules each one imports dynamically as soon as it loads,
   * beside its data: their chunks are preloaded with the page's own instead of a round trip later.
   */
  startedWithPage: Record<string, string[]> = {},
): Plugin {
  let root = '';
  return {
    name: 'signshop-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After the bundle is written: Vite drops the chunks that held only CSS late in generateBundle.
    writeBundle(options, bundle) {
      const loaded = new Set<string>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.isEntry) chunkClosure(bundle, item.facadeModuleId!, loaded);
      }
      chunkClosure(bundle, path.resolve(root, appSource), loaded);
      const started = new Map(
        Object.entries(startedWithPage).map(([page, modules]) => [
          path.resolve(root, page),
          modules.map((module) => path.resolve(root, module)),
        ]),
      );
      const preloads: RoutePreload[] = screenPageModules(root).map(({ module, ...screen }) => {
        const files = new Set(loaded);
        for (const needed of [module, ...(started.get(module) ?? [])]) chunkClosure(bundle, needed, files);
        return { ...screen, files: [...files].filter((file) => !loaded.has(file)) };
      });
      fs.writeFileSync(path.join(options.dir!, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    },
  };
}
