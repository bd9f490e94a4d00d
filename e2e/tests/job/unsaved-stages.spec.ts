import { expect, test, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { JobSeeder } from '../../page-models/reports-page.ts';
import { screenshot } from '../../page-models/auth-page.ts';
import { JobStagesPage } from '../../page-models/job-page.ts';
import { createUser, signInAs } from '../../support/accounts.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { PHONE } from '../../support/phone-layout.ts';

const tag = `U${Date.now().toString(36).toUpperCase()}`;

/** Answers the leave question and waits for it to close. */
async function answerLeave(page: Page, message: string, button: 'Yes' | 'No') {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`the stage screens ask before an unsaved edit is left (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const staff = await createUser({ role: Role.Asante });
    await signInAs(page, staff);
    const quoteId = await new JobSeeder(page.request).quote({
      given_id: `LEA-${tag}-${viewport.width}`,
      job_name: `Leave guard ${tag}`,
      customer_name: `Leave Co ${tag}`,
    });
    const job = new JobStagesPage(page);
    const onScreen = (path: string) => expect(page).toHaveURL(new RegExp(`${path}/${quoteId}$`));

    await test.step('backlog: a ticked item survives No on the breadcrumb and on Back', async () => {
      await job.open('job', quoteId);
      await job
        .switcher()
        .getByRole('link', { name: /Backlog/ })
        .click();
      await onScreen('/backlog');
      await job.checkStage('Drawing Started');
      const message = 'This backlog has changes that are not saved. Leave without saving them?';
      await job.breadcrumb().getByRole('link', { name: 'Job', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await screenshot(page, `unsaved-stage-backlog-${viewport.width}`);
      await expectNoAxeViolations(page);
      await answerLeave(page, message, 'No');
      await onScreen('/backlog');
      await expect(job.backlogStage('Drawing Started').getByRole('checkbox')).toBeChecked();
      await page.goBack();
      await answerLeave(page, message, 'No');
      await onScreen('/backlog');
      await expect(page.getByText('1 unsaved change')).toBeVisible();
      await job.breadcrumb().getByRole('link', { name: 'Job', exact: true }).click();
      await answerLeave(page, message, 'Yes');
      await onScreen('/job');
    });

    await test.step('scheduler: an added line asks on the stage switcher; Yes leaves', async () => {
      await job.open('scheduler', quoteId);
      await page.getByRole('button', { name: 'Add a line' }).click();
      await job
        .switcher()
        .getByRole('link', { name: /Shipping/ })
        .click();
      await answerLeave(
        page,
        'This schedule has changes that are not saved. Leave without saving them?',
        'No',
      );
      await expect(job.line(1)).toBeVisible();
      await job
        .switcher()
        .getByRole('link', { name: /Shipping/ })
        .click();
      await answerLeave(
        page,
        'This schedule has changes that are not saved. Leave without saving them?',
        'Yes',
      );
      await onScreen('/shipping');
    });

    await test.step('shipping: a typed tracking number asks; a saved one does not', async () => {
      await page.getByLabel('New Tracking Number').fill('1Z999');
      const message = 'This shipping information has changes that are not saved. Leave without saving them?';
      await job.breadcrumb().getByRole('link', { name: 'Job', exact: true }).click();
      await answerLeave(page, message, 'No');
      await expect(page.getByLabel('New Tracking Number')).toHaveValue('1Z999');
      await job.save('Saved.');
      await job.breadcrumb().getByRole('link', { name: 'Job', exact: true }).click();
      await onScreen('/job');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
