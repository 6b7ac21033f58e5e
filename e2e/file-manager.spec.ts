import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANALYST, ORG_CODE } from './support/accounts';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { adminCommand, startServer, type RunningServer } from './support/server';
import { startFakeGoogle, type FakeGoogle } from '../packages/server/src/data-sources/fake-google';

/** Drops files on the file manager the way a browser does: a DataTransfer built in the page. */
async function dropFiles(page: Page, files: { name: string; bytes: number[] }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name));
    return transfer;
  }, files);
  await page.dispatchEvent('.files-area', 'dragenter', { dataTransfer });
  await expect.poll(() => page.getByText('Drop files here to upload').isVisible()).toBe(true);
  await page.dispatchEvent('.files-area', 'drop', { dataTransfer });
  await expect.poll(() => page.getByText('Drop files here to upload').count()).toBe(0);
}

const item = (page: Page, name: string) =>
  page.getByRole('listbox').getByRole('option', { name, exact: true });

/**
 * An analyst keeps their data in the file manager: drops files in, makes a folder, moves into it
 * (the address bar follows), renames a file, downloads it byte for byte, and deletes what they no
 * longer need after confirming.
 */
describe('file manager', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('uploads by drag and drop, creates and opens a folder, renames, downloads the same bytes and deletes', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(ANALYST.username);
    await page.getByLabel('Password').fill(ANALYST.password);
    await page.getByLabel('Organization Code').fill(ORG_CODE);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/chat**');
    await page.getByRole('button', { name: 'File Manager' }).click();
    await page.waitForURL('**/files');
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe('Home');
    await expect.poll(() => page.getByText(/ of 5\.0 GB used$/).isVisible()).toBe(true);

    // A folder, created from the toolbar; an empty name is ignored.
    const folder = `Quarterly ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New Folder' }).click();
    await page.getByLabel('Folder name').fill('   ');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'New Folder' }).click();
    await page.getByLabel('Folder name').fill(folder);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => item(page, folder).isVisible()).toBe(true);

    // Open it with a double-click: the address bar names it, and a reload stays in it.
    await item(page, folder).dblclick();
    await page.waitForURL((url) => url.searchParams.get('path') === `/${folder}`);
    await expect.poll(() => page.getByText('This folder is empty').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('This folder is empty').isVisible()).toBe(true);
    await expect.poll(() => item(page, 'Parent folder').isVisible()).toBe(true);

    // Drop two files into it: one CSV, one of random bytes (every byte value must survive).
    const csv = Buffer.from('region,revenue\nnorth,120\nsouth,95\n');
    const binary = randomBytes(300_000);
    await dropFiles(page, [
      { name: 'sales.csv', bytes: [...csv] },
      { name: 'blob.bin', bytes: [...binary] },
    ]);
    await expect.poll(() => item(page, 'sales.csv').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => item(page, 'blob.bin').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Uploading blob.bin' }).count())
      .toBeLessThanOrEqual(1);
    const order = await page
      .getByRole('listbox')
      .getByRole('option')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(order).toEqual(['Parent folder', 'blob.bin', 'sales.csv']);

    // Rename with F2; a rename to the same name sends nothing.
    await item(page, 'blob.bin').click();
    await page.keyboard.press('F2');
    await page.getByLabel('New name').fill('measurements.bin');
    await page.keyboard.press('Enter');
    await expect.poll(() => item(page, 'measurements.bin').isVisible()).toBe(true);
    expect(await item(page, 'blob.bin').count()).toBe(0);

    // Download from the context menu: the saved file has the uploaded name and bytes.
    await item(page, 'measurements.bin').click({ button: 'right' });
    await expect
      .poll(async () => page.getByRole('menuitem').allTextContents())
      .toEqual(['Download', 'Rename', 'Delete']);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('measurements.bin');
    const saved = fs.readFileSync((await download.path()) ?? '');
    expect(saved.length).toBe(binary.length);
    expect(saved.equals(binary)).toBe(true);

    await screenshot(page, 'file-manager');

    // Delete with the Delete key: a confirmation question first; Cancel keeps the file.
    await item(page, 'sales.csv').click();
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to delete "sales.csv"?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await item(page, 'sales.csv').count()).toBe(1);
    await item(page, 'sales.csv').click();
    await page.keyboard.press('Delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => item(page, 'sales.csv').count()).toBe(0);

    // Back to Home through the breadcrumb, then the folder goes with what is left in it.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => item(page, folder).isVisible()).toBe(true);
    await item(page, folder).click({ button: 'right' });
    await expect.poll(async () => page.getByRole('menuitem').allTextContents()).toEqual(['Rename', 'Delete']);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect.poll(() => confirm.textContent()).toContain(`Are you sure you want to delete "${folder}"?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => item(page, folder).count()).toBe(0);

    // The blank area offers the folder's own actions.
    await page.locator('.files-area').click({ button: 'right', position: { x: 600, y: 300 } });
    await expect
      .poll(async () => page.getByRole('menuitem').allTextContents())
      .toEqual(['New Folder', 'Upload Files', 'Refresh']);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the file manager in both themes on a phone without horizontal scrolling', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(browser, baseUrl, { theme, width: 375 });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Username').fill(ANALYST.username);
      await page.getByLabel('Password').fill(ANALYST.password);
      await page.getByLabel('Organization Code').fill(ORG_CODE);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/chat**');
      await page.goto('/files');
      await expect.poll(() => page.getByRole('listbox').isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `file-manager-${theme}-mobile`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});

/**
 * On a server of its own with a small quota (50 KB) and Google Sheets pointed at a local fake:
 * an upload past the quota is refused with the server's words and leaves nothing behind, paths
 * that try to leave the user's folder are refused, and a shared sheet loaded from the chat's
 * Data Loader becomes a dataset the analyst answers on (a private one says how to share it).
 */
describe('file limits, traversal and Google Sheets on a dedicated server', () => {
  const LIMITED = { org: 'LIMITS', username: 'lena', password: 'Lena-password-123' };
  let browser: Browser;
  let server: RunningServer;
  let google: FakeGoogle;
  let dataDir: string;

  beforeAll(async () => {
    google = await startFakeGoogle();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-e2e-limits-'));
    adminCommand(dataDir, ['create-org', '--code', LIMITED.org, '--name', 'Limits Ltd', '--plan', 'starter']);
    adminCommand(dataDir, [
      'create-user',
      '--org',
      LIMITED.org,
      '--username',
      LIMITED.username,
      '--password',
      LIMITED.password,
      '--role',
      'user',
      '--first-name',
      'Lena',
      '--last-name',
      'Limits',
    ]);
    server = await startServer(
      { USER_QUOTA_MB: '0.048828125', MAX_UPLOAD_MB: '0.04', GOOGLE_SHEETS_EXPORT_BASE_URL: google.baseUrl },
      dataDir,
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await google?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(page: Page) {
    await page.goto('/login');
    await page.getByLabel('Username').fill(LIMITED.username);
    await page.getByLabel('Password').fill(LIMITED.password);
    await page.getByLabel('Organization Code').fill(LIMITED.org);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/chat**');
  }

  it('refuses an upload past the quota and paths outside the home folder', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/files');
    await expect.poll(() => page.getByText(/ of 50\.0 KB used$/).isVisible()).toBe(true);

    await dropFiles(page, [{ name: 'first.bin', bytes: [...randomBytes(30_000)] }]);
    await expect.poll(() => item(page, 'first.bin').isVisible(), { timeout: 15_000 }).toBe(true);
    await dropFiles(page, [{ name: 'second.bin', bytes: [...randomBytes(30_000)] }]);
    const alert = page.locator('.files-alert');
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toContain('Your storage quota of 50.0 KB is full. Delete some files and try again.');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => item(page, 'first.bin').isVisible()).toBe(true);
    expect(await item(page, 'second.bin').count()).toBe(0);
    // Nothing of the refused upload is left on disk either.
    const leftovers = fs
      .readdirSync(path.join(dataDir, 'files'), { recursive: true })
      .map(String)
      .filter((name) => name.includes('second'));
    expect(leftovers).toEqual([]);
    await screenshot(page, 'file-manager-quota');

    // Traversal through the API with the signed-in session: every attempt is a 400.
    const statuses = await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('auth_tokens') ?? '{}') as { access_token?: string })
        .access_token;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const get = (url: string) => fetch(url, { headers }).then((r) => r.status);
      return [
        await get('/api/files/list/?path=..'),
        await get(`/api/files/list/?path=${encodeURIComponent('../../..')}`),
        await get(`/api/files/download/?path=${encodeURIComponent('../../../../etc/passwd')}`),
        await get(`/api/files/download/?path=${encodeURIComponent('/etc/passwd')}`),
        await fetch('/api/files/create-folder/', {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: '..', path: '' }),
        }).then((r) => r.status),
        await fetch('/api/files/rename/', {
          method: 'POST',
          headers,
          body: JSON.stringify({ old_path: 'first.bin', new_name: '../escaped.bin' }),
        }).then((r) => r.status),
      ];
    });
    // A leading / is the root of the caller's own files: /etc/passwd is looked up there, and is not found.
    expect(statuses).toEqual([400, 400, 400, 404, 400, 400]);
    await context.close();
  });

  it('loads a shared Google Sheet from the Data Loader and answers on it', async () => {
    const rows = [
      ['North', 120.5],
      ['South', 80.25],
      ['North', 30],
      ['East', 99.99],
    ] as const;
    google.setCsv('PUBLICbudget2024', '0', `region,revenue\n${rows.map((r) => r.join(',')).join('\n')}\n`);
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page);
    await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
    await page.waitForURL(/conversation=/);
    await page.getByLabel('Select Processing Mode').selectOption('simple');

    const openSheetsModal = async () => {
      await page.getByRole('button', { name: 'Data Loader' }).click();
      await page.locator('.connector', { hasText: 'Google Sheets' }).getByRole('button').click();
      await expect.poll(() => page.getByText('Load Google Sheets Data').isVisible()).toBe(true);
    };

    // A private sheet: the server's explanation, and the modal stays open.
    await openSheetsModal();
    await page
      .getByLabel('Google Sheets URL')
      .fill('https://docs.google.com/spreadsheets/d/PRIVATEsheet/edit#gid=0');
    await page.getByRole('button', { name: 'Download & Load Data' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('This Google Sheet is private.');

    // A shared one: loaded into the files, attached to the next message as a chip.
    await page
      .getByLabel('Google Sheets URL')
      .fill('https://docs.google.com/spreadsheets/d/PUBLICbudget2024/edit?usp=sharing');
    await page.getByLabel('Name (optional)').fill('Regional budget');
    await page.getByRole('button', { name: 'Download & Load Data' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
    await expect
      .poll(() => page.locator('.file-chips .file-chip', { hasText: 'Regional budget' }).isVisible())
      .toBe(true);

    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('total revenue by region');
    await box.press('Enter');
    const reply = page.getByRole('article', { name: 'Assistant message' }).last();
    await expect.poll(() => reply.locator('.rc-table').count(), { timeout: 60_000 }).toBe(1);
    const shown = await reply
      .locator('.rc-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)));
    expect(shown.map((r) => [r[0], r[1]])).toEqual([
      ['North', '150.5'],
      ['East', '99.99'],
      ['South', '80.25'],
    ]);
    await screenshot(page, 'google-sheets-answer');
    expect(errors).toEqual([]);
    await context.close();
  });
});
