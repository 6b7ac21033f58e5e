import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN, ANALYST, ORG_CODE } from './support/accounts';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';

/** A visitor reads the landing page, signs in (first with a wrong password), reaches the chat and signs out. */
describe('sign-in journey', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('goes from the landing page to the chat, through a wrong and then the right password, and logs out', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/login');

    await page.getByLabel('Username').fill(` ${ANALYST.username} `);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Organization Code').fill(ORG_CODE.toLowerCase());
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Invalid credentials').count()).toBe(1);

    // Editing a field clears the error.
    await page.getByLabel('Password').fill(ANALYST.password);
    await expect.poll(() => page.getByText('Invalid credentials').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/chat**');
    await expect.poll(() => page.getByText(ANALYST.username, { exact: true }).first().isVisible()).toBe(true);

    // A reload keeps the session (tokens in localStorage, validated on start).
    await page.reload();
    await page.waitForURL('**/chat**');
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/chat'));
    expect(await page.evaluate(() => localStorage.getItem('auth_tokens'))).toBeNull();
    await page.goto('/chat');
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a non-admin away from /admin and lets an admin in', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const signIn = async (account: { username: string; password: string }) => {
      await page.goto('/login');
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Password').fill(account.password);
      await page.getByLabel('Organization Code').fill(ORG_CODE);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/chat**');
    };
    await signIn(ANALYST);
    await page.goto('/admin');
    await page.waitForURL('**/chat**');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/chat'));

    await signIn(ADMIN);
    await page.goto('/admin');
    await expect.poll(() => page.getByText('Administration Panel').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`${ADMIN.firstName} ${ADMIN.lastName}`).first().isVisible()).toBe(true);
    await context.close();
  });

  it('redirects unknown paths to the landing page and signed-in users away from /login', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/files');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('saves screenshots of the landing, login and chat pages in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(browser, baseUrl, { theme });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `landing-${theme}`);
      await page.setViewportSize({ width: 375, height: 800 });
      await screenshot(page, `landing-${theme}-mobile`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/login');
      await screenshot(page, `login-${theme}`);
      await page.getByLabel('Username').fill(ANALYST.username);
      await page.getByLabel('Password').fill(ANALYST.password);
      await page.getByLabel('Organization Code').fill(ORG_CODE);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/chat**');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `chat-${theme}`);
      await context.close();
    }
  });
});
