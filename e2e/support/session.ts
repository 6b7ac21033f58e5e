/**
 * What most specs do first and most often: sign in through the login form, open a conversation
 * in a mode, attach a file to it, ask the assistant a question, waiting until the reply is
 * finished and drawn, and remove what a spec uploaded.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ANALYST, ORG_CODE } from './accounts';

export interface Credentials {
  username: string;
  password: string;
  /** The organization code typed on the login form; the shared DEMO organization by default. */
  organizationCode?: string;
}

/**
 * Signs in through the login form. By default waits for the chat page every sign-in lands on;
 * `waitForChat: false` returns right after the click (for specs that check what happens instead).
 */
export async function signIn(
  page: Page,
  account: Credentials = ANALYST,
  options: { waitForChat?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Organization Code').fill(account.organizationCode ?? ORG_CODE);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (options.waitForChat !== false) await page.waitForURL('**/chat**');
}

/** Opens a new conversation, picks its processing mode and waits for its socket. */
export async function newConversation(page: Page, mode: string): Promise<void> {
  const before = page.url();
  await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
  await page.waitForURL((url) => url.toString() !== before && url.searchParams.has('conversation'));
  await page.getByLabel('Select Processing Mode').selectOption(mode);
  await expect
    .poll(() => page.getByText('connected', { exact: true }).isVisible(), { timeout: 15_000 })
    .toBe(true);
}

/**
 * Opens a new conversation and picks its processing mode, without waiting for its socket;
 * returns the conversation's id.
 */
export async function openConversation(page: Page, mode: string): Promise<string | null> {
  await page.getByRole('button', { name: 'New Conversation', exact: true }).first().click();
  await page.waitForURL(/conversation=/);
  const conversationId = new URL(page.url()).searchParams.get('conversation');
  // A refetch of the new conversation can put the select back to its stored mode right after the
  // choice: choose again until the mode holds.
  const select = page.getByLabel('Select Processing Mode');
  await expect
    .poll(async () => {
      if ((await select.inputValue()) !== mode) await select.selectOption(mode);
      return select.inputValue();
    })
    .toBe(mode);
  return conversationId;
}

/** Attaches a CSV to the next message and waits until its upload is done (the chip is ready). */
export async function attachCsv(page: Page, fileName: string, csv: string): Promise<void> {
  await page.getByTestId('attach-input').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const chip = page.getByRole('list', { name: 'Attached files' }).locator('.file-chip');
  await expect.poll(() => chip.getAttribute('class'), { timeout: 15_000 }).toContain('is-ready');
}

/**
 * Deletes a file of the signed-in user through the API, with the page's tokens (a spec leaves the
 * shared accounts without what it uploaded); returns the status.
 */
export function deleteFile(page: Page, filePath: string): Promise<number> {
  return page.evaluate(async (path) => {
    const tokens = JSON.parse(localStorage.getItem('auth_tokens') ?? '{}') as { access_token?: string };
    const res = await fetch('/api/files/delete/', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
      body: JSON.stringify({ path, type: 'file' }),
    });
    return res.status;
  }, filePath);
}

export const assistantMessages = (page: Page) => page.getByRole('article', { name: 'Assistant message' });

/**
 * Runs `send` and returns the assistant's next reply once it has finished streaming and the
 * rich renderer (a lazy chunk) has drawn it.
 */
export async function nextReply(page: Page, send: () => Promise<void>): Promise<Locator> {
  const before = await assistantMessages(page).count();
  await send();
  await expect.poll(() => assistantMessages(page).count(), { timeout: 60_000 }).toBe(before + 1);
  await expect.poll(() => page.locator('.message.is-streaming').count(), { timeout: 60_000 }).toBe(0);
  const reply = assistantMessages(page).last();
  await expect
    .poll(() => reply.locator('.message-bubble > .rc-markdown').count(), { timeout: 30_000 })
    .toBe(1);
  return reply;
}

/** Types a question in the message box, sends it and returns the finished reply. */
export function ask(page: Page, question: string): Promise<Locator> {
  return nextReply(page, async () => {
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(question);
    await box.press('Enter');
  });
}
