import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, ANALYST } from './support/accounts';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { signIn } from './support/session';

const FIXTURE = path.resolve(
  new URL('.', import.meta.url).pathname,
  '../packages/server/src/mcp/fixtures/stdio-server.mjs',
);

/** The names offered by the chat's Tools select ('No tool' left out). */
async function toolOptions(page: Page): Promise<string[]> {
  const select = page.getByRole('combobox', { name: 'Tool' });
  await select.waitFor();
  const options = await select.locator('option').allTextContents();
  return options.filter((text) => text !== 'No tool');
}

function toolRow(page: Page, name: string) {
  return page.locator(`li[data-tool="${name}"]`);
}

/**
 * The tool panel as an administrator and a user see it: the admin adds an external MCP server of
 * our own (a stdio fixture) in the MCP Tools tab, switches tools off for the organization, and
 * they are gone from the analyst's Tools select; the analyst switches one off for herself from the
 * chat's tool panel. Every switch is put back at the end.
 */
describe('tool management', () => {
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

  it('switches a tool off as admin and it is gone from the chat’s Tools select', async () => {
    const adminContext = await newContext(browser, baseUrl, { theme: 'light' });
    contexts.push(adminContext);
    const admin = await adminContext.newPage();
    const adminErrors = collectPageErrors(admin);
    await signIn(admin, ADMIN);
    await admin.goto('/admin?tab=tools');
    const panel = admin.getByRole('region', { name: 'Tool Management' });
    await panel.waitFor();
    await expect.poll(() => toolRow(admin, 'aggregate').count()).toBe(1);
    await expect.poll(() => admin.getByRole('status').filter({ hasText: 'Connected' }).count()).toBe(1);
    await expect.poll(() => admin.getByText('healthy', { exact: true }).isVisible()).toBe(true);

    // An external MCP server over stdio: its tools join the list.
    await admin.getByLabel('Name', { exact: true }).fill('fixture');
    await admin.getByLabel('Command').fill(process.execPath);
    await admin.getByLabel('Arguments').fill(`"${FIXTURE}"`);
    await admin.getByRole('button', { name: 'Add Server' }).click();
    await expect.poll(() => toolRow(admin, 'fixture__shout').count(), { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => toolRow(admin, 'fixture__shout').getByText('mcp · fixture').isVisible())
      .toBe(true);
    await admin.getByRole('button', { name: 'Test Connection' }).click();
    await expect
      .poll(
        () => admin.getByText(/^Connection successful: \d+ built-in tools, fixture \(3 tools\)$/).isVisible(),
        { timeout: 20_000 },
      )
      .toBe(true);
    await screenshot(admin, 'tools-admin-light');
    await admin.getByRole('button', { name: 'Close result' }).click();

    // The analyst sees both tools in the chat's Tools select.
    const analystContext = await newContext(browser, baseUrl, { theme: 'dark' });
    contexts.push(analystContext);
    const analyst = await analystContext.newPage();
    const analystErrors = collectPageErrors(analyst);
    await signIn(analyst, ANALYST);
    await expect
      .poll(() => toolOptions(analyst))
      .toEqual(expect.arrayContaining(['correlate', 'fixture__shout', 'aggregate']));

    // The admin switches correlate and fixture__shout off: 'Updating...' and then 'Disabled'.
    for (const name of ['correlate', 'fixture__shout']) {
      await toolRow(admin, name).getByRole('switch').click();
      await expect.poll(() => toolRow(admin, name).getByText('Disabled').isVisible()).toBe(true);
      expect(await toolRow(admin, name).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    }

    await analyst.reload();
    await expect.poll(async () => (await toolOptions(analyst)).includes('correlate')).toBe(false);
    const options = await toolOptions(analyst);
    expect(options).not.toContain('fixture__shout');
    expect(options).toContain('aggregate');
    expect(options).toContain('fixture__add');

    await analyst.getByRole('button', { name: 'New Conversation' }).first().click();
    await analyst.waitForURL(/conversation=/);
    await screenshot(analyst, 'tools-chat-launcher-dark');

    // From the chat, the analyst opens the tool panel: correlate is locked by the admin, and she
    // switches forecast off for herself; the Tools select follows at once.
    await analyst.getByRole('button', { name: 'Tools', exact: true }).click();
    const dialog = analyst.getByRole('dialog', { name: 'Tool Management' });
    await dialog.waitFor();
    await expect.poll(() => toolRow(analyst, 'forecast').count()).toBe(1);
    await screenshot(analyst, 'tools-chat-panel-dark');
    await expect
      .poll(() => toolRow(analyst, 'correlate').getByText('Disabled by your administrator').isVisible())
      .toBe(true);
    expect(await toolRow(analyst, 'correlate').getByRole('switch').isDisabled()).toBe(true);
    await toolRow(analyst, 'forecast').getByRole('switch').click();
    await expect.poll(() => toolRow(analyst, 'forecast').getByText('Disabled').isVisible()).toBe(true);
    const stored = await analyst.evaluate(() =>
      JSON.parse(localStorage.getItem('mcp_tool_preferences') ?? '{}'),
    );
    expect(stored.forecast).toMatchObject({ enabled: false });
    await screenshot(analyst, 'tools-chat-dark');
    await analyst.keyboard.press('Escape');
    await expect.poll(async () => (await toolOptions(analyst)).includes('forecast')).toBe(false);
    // The admin still has forecast: her own choice is hers alone.
    await admin.reload();
    await expect
      .poll(() => toolRow(admin, 'forecast').getByRole('switch').getAttribute('aria-checked'))
      .toBe('true');

    // Put everything back.
    await analyst.getByRole('button', { name: 'Tools', exact: true }).click();
    await toolRow(analyst, 'forecast').getByRole('switch').click();
    await expect.poll(() => toolRow(analyst, 'forecast').getByText('Enabled').isVisible()).toBe(true);
    await analyst.keyboard.press('Escape');
    for (const name of ['correlate', 'fixture__shout']) {
      await toolRow(admin, name).getByRole('switch').click();
      await expect.poll(() => toolRow(admin, name).getByText('Enabled').isVisible()).toBe(true);
    }
    await admin.getByRole('button', { name: 'Remove fixture' }).click();
    await expect.poll(() => toolRow(admin, 'fixture__shout').count(), { timeout: 20_000 }).toBe(0);
    await analyst.reload();
    await expect.poll(async () => (await toolOptions(analyst)).includes('correlate')).toBe(true);

    expect(adminErrors).toEqual([]);
    expect(analystErrors).toEqual([]);
  });

  it('places the Tools button in the chat header’s row without covering its buttons, on a phone too', async () => {
    for (const width of [1280, 390]) {
      const context = await newContext(browser, baseUrl, { theme: 'light', width });
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, ANALYST);
      const launcher = page.getByRole('button', { name: 'Tools', exact: true });
      await launcher.waitFor();
      const box = await launcher.boundingBox();
      const header = await page.locator('.chat-header').boundingBox();
      expect(box && header).toBeTruthy();
      if (!box || !header) return;
      expect(box.y).toBeGreaterThanOrEqual(header.y);
      expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
      expect(
        await page
          .locator('.chat-header-actions')
          .getByRole('button', { name: 'Tools', exact: true })
          .count(),
      ).toBe(1);
      for (const other of await page.locator('.chat-header button:not([aria-label="Tools"])').all()) {
        const b = await other.boundingBox();
        if (!b) continue;
        const overlaps = box.x < b.x + b.width && b.x < box.x + box.width;
        expect(overlaps, `Tools button covers ${await other.getAttribute('aria-label')}`).toBe(false);
      }
      await screenshot(page, `tools-chat-launcher-${width}`);
      await launcher.click();
      await page.getByRole('dialog', { name: 'Tool Management' }).waitFor();
      await expect.poll(() => toolRow(page, 'aggregate').count()).toBe(1);
      await screenshot(page, `tools-chat-panel-light-${width}`);
      await context.close();
    }
  });

  it('shows the panel in both themes with real statistics from tool calls', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(browser, baseUrl, { theme });
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, ADMIN);
      // A real call through the API, as the panel's statistics count it.
      const called = await page.evaluate(async () => {
        const tokens = JSON.parse(localStorage.getItem('auth_tokens') ?? '{}');
        const res = await fetch('/api/mcp/tools/list_datasets/call/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
          body: '{}',
        });
        return res.status;
      });
      expect(called).toBe(200);
      await page.goto('/admin?tab=tools');
      await expect
        .poll(() =>
          toolRow(page, 'list_datasets')
            .getByText(/^\d+ calls? · 0 errors · /)
            .isVisible(),
        )
        .toBe(true);
      await screenshot(page, `tools-admin-${theme}-stats`);
      await context.close();
    }
  });
});
