import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Role, todayJustDate } from '@signshop/domain';
import { BoardPage } from '../../page-models/board-page.ts';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { pageWidth, PHONE } from '../../support/phone-layout.ts';

const SHOTS = '/tmp/shots-floor-board';
fs.mkdirSync(SHOTS, { recursive: true });
const tag = `B${Date.now().toString(36).toUpperCase()}`;

async function staffPage(browser: Browser, staff: TestUser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAs(page, staff);
  return page;
}

/** A job of `customer` whose latest stage is Drawing Started, promised in a week. */
async function jobInDrawing(page: Page, customer: string, jobName: string) {
  const seed = new JobSeeder(page.request);
  const id = await seed.quote({ job_name: jobName, customer_name: customer, total_price: 0 });
  const today = todayJustDate();
  await seed.stages(id, { customer_ship_date: today, drawing_started: today });
  return id;
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  const width = viewport.width;

  test(`board: a card dragged to the next stage shows there on a second browser within 2 s (${width} px)`, async ({
    browser,
  }) => {
    const staff = await createUser({ role: Role.Asante });
    const customer = `Drag Co ${tag} ${width}`;
    const [mover, watcher] = [
      await staffPage(browser, staff, viewport),
      await staffPage(browser, staff, viewport),
    ];
    await jobInDrawing(mover, customer, `Lobby ${width}`);
    const [moving, watching] = [new BoardPage(mover), new BoardPage(watcher)];
    await moving.open(customer);
    await watching.open(customer);
    await moving.expectIn(`Lobby ${width}`, 'Drawing Started');
    await watching.expectIn(`Lobby ${width}`, 'Drawing Started');
    await mover.screenshot({ path: `${SHOTS}/board-${width}.png` });
    await expectNoAxeViolations(mover);
    if (width === PHONE.width) expect(await pageWidth(mover)).toBeLessThanOrEqual(PHONE.width);

    const moved = mover.waitForResponse((response) => response.url().endsWith('/api/board/move'));
    await moving.drag(`Lobby ${width}`, 'Drawing Sent To Customer');
    expect((await moved).ok()).toBe(true);
    await moving.expectIn(`Lobby ${width}`, 'Drawing Sent To Customer');
    // The other browser hears it on its live stream: no reload.
    await watching.expectIn(`Lobby ${width}`, 'Drawing Sent To Customer', 2_000);
    await watcher.screenshot({ path: `${SHOTS}/board-watcher-${width}.png` });
    await mover.context().close();
    await watcher.context().close();
  });

  test(`board: a card moves by keyboard with its Move to… menu, and a move back asks first (${width} px)`, async ({
    browser,
  }) => {
    const staff = await createUser({ role: Role.Asante });
    const customer = `Keys Co ${tag} ${width}`;
    const page = await staffPage(browser, staff, viewport);
    const id = await jobInDrawing(page, customer, `Atrium ${width}`);
    const board = new BoardPage(page);
    await board.open(customer);
    await board.moveByKeyboard(`Atrium ${width}`, 'In Production');
    await board.expectIn(`Atrium ${width}`, 'In Production');

    await board.moveByKeyboard(`Atrium ${width}`, 'Drawing Started');
    const dialog = page.getByRole('dialog', { name: 'Move back' });
    await expect(dialog).toContainText('Moving the job back to Drawing Started unchecks In Production.');
    await page.screenshot({ path: `${SHOTS}/board-move-back-${width}.png` });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await board.expectIn(`Atrium ${width}`, 'Drawing Started');
    const stages = await new JobSeeder(page.request).checkedStages(id);
    expect(stages['In Production']).toBeUndefined();
    expect(stages['Drawing Started']).toBe(todayJustDate());
    await page.context().close();
  });
}

test('board: a customer has no board, neither in the menu nor at /board', async ({ page }) => {
  const customer = await createUser({ company: `Board Customer ${tag}` });
  await signInAs(page, customer);
  await page.goto('/board');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Production Board' })).toHaveCount(0);
  expect((await page.request.get('/api/board')).status()).toBe(403);
});
