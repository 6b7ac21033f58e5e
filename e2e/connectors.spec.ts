import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import pg from 'pg';
import { ADMIN, ANALYST, ORG_CODE } from './support/accounts';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * A database as a data source, end to end: the admin connects the local PostgreSQL in the admin
 * page (testing it first), the analyst picks its table in the Data Loader and asks three
 * questions, getting the numbers computed here from the same rows, a table and a chart; an RCA
 * runs on the database table.
 */
const PG = { host: '127.0.0.1', port: 5432, user: 'root', database: 'test' };
const DATABASE = `e2e_connectors_${process.pid}`;
type Order = { id: number; day: string; region: string; product: string; amount: number; quantity: number };

function shopOrders(): Order[] {
  const regions = ['North', 'South', 'East', 'West'];
  const products = ['Kettle', 'Toaster', 'Blender', 'Mixer', 'Grill'];
  const orders: Order[] = [];
  for (let i = 1; i <= 2400; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + ((i * 37) % 182) * 86_400_000).toISOString().slice(0, 10);
    orders.push({
      id: i,
      day,
      region: regions[(i * 7) % 4] as string,
      product: products[(i * 3) % 5] as string,
      amount: 10 + ((i * 13) % 90),
      quantity: 1 + (i % 5),
    });
  }
  return orders;
}
const ORDERS = shopOrders();
const sumBy = (key: (o: Order) => string, value: (o: Order) => number) => {
  const totals = new Map<string, number>();
  for (const o of ORDERS) totals.set(key(o), (totals.get(key(o)) ?? 0) + value(o));
  return totals;
};
const number = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Organization Code').fill(ORG_CODE);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/chat**');
}

const assistantMessages = (page: Page) => page.getByRole('article', { name: 'Assistant message' });

async function ask(page: Page, question: string): Promise<Locator> {
  const before = await assistantMessages(page).count();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
  await expect.poll(() => assistantMessages(page).count(), { timeout: 60_000 }).toBe(before + 1);
  await expect.poll(() => page.locator('.message.is-streaming').count(), { timeout: 60_000 }).toBe(0);
  const reply = assistantMessages(page).last();
  await expect
    .poll(() => reply.locator('.message-bubble > .rc-markdown').count(), { timeout: 30_000 })
    .toBe(1);
  return reply;
}

async function tableOf(reply: Locator): Promise<string[][]> {
  const table = reply.locator('.rc-table').first();
  await expect.poll(() => table.isVisible(), { timeout: 15_000 }).toBe(true);
  return table.evaluate((figure) =>
    Array.from(figure.querySelectorAll('tbody tr:not([aria-hidden])'), (tr) =>
      Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? ''),
    ),
  );
}

describe('a PostgreSQL database as a data source', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    const admin = new pg.Client(PG);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${DATABASE}"`);
    await admin.end();
    const db = new pg.Client({ ...PG, database: DATABASE });
    await db.connect();
    await db.query(
      'CREATE TABLE orders (id integer PRIMARY KEY, order_date date, region text, product text, amount integer, quantity integer)',
    );
    await db.query(
      `INSERT INTO orders VALUES ${ORDERS.map((o) => `(${o.id}, '${o.day}', '${o.region}', '${o.product}', ${o.amount}, ${o.quantity})`).join(',')}`,
    );
    await db.query('ANALYZE orders');
    await db.end();
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    const admin = new pg.Client(PG);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
    await admin.end();
  });

  it('an admin adds the connection after testing it, with a clear error for a wrong database first', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, ADMIN);
    await page.goto('/admin?tab=connections');
    await page.getByRole('button', { name: 'Add connection' }).click();
    const form = page.getByRole('form', { name: 'Add a connection' });
    await form.getByLabel('Name').fill('shop');
    await form.getByLabel(/Connection URL/).fill(`postgres://root@127.0.0.1:5432/missing_${DATABASE}`);
    await form.getByRole('button', { name: 'Test' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent(), { timeout: 15_000 })
      .toMatch(/does not exist/);
    await form.getByLabel(/Connection URL/).fill(`postgres://root@127.0.0.1:5432/${DATABASE}`);
    await form.getByRole('button', { name: 'Test' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent(), { timeout: 15_000 })
      .toMatch(/Connected: PostgreSQL/);
    // The allowed schemas are picked from the ones the test found.
    await form.getByRole('checkbox', { name: 'public' }).check();
    await form.getByRole('button', { name: 'Save connection' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'shop' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Refresh tables' }).click();
    await expect
      .poll(() => page.getByText('Catalog read: 1 table.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, 'connectors-admin');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the analyst picks the table in the Data Loader and gets right numbers, a table and a chart', async () => {
    // A browser of their own: the admin's session stays in the first one.
    const analystContext = await newContext(browser, baseUrl);
    const page = await analystContext.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, ANALYST);
    await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
    await page.waitForURL(/conversation=/);
    await page.getByLabel('Select Processing Mode').selectOption('simple');
    // The table is attached to each conversation: the workspace may hold other tables of orders.
    const useTable = async () => {
      await page.getByRole('button', { name: 'Data Loader' }).click();
      await page.getByRole('button', { name: /shop/ }).click();
      await page.getByRole('button', { name: 'Use public.orders in chat' }).click();
      await expect
        .poll(() => page.locator('.file-chips .file-chip', { hasText: 'public.orders' }).isVisible())
        .toBe(true);
    };
    await useTable();

    const byRegion = await ask(page, 'What is the total amount by region?');
    expect(await byRegion.textContent()).toContain(
      'Computed inside PostgreSQL on every row of postgres:shop/public.orders',
    );
    const regionRows = await tableOf(byRegion);
    const expectedRegions = [
      ...sumBy(
        (o) => o.region,
        (o) => o.amount,
      ).entries(),
    ].sort((a, b) => b[1] - a[1]);
    expect(regionRows.map((r) => [r[0], number(r[1] ?? '')])).toEqual(expectedRegions);

    // Fresh conversations, so each question stands alone (not a follow-up of the one before).
    const fresh = async () => {
      const before = page.url();
      await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
      await page.waitForURL((url) => url.toString() !== before);
      await page.getByLabel('Select Processing Mode').selectOption('simple');
      await useTable();
    };
    await fresh();
    const perMonth = await ask(page, 'How many orders per month?');
    const monthRows = await tableOf(perMonth);
    expect(monthRows.map((r) => number(r[1] ?? ''))).toEqual(
      [
        ...sumBy(
          (o) => o.day.slice(0, 7),
          () => 1,
        ).entries(),
      ]
        .sort()
        .map(([, n]) => n),
    );
    await expect.poll(() => perMonth.locator('svg.main-svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    await fresh();
    const quantity = await ask(page, 'Total quantity by product');
    const productRows = await tableOf(quantity);
    const expectedProducts = [
      ...sumBy(
        (o) => o.product,
        (o) => o.quantity,
      ).entries(),
    ].sort((a, b) => b[1] - a[1]);
    expect(productRows.map((r) => [r[0], number(r[1] ?? '')])).toEqual(expectedProducts);
    await screenshot(page, 'connectors-chat');
    expect(errors).toEqual([]);
    await analystContext.close();
  });

  it('an RCA runs on the database table', async () => {
    const login = await fetch(`${baseUrl}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: ANALYST.username,
        password: ANALYST.password,
        organization_code: ORG_CODE,
      }),
    });
    const token = ((await login.json()) as { tokens: { access_token: string } }).tokens.access_token;
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return (await res.json()) as { data: { id: string; status: string; error: string | null } };
    };
    const created = await call('POST', '/api/rca/requests/', {
      problem_description: 'Why did the amount change?',
      data_sources: ['postgres:shop/public.orders'],
    });
    await call('POST', `/api/rca/requests/${created.data.id}/start/`);
    await expect
      .poll(async () => (await call('GET', `/api/rca/requests/${created.data.id}/`)).data.status, {
        timeout: 60_000,
      })
      .toBe('completed');
  });
});
