import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

// react-router's package.json sends every bundler to its development build (invariant messages,
// dev-only warnings and checks); the production build beside it has the same API without them.
const developmentEntry = createRequire(import.meta.url).resolve('react-router');
const productionDir = path.join(path.dirname(developmentEntry), '..', 'production');

/** `react-router` resolved to its production build (dist/production/index.mjs). */
export const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: path.join(productionDir, 'index.mjs'),
};

/**
 * react-router's build leaves unused parts in every app: it names components for React DevTools with
 * top-level `X.displayName = "…"` statements, and makes `Link`, `NavLink`, `Form` and its contexts with
 * `React.forwardRef(…)` and `React.createContext(…)` calls not marked pure. A bundler must keep a
 * statement that writes to an object or calls a function it knows nothing of, and with it the component
 * and all it calls: the app shipped `<Form>`, `useSubmit` and `<ScrollRestoration>` without using them.
 * Here the names are dropped (DevTools shows the function's own name) and the calls marked pure, so what
 * the app does not use is left out.
 */
export function reactRouterUnusedLeftOut(): Plugin {
  const displayName = /^\s*[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm;
  const reactFactory = /(?<!__PURE__\s*\*\/\s*)\b(React\d*\.(?:forwardRef|createContext|memo)\()/g;
  return {
    name: 'signshop-react-router-unused-left-out',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(productionDir)) return null;
      const marked = code.replace(displayName, '').replace(reactFactory, '/* @__PURE__ */ $1');
      return { code: marked, map: null };
    },
  };
}
