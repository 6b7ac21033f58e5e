import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { ADMIN } from './support/accounts';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { signIn } from './support/session';

/** The row of a table that holds all the given texts. */
function rowWith(page: Page, ...texts: string[]) {
  let row = page.locator('tbody tr');
  for (const text of texts) row = row.filter({ hasText: text });
  return row;
}

/**
 * An administrator's day: she adds a colleague, who signs in in another browser and opens the
 * chat; she disables him, his open chat is signed out at once (socket closed, back to /login),
 * he cannot sign in again, and the audit log shows all of it.
 */
describe('administration journey', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('creates a user, signs them out everywhere when disabled, and audits it all', async () => {
    const username = `riley_${Date.now().toString(36)}`;
    const adminContext = await newContext(browser, baseUrl, { theme: 'light' });
    contexts.push(adminContext);
    const admin = await adminContext.newPage();
    const adminErrors = collectPageErrors(admin);
    await signIn(admin, ADMIN);
    await admin.goto('/admin');
    await expect.poll(() => admin.getByText('Administration Panel').first().isVisible()).toBe(true);

    // Add New User with a generated password, shown once.
    await admin.getByRole('button', { name: 'Add New User' }).click();
    const form = admin.getByRole('dialog', { name: 'Add New User' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('First name').fill('Riley');
    await form.getByLabel('Last name').fill('Reader');
    await form.getByLabel(/Email/).fill('riley@example.com');
    await form.getByLabel('Role').selectOption('user');
    await form.getByRole('button', { name: 'Create user' }).click();
    const created = admin.getByRole('dialog', { name: 'User created' });
    const password = (await created.getByLabel('Temporary password').textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await screenshot(admin, 'admin-user-created');
    await created.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => rowWith(admin, `@${username}`, 'Active', 'Never').count()).toBe(1);

    // Riley signs in in a second browser and opens a conversation: its socket connects.
    const userContext = await newContext(browser, baseUrl, { theme: 'dark' });
    contexts.push(userContext);
    const riley = await userContext.newPage();
    const sockets: { ws: WebSocket; closed: boolean; established: boolean }[] = [];
    riley.on('websocket', (ws) => {
      if (!ws.url().includes('/chat/')) return;
      const entry = { ws, closed: false, established: false };
      sockets.push(entry);
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('connection_established'))
          entry.established = true;
      });
      ws.on('close', () => {
        entry.closed = true;
      });
    });
    await signIn(riley, { username, password });
    await riley.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
    await riley.waitForURL(/conversation=/);
    await expect.poll(() => sockets.some((s) => s.established && !s.closed), { timeout: 15_000 }).toBe(true);
    // The admin disables Riley: his socket is closed and his next request sends him to /login.
    await admin.reload();
    // His sign-in shows as his last login.
    await expect
      .poll(() => rowWith(admin, `@${username}`, 'Active').filter({ hasNotText: 'Never' }).count())
      .toBe(1);
    await admin.getByRole('button', { name: `Disable ${username}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Disable user' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => rowWith(admin, `@${username}`, 'Disabled').count()).toBe(1);
    await expect
      .poll(() => sockets.length > 0 && sockets.every((s) => s.closed), { timeout: 15_000 })
      .toBe(true);
    // His open chat signs him out by itself: the socket's close tells it the session is over.
    await riley.waitForURL('**/login', { timeout: 15_000 });
    expect(await riley.evaluate(() => localStorage.getItem('auth_tokens'))).toBeNull();

    // He cannot come back in.
    await signIn(riley, { username, password }, { waitForChat: false });
    await expect
      .poll(() => riley.getByText('This account is disabled. Contact your administrator.').count())
      .toBe(1);
    await screenshot(riley, 'admin-disabled-user-login');

    // The audit log tab shows the creation, his sign-in, the disabling and the refused sign-in.
    await admin.getByRole('tab', { name: 'Audit Logs' }).click();
    await admin.waitForURL(/tab=audit-logs/);
    await expect.poll(() => rowWith(admin, 'user.create', `user ${username}`).count()).toBe(1);
    await expect
      .poll(() => rowWith(admin, username, 'auth.login').filter({ hasNotText: 'failed' }).count())
      .toBe(1);
    await expect.poll(() => rowWith(admin, 'user.disable', `user ${username}`).count()).toBe(1);
    await expect.poll(() => rowWith(admin, username, 'auth.login_failed').count()).toBe(1);
    // Filtering by the actor keeps only Riley's own entries.
    await admin.getByLabel('Actor').fill(username);
    await expect.poll(() => admin.locator('tbody tr').filter({ hasText: 'user.create' }).count()).toBe(0);
    await expect.poll(() => rowWith(admin, username, 'auth.login_failed').count()).toBe(1);
    await screenshot(admin, 'admin-audit-log');

    // The Analytics tab counts today's sign-ins: at least the admin and Riley were active.
    await admin.getByRole('tab', { name: 'Analytics' }).click();
    const peak = admin
      .locator('.admin-stat-card')
      .filter({ hasText: 'Peak active users' })
      .locator('.admin-stat-value');
    await expect
      .poll(async () => Number(await peak.textContent()), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await screenshot(admin, 'admin-analytics');
    expect(adminErrors).toEqual([]);
  });
});
