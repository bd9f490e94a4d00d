import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BenchRow } from './bench-row.ts';
import { benchApiLoad, ENDPOINT_GROUPS } from './scenarios/api-load.ts';
import { benchFirstPageSize } from './scenarios/first-page-size.ts';
import { benchGrowth } from './scenarios/growth.ts';
import { benchLighthouse } from './scenarios/lighthouse.ts';
import { benchLiveFanout } from './scenarios/live-fanout.ts';
import { benchEditorKeystroke } from './scenarios/editor-keystroke.ts';
import { benchPricing } from './scenarios/pricing.ts';
import { benchProof } from './scenarios/proof-runs.ts';
import { benchQuotePdf } from './scenarios/quote-pdf.ts';
import { benchReplicaReads } from './scenarios/replica-reads.ts';
import { benchUserLoad } from './scenarios/user-load.ts';

type Scenario = { key: string; name: string; run: (only: string[]) => Promise<BenchRow[]> };

const SCENARIOS: Scenario[] = [
  { key: 'pricing', name: 'pricing a 500-sign quote', run: benchPricing },
  { key: 'pdf', name: 'quote PDF at 5, 50 and 500 signs', run: benchQuotePdf },
  { key: 'editor', name: 'quote editor with 200 signs in Chromium', run: benchEditorKeystroke },
  { key: 'api', name: 'API reads on 100,000 quotes', run: benchApiLoad },
  { key: 'load', name: '200 simulated users for 60 s', run: () => benchUserLoad() },
  {
    key: 'growth',
    name: 'the same reads and saves at 10,000, 100,000 and 1,000,000 quotes',
    run: () => benchGrowth(),
  },
  {
    key: 'live',
    name: '50 open boards hearing card moves under the 200-user load',
    run: () => benchLiveFanout(),
  },
  { key: 'bundle', name: 'first-page JavaScript and CSS of the web build', run: benchFirstPageSize },
  { key: 'lighthouse', name: 'Lighthouse on six pages, mobile and desktop', run: benchLighthouse },
  { key: 'proof', name: 'long proof runs: crash and restart, 50 editors, fuzz', run: () => benchProof() },
  {
    key: 'replicas',
    name: 'the quote list on a primary and a streaming replica',
    run: () => benchReplicaReads(),
  },
];

// `npm run bench -- --only reports,me` runs the scenarios (pricing, pdf, editor, api, load, growth, live, bundle, lighthouse, proof, replicas) and API
// endpoint groups (me, quotes, reports, billing, time, capacity; reports takes in billing) named; their rows replace their own in RESULTS.md, the others stay.
const { values: options } = parseArgs({ options: { only: { type: 'string' } } });
const only = options.only?.split(',').map((word) => word.trim()) ?? [];
const endpointGroups = only.filter((word) => ENDPOINT_GROUPS.includes(word));
const chosen = SCENARIOS.filter(
  (scenario) =>
    only.length === 0 || only.includes(scenario.key) || (scenario.key === 'api' && endpointGroups.length > 0),
);
if (chosen.length === 0) {
  const known = [...SCENARIOS.map((scenario) => scenario.key), ...ENDPOINT_GROUPS].join(', ');
  throw new Error(`--only names nothing known; choose among ${known}`);
}

const loadBefore = os.loadavg()[0]!;
const rows: BenchRow[] = [];
for (const scenario of chosen) {
  console.log(`bench: ${scenario.name} …`);
  const before = os.loadavg()[0]!;
  rows.push(...(await scenario.run(endpointGroups)));
  // The machine may be shared: each group's figures come with the load it ran under.
  rows.push({
    scenario: `load average during: ${scenario.name}`,
    metric: '1-minute load average, before → after',
    value: `${before.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
  });
}

const file = path.resolve(import.meta.dirname, '../RESULTS.md');
if (only.length > 0)
  rows.unshift(...(await earlierRows(file)).filter((r) => !rows.some((n) => n.scenario === r.scenario)));

/** The rows of the last full run, to keep beside a partial run's. */
async function earlierRows(results: string): Promise<BenchRow[]> {
  const text = await fs.readFile(results, 'utf8').catch(() => '');
  // Only the generated table: the hand-written sections after it (## headings) have tables of their own.
  const [table = ''] = text.split('\n## ');
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| scenario |'))
    .map((line) => {
      const [scenario = '', metric = '', value = '', goal = ''] = line.slice(2, -2).split(' | ');
      return { scenario, metric, value, goal: goal.trim() };
    });
}

/** The hand-written sections after the table (## headings: measurements made by hand), kept as they are. */
async function earlierNotes(results: string): Promise<string[]> {
  const lines = (await fs.readFile(results, 'utf8').catch(() => '')).split('\n');
  const start = lines.findIndex((line) => line.startsWith('## '));
  return start < 0 ? [] : lines.slice(start);
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const load = `${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`;
const table = [
  '| scenario | metric | value | goal |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.scenario} | ${r.metric} | ${r.value} | ${r.goal ?? ''} |`),
];
const report = [
  '# SignShop benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; machine: ${machine}.`,
  'Ratios compare with a bare Fastify JSON route measured in the same run, so they travel between machines better than raw numbers.',
  `The machine is shared with other work (1-minute load average ${load}), so raw milliseconds are noisy:`,
  'compare runs by the ratio to bare Fastify. Latency: the median and p95 of every request measured.',
  '',
  ...table,
  '',
  ...(await earlierNotes(file)),
].join('\n');
await fs.writeFile(file, report);
console.log(`\n${table.join('\n')}\n\nwritten to ${file}`);
process.exit(0);
