import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchRow } from './bench-row.ts';
import { benchApiLoad } from './scenarios/api-load.ts';
import { benchEditorKeystroke } from './scenarios/editor-keystroke.ts';
import { benchPricing } from './scenarios/pricing.ts';
import { benchQuotePdf } from './scenarios/quote-pdf.ts';

type Scenario = { name: string; run: () => Promise<BenchRow[]> };

const SCENARIOS: Scenario[] = [
  { name: 'pricing a 500-sign quote', run: benchPricing },
  { name: 'quote PDF at 5, 50 and 500 signs', run: benchQuotePdf },
  { name: 'quote editor with 200 signs in Chromium', run: benchEditorKeystroke },
  { name: 'API reads on 100,000 quotes', run: benchApiLoad },
];

const rows: BenchRow[] = [];
for (const scenario of SCENARIOS) {
  console.log(`bench: ${scenario.name} …`);
  rows.push(...(await scenario.run()));
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
const file = path.resolve(import.meta.dirname, '../RESULTS.md');
await fs.writeFile(file, report);
console.log(`\n${table.join('\n')}\n\nwritten to ${file}`);
process.exit(0);
