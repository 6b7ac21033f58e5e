import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { ask, attachCsv, deleteFile, newConversation, signIn } from './support/session';

/**
 * An invented list of lakes as R's write.table saves it: fields separated by spaces, text in
 * quotes, a row number first on every line under a header one name short. The table reader
 * answers look-ups of one row; the reply stores the typed query equal to that look-up, so a
 * follow-up ("and Birch Water?") changes the row, through the real server and its stored replies;
 * "and the shallowest?" and "how deep is it" edit the question before.
 */
const FILE_NAME = 'lakes_r_export.txt';
const LAKES = [
  '"Lake" "Country" "Area" "Depth"',
  '"1" "Alder Mere" "Norland" 120.5 14',
  '"2" "Birch Water" "Sudmark" 88.25 31',
  '"3" "Cobalt Tarn" "Norland" 240 9',
  '"4" "Dunwater" "Ostvik" 61.75 22',
].join('\n');

describe('follow-ups after a table look-up, on a space-separated R export', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl, { theme: 'light' });
    page = await context.newPage();
    errors = collectPageErrors(page);
    await signIn(page);
  });
  afterAll(async () => {
    if (page) await deleteFile(page, `Uploads/${FILE_NAME}`).catch(() => undefined);
    await context?.close();
    await browser?.close();
  });

  it('reads the export column by column and answers "and Birch Water?" about the row asked next', async () => {
    await newConversation(page, 'tool_enhanced');
    await attachCsv(page, FILE_NAME, LAKES);
    let reply = await ask(page, 'what is the area of alder mere');
    let text = await reply.innerText();
    expect(text).toContain('120.5');
    expect(text).toContain('You asked for the Area of the rows where Lake is Alder Mere.');

    reply = await ask(page, 'and birch water?');
    text = await reply.innerText();
    expect(text).toContain('88.25');
    expect(text).toContain('Birch Water');
    expect(text).not.toContain('120.5');

    reply = await ask(page, 'which lake is the deepest');
    text = await reply.innerText();
    expect(text).toContain('Birch Water');

    // short follow-ups edit the question before: the superlative, then the amount of the pick
    reply = await ask(page, 'and the shallowest?');
    text = await reply.innerText();
    expect(text).toContain('Cobalt Tarn');
    expect(text).not.toContain('Birch Water');

    reply = await ask(page, 'how deep is it');
    text = await reply.innerText();
    expect(text).toContain('Cobalt Tarn');
    expect(text).toMatch(/\b9\b/);
    await reply.scrollIntoViewIfNeeded();
    await screenshot(page, 'analyst-table-follow-up');
    expect(errors).toEqual([]);
  });
});
