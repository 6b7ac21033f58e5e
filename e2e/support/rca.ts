/**
 * What the RCA specs share: the sales data with a planted cause (one segment's orders collapse in
 * the last week), the RCA modal and its title, and the result's export buttons.
 */
import fs from 'node:fs';
import { expect } from 'vitest';
import type { Download, Page } from 'playwright-core';

export const DAYS = 28;
/** The planted cause: West mobile orders fall to 30% in the last 7 days. */
export const PLANTED = { region: 'West', channel: 'mobile', from: DAYS - 7, factor: 0.3 };

/**
 * Daily revenue by region × channel × category over four weeks, with small deterministic noise;
 * in the last week one segment (region West, channel mobile) loses 70% of its orders.
 */
export function plantedCsv(): string {
  let seed = 42;
  const noise = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = ['date,region,channel,category,orders,revenue'];
  const start = Date.UTC(2026, 0, 1);
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    for (const region of ['North', 'South', 'East', 'West'])
      for (const channel of ['web', 'mobile', 'store'])
        for (const category of ['books', 'games', 'tools']) {
          const planted = d >= PLANTED.from && region === PLANTED.region && channel === PLANTED.channel;
          const orders = Math.round((40 + noise() * 4) * (planted ? PLANTED.factor : 1));
          lines.push(
            `${day},${region},${channel},${category},${orders},${(orders * (25 + noise())).toFixed(2)}`,
          );
        }
  }
  return `${lines.join('\n')}\n`;
}

/** The open modal (the RCA form, its progress, its result or the list of investigations). */
export const dialog = (page: Page) => page.getByRole('dialog');

/** The title of the open RCA modal. */
export const dialogTitle = (page: Page) => dialog(page).locator('.rca-modal-heading h2').textContent();

/** Clicks an export button and returns the download with its bytes. */
export async function exportAs(page: Page, format: 'JSON' | 'PDF' | 'CSV') {
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.getByRole('group', { name: 'Export result' }).getByRole('button', { name: format }).click(),
  ]);
  const file = await download.path();
  if (!file) throw new Error(`the ${format} download was not saved`);
  await expect
    .poll(() => page.getByText(`RCA result exported as ${format} successfully`).isVisible())
    .toBe(true);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}
