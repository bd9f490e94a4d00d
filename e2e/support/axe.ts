import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core finds nothing on the page as it shows now (an open menu, an error at a field).
 * `withoutFrames`: the page's own document only, for a page that shows another document in a
 * sandboxed frame (a mail's preview: no script runs in it, so axe cannot either).
 */
export async function expectNoAxeViolations(page: Page, { withoutFrames = false } = {}) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (
    withoutFrames ? builder.options({ iframes: false }).setLegacyMode() : builder
  ).analyze();
  expect(
    violations.map(
      (rule) =>
        `${rule.id} (${rule.impact}) on ${rule.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
  ).toEqual([]);
}
