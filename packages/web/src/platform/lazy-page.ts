import { lazy, type ComponentType } from 'react';

const RELOADED = 'signshop:reloaded-for-missing-chunk';

/**
 * React.lazy for a page module's named export. The caller writes the `import('…')` itself, so that Vite
 * sees a literal path and gives the page (and the libraries only it uses) a chunk of its own.
 * A deploy replaces the hashed chunk files, so a tab opened before it asks for files that are gone: the
 * first failed load reloads the page once (new index.html, new chunk names); a second one shows the error.
 * `preload` starts the load ahead of the first render (the module system keeps the one download).
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  const page = lazy(async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED);
      return { default: module[name] };
    } catch (error) {
      if (sessionStorage.getItem(RELOADED)) throw error;
      sessionStorage.setItem(RELOADED, 'yes');
      window.location.reload();
      return new Promise<never>(() => {}); // the spinner stays until the reload replaces the page
    }
  });
  return Object.assign(page, { preload: () => void load().catch(() => {}) });
}
