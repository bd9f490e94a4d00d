import path from 'node:path';
import type { Plugin } from 'vite';
import { chunkClosure } from './chunk-closure.ts';

/**
 * index.html's entry only waits for the first paint and then imports the app (`source`); this
 * preloads the app's chunks from the page's head, so they download while the frame paints.
 */
export function preloadApp(source: string): Plugin {
  let root = '';
  return {
    name: 'signshop-preload-app',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return [...chunkClosure(context.bundle, path.resolve(root, source), new Set())]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
