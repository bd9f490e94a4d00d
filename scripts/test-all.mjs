// `npm test`: every check and test suite, then one line "N passed, N failed" totalling them all.
// Static checks (types, lint, format) count as one test each; vitest and Playwright count their tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-data');
fs.mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
const lines = [];

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

function check(title, command, args) {
  const ok = run(title, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${title}: ${ok ? 'ok' : 'FAILED'}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function suite(title, command, args, reportFile, count) {
  fs.rmSync(reportFile, { force: true });
  const ok = run(title, command, args);
  const report = readJson(reportFile);
  const counted = report ? count(report) : { passed: 0, failed: 0 };
  // A runner that failed without reporting a failed test (crash, setup error) still counts as one failure.
  if (!ok && counted.failed === 0) counted.failed = 1;
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  lines.push(`${title}: ${counted.passed} passed, ${counted.failed} failed`);
}

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
for (const project of ['packages/domain', 'packages/server', 'packages/web', 'e2e', 'bench']) {
  check(`types ${project}`, process.execPath, [tsc, '-p', project]);
}
check('lint', process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.']);
// Each package's imports keep to its floors and form no cycle.
for (const name of ['server', 'web']) {
  check(`imports ${name}: floors, no cycles (dependency-cruiser)`, process.execPath, [
    path.join(root, 'scripts/check-dependencies.mjs'),
    name,
  ]);
}
check('format', process.execPath, [
  path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
  '--check',
  '.',
]);

const vitestReport = path.join(results, 'vitest.json');
suite(
  'unit and API tests (vitest)',
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestReport}`,
  ],
  vitestReport,
  (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }),
);

ensureChromium();
check('web build', 'npm', ['run', 'build', '--silent']);
check('web bundle: React renderer, no Preact, first pages within budget', process.execPath, [
  '--import',
  'tsx',
  path.join(root, 'scripts/check-web-bundle.ts'),
]);
const playwrightReport = path.join(results, 'playwright.json');
suite(
  'browser flows (Playwright, Chromium)',
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts'],
  playwrightReport,
  (r) => ({ passed: r.stats?.expected ?? 0, failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0) }),
);

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
