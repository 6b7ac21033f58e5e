import { describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot, useBrowser } from './support/browser';
import { PLANTED, dialog, dialogTitle, exportAs, plantedCsv } from './support/rca';
import { attachCsv, deleteFile, openConversation, signIn } from './support/session';

/**
 * A question in the chat ("why did revenue fall last week?") starts a real investigation on the
 * conversation's file, with the user's earlier messages as its context; the summary comes back to
 * the chat and its report opens, reopens after a reload and exports.
 */
describe('root cause analysis asked in the chat', () => {
  const app = useBrowser();

  it('investigates "why did revenue fall last week?" from the chat, names the event, and reopens the report after a reload', async () => {
    const chatContext = await newContext(app.browser, app.baseUrl, { theme: 'light' });
    const page = await chatContext.newPage();
    const errors = collectPageErrors(page);
    const fileName = `chat-sales-${Date.now().toString(36)}.csv`;
    // The day the planted drop starts (the first day of the last week), as the context names it.
    const releaseDay = new Date(Date.UTC(2026, 0, 1 + PLANTED.from)).toISOString().slice(0, 10);
    try {
      await signIn(page);
      await openConversation(page, 'rca');
      const box = page.getByRole('textbox', { name: 'Message' });
      const assistant = page.getByRole('article', { name: 'Assistant message' });

      // First message: the data, and what happened when (the context of the investigation).
      await attachCsv(page, fileName, plantedCsv());
      await box.fill(`Here are our orders. We shipped a new mobile app release on ${releaseDay}.`);
      await box.press('Enter');
      await expect.poll(() => assistant.count(), { timeout: 60_000 }).toBe(1);
      await expect.poll(() => page.locator('.message.is-streaming').count(), { timeout: 60_000 }).toBe(0);

      // The question starts a real investigation on the conversation's file.
      await box.fill('why did revenue fall last week?');
      await box.press('Enter');
      const started = assistant.filter({ hasText: 'Started a root cause investigation' });
      await expect.poll(() => started.count(), { timeout: 60_000 }).toBe(1);
      expect(await started.innerText()).toContain(fileName.replace(/\.csv$/, '').replace(/-/g, '_'));

      // The result comes back to the chat: revenue, the planted segment, the release of the context.
      const summary = assistant.filter({ hasText: 'Root cause analysis: why did revenue fall last week?' });
      await expect.poll(() => summary.count(), { timeout: 90_000 }).toBe(1);
      const text = await summary.innerText();
      expect(text).toMatch(/Root cause: Revenue fell \d+(\.\d)?% over the last week/);
      expect(text).toContain(`channel = ${PLANTED.channel}, region = ${PLANTED.region}`);
      expect(text).toContain('the release mentioned in the context');
      expect(text).not.toMatch(/−0\.0%|-0\.0%/);
      await screenshot(page, 'rca-chat-summary-light');

      // "Open report" opens the result view; it reopens after a reload and exports.
      await summary.getByRole('link', { name: 'Open report' }).click();
      await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('RCA Analysis Results');
      const requestId = /#rca-report=([0-9a-f-]{36})$/.exec(page.url())?.[1];
      expect(requestId).toBeDefined();
      await page.reload();
      await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('RCA Analysis Results');
      const rootCause = await page.locator('.rca-root-cause').textContent();
      expect(rootCause).toContain(`region = ${PLANTED.region}`);
      await screenshot(page, 'rca-chat-report-light');
      const json = await exportAs(page, 'JSON');
      expect(json.name).toBe(`rca-result-${requestId}.json`);
      expect((JSON.parse(json.bytes.toString('utf8')) as { root_cause: string }).root_cause).toBe(rootCause);
      const csv = await exportAs(page, 'CSV');
      expect(csv.bytes.toString('utf8').split('\r\n')[0]).toBe(
        'section,item,detail,priority/status,confidence',
      );
      const pdf = await exportAs(page, 'PDF');
      expect(pdf.bytes.toString('latin1').startsWith('%PDF-')).toBe(true);

      // The list of past investigations holds it, and opens it again.
      await dialog(page).getByRole('link', { name: 'All investigations' }).click();
      await expect.poll(() => dialogTitle(page)).toBe('Past investigations');
      await dialog(page).getByRole('link', { name: 'why did revenue fall last week?' }).first().click();
      await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('RCA Analysis Results');
      await dialog(page).getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(errors).toEqual([]);

      const deleted = await deleteFile(page, `Uploads/${fileName}`);
      expect(deleted).toBe(200);
    } finally {
      await chatContext.close();
    }
  }, 240_000);
});
