import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchRow } from './bench-row.ts';
import { benchApiRead } from './scenarios/api-read.ts';

type Scenario = { name: string; run: () => Promise<BenchRow[]> };

/** Every scenario; the pricing one appears once packages/domain provides it. */
async function scenarios(): Promise<Scenario[]> {
  const list: Scenario[] = [{ name: 'authenticated API read', run: benchApiRead }];
  const pricingModule = './scenarios/pricing.ts';
  const pricing: { benchPricing: () => Promise<BenchRow[]> } | null = await import(pricingModule).catch(
    () => null,
  );
  if (pricing) list.unshift({ name: 'pricing', run: pricing.benchPricing });
  return list;
}

const rows: BenchRow[] = [];
for (const scenario of await scenarios()) {
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
