import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';
import { signIn, newConversation, assistantMessages, nextReply, ask } from './support/session';

/**
 * A real public table nobody here designed (Seattle's daily weather, 2012–2015), uploaded in the
 * chat and questioned the way people type. Every expected number is computed here with DuckDB
 * from the same CSV, never taken from the analyst.
 */
const CSV = path.resolve(
  new URL('.', import.meta.url).pathname,
  '../bench/analyst/dev/data/seattle-weather.csv',
);
const FILE_NAME = 'seattle-weather.csv';

let db: DuckDBConnection;

/** The rows of a query over the CSV (the table is written as `weather_days`). */
async function sql(query: string): Promise<Record<string, unknown>[]> {
  const reader = await db.runAndReadAll(
    query.replaceAll('weather_days', `read_csv_auto('${CSV.replaceAll("'", "''")}')`),
  );
  return reader.getRowObjectsJS() as Record<string, unknown>[];
}

async function sqlNumber(query: string): Promise<number> {
  const row = (await sql(query))[0] ?? {};
  return Number(Object.values(row)[0]);
}

/** The first cell row of a reply's table. */
async function firstRow(reply: Locator): Promise<string[]> {
  const table = reply.locator('.rc-table').first();
  await expect.poll(() => table.isVisible(), { timeout: 15_000 }).toBe(true);
  return table.evaluate((figure) =>
    Array.from(figure.querySelectorAll('tbody tr:not([aria-hidden]) td'), (td) => td.textContent?.trim() ?? ''),
  );
}

const number = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));

/** The number after `label` in the reply's text (as shown: grouped thousands, rounded). */
function numberAfter(text: string, label: string): number {
  const at = text.indexOf(label);
  expect(at, `"${label}" in:\n${text}`).toBeGreaterThanOrEqual(0);
  const match = /-?[\d,]+(?:\.\d+)?/.exec(text.slice(at + label.length));
  return number(match?.[0]);
}

/** A shown value agrees with SQL to the precision it is shown with (two decimals at most). */
function expectClose(shown: number, expected: number) {
  expect(Math.abs(shown - expected), `${shown} vs ${expected}`).toBeLessThan(0.01);
}

describe('the analyst answers everyday questions about a real public table', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    db = await (await DuckDBInstance.create(':memory:')).connect();
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl, { theme: 'light' });
    page = await context.newPage();
    errors = collectPageErrors(page);
    await signIn(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    db?.closeSync();
  });

  it('uploads the table, answers five kinds of question, a follow-up and a clarifying choice, matching SQL', async () => {
    await newConversation(page, 'tool_enhanced');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles(CSV);
    const chip = page.locator('.file-chips .file-chip', { hasText: FILE_NAME });
    await expect.poll(() => chip.isVisible()).toBe(true);
    await expect.poll(() => chip.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);

    // 1. Which calendar month (all years together) has the most rain: a group-by and its argmax.
    const wettestMonth = async (where: string) =>
      (
        await sql(
          `select monthname("date") as month, sum(precipitation) as total from weather_days ${where}
           group by 1 order by 2 desc limit 1`,
        )
      )[0] as { month: string; total: number };
    let reply = await ask(page, 'which month had the most rain');
    let text = await reply.innerText();
    expect(text).toContain(
      'You asked which calendar month (January…December, all years together) has the highest total precipitation.',
    );
    let expected = await wettestMonth('');
    let row = await firstRow(reply);
    expect(row[0]).toBe(expected.month);
    expectClose(number(row[1]), expected.total);
    expect(text).toContain(`${expected.month} has the highest total precipitation`);

    // 2. A follow-up that changes only the period of the previous question.
    reply = await ask(page, 'and in 2015?');
    text = await reply.innerText();
    expect(text).toContain('has the highest total precipitation, where date in 2015.');
    expected = await wettestMonth('where year("date") = 2015');
    row = await firstRow(reply);
    expect(row[0]).toBe(expected.month);
    expectClose(number(row[1]), expected.total);

    // The next questions stand alone, each in a new conversation over the uploaded table.
    // 3. The average of a level (a temperature, never summed) with a year filter.
    await newConversation(page, 'tool_enhanced');
    reply = await ask(page, 'average max temperature in 2014 in seattle-weather');
    text = await reply.innerText();
    // over a workspace of several datasets the sentence also names the one that answered
    expect(text).toMatch(/You asked for the average temp max, where date in 2014(, in seattle_weather)?\./);
    expectClose(
      numberAfter(text, 'The average temp max is'),
      await sqlNumber('select avg(temp_max) from weather_days where year("date") = 2014'),
    );
    expect(numberAfter(text, '(over')).toBe(
      await sqlNumber('select count(*) from weather_days where year("date") = 2014'),
    );

    // 4. A count of rows meeting a condition.
    await newConversation(page, 'tool_enhanced');
    reply = await ask(page, 'how many days had precipitation above 10 in seattle-weather');
    text = await reply.innerText();
    expect(text).toMatch(/You asked for the number of rows, where precipitation above 10(, in seattle_weather)?\./);
    expect(numberAfter(text, 'The number of rows is')).toBe(
      await sqlNumber('select count(*) from weather_days where precipitation > 10'),
    );

    // 5. "temperature" fits two columns: the analyst asks back with clickable choices built from them.
    await newConversation(page, 'tool_enhanced');
    reply = await ask(page, 'average temperature in seattle-weather');
    text = await reply.innerText();
    expect(text).toContain('"temperature" could mean more than one column. Which one did you mean?');
    // Pinned by position: `reply` is the last message, which the click's answer will become.
    const asking = assistantMessages(page).nth((await assistantMessages(page).count()) - 1);
    const choices = asking.locator('.rc-choices');
    await expect.poll(() => choices.isVisible(), { timeout: 15_000 }).toBe(true);
    const buttons = choices.getByRole('button');
    expect(await buttons.allInnerTexts()).toEqual([
      'average temp max in seattle-weather',
      'average temp min in seattle-weather',
    ]);
    await reply.scrollIntoViewIfNeeded();
    await screenshot(page, 'analyst-clarifying-choices');

    // Clicking a choice sends it as the next message, and the reply answers that choice.
    reply = await nextReply(page, () => buttons.filter({ hasText: 'average temp min' }).click());
    expect(await page.getByRole('article', { name: 'Your message' }).last().innerText()).toContain(
      'average temp min in seattle-weather',
    );
    expect(await buttons.first().isDisabled()).toBe(true);
    text = await reply.innerText();
    expect(text).toMatch(/You asked for the average temp min(, in seattle_weather)?\./);
    expectClose(
      numberAfter(text, 'The average temp min is'),
      await sqlNumber('select avg(temp_min) from weather_days'),
    );
    expect(numberAfter(text, '(over')).toBe(await sqlNumber('select count(*) from weather_days'));
    expect(errors).toEqual([]);
  });

  it('draws the clarifying choices legibly in the dark theme too', async () => {
    const dark = await newContext(browser, baseUrl, { theme: 'dark' });
    try {
      const darkPage = await dark.newPage();
      const darkErrors = collectPageErrors(darkPage);
      await signIn(darkPage);
      await newConversation(darkPage, 'tool_enhanced');
      const reply = await ask(darkPage, 'average temperature in seattle-weather');
      const choices = reply.locator('.rc-choices');
      await expect.poll(() => choices.isVisible(), { timeout: 15_000 }).toBe(true);
      // The buttons' text stands out from their background.
      const colors = await choices
        .getByRole('button')
        .first()
        .evaluate((b) => [getComputedStyle(b).color, getComputedStyle(b).backgroundColor]);
      expect(colors[0]).not.toBe(colors[1]);
      await screenshot(darkPage, 'analyst-clarifying-choices-dark');
      expect(darkErrors).toEqual([]);
    } finally {
      await dark.close();
    }
  });
});
