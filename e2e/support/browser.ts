import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium, headless, never reaching out to the network on its own. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * One browser for the specs of a describe, launched before them and closed after, and the app's
 * address: `const app = useBrowser();`, then `newContext(app.browser, app.baseUrl, …)` in a spec.
 */
export function useBrowser(): { browser: Browser; baseUrl: string } {
  const app = { baseUrl: inject('baseUrl') } as { browser: Browser; baseUrl: string };
  beforeAll(async () => {
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
  });
  return app;
}

export async function newContext(browser: Browser, baseURL: string, options: { theme?: 'light' | 'dark'; width?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: 800 },
    colorScheme: options.theme ?? 'light',
  });
  if (options.theme) {
    await context.addInitScript((theme) => {
      if (!window.localStorage.getItem('theme')) window.localStorage.setItem('theme', theme);
    }, options.theme);
  }
  return context;
}

const screenshotDir = path.resolve(new URL('.', import.meta.url).pathname, '../screenshots');

/** Saves a full-page screenshot under e2e/screenshots (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

/** Collects uncaught page errors so a spec can assert the page never crashed. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
