import { createElement, lazy, type ComponentType } from 'react';

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
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module[name];
      return module;
    });
  const Lazy = lazy<ComponentType<Props>>(async () => {
    try {
      const module = await loadOnce();
      sessionStorage.removeItem(RELOADED);
      return { default: module[name] };
    } catch (error) {
      if (sessionStorage.getItem(RELOADED)) throw error;
      sessionStorage.setItem(RELOADED, 'yes');
      window.location.reload();
      return new Promise<never>(() => {}); // the spinner stays until the reload replaces the page
    }
  });
  // A page whose module is already here renders at once: through React.lazy it would suspend for a
  // tick, show its fallback and then wait out React's 300 ms throttle before revealing the page.
  function LazyPage(props: Props) {
    return createElement(loaded ?? (Lazy as ComponentType<Props>), props);
  }
  return Object.assign(LazyPage, { preload: () => loadOnce().catch(() => {}) });
}
