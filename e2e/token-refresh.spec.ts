import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { adminCommand, startServer, type RunningServer } from './support/server';

/**
 * With access tokens that live 5 seconds, a user who comes back after they expired keeps working:
 * the client refreshes the token silently and retries.
 */
describe('silent token refresh', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-e2e-ttl-'));
    adminCommand(dataDir, ['create-org', '--code', 'TTL', '--name', 'Short tokens']);
    adminCommand(dataDir, ['create-user', '--org', 'TTL', '--username', 'quick', '--password', 'Quick-password-1']);
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '5' }, dataDir);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refreshes an expired access token without sending the user to the login page', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('quick');
    await page.getByLabel('Password').fill('Quick-password-1');
    await page.getByLabel('Organization Code').fill('TTL');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/chat**');
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_tokens') ?? '{}'));

    await page.waitForTimeout(6_500);
    const refreshed = page.waitForResponse((res) => res.url().includes('/api/auth/refresh/') && res.status() === 200);
    await page.reload();
    await refreshed;
    await page.waitForURL('**/chat**');
    expect(new URL(page.url()).pathname.startsWith('/chat')).toBe(true);
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_tokens') ?? '{}'));
    expect(after.refresh_token).toBeTruthy();
    expect(after.refresh_token).not.toBe(before.refresh_token);
    await context.close();
  });
});
