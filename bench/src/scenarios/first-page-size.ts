import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from '../bench-row.ts';

const DIST = path.resolve(import.meta.dirname, '../../../packages/web/dist');
/** The most JavaScript (gzipped) a first page may need: `npm test` checks it on every build. */
export const FIRST_PAGE_BUDGET_KB = 150;
const GOAL = `at most ${FIRST_PAGE_BUDGET_KB} kB`;

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The lazy page each route loads after the shell (packages/web/src/app/pages.tsx), opened as the first page. */
export const FIRST_PAGES: Array<{ who: string; source: string; besideData?: string }> = [
  { who: '/account/login (signed out)', source: 'src/features/accounts/sign-in/AuthForm.tsx' },
  { who: '/quotes (quote list)', source: 'src/features/quotes/list/QuotesListPage.tsx' },
  {
    who: '/quote/{id} (editor)',
    source: 'src/features/quotes/editor/QuoteEditorPage.tsx',
    // The form's chunk, which the page asks for once the quote's heading has painted.
    besideData: 'src/features/quotes/editor/LoadedEditor.tsx',
  },
  { who: '/payment/makepayment', source: 'src/features/billing/InvoicesPage.tsx' },
  { who: '/dailyschedule', source: 'src/features/reports/daily-schedule/DailySchedulePage.tsx' },
  { who: '/machine (machine room)', source: 'src/features/milling/MachineRoomPage.tsx' },
];

/** The files index.html makes the browser fetch before the first render: its module script, modulepreloads and stylesheets. */
export function shellFiles(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    const fetched = /type="module"|rel="(modulepreload|stylesheet)"/.test(tag);
    return url && fetched ? [url] : [];
  });
}

/** A chunk's file with everything it imports statically, and their stylesheets. */
export function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export interface Size {
  raw: number;
  gzipped: number;
  files: number;
}

/** Raw and gzipped bytes (zlib level 9, what a server compressing ahead of time would send) of the files. */
export async function measure(files: Iterable<string>, ext: '.js' | '.css'): Promise<Size> {
  const size: Size = { raw: 0, gzipped: 0, files: 0 };
  for (const file of files) {
    if (path.extname(file) !== ext) continue;
    const content = await fs.readFile(path.join(DIST, file));
    size.raw += content.length;
    size.gzipped += gzipSync(content, { level: 9 }).length;
    size.files += 1;
  }
  return size;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const describe = (size: Size) =>
  `${kB(size.gzipped)} (raw ${kB(size.raw)}, ${size.files} file${size.files === 1 ? '' : 's'})`;

export async function readBuild(): Promise<{ html: string; manifest: Manifest }> {
  try {
    const html = await fs.readFile(path.join(DIST, 'index.html'), 'utf8');
    const manifest = JSON.parse(
      await fs.readFile(path.join(DIST, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    return { html, manifest };
  } catch (error) {
    throw new Error(`no web build in ${DIST}: run \`npm run build\` first`, { cause: error });
  }
}

/** Sizes of the built web app (packages/web/dist): the first page a user opens, and the largest lazy chunk. */
export async function benchFirstPageSize(): Promise<BenchRow[]> {
  const { html, manifest } = await readBuild();
  const shell = shellFiles(html);
  const rows: BenchRow[] = [];
  const shellJs = await measure(shell, '.js');
  rows.push({
    scenario: 'first page, shell before the first render (index.html)',
    metric: 'JavaScript, gzipped (kB)',
    value: describe(shellJs),
  });
  for (const { who, source, besideData } of FIRST_PAGES) {
    const files = closure(manifest, source, new Set(shell));
    const scenario = `first page, shell + ${who}`;
    const js = await measure(files, '.js');
    const css = await measure(files, '.css');
    rows.push({ scenario, metric: 'first page JavaScript, gzipped (kB)', value: describe(js), goal: GOAL });
    rows.push({ scenario, metric: 'first page CSS, gzipped (kB)', value: describe(css) });
    if (besideData) {
      const withData = closure(manifest, besideData, new Set(files));
      rows.push({
        scenario: `${scenario}, with the chunk it loads beside its data`,
        metric: 'JavaScript, gzipped (kB)',
        value: describe(await measure(withData, '.js')),
      });
    }
  }
  const lazyChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry);
  const sized = await Promise.all(
    lazyChunks.map(async (chunk) => ({ file: chunk.file, size: await measure([chunk.file], '.js') })),
  );
  const largest = sized.sort((a, b) => b.size.gzipped - a.size.gzipped)[0];
  if (largest) {
    rows.push({
      scenario: "lazy chunks (each loaded on its screen's first visit)",
      metric: 'largest chunk, gzipped (kB)',
      value: `${kB(largest.size.gzipped)} (raw ${kB(largest.size.raw)}, ${largest.file.replace(/^assets\//, '')})`,
    });
  }
  return rows;
}
