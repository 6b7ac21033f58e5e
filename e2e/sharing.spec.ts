import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { adminCommand, startServer, type RunningServer } from './support/server';
import { signIn } from './support/session';

const PASSWORD = 'Share-password-1';
const ACCOUNTS = [
  { org: 'SHARE', username: 'olivia', first: 'Olivia', last: 'Owner' },
  { org: 'SHARE', username: 'colin', first: 'Colin', last: 'Colleague' },
  { org: 'RIVAL', username: 'rita', first: 'Rita', last: 'Rival' },
] as const;

const signInAs = (page: Page, account: (typeof ACCOUNTS)[number]) =>
  signIn(page, { username: account.username, password: PASSWORD, organizationCode: account.org });

/**
 * Sharing with a colleague: the owner shares a conversation read-only with her organization, a
 * colleague reads it with its chart and table and continues in a copy, someone of another
 * organization is told the link gives no access, and a revoked link stops working.
 */
describe('sharing a conversation with the organization', () => {
  let server: RunningServer;
  let browser: Browser;
  let dir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-e2e-share-'));
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir);
    adminCommand(dataDir, ['create-org', '--code', 'SHARE', '--name', 'Sharing Inc']);
    adminCommand(dataDir, ['create-org', '--code', 'RIVAL', '--name', 'Rival Ltd']);
    for (const a of ACCOUNTS)
      adminCommand(dataDir, ['create-user', '--org', a.org, '--username', a.username, '--password', PASSWORD, '--first-name', a.first, '--last-name', a.last]);
    server = await startServer({}, dataDir);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = async (account: (typeof ACCOUNTS)[number], options: { theme?: 'light' | 'dark'; width?: number } = {}) => {
    const context = await newContext(browser, server.url, { theme: 'light', ...options });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAs(page, account);
    return { page, errors };
  };

  it('shares read-only, lets a colleague continue in a copy, refuses other organizations, and revokes', async () => {
    const csv = path.join(dir, 'orders.csv');
    fs.writeFileSync(csv, 'month,amount\n2025-01-01,120\n2025-02-01,150\n2025-03-01,90\n2025-04-01,210\n');

    // The owner asks a question whose answer has a table and a chart.
    const { page: owner, errors: ownerErrors } = await open(ACCOUNTS[0]);
    await owner.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
    await owner.waitForURL((url) => url.searchParams.has('conversation'));
    await owner.getByLabel('Select Processing Mode').selectOption('tool_enhanced');
    await expect.poll(() => owner.getByText('connected', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    const chooser = owner.waitForEvent('filechooser');
    await owner.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles(csv);
    await expect.poll(() => owner.locator('.file-chips [role="progressbar"]').count(), { timeout: 30_000 }).toBe(0);
    const box = owner.getByRole('textbox', { name: 'Message' });
    await box.fill('total amount by month');
    await box.press('Enter');
    await owner.locator('.rc-chart-plot svg.main-svg').first().waitFor({ timeout: 60_000 });

    // Private by default; sharing gives a link.
    await owner.getByRole('button', { name: 'Conversation menu' }).click();
    await owner.getByRole('menuitem', { name: 'Share...' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share conversation' });
    await expect.poll(() => dialog.getByText('Private').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Share with my organization' }).click();
    const linkBox = dialog.getByLabel('Share link');
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/shared\/[0-9a-f-]{36}$/);
    await screenshot(owner, 'sharing-dialog-light-1280');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const sharePath = new URL(link).pathname;

    // A colleague reads it, with the chart and the table, and cannot write into it.
    const { page: colleague, errors: colleagueErrors } = await open(ACCOUNTS[1]);
    await colleague.goto(sharePath);
    await colleague.getByText('Read-only').waitFor();
    expect(await colleague.getByText('Shared by Olivia Owner').count()).toBeGreaterThan(0);
    await colleague.locator('.rc-chart-plot svg.main-svg').first().waitFor({ timeout: 60_000 });
    expect(await colleague.locator('.rc-table').count()).toBeGreaterThan(0);
    expect(await colleague.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await screenshot(colleague, 'sharing-shared-light-1280');

    // Continue in a copy: a conversation of the colleague's own, with the messages.
    await colleague.getByRole('button', { name: 'Continue in a copy' }).click();
    await colleague.waitForURL((url) => url.pathname === '/chat' && url.searchParams.has('conversation'));
    await expect.poll(() => colleague.locator('.chat-header-title').textContent()).toBe('Copy of total amount by month');
    await colleague.locator('.rc-chart-plot svg.main-svg').first().waitFor({ timeout: 60_000 });
    expect(await colleague.getByRole('textbox', { name: 'Message' }).isVisible()).toBe(true);

    // Someone of another organization learns nothing.
    const { page: rival, errors: rivalErrors } = await open(ACCOUNTS[2], { theme: 'dark' });
    await rival.goto(sharePath);
    await rival.getByText('This conversation is not shared with you').waitFor();
    expect(await rival.getByText('total amount by month').count()).toBe(0);
    await screenshot(rival, 'sharing-no-access-dark-1280');

    // On a phone, in the dark theme, the shared page fits the screen.
    const { page: phone } = await open(ACCOUNTS[1], { theme: 'dark', width: 390 });
    await phone.goto(sharePath);
    await phone.locator('.rc-chart-plot svg.main-svg').first().waitFor({ timeout: 60_000 });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'sharing-shared-dark-390');

    // The owner revokes: the link stops working for the colleague.
    await owner.getByRole('button', { name: 'Conversation menu' }).click();
    await owner.getByRole('menuitem', { name: 'Share...' }).click();
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await expect.poll(() => dialog.getByText('Private').isVisible()).toBe(true);
    await colleague.goto(sharePath);
    await colleague.getByText('This conversation is not shared with you').waitFor();

    for (const errors of [ownerErrors, colleagueErrors, rivalErrors]) expect(errors).toEqual([]);
  });
});
