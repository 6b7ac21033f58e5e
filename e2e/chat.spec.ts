import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { signIn } from './support/session';

/** Records whether a streaming reply (with 'Generating...') was ever on screen. */
async function watchStreaming(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __sawStream: boolean; __streamObserver?: MutationObserver };
    w.__sawStream = false;
    w.__streamObserver?.disconnect();
    w.__streamObserver = new MutationObserver(() => {
      if (document.querySelector('.message.is-streaming')) w.__sawStream = true;
    });
    w.__streamObserver.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const sawStream = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sawStream: boolean }).__sawStream);
const assistantMessages = (page: Page) => page.getByRole('article', { name: 'Assistant message' });
const userMessages = (page: Page) => page.getByRole('article', { name: 'Your message' });
const headerTitle = (page: Page) => page.locator('.chat-header-title');

/**
 * An analyst holds a conversation: creates it, sends a question and watches the reply stream in,
 * renames it, opens its share link, edits the question into a second branch and switches between
 * the branches, reloads and finds it all kept, then deletes it after the confirmation.
 */
describe('chat conversation journey', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('creates, streams, renames, shares, branches, survives a reload and deletes', async () => {
    context = await newContext(browser, baseUrl, { theme: 'light' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page);

    // Create a conversation: it is selected, empty, and asks for a mode.
    // .first(): the sidebar's button comes before any listed conversation titled 'New Conversation'.
    await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
    await page.waitForURL(/conversation=/);
    await expect.poll(() => headerTitle(page).textContent()).toBe('New Conversation');
    await expect.poll(() => page.getByText('Choose a QPN mode to get started...').isVisible()).toBe(true);
    const conversationId = new URL(page.url()).searchParams.get('conversation');
    expect(conversationId).toBeTruthy();
    await expect
      .poll(() => page.getByText('connected', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // Send over the socket and watch the reply stream in.
    await page.getByLabel('Select Processing Mode').selectOption('simple');
    await watchStreaming(page);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('What can you do?');
    await box.press('Enter');
    await expect.poll(() => userMessages(page).count()).toBe(1);
    await expect.poll(() => assistantMessages(page).count(), { timeout: 30_000 }).toBe(1);
    expect(await sawStream(page)).toBe(true);
    expect((await assistantMessages(page).first().innerText()).length).toBeGreaterThan(20);
    await expect.poll(() => page.getByText('QPN Mode: Simple').isVisible()).toBe(true);
    await screenshot(page, 'chat-reply-light');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await screenshot(page, 'chat-reply-dark');
    await page.getByRole('button', { name: 'Toggle theme' }).click();

    // Rename inline: Enter saves.
    const list = page.getByRole('navigation', { name: 'Conversation list' });
    await list.locator('.conversation-item.is-active').hover();
    await list
      .getByRole('button', { name: /^Rename / })
      .first()
      .click();
    const titleBox = page.getByRole('textbox', { name: 'Conversation title' });
    await titleBox.fill('Quarterly questions');
    await titleBox.press('Enter');
    await expect.poll(() => headerTitle(page).textContent()).toBe('Quarterly questions');

    // Share with the organization: the link is copied; opened by the owner it shows the shared
    // (read-only) page, which leads back to the conversation in the chat.
    await list.getByRole('button', { name: 'Share Quarterly questions' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share conversation' });
    await shareDialog.getByRole('button', { name: 'Share with my organization' }).click();
    await shareDialog.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => shareDialog.getByText('Copied', { exact: true }).isVisible()).toBe(true);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl}/shared/[0-9a-f-]{36}$`));
    await shareDialog.getByRole('button', { name: 'Done' }).click();
    const shared = await context.newPage();
    await shared.goto(link);
    await expect.poll(() => shared.getByRole('heading', { name: 'Quarterly questions' }).isVisible()).toBe(true);
    await expect.poll(() => shared.getByRole('article', { name: 'Shared answer' }).count()).toBe(1);
    await shared.getByRole('link', { name: 'Open in chat' }).click();
    await shared.waitForURL(`**/chat?conversation=${conversationId}`);
    await expect.poll(() => headerTitle(shared).textContent()).toBe('Quarterly questions');
    await shared.close();

    // Edit the question into a second branch with its own reply.
    await userMessages(page).first().hover();
    await page.getByRole('button', { name: 'Edit message' }).click();
    const edit = page.getByRole('textbox', { name: 'Edit message' });
    await edit.fill('How do I load my data?');
    await watchStreaming(page);
    await edit.press('Enter');
    await expect.poll(() => page.getByText('2/2').first().isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => userMessages(page).first().innerText()).toContain('How do I load my data?');
    await expect.poll(() => assistantMessages(page).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.locator('.message.is-streaming').count(), { timeout: 30_000 }).toBe(0);

    // Switch to the first branch and back.
    await page.getByRole('button', { name: 'Previous version' }).first().click();
    await expect.poll(() => page.getByText('1/2').first().isVisible()).toBe(true);
    await expect.poll(() => userMessages(page).first().innerText()).toContain('What can you do?');
    await page.getByRole('button', { name: 'Next version' }).first().click();
    await expect.poll(() => page.getByText('2/2').first().isVisible()).toBe(true);
    await expect.poll(() => userMessages(page).first().innerText()).toContain('How do I load my data?');

    // A reload keeps the conversation, its title, the branch shown and the replies.
    await page.reload();
    await expect.poll(() => headerTitle(page).textContent()).toBe('Quarterly questions');
    await expect.poll(() => userMessages(page).first().innerText()).toContain('How do I load my data?');
    await expect.poll(() => page.getByText('2/2').first().isVisible()).toBe(true);
    await expect.poll(() => assistantMessages(page).count()).toBe(1);

    // Delete, with the confirmation.
    await list.getByRole('button', { name: 'Delete Quarterly questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect
      .poll(() =>
        dialog
          .getByText('Are you sure you want to delete this conversation? This action cannot be undone.')
          .isVisible(),
      )
      .toBe(true);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => list.getByText('Quarterly questions').count()).toBe(0);
    await expect.poll(() => headerTitle(page).textContent()).toBe('AI Business Analytics & Intelligence');
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Start New Conversation' }).isVisible())
      .toBe(true);
    expect(await list.getByText('Quarterly questions').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
