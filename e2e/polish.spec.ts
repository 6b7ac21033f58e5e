import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { adminCommand, startServer, type RunningServer } from './support/server';
import { signIn } from './support/session';

const ORG = 'DEMO';
const PASSWORD = 'Polish-password-1';
const ADMIN = { username: 'ada', first: 'Ada', last: 'Admin', role: 'admin' };
const MEMBER = { username: 'max', first: 'Max', last: 'Member', role: 'user' };

const signInAs = (page: Page, account: { username: string }) =>
  signIn(page, { username: account.username, password: PASSWORD, organizationCode: ORG });

/** Calls the API with the page's session, as the app does. */
async function apiCall(page: Page, method: string, url: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = JSON.parse(localStorage.getItem('auth_tokens') ?? '{}').access_token as string;
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return res.status;
    },
    { method, url, body },
  );
}

async function upload(page: Page, folder: string, name: string, text: string): Promise<number> {
  return page.evaluate(
    async ({ folder, name, text }) => {
      const token = JSON.parse(localStorage.getItem('auth_tokens') ?? '{}').access_token as string;
      const form = new FormData();
      form.append('path', folder);
      form.append('files', new File([text], name, { type: 'text/plain' }));
      const res = await fetch('/api/files/upload/', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return res.status;
    },
    { folder, name, text },
  );
}

/**
 * The rough edges a newcomer met, smoothed: the way to Administration, Stop generating, full
 * paths in the audit log, exporting a conversation, every model in the Model select, and the
 * contact requests inbox with statuses. Slow tokens make a reply long enough to stop.
 */
describe('polish', () => {
  let server: RunningServer;
  let browser: Browser;
  let dir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-e2e-polish-'));
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir);
    adminCommand(dataDir, ['create-org', '--code', ORG, '--name', 'Demo Organization', '--plan', 'enterprise']);
    for (const a of [ADMIN, MEMBER])
      adminCommand(dataDir, ['create-user', '--org', ORG, '--username', a.username, '--password', PASSWORD, '--role', a.role, '--first-name', a.first, '--last-name', a.last]);
    server = await startServer({ ANALYST_TOKEN_DELAY_MS: '150', ORG_CODE: ORG }, dataDir);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = async (account: { username: string }, theme: 'light' | 'dark' = 'light') => {
    const context = await newContext(browser, server.url, { theme });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAs(page, account);
    return { page, errors };
  };

  it('shows Administration to admins only, and every model with why it cannot be chosen', async () => {
    const { page: member } = await open(MEMBER);
    expect(await member.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    const memberModels = member.getByRole('combobox', { name: 'Model' });
    await memberModels.waitFor();
    const gpt = memberModels.locator('option', { hasText: 'GPT-4' });
    expect(await gpt.isDisabled()).toBe(true);
    expect(await gpt.evaluate((o) => o.parentElement?.getAttribute('label'))).toBe('Not configured by your administrator');
    expect(await memberModels.locator('option', { hasText: /Claude/ }).count()).toBe(1);
    expect(await memberModels.locator('option', { hasText: /GPT-3.5/i }).count()).toBe(1);

    const { page: admin, errors } = await open(ADMIN, 'dark');
    const adminModels = admin.getByRole('combobox', { name: 'Model' });
    await adminModels.waitFor();
    expect(
      await adminModels.locator('option', { hasText: 'GPT-4' }).evaluate((o) => o.parentElement?.getAttribute('label')),
    ).toBe('Add an API key in Administration → Settings');
    await admin.getByRole('link', { name: 'Administration' }).click();
    await admin.waitForURL('**/admin**');
    await admin.getByText('Administration Panel').first().waitFor();
    await screenshot(admin, 'polish-admin-entry-dark-1280');
    expect(errors).toEqual([]);
  });

  it('stops a reply while it streams: the words so far are kept and marked as stopped', async () => {
    const { page, errors } = await open(ADMIN);
    await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.has('conversation'));
    await expect.poll(() => page.getByText('connected', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('What can you do?');
    await box.press('Enter');
    const stop = page.getByRole('button', { name: 'Stop generating' });
    await stop.waitFor({ timeout: 15_000 });
    // Let a few words arrive, then stop.
    await page.locator('.message.is-streaming').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1_200);
    await screenshot(page, 'polish-stop-streaming-light-1280');
    await stop.click();
    const reply = page.getByRole('article', { name: 'Assistant message' }).last();
    await expect.poll(() => reply.locator('.message-details').textContent(), { timeout: 15_000 }).toMatch(/^Stopped · /);
    await expect.poll(() => page.getByRole('button', { name: 'Send message' }).count()).toBe(1);
    const kept = (await reply.locator('.message-bubble').innerText()).trim();
    expect(kept.length).toBeGreaterThan(0);
    // The full welcome has every mode; a reply stopped after about a second has not reached the end.
    expect(kept).not.toContain('**Custom**');
    expect(kept).not.toContain('Custom —');
    // The stored reply is the stopped one (after a reload too).
    await page.reload();
    await expect
      .poll(() => page.getByRole('article', { name: 'Assistant message' }).last().locator('.message-details').textContent(), {
        timeout: 15_000,
      })
      .toMatch(/^Stopped · /);
    await screenshot(page, 'polish-stopped-light-1280');
    expect(errors).toEqual([]);
  });

  it('logs deleted files and folders by their full path, with spaces, slashes and digits', async () => {
    const { page: member } = await open(MEMBER);
    expect(await apiCall(member, 'POST', '/api/files/create-folder/', { name: 'RCA data', path: '' })).toBe(201);
    expect(await apiCall(member, 'POST', '/api/files/create-folder/', { name: 'scratch-2', path: '' })).toBe(201);
    expect(await upload(member, 'RCA data', 'meeting-notes 2.txt', 'notes')).toBe(201);
    expect(await apiCall(member, 'DELETE', '/api/files/delete/', { path: 'RCA data/meeting-notes 2.txt', type: 'file' })).toBe(200);
    expect(await apiCall(member, 'DELETE', '/api/files/delete/', { path: 'scratch-2', type: 'folder' })).toBe(200);

    const { page: admin, errors } = await open(ADMIN);
    await admin.goto('/admin?tab=audit-logs');
    await admin.getByLabel('Action').selectOption('file.delete');
    await admin.getByText('file RCA data/meeting-notes 2.txt').waitFor();
    await admin.getByText('folder scratch-2', { exact: true }).waitFor();
    await screenshot(admin, 'polish-audit-paths-light-1280');
    expect(errors).toEqual([]);
  });

  it('exports a conversation as Markdown and as PDF (chart picture, table, code, Unicode) from the conversation menu', async () => {
    const { page, errors } = await open(MEMBER);
    await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.has('conversation'));
    await page.getByLabel('Select Processing Mode').selectOption('tool_enhanced');
    await expect.poll(() => page.getByText('connected', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    const csv = path.join(dir, 'sales.csv');
    fs.writeFileSync(csv, 'month,amount\n2025-01-01,120\n2025-02-01,150\n2025-03-01,90\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles(csv);
    await expect.poll(() => page.locator('.file-chips [role="progressbar"]').count(), { timeout: 30_000 }).toBe(0);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('total amount by month');
    await box.press('Enter');
    await page.locator('.rc-chart-plot svg.main-svg').first().waitFor({ timeout: 90_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Send message' }).count(), { timeout: 60_000 }).toBe(1);
    await box.fill('Notes — Zürich, Ωmega, Привет, ≤ ≥ €\n\n```sql\nSELECT 1;\n```\n\n$$\nx^2 + y^2\n$$');
    await box.press('Enter');
    await expect.poll(() => page.getByRole('article', { name: 'Assistant message' }).count(), { timeout: 90_000 }).toBe(2);
    await expect.poll(() => page.getByRole('button', { name: 'Send message' }).count(), { timeout: 90_000 }).toBe(1);

    const save = async (format: 'Markdown' | 'PDF') => {
      await page.getByRole('button', { name: 'Conversation menu' }).click();
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('menuitem', { name: `Export as ${format}` }).click();
      const file = await download;
      const target = path.join(dir, file.suggestedFilename());
      await file.saveAs(target);
      return { name: file.suggestedFilename(), bytes: fs.readFileSync(target) };
    };
    const md = await save('Markdown');
    expect(md.name).toBe('total amount by month.md');
    const text = md.bytes.toString('utf8');
    expect(text).toContain('# total amount by month');
    expect(text).toContain('| month | total amount |');
    expect(text).toMatch(/!\[total amount by month\]\(data:image\/png;base64,/);
    expect(text).toContain('Zürich, Ωmega, Привет, ≤ ≥ €');
    expect(text).toContain('```sql\nSELECT 1;\n```');

    const pdf = await save('PDF');
    expect(pdf.name).toBe('total amount by month.pdf');
    const raw = pdf.bytes.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain('/BaseFont /DejaVuSans');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect((raw.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('gives contact requests their own tab with readable labels, and audits read and handled', async () => {
    const sent = await fetch(`${server.url}/api/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Cleo',
        lastName: 'Client',
        email: 'cleo@example.com',
        company: 'Client Co',
        role: 'data',
        interest: 'demo',
        message: 'We would like a demo.',
      }),
    });
    expect(sent.status).toBe(201);
    const { page, errors } = await open(ADMIN, 'dark');
    await page.goto('/admin');
    await page.getByRole('tab', { name: /Contact requests/ }).click();
    await page.getByText('Cleo Client').waitFor();
    expect(await page.getByText('Product demo').count()).toBe(1);
    expect(await page.getByText('Data / Analytics').count()).toBe(1);
    const status = page.getByLabel("Status of Cleo Client's request");
    expect(await status.inputValue()).toBe('new');
    await page.getByRole('button', { name: 'Read' }).click();
    await page.getByText('We would like a demo.').waitFor();
    await expect.poll(() => status.inputValue()).toBe('read');
    await status.selectOption('handled');
    await expect.poll(() => status.inputValue()).toBe('handled');
    await screenshot(page, 'polish-contacts-dark-1280');
    await page.goto('/admin?tab=audit-logs');
    await page.getByLabel('Action').selectOption('contact_request.update');
    await expect.poll(() => page.locator('tbody tr', { hasText: 'contact_request.update' }).count()).toBe(2);
    expect(errors).toEqual([]);
  });
});
