import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchRow } from '../bench-row.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const PROOF_TESTS = ['crash-restart', 'database-away', 'concurrent-editors', 'fuzz', 'billed-amount'].map(
  (name) => `packages/server/test/proof/${name}.test.ts`,
);
// The long versions: 20 s of saves before the SIGKILL, five SIGKILLs of the embedded PostgreSQL
// alone under writes, 50 hostile inputs per route and persona, 200 generated quotes billed and paid.
const LONG_RUN = { CRASH_STREAM_MS: '20000', DB_AWAY_KILLS: '5', FUZZ_RUNS: '50', BILLED_RUNS: '200' };

/**
 * The long versions of the proof tests `npm test` runs quickly (packages/server/test/proof), with
 * the figures they report: writes acknowledged and lost across a SIGKILL, saves of 50 editors,
 * hostile requests and 5xx answers.
 */
export async function benchProof(): Promise<BenchRow[]> {
  const report = path.join(os.tmpdir(), `signshop-proof-${process.pid}.jsonl`);
  await fs.rm(report, { force: true });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const vitest = spawn('npx', ['vitest', 'run', '--project', 'server', ...PROOF_TESTS], {
      cwd: REPO,
      env: { ...process.env, ...LONG_RUN, PROOF_REPORT: report },
      stdio: 'inherit',
    });
    vitest.on('error', reject);
    vitest.on('close', resolve);
  });
  const figures = (await fs.readFile(report, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BenchRow);
  await fs.rm(report, { force: true });
  return [
    ...figures,
    {
      scenario:
        'proof tests, long versions (crash and restart, database away, 50 editors, fuzz, billed amount)',
      metric: 'result',
      value: exitCode === 0 ? 'passed' : `FAILED (vitest exit ${exitCode})`,
    },
  ];
}
