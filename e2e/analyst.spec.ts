import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { signIn, newConversation, ask } from './support/session';

/**
 * A bakery's orders, January to June 2024: a deterministic CSV written by the spec, so every
 * number the analyst shows can be computed here independently (money in whole cents, so sums
 * are exact).
 */
type Order = { date: string; shop: string; pastry: string; quantity: number; cents: number };

function bakeryOrders(): Order[] {
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const shops = ['Harbour', 'Market', 'Station', 'Campus'];
  const pastries: [string, number][] = [
    ['Croissant', 250],
    ['Baguette', 180],
    ['Eclair', 390],
    ['Muffin', 220],
    ['Tart', 460],
    ['Scone', 200],
  ];
  const orders: Order[] = [];
  for (
    let d = new Date(Date.UTC(2024, 0, 1));
    d < new Date(Date.UTC(2024, 6, 1));
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const perDay = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < perDay; i++) {
      const [pastry, base] = pastries[Math.floor(rand() * pastries.length)] as [string, number];
      const cents = base + Math.floor(rand() * 60);
      const quantity = 1 + Math.floor(rand() * (cents > 400 ? 3 : 8));
      const shop = shops[Math.floor(rand() * shops.length)] as string;
      orders.push({ date: d.toISOString().slice(0, 10), shop, pastry, quantity, cents });
    }
  }
  return orders;
}

const ORDERS = bakeryOrders();
const amountCents = (o: Order) => o.cents * o.quantity;

/** Sums (or averages) of a value per key, largest first. */
function byKey(key: (o: Order) => string, value: (o: Order) => number, average = false): [string, number][] {
  const groups = new Map<string, { sum: number; n: number }>();
  for (const o of ORDERS) {
    const g = groups.get(key(o)) ?? { sum: 0, n: 0 };
    g.sum += value(o);
    g.n += 1;
    groups.set(key(o), g);
  }
  return [...groups.entries()]
    .map(([k, g]): [string, number] => [k, average ? g.sum / g.n : g.sum])
    .sort((a, b) => b[1] - a[1]);
}

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    sxx += ((xs[i] as number) - mx) ** 2;
    syy += ((ys[i] as number) - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

function writeCsv(dir: string): string {
  const file = path.join(dir, 'bakery_orders.csv');
  const lines = ['order_date,shop,pastry,quantity,unit_price,amount'];
  for (const o of ORDERS)
    lines.push([o.date, o.shop, o.pastry, o.quantity, o.cents / 100, amountCents(o) / 100].join(','));
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** The headers and cell texts of the n-th table of a reply. */
async function tableOf(reply: Locator, n = 0): Promise<{ headers: string[]; rows: string[][] }> {
  const table = reply.locator('.rc-table').nth(n);
  await expect.poll(() => table.isVisible(), { timeout: 15_000 }).toBe(true);
  return table.evaluate((figure) => ({
    headers: Array.from(figure.querySelectorAll('thead th'), (th) => th.textContent?.trim() ?? ''),
    rows: Array.from(figure.querySelectorAll('tbody tr:not([aria-hidden])'), (tr) =>
      Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? ''),
    ),
  }));
}

/** A chart of a reply, by its title, drawn by Plotly (an SVG inside the plot element). */
async function expectChart(reply: Locator, title: string) {
  const plot = reply.getByRole('img', { name: `Chart: ${title}` });
  await expect.poll(() => plot.isVisible(), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => plot.locator('svg.main-svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);
}

const number = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));

/** Each shown row is [label, amount…]: same labels in order, amounts within a cent. */
function expectRows(rows: string[][], expected: [string, number][]) {
  expect(rows.map((r) => r[0])).toEqual(expected.map((e) => e[0]));
  rows.forEach((row, i) =>
    expect(Math.abs(number(row[1]) - (expected[i] as [string, number])[1])).toBeLessThan(0.006),
  );
}

describe('the analyst answers questions about an uploaded CSV', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let csvPath: string;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-analyst-'));
    csvPath = writeCsv(dir);
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl, { theme: 'light' });
    page = await context.newPage();
    errors = collectPageErrors(page);
    await signIn(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('attaches the CSV in the chat and answers five kinds of question with the right numbers', async () => {
    await newConversation(page, 'tool_enhanced');

    // Attach button → file chooser → a removable chip with the file's name.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles(csvPath);
    const chip = page.locator('.file-chips .file-chip', { hasText: 'bakery_orders.csv' });
    await expect.poll(() => chip.isVisible()).toBe(true);
    await expect.poll(() => chip.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove bakery_orders.csv' }).isVisible()).toBe(true);

    // 1. Ranking, answered on the attachment.
    let reply = await ask(page, 'top 3 pastries by amount');
    await expect.poll(() => page.locator('.file-chips').count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Your message' }).last().innerText()).toContain(
      'bakery_orders.csv',
    );
    expect(await reply.innerText()).toContain('You asked for the top 3 total amount by pastry.');
    const pastries = byKey((o) => o.pastry, amountCents).map(([k, v]): [string, number] => [k, v / 100]);
    let table = await tableOf(reply);
    expect(table.headers).toEqual(['pastry', 'total amount']);
    expectRows(table.rows, pastries.slice(0, 3));
    await expectChart(reply, 'total amount by pastry');
    // Tool enhanced: the call is a collapsible step with its arguments and result.
    const steps = reply.locator('details.tool-steps');
    expect(await steps.locator('summary').first().innerText()).toContain('Used 1 tool');
    await steps.locator('summary').first().click();
    await reply.locator('details.tool-step summary').first().click();
    const stepText = await reply.locator('.tool-step-body').first().innerText();
    // The step's arguments are the typed query that ran, grouped by pastry.
    expect(stepText).toMatch(/"groupBy": \[\s*\{\s*"column": "pastry"/);
    expect(stepText).toContain(`The total amount by pastry: ${(pastries[0] as [string, number])[0]}:`);
    await screenshot(page, 'analyst-top-pastries');

    // 2. A grouped total.
    reply = await ask(page, 'total amount by shop');
    table = await tableOf(reply);
    expectRows(
      table.rows,
      byKey((o) => o.shop, amountCents).map(([k, v]): [string, number] => [k, v / 100]),
    );
    await expectChart(reply, 'total amount by shop');

    // 3. Time buckets: one row per month, in order, and a line chart.
    reply = await ask(page, 'bakery amount by month');
    table = await tableOf(reply);
    // months in time order, each read as people write it: 2024-01 → Jan 2024
    const monthName = (ym: string) =>
      `${new Date(`${ym}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${ym.slice(0, 4)}`;
    const months = byKey((o) => o.date.slice(0, 7), amountCents)
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([k, v]): [string, number] => [monthName(k), v / 100]);
    expect(table.headers).toEqual(['month', 'total amount']);
    expectRows(table.rows, months);
    await expectChart(reply, 'total amount by month');

    // 4. An average per group.
    reply = await ask(page, 'average quantity per shop');
    table = await tableOf(reply);
    expectRows(
      table.rows,
      byKey(
        (o) => o.shop,
        (o) => o.quantity,
        true,
      ),
    );

    // 5. A correlation, with its coefficient in the narrative and a scatter chart.
    reply = await ask(page, 'correlation between unit price and quantity');
    const r = pearson(
      ORDERS.map((o) => o.cents / 100),
      ORDERS.map((o) => o.quantity),
    );
    table = await tableOf(reply);
    expect(table.headers).toEqual(['x', 'y', 'r', 'n']);
    expect(Math.abs(number(table.rows[0]?.[2]) - r)).toBeLessThan(0.0005);
    expect(number(table.rows[0]?.[3])).toBe(ORDERS.length);
    const shownR = r.toLocaleString('en-US', { maximumFractionDigits: 3 });
    expect(await reply.innerText()).toContain('unit price and quantity relate (Pearson correlation)');
    expect(await reply.innerText()).toContain(`The correlation is r = ${shownR}`);
    await expectChart(reply, 'quantity vs unit price');
    await screenshot(page, 'analyst-correlation');
    expect(errors).toEqual([]);
  });

  it('profiles the data in EDA mode and downloads the report as standalone HTML', async () => {
    await newConversation(page, 'eda');
    const reply = await ask(page, 'profile bakery_orders');
    expect(await reply.innerText()).toContain(`bakery_orders: ${ORDERS.length} rows, 6 columns`);
    const overview = await tableOf(reply);
    const shopRow = overview.rows.find((row) => row[0] === 'shop');
    expect(shopRow?.[4]).toBe('4'); // distinct shops
    await expectChart(reply, 'Distribution of quantity');

    const download = page.waitForEvent('download');
    await reply.getByRole('link', { name: 'Download the full EDA report (HTML)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('bakery_orders-profile.html');
    const html = fs.readFileSync(await file.path(), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Profile of bakery_orders</title>');
    expect(html).toContain(`${ORDERS.length} rows · 6 columns`);
    expect(html).not.toContain('<script');
    await screenshot(page, 'analyst-eda');
  });

  it('explains a metric over time in time series mode: decomposition, forecast with intervals, anomalies', async () => {
    await newConversation(page, 'time_series');
    const reply = await ask(page, 'bakery amount over time');
    expect(await reply.innerText()).toContain(
      'its trend and seasonality, a forecast with prediction intervals, and the anomalies',
    );
    await expectChart(reply, 'total amount per day: decomposition');
    await expectChart(reply, 'Forecast of total amount');
    await expectChart(reply, 'Anomalies in total amount');
    const forecastIndex = await reply
      .locator('.rc-table .rc-table-title')
      .evaluateAll((titles) => titles.findIndex((t) => t.textContent === 'Forecast'));
    const forecast = await tableOf(reply, forecastIndex);
    expect(forecast.headers).toEqual(['period', 'forecast', 'lower', 'upper']);
    expect(forecast.rows.map((row) => row[0])).toEqual(['2024-07-01', '2024-08-01', '2024-09-01']);
    for (const [, value, lower, upper] of forecast.rows) {
      expect(number(lower)).toBeLessThan(number(value));
      expect(number(upper)).toBeGreaterThan(number(value));
    }
    await screenshot(page, 'analyst-time-series');
    expect(errors).toEqual([]);
  });
});
