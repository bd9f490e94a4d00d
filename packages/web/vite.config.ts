import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bootswatchThemes } from './build/bootswatch-themes.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';
import { preloadApp } from './build/preload-app.ts';
import { routePreloads } from './build/route-preloads.ts';
import { reactRouterProduction, reactRouterUnusedLeftOut } from './build/react-router-production.ts';
import { stylesheetAfterFrame } from './build/stylesheet-after-frame.ts';

// The API runs on the Fastify server (`npm start`, port 3000); in development Vite forwards /api to it.
// The `test` block is read by the root vitest workspace's "web" project, which extends this file.
export default defineConfig({
  plugins: [
    react(),
    reactRouterUnusedLeftOut(),
    bootswatchThemes(),
    stylesheetAfterFrame(),
    preloadApp('src/app/start.tsx'),
    routePreloads('src/app/start.tsx'),
    precompress(),
  ],
  resolve: { alias: [reactRouterProduction] },
  // The manifest (dist/.vite/manifest.json) lets `npm run bench` measure what the first page loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The screens' own styles (~9 kB, 2 kB gzipped) go into the one stylesheet: on HTTP/1.1 a phone
    // fetches six files at a time, and a page's 1 kB stylesheets each cost a round trip before it shows.
    cssCodeSplit: false,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's SCSS still uses @import and global functions; its warnings are not ours to fix.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  test: {
    setupFiles: ['./test/setup.ts'],
  },
});
