import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ANALYST, ORG_CODE } from './support/accounts';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';

/** The colours Plotly drew a chart with, beside the page's theme colours. */
async function chartColours(page: Page) {
  return page.locator('.rc-chart-plot').first().evaluate((element) => {
    type Font = { color: string };
    const layout = (
      element as HTMLElement & {
        _fullLayout: {
          paper_bgcolor: string;
          font: Font;
          title: { font: Font };
          xaxis: { gridcolor: string };
          hoverlabel: { bgcolor: string };
        };
      }
    )._fullLayout;
    const style = getComputedStyle(element);
    const rgb = (value: string) => {
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    const variable = (name: string) => rgb(style.getPropertyValue(name).trim());
    return {
      drawn: {
        paper: rgb(layout.paper_bgcolor),
        text: rgb(layout.font.color),
        title: rgb(layout.title.font.color),
        grid: rgb(layout.xaxis.gridcolor),
        hover: rgb(layout.hoverlabel.bgcolor),
      },
      theme: {
        paper: variable('--surface'),
        text: variable('--text-muted'),
        title: variable('--text'),
        grid: variable('--border'),
        hover: variable('--surface-raised'),
      },
      gridLine: getComputedStyle(element.querySelector('.xgrid, .ygrid') as Element).stroke,
    };
  });
}

/** Dark-mode charts: grid, text, paper and hover labels are the theme's, and follow a switch live. */
describe('charts follow the theme', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-e2e-dark-'));
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl, { theme: 'dark' });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('draws in the dark theme colours and switches to the light ones without a reload', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(ANALYST.username);
    await page.getByLabel('Password').fill(ANALYST.password);
    await page.getByLabel('Organization Code').fill(ORG_CODE);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/chat**');
    await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.has('conversation'));
    await expect.poll(() => page.getByText('connected', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    const csv = path.join(dir, 'visits.csv');
    fs.writeFileSync(csv, 'day,visits\n2025-03-01,40\n2025-03-02,55\n2025-03-03,38\n2025-03-04,61\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles(csv);
    await expect.poll(() => page.locator('.file-chips [role="progressbar"]').count(), { timeout: 30_000 }).toBe(0);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('total visits by day');
    await box.press('Enter');
    await page.locator('.rc-chart-plot[data-drawn-theme="dark"] svg.main-svg').first().waitFor({ timeout: 60_000 });

    const dark = await chartColours(page);
    expect(dark.drawn).toEqual(dark.theme);
    // Grid lines are the theme's border, never Plotly's default near-white.
    expect(dark.gridLine).toBe(dark.theme.grid);
    expect(dark.drawn.paper).not.toBe('rgb(255, 255, 255)');
    await page.locator('.rc-chart').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'dark-theme-chart-dark-1280');

    await page.getByRole('button', { name: 'Toggle theme' }).first().click();
    await page.locator('.rc-chart-plot[data-drawn-theme="light"] svg.main-svg').first().waitFor({ timeout: 15_000 });
    const light = await chartColours(page);
    expect(light.drawn).toEqual(light.theme);
    expect(light.drawn.paper).toBe('rgb(255, 255, 255)');
    expect(light.drawn.grid).not.toBe(dark.drawn.grid);
    await screenshot(page, 'dark-theme-chart-light-1280');
    expect(errors).toEqual([]);
  });
});
