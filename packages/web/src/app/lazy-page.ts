import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a page module's named export. The caller writes the `import('…')` itself, so that Vite
 * sees a literal path and gives the page (and the libraries only it uses) a chunk of its own.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
