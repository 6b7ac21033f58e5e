import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { PLANTED, dialog, dialogTitle, exportAs, plantedCsv } from './support/rca';
import { attachCsv, deleteFile, openConversation, signIn } from './support/session';

const PROBLEM = 'Revenue dropped over the last week and we need to know which segment caused it';

/** Renders the first page of a PDF to e2e/screenshots/{name}.png when poppler's pdftoppm is installed. */
function renderFirstPage(pdf: Buffer, name: string): string | null {
  if (spawnSync('pdftoppm', ['-v']).error) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rca-pdf-'));
  const input = path.join(dir, 'result.pdf');
  fs.writeFileSync(input, pdf);
  const out = path.resolve(new URL('.', import.meta.url).pathname, 'screenshots', name);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const run = spawnSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', input, out]);
  fs.rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`pdftoppm failed: ${run.stderr.toString()}`);
  return `${out}.png`;
}

/** Switches the theme the way the app applies it (the toggle sits behind the open modal). */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((next) => {
    window.localStorage.setItem('theme', next);
    document.documentElement.dataset.theme = next;
    document.documentElement.style.colorScheme = next;
  }, theme);
}

/**
 * An analyst uploads sales data in which one segment's revenue collapsed, opens an RCA from an RCA
 * conversation, watches its progress, reloads mid-run and finds the run still followed, gets the
 * planted segment as the root cause with High confidence, exports JSON, PDF and CSV, is notified,
 * and finds the summary kept in the conversation.
 */
describe('root cause analysis from the chat', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('finds a planted cause with High confidence, survives a reload mid-run and exports the result', async () => {
    context = await newContext(browser, baseUrl, { theme: 'light' });
    // Record the browser notifications the page shows (headless Chromium shows none on screen).
    await context.addInitScript(() => {
      const shown: { title: string; body: string }[] = [];
      class RecordedNotification {
        static permission = 'granted';
        static requestPermission = () => Promise.resolve('granted');
        constructor(title: string, options?: { body?: string }) {
          shown.push({ title, body: options?.body ?? '' });
        }
      }
      Object.assign(window, { Notification: RecordedNotification, __notifications: shown });
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page);

    // An RCA conversation; the CSV is attached in the chat, which stores it under /Uploads.
    const conversationId = await openConversation(page, 'rca');
    const fileName = `planted-sales-${Date.now().toString(36)}.csv`;
    await attachCsv(page, fileName, plantedCsv());
    await page.getByRole('button', { name: `Remove ${fileName}` }).click();

    // 'Configure RCA Investigation' opens the request form.
    await page.getByRole('button', { name: 'Configure RCA Investigation' }).click();
    await expect.poll(() => dialogTitle(page)).toBe('Configure RCA Investigation');
    await expect.poll(() => page.getByText('QPN Mode: RCA').isVisible()).toBe(true);

    // The form: configurations from the server, the demo client preselected, validation texts.
    const client = page.getByLabel('Client configuration');
    await expect.poll(() => client.inputValue()).toBe('demo');
    const names = await client.locator('option').allTextContents();
    expect(names).toEqual(
      expect.arrayContaining(['Demo client', 'E-commerce sales', 'SaaS subscriptions', 'Web traffic']),
    );
    const start = page.getByRole('button', { name: 'Start Investigation' });
    await start.click();
    await expect.poll(() => page.getByText('Problem description is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('At least one data source is required').isVisible()).toBe(true);
    await page.getByLabel('Problem description').fill(PROBLEM);
    const source = page.getByLabel('Add a data source');
    await source.fill(`  /Uploads/${fileName}  `);
    await source.press('Enter');
    await source.fill(`/Uploads/${fileName}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const sources = page.getByRole('list', { name: 'Selected data sources' }).getByRole('listitem');
    await expect.poll(() => sources.allTextContents()).toEqual([`/Uploads/${fileName}`]);
    await page.getByLabel('Priority').selectOption('high');
    await page.getByRole('checkbox', { name: 'Notify me when the analysis completes' }).check();
    await screenshot(page, 'rca-form-light');

    // Start: the progress view follows the run.
    const started = page.waitForResponse(
      (r) =>
        r.url().includes('/api/rca/requests/') &&
        r.url().endsWith('/start/') &&
        r.request().method() === 'POST',
    );
    await start.click();
    await expect.poll(() => dialogTitle(page)).toBe('RCA Investigation in Progress');
    const requestId = ((await (await started).json()) as { data: { id: string } }).data.id;
    expect(await page.getByText(/^Iteration \d+ of \d+$/).isVisible()).toBe(true);
    expect(await page.getByRole('progressbar', { name: 'Investigation progress' }).isVisible()).toBe(true);
    expect(await page.getByText('Recent activity').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel Investigation' }).isVisible()).toBe(true);

    // Reload mid-run, right after the start (the run has only been queued): the modal comes back
    // by itself on the same request, nothing is created or started again, and the run is followed
    // to its end.
    const afterReload: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/rca/')) afterReload.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect
      .poll(() => dialogTitle(page), { timeout: 15_000 })
      .toMatch(/^(RCA Investigation in Progress|RCA Analysis Results)$/);
    // Once the re-attached view has read the run again, it shows its phase (or, if it ended, the result).
    await expect
      .poll(
        async () =>
          (await dialogTitle(page)) !== 'RCA Investigation in Progress' ||
          (await page.locator('.rca-activity li').count()) > 0,
        { timeout: 15_000 },
      )
      .toBe(true);
    if ((await dialogTitle(page)) === 'RCA Investigation in Progress') {
      expect(await page.getByText(/^Iteration \d+ of \d+$/).isVisible()).toBe(true);
      await screenshot(page, 'rca-progress-after-reload-dark');
    }
    await expect.poll(() => dialogTitle(page), { timeout: 30_000 }).toBe('RCA Analysis Results');
    expect(afterReload).toContain(`GET /api/rca/requests/${requestId}/`);
    expect(afterReload.filter((r) => r.startsWith('POST'))).toEqual([]);

    // The result: the planted segment is the root cause, with High confidence.
    const rootCause = await page.locator('.rca-root-cause').textContent();
    expect(rootCause).toContain(`region = ${PLANTED.region}`);
    expect(rootCause).toContain(`channel = ${PLANTED.channel}`);
    expect(await page.getByText(/^High confidence · \d+(\.\d)?%$/).isVisible()).toBe(true);
    for (const section of [
      'Summary',
      'Root cause',
      'Findings',
      'Recommendations',
      'Test results',
      'Full report',
      'Investigation details',
    ])
      expect(
        await dialog(page)
          .getByRole('button', { name: new RegExp(`^${section}( \\d+)?$`) })
          .count(),
      ).toBe(1);
    await screenshot(page, 'rca-result-dark');
    await page.getByRole('button', { name: /^Full report/ }).click();
    await expect.poll(() => page.locator('.rca-report figure.rc-chart').count()).toBeGreaterThan(0);
    await page.locator('.rca-report figure.rc-chart').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'rca-result-report-dark');
    await setTheme(page, 'light');
    await screenshot(page, 'rca-result-report-light');
    await page.locator('.rca-modal-body').evaluate((body) => body.scrollTo(0, 0));
    await screenshot(page, 'rca-result-light');

    // The browser notification: the problem cut to 50 characters plus '...'.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __notifications: unknown[] }).__notifications))
      .toEqual([{ title: 'RCA Analysis Complete', body: `${PROBLEM.slice(0, 50)}...` }]);

    // Exports: JSON, PDF and CSV, each saved with the success toast.
    const json = await exportAs(page, 'JSON');
    expect(json.name).toBe(`rca-result-${requestId}.json`);
    const result = JSON.parse(json.bytes.toString('utf8')) as {
      root_cause: string;
      confidence: number;
      request: string;
    };
    expect(result.request).toBe(requestId);
    expect(result.root_cause).toBe(rootCause);
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);

    const csv = await exportAs(page, 'CSV');
    expect(csv.name).toBe(`rca-result-${requestId}.csv`);
    const rows = csv.bytes.toString('utf8').split('\r\n');
    expect(rows[0]).toBe('section,item,detail,priority/status,confidence');
    expect(rows.some((r) => r.startsWith('root_cause,') && r.includes(`region = ${PLANTED.region}`))).toBe(
      true,
    );

    const pdf = await exportAs(page, 'PDF');
    expect(pdf.name).toBe(`rca-result-${requestId}.pdf`);
    const pdfText = pdf.bytes.toString('latin1');
    expect(pdfText.startsWith('%PDF-')).toBe(true);
    expect(pdfText).toContain('(Root Cause Analysis Report) Tj');
    expect(pdfText).toContain('(Daily revenue) Tj');
    expect((pdfText.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(2);
    const png = renderFirstPage(pdf.bytes, 'rca-export-pdf-page1');
    if (png) expect(fs.statSync(png).size).toBeGreaterThan(10_000);

    // Close: the server left the summary with the top findings and recommendations in the
    // conversation as the assistant (nothing answers it), and it stays after a reload.
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    const summary = page
      .getByRole('article', { name: 'Assistant message' })
      .filter({ hasText: `Root cause analysis: ${PROBLEM}` });
    await expect.poll(() => summary.count(), { timeout: 15_000 }).toBe(1);
    expect(await summary.innerText()).toContain(`region = ${PLANTED.region}`);
    // The header follows the conversation list, refetched after the summary arrives.
    await expect
      .poll(() => page.locator('.chat-header-title').textContent(), { timeout: 15_000 })
      .toBe(`Root cause analysis: ${PROBLEM}`.slice(0, 47) + '...');
    await screenshot(page, 'rca-summary-in-chat-light');
    await page.reload();
    await expect.poll(() => summary.count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog(page).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('conversation')).toBe(conversationId);
    expect(errors).toEqual([]);

    // Leave the shared analyst account without this dataset, so other specs see only their own.
    const deleted = await deleteFile(page, `Uploads/${fileName}`);
    expect(deleted).toBe(200);
  }, 180_000);
});
