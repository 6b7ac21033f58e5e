import { describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot, useBrowser } from './support/browser';
import { dialog, dialogTitle } from './support/rca';
import { openConversation, signIn } from './support/session';

/**
 * An investigation of a data source that does not exist fails in plain words, leaves the failure
 * in the conversation, and Try Again reopens the form as it was.
 */
describe('a failed root cause analysis', () => {
  const app = useBrowser();

  it("shows 'RCA Investigation Failed' for a data source that does not exist; Try Again reopens the form", async () => {
    const failing = await newContext(app.browser, app.baseUrl, { theme: 'dark' });
    const page = await failing.newPage();
    const errors = collectPageErrors(page);
    try {
      await signIn(page);
      await openConversation(page, 'rca');
      await page.getByRole('button', { name: 'Configure RCA Investigation' }).click();
      await expect.poll(() => page.getByLabel('Client configuration').inputValue()).toBe('demo');
      await page.getByLabel('Problem description').fill('Why did signups fall?');
      const source = page.getByLabel('Add a data source');
      await source.fill('no_such_dataset');
      await source.press('Enter');
      await page.getByRole('button', { name: 'Start Investigation' }).click();

      await expect.poll(() => dialogTitle(page), { timeout: 30_000 }).toBe('RCA Investigation Failed');
      expect(await dialog(page).getByRole('alert').innerText()).toContain("'no_such_dataset'");
      await screenshot(page, 'rca-failed-dark');
      // The server leaves the failure in the conversation, as the assistant.
      const failure = page
        .getByRole('article', { name: 'Assistant message' })
        .filter({ hasText: 'Root cause analysis failed: Why did signups fall?' });
      await expect.poll(() => failure.count(), { timeout: 15_000 }).toBe(1);

      await dialog(page).getByRole('button', { name: 'Try Again' }).click();
      await expect.poll(() => dialogTitle(page)).toBe('Configure RCA Investigation');
      expect(await page.getByLabel('Problem description').inputValue()).toBe('Why did signups fall?');
      expect(
        await page
          .getByRole('list', { name: 'Selected data sources' })
          .getByRole('listitem')
          .allTextContents(),
      ).toEqual(['no_such_dataset']);
      await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await failing.close();
    }
  }, 120_000);
});
