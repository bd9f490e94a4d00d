import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const fixtureRoot = path.join(here, 'fixtures/dependency-floors');
const require = createRequire(import.meta.url);
const config = require(path.join(repoRoot, '.dependency-cruiser.cjs')) as {
  forbidden: unknown[];
  options: Record<string, unknown>;
};

async function violations(pkg = 'server'): Promise<string[]> {
  const { output } = await cruise([`packages/${pkg}/src`], {
    ...config.options,
    baseDir: fixtureRoot,
    validate: true,
    ruleSet: { forbidden: config.forbidden } as never,
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('the import rules in .dependency-cruiser.cjs', () => {
  it('report a cycle, an upward import and a feature importing another feature, and leave an allowed downward import alone', async () => {
    const found = await violations();
    const src = 'packages/server/src';
    expect(found).toContain(
      `server-platform-imports-upward: ${src}/platform/mail.ts -> ${src}/features/quotes/quote-total.ts`,
    );
    expect(found).toContain(
      `server-feature-imports-feature: ${src}/features/billing/invoice.ts -> ${src}/features/quotes/quote-total.ts`,
    );
    const cycle = found.filter((v) => v.startsWith('server-no-cycle:'));
    expect(cycle.length).toBeGreaterThan(0);
    expect(cycle.every((v) => v.includes('quote-total.ts') && v.includes('quote-lines.ts'))).toBe(true);
    expect(found.every((v) => !v.includes('billing/payments.ts'))).toBe(true);
  });

  it('report a web ui/ component importing a feature, and leave a feature importing platform/ alone', async () => {
    const found = await violations('web');
    const src = 'packages/web/src';
    expect(found).toEqual([`web-ui-imports-upward: ${src}/ui/Pager.ts -> ${src}/features/quotes/title.ts`]);
  });
});
