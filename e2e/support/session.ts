/**
 * What most specs do first and most often: sign in through the login form, open a conversation
 * in a mode, and ask the assistant a question, waiting until the reply is finished and drawn.
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
