// `node scripts/check-dependencies.mjs <server|web> [--update-baseline]`: checks the package's imports
// against the rules in .dependency-cruiser.cjs (floors, no cycles) and fails on any violation that is
// not listed in the package's baseline file. A baseline lists violations that exist and are still to
// be removed; `--update-baseline` rewrites it from the current code, so it only ever shrinks on purpose.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['server', 'web'];
const [name, flag] = process.argv.slice(2);
if (!packages.includes(name) || (flag !== undefined && flag !== '--update-baseline')) {
  console.error(`usage: node scripts/check-dependencies.mjs <${packages.join('|')}> [--update-baseline]`);
  process.exit(2);
}

const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const baseline = path.join(root, `.dependency-cruiser-known-violations.${name}.json`);
const args = [depcruise, `packages/${name}/src`, '--config', '.dependency-cruiser.cjs'];
if (flag === '--update-baseline') {
  args.push('--output-type', 'baseline', '--output-to', baseline);
} else {
  args.push('--output-type', 'err');
  if (fs.existsSync(baseline)) args.push('--ignore-known', baseline);
}
const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
// dependency-cruiser exits with the number of violations; any of them is a failure.
process.exit(result.status === 0 ? 0 : 1);
