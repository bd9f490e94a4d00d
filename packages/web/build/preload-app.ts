import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The chunk of `source` and every chunk it imports statically. */
function chunkFiles(bundle: OutputBundle, source: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
  if (!start) throw new Error(`${source} is not a chunk of the build`);
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) visit(byFile.get(imported)!);
  };
  visit(start);
  return [...files];
}

/**
 * index.html's entry only waits for the first paint and then imports the app (`source`); this
 * preloads the app's chunks from the page's head, so they download while the frame paints.
 */
export function preloadApp(source: string): Plugin {
  return {
    name: 'signshop-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return chunkFiles(context.bundle, source)
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
