import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:bootswatch-themes';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** A theme's own file in the bootswatch package; compiled as the whole theme (see transform). */
const THEME_FILE_RE = /[\\/]bootswatch[\\/]dist[\\/]([a-z]+)[\\/]_bootswatch\.scss(?:\?|$)/;

function themeNames(): string[] {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('bootswatch/package.json')),
    'dist',
  );
  return fs
    .readdirSync(dist)
    .filter((name) => fs.existsSync(path.join(dist, name, '_bootswatch.scss')))
    .sort();
}

/**
 * Every Bootswatch theme as its own lazily loaded stylesheet, built from the theme's SCSS so that
 * nothing is fetched from another origin: `$web-font-path: false` drops the Google Fonts @import,
 * and the theme's first font falls back to the system font stack it lists after it.
 * `virtual:bootswatch-themes` exports `bootswatchThemes`: theme name -> () => URL of its CSS file.
 */
export function bootswatchThemes(): Plugin {
  return {
    name: 'signshop-bootswatch-themes',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries = themeNames().map(
        (name) =>
          `  ${name}: () => import('bootswatch/dist/${name}/_bootswatch.scss?url').then((m) => m.default),`,
      );
      return `export const bootswatchThemes = {\n${entries.join('\n')}\n};\n`;
    },
    transform(code, id) {
      // The `?url` import itself is a JS stub (Vite's CSS plugin loads it); only the stylesheet is rewritten.
      if (!THEME_FILE_RE.test(id) || /[?&]url\b/.test(id)) return undefined;
      const theme = '$web-font-path: false;\n@import "variables";\n@import "bootstrap/scss/bootstrap";\n';
      return { code: theme + code, map: null };
    },
  };
}
