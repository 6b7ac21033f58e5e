import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN } from './support/accounts';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { signIn } from './support/session';

const PHONE = 390;

/**
 * Elements whose right edge passes the viewport, leaving out those inside a container that scrolls
 * sideways on purpose (tables, tab bars) and those hidden off canvas (a closed sidebar).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element | null): boolean => {
      for (let e = element?.parentElement; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && e.scrollWidth > e.clientWidth) return true;
        if (style.overflowX === 'hidden' || style.overflowX === 'clip') return true;
      }
      return false;
    };
    const offCanvas = (element: Element) => element.closest('.sidebar-closed .chat-sidebar') !== null;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`page ${document.documentElement.scrollWidth}px`);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      if (scrollsSideways(element) || offCanvas(element)) continue;
      out.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} → ${Math.round(box.right)}px`);
    }
    return out.slice(0, 10);
  });
}

/**
 * A phone (390 px), in both themes: charts fit their column and re-lay out on rotation, the chat's
 * controls stay compact with the whole mode badge, admin tables scroll under a sticky first column,
 * the landing header is opaque, and nothing is wider than the screen.
 */
describe.each(['light', 'dark'] as const)('phone layout, %s theme', (theme) => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-e2e-phone-'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('landing: the sticky header is opaque over scrolled text, and nothing overflows', async () => {
    const context = await newContext(browser, baseUrl, { theme, width: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(400);
    const background = await page.locator('header.landing-nav').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/^rgb\(/); // opaque: rgb(), never rgba(…, <1) or transparent
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, `phone-landing-${theme}-390`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('chat: a chart fits its column and follows a rotation; the mode badge shows whole; nothing overflows', async () => {
    const context = await newContext(browser, baseUrl, { theme, width: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, ADMIN);
    // The sidebar starts closed on a phone; a new conversation from the welcome.
    await page.getByRole('button', { name: 'Start New Conversation' }).click();
    await page.waitForURL((url) => url.searchParams.has('conversation'));
    await page.getByLabel('Select Processing Mode').selectOption('tool_enhanced');
    await expect.poll(() => page.getByText('connected', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    const csv = path.join(dir, `phone-${theme}.csv`);
    fs.writeFileSync(csv, 'week,revenue\n2025-01-06,100\n2025-01-13,140\n2025-01-20,90\n2025-01-27,170\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles(csv);
    await expect.poll(() => page.locator('.file-chips [role="progressbar"]').count(), { timeout: 30_000 }).toBe(0);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('total revenue by week');
    await box.press('Enter');
    const plot = page.locator('.rc-chart-plot').first();
    await plot.locator('svg.main-svg').first().waitFor({ timeout: 60_000 });

    // The chart is as wide as its column, not a fixed 600 px.
    const sizes = async () =>
      plot.evaluate((el) => ({
        column: el.getBoundingClientRect().width,
        svg: (el.querySelector('svg.main-svg') as SVGElement).getBoundingClientRect().width,
      }));
    const narrow = await sizes();
    expect(narrow.svg).toBeLessThanOrEqual(narrow.column + 1);
    expect(narrow.svg).toBeLessThan(PHONE);
    // Once the mode is set the picker folds away; the header's badge shows the whole mode.
    await expect.poll(() => page.getByLabel('Select Processing Mode').count()).toBe(0);
    const badge = page.locator('.mode-badge');
    await expect.poll(() => badge.textContent()).toBe('QPN Mode: Tool Enhanced');
    // Not cut by the header: the badge ends inside its row, and the row inside the screen.
    expect(
      await badge.evaluate((el) => {
        const row = (el.parentElement as HTMLElement).getBoundingClientRect();
        return el.getBoundingClientRect().right <= Math.min(row.right, window.innerWidth) + 1;
      }),
    ).toBe(true);
    expect(await overflowing(page)).toEqual([]);
    await plot.scrollIntoViewIfNeeded();
    await screenshot(page, `phone-chat-${theme}-390`);

    // Turned sideways: the chart re-lays out to the wider column.
    await page.setViewportSize({ width: 800, height: 390 });
    await expect.poll(async () => (await sizes()).svg, { timeout: 10_000 }).toBeGreaterThan(narrow.svg + 100);
    const wide = await sizes();
    expect(wide.svg).toBeLessThanOrEqual(wide.column + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('admin: tables scroll sideways under a sticky first column; nothing else overflows', async () => {
    const context = await newContext(browser, baseUrl, { theme, width: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, ADMIN);
    await page.goto('/admin?tab=users');
    const table = page.getByRole('region', { name: 'Users table' });
    await table.locator('tbody tr').first().waitFor();
    const firstCell = table.locator('tbody tr').first().locator('td').first();
    expect(await firstCell.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    const before = await firstCell.boundingBox();
    await table.evaluate((el) => el.scrollBy({ left: 1000 }));
    await page.waitForTimeout(200);
    // The name stays put while Role, Status and Actions come into view.
    expect((await firstCell.boundingBox())?.x).toBeCloseTo(before?.x ?? 0, 0);
    const actions = table.locator('tbody tr').first().locator('td').last();
    const box = await actions.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, `phone-admin-${theme}-390`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
