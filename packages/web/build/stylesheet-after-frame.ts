import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Moves the built stylesheet links from the head to the end of the body. A stylesheet in the head
 * keeps the whole page blank until it has arrived (on a slow phone link it shares the line with the
 * JavaScript); at the end of the body it holds back only what follows it, so index.html's frame
 * (styled inline) paints at once. The app's module script runs after parsing, which waits for the
 * stylesheet, so React never renders unstyled.
 */
export function stylesheetAfterFrame(): Plugin {
  return {
    name: 'signshop-stylesheet-after-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET) ?? [];
        if (links.length === 0) return html;
        const moved = links.map((link) => `\n    ${link.trim()}`).join('');
        return html.replace(STYLESHEET, '').replace(/\s*<\/body>/, `${moved}\n  </body>`);
      },
    },
  };
}
