import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

// react-router's package.json sends every bundler to its development build (invariant messages,
// dev-only warnings and checks); the production build beside it has the same API without them.
const developmentEntry = createRequire(import.meta.url).resolve('react-router');

/** `react-router` resolved to its production build (dist/production/index.mjs). */
export const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: path.join(path.dirname(developmentEntry), '..', 'production', 'index.mjs'),
};
