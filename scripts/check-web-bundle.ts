// `npm test`, after the web build: the browser runs React's own renderer (react-dom), no Preact, and
// each measured first page needs at most FIRST_PAGE_BUDGET_KB of JavaScript (gzipped).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  closure,
  FIRST_PAGE_BUDGET_KB,
  FIRST_PAGES,
  measure,
  readBuild,
  shellFiles,
} from '../bench/src/scenarios/first-page-size.ts';

const DIST = path.resolve(import.meta.dirname, '../packages/web/dist');
const webRequire = createRequire(path.resolve(import.meta.dirname, '../packages/web/package.json'));
const problems: string[] = [];

const { html, manifest } = await readBuild();
const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
  file.endsWith('.js'),
);
const code = (await Promise.all(chunks.map((file) => fs.readFile(path.join(DIST, file), 'utf8')))).join('\n');

// react-dom's renderer keys its DOM nodes with these property names and names its own version.
const { version } = webRequire('react-dom/package.json') as { version: string };
const markers = ['__reactFiber$', '__reactContainer$', `reconcilerVersion:\`${version}\``];
for (const marker of markers) {
  if (!code.includes(marker)) problems.push(`no chunk holds react-dom ${version}'s renderer (${marker})`);
}
if (/preact/i.test(code)) problems.push('a chunk mentions Preact');
try {
  webRequire.resolve('preact');
  problems.push('preact is installed for packages/web');
} catch {
  // not installed: nothing can bundle it
}

const shell = shellFiles(html);
for (const { who, source } of FIRST_PAGES) {
  const { gzipped } = await measure(closure(manifest, source, new Set(shell)), '.js');
  const kB = gzipped / 1000;
  console.log(`${who}: ${kB.toFixed(1)} kB of JavaScript (gzipped) at first paint`);
  if (kB > FIRST_PAGE_BUDGET_KB)
    problems.push(`${who} needs ${kB.toFixed(1)} kB, over ${FIRST_PAGE_BUDGET_KB}`);
}

// An existing quote's form (the chunks a page starts beside its data) needs no validation library:
// the schemas chunk (zod and the domain's schemas, ~28 kB gzipped) comes only with a new quote's
// defaults or a dialog that validates.
for (const { who, besideData } of FIRST_PAGES) {
  if (!besideData) continue;
  const schemas = [...closure(manifest, besideData, new Set(shell))].filter((file) =>
    /\/schemas-/.test(file),
  );
  if (schemas.length > 0) problems.push(`${who}: the form's chunks load ${schemas.join(', ')}`);
}

// The server names each screen's page code in a Link header (modulepreload) read from this file.
const preloads = JSON.parse(await fs.readFile(path.join(DIST, 'route-preloads.json'), 'utf8')) as {
  path: string;
  files: string[];
}[];
const editorPreload = preloads.find((route) => route.path === '/quote/:id')?.files ?? [];
if (!editorPreload.some((file) => file.includes('QuoteEditorPage')))
  problems.push("route-preloads.json does not name the editor's page chunk for /quote/:id");
// The form's chunk is asked for once the quote's heading has painted: preloaded with the page, it
// would share a phone's link and main thread with the code and data that heading waits for.
if (editorPreload.some((file) => file.includes('LoadedEditor')))
  problems.push("route-preloads.json names the editor's form chunk for /quote/:id");
for (const { path: screenPath, files } of preloads) {
  if (files.some((file) => shell.includes(file)))
    problems.push(`route-preloads.json lists shell files for ${screenPath}`);
  const missing = files.filter((file) => !chunks.includes(file));
  if (missing.length > 0)
    problems.push(`route-preloads.json names unbuilt files for ${screenPath}: ${missing.join(', ')}`);
}

console.log(
  `${chunks.length} chunks read; react-dom ${version}; ${preloads.length} screens preload their page`,
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
