import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { ANALYST, ORG_CODE } from './support/accounts';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';

const PROBLEM = 'Revenue dropped over the last week and we need to know which segment caused it';
const DAYS = 28;
/** The planted cause: West mobile orders fall to 30% in the last 7 days. */
const PLANTED = { region: 'West', channel: 'mobile', from: DAYS - 7, factor: 0.3 };

/**
 * Daily revenue by region × channel × category over four weeks, with small deterministic noise;
 * in the last week one segment (region West, channel mobile) loses 70% of its orders.
 */
function plantedCsv(): string {
  let seed = 42;
  const noise = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = ['date,region,channel,category,orders,revenue'];
  const start = Date.UTC(2026, 0, 1);
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    for (const region of ['North', 'South', 'East', 'West'])
      for (const channel of ['web', 'mobile', 'store'])
        for (const category of ['books', 'games', 'tools']) {
          const planted = d >= PLANTED.from && region === PLANTED.region && channel === PLANTED.channel;
          const orders = Math.round((40 + noise() * 4) * (planted ? PLANTED.factor : 1));
          lines.push(
            `${day},${region},${channel},${category},${orders},${(orders * (25 + noise())).toFixed(2)}`,
          );
        }
  }
  return `${lines.join('\n')}\n`;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(ANALYST.username);
  await page.getByLabel('Password').fill(ANALYST.password);
  await page.getByLabel('Organization Code').fill(ORG_CODE);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/chat**');
}

/** Clicks an export button and returns the download with its bytes. */
async function exportAs(page: Page, format: 'JSON' | 'PDF' | 'CSV') {
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.getByRole('group', { name: 'Export result' }).getByRole('button', { name: format }).click(),
  ]);
  const file = await download.path();
  if (!file) throw new Error(`the ${format} download was not saved`);
  await expect
    .poll(() => page.getByText(`RCA result exported as ${format} successfully`).isVisible())
    .toBe(true);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

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

const dialog = (page: Page) => page.getByRole('dialog');

/** Switches the theme the way the app applies it (the toggle sits behind the open modal). */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((next) => {
    window.localStorage.setItem('theme', next);
    document.documentElement.dataset.theme = next;
    document.documentElement.style.colorScheme = next;
  }, theme);
}
const dialogTitle = (page: Page) => dialog(page).locator('.rca-modal-heading h2').textContent();

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
    await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
    await page.waitForURL(/conversation=/);
    const conversationId = new URL(page.url()).searchParams.get('conversation');
    await page.getByLabel('Select Processing Mode').selectOption('rca');
    const fileName = `planted-sales-${Date.now().toString(36)}.csv`;
    await page.getByTestId('attach-input').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(plantedCsv()),
    });
    const chip = page.getByRole('list', { name: 'Attached files' }).locator('.file-chip');
    await expect.poll(() => chip.getAttribute('class'), { timeout: 15_000 }).toContain('is-ready');
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
    const deleted = await page.evaluate(async (filePath) => {
      const tokens = JSON.parse(localStorage.getItem('auth_tokens') ?? '{}') as { access_token?: string };
      const res = await fetch('/api/files/delete/', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
        body: JSON.stringify({ path: filePath, type: 'file' }),
      });
      return res.status;
    }, `Uploads/${fileName}`);
    expect(deleted).toBe(200);
  }, 180_000);

  it('investigates "why did revenue fall last week?" from the chat, names the event, and reopens the report after a reload', async () => {
    const chatContext = await newContext(browser, baseUrl, { theme: 'light' });
    const page = await chatContext.newPage();
    const errors = collectPageErrors(page);
    const fileName = `chat-sales-${Date.now().toString(36)}.csv`;
    // The day the planted drop starts (the first day of the last week), as the context names it.
    const releaseDay = new Date(Date.UTC(2026, 0, 1 + PLANTED.from)).toISOString().slice(0, 10);
    try {
      await signIn(page);
      await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
      await page.waitForURL(/conversation=/);
      await page.getByLabel('Select Processing Mode').selectOption('rca');
      const box = page.getByRole('textbox', { name: 'Message' });
      const assistant = page.getByRole('article', { name: 'Assistant message' });

      // First message: the data, and what happened when (the context of the investigation).
      await page.getByTestId('attach-input').setInputFiles({
        name: fileName,
        mimeType: 'text/csv',
        buffer: Buffer.from(plantedCsv()),
      });
      const chip = page.getByRole('list', { name: 'Attached files' }).locator('.file-chip');
      await expect.poll(() => chip.getAttribute('class'), { timeout: 15_000 }).toContain('is-ready');
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

      const deleted = await page.evaluate(async (filePath) => {
        const tokens = JSON.parse(localStorage.getItem('auth_tokens') ?? '{}') as { access_token?: string };
        const res = await fetch('/api/files/delete/', {
          method: 'DELETE',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
          body: JSON.stringify({ path: filePath, type: 'file' }),
        });
        return res.status;
      }, `Uploads/${fileName}`);
      expect(deleted).toBe(200);
    } finally {
      await chatContext.close();
    }
  }, 240_000);

  it("shows 'RCA Investigation Failed' for a data source that does not exist; Try Again reopens the form", async () => {
    const failing = await newContext(browser, baseUrl, { theme: 'dark' });
    const page = await failing.newPage();
    const errors = collectPageErrors(page);
    try {
      await signIn(page);
      await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
      await page.waitForURL(/conversation=/);
      await page.getByLabel('Select Processing Mode').selectOption('rca');
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
