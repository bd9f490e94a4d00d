import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core finds nothing on the page as it shows now (an open menu, an error at a field). */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
