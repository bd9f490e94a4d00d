import type { Alias } from 'vite';

/**
 * The app is written against React's API but ships Preact's React-compatible runtime (preact/compat,
 * ~10 kB gzipped against react-dom's ~60), which keeps the first page under 120 kB (#26). Every import of
 * React, by our code or by a library (react-router, react-bootstrap, TanStack Query, recharts, Testing
 * Library), resolves here; exact matches only, so `react-bootstrap` or `react-is` are left alone.
 */
export const preactRuntime: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/compat/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Vitest leaves node_modules to Node, which would load the real React: these libraries `import` it in their
 * ES builds, so Vite transforms them and the alias above applies (test/preact-in-node.ts catches `require`).
 */
export const librariesImportingReact = ['@tanstack/react-query', 'react-router', 'react-redux', 'recharts'];

/** Testing Library's CommonJS build would `require` the real react-dom past the alias: tests take its ES module. */
export const testingLibraryAsModule: Alias[] = [
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
];
