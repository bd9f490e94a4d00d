import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchRow } from './bench-row.ts';
import { benchApiLoad } from './scenarios/api-load.ts';
import { benchEditorKeystroke } from './scenarios/editor-keystroke.ts';
import { benchPricing } from './scenarios/pricing.ts';
import { benchQuotePdf } from './scenarios/quote-pdf.ts';
import { benchUserLoad } from './scenarios/user-load.ts';

type Scenario = { key: string; name: string; run: () => Promise<BenchRow[]> };

const SCENARIOS: Scenario[] = [
  { key: 'pricing', name: 'pricing a 500-sign quote', run: benchPricing },
  { key: 'pdf', name: 'quote PDF at 5, 50 and 500 signs', run: benchQuotePdf },
  { key: 'editor', name: 'quote editor with 200 signs in Chromium', run: benchEditorKeystroke },
  { key: 'api', name: 'API reads on 100,000 quotes', run: benchApiLoad },
  { key: 'load', name: '200 simulated users for 60 s', run: benchUserLoad },
];

// `npm run bench -- --only load` runs one scenario; its rows replace its own in RESULTS.md, the others stay.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
if (only && !SCENARIOS.some((s) => s.key === only))
  throw new Error(`--only ${only}: no such scenario (${SCENARIOS.map((s) => s.key).join(', ')})`);

const rows: BenchRow[] = [];
for (const scenario of SCENARIOS.filter((s) => !only || s.key === only)) {
  console.log(`bench: ${scenario.name} …`);
  rows.push(...(await scenario.run()));
}

const file = path.resolve(import.meta.dirname, '../RESULTS.md');
if (only)
  rows.unshift(...(await earlierRows(file)).filter((r) => !rows.some((n) => n.scenario === r.scenario)));

/** The rows of the last full run, to keep beside a partial run's. */
async function earlierRows(results: string): Promise<BenchRow[]> {
  const text = await fs.readFile(results, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| scenario |'))
    .map((line) => {
      const [scenario = '', metric = '', value = ''] = line.slice(2, -2).split(' | ');
      return { scenario, metric, value };
    });
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  '| scenario | metric | value |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.scenario} | ${r.metric} | ${r.value} |`),
];
const report = [
  '# SignShop benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; machine: ${machine}.`,
  'Ratios compare with a bare Fastify JSON route measured in the same run, so they travel between machines better than raw numbers.',
  '',
  ...table,
  '',
].join('\n');
await fs.writeFile(file, report);
console.log(`\n${table.join('\n')}\n\nwritten to ${file}`);
process.exit(0);
