import { describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot, useBrowser } from './support/browser';
import { attachCsv, openConversation, signIn } from './support/session';

const DAYS = 35;

/**
 * Daily revenue and orders by region × channel over five weeks, with small deterministic noise;
 * in the last week the West mobile orders (and their revenue) fall to 40 %.
 */
function salesCsv(): string {
  let seed = 7;
  const noise = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = ['date,region,channel,revenue,orders'];
  const start = Date.UTC(2026, 1, 1);
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    for (const region of ['North', 'South', 'East', 'West'])
      for (const channel of ['web', 'mobile', 'store']) {
        const hit = d >= DAYS - 7 && region === 'West' && channel === 'mobile';
        const orders = Math.round((60 + noise() * 6) * (hit ? 0.4 : 1));
        lines.push(`${day},${region},${channel},${(orders * (20 + noise())).toFixed(2)},${orders}`);
      }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A question that names neither metric nor period starts an investigation on a guess: the reply
 * says what was guessed and offers the alternatives as buttons; a click restarts on the one picked.
 */
describe('root cause analysis from the chat on a guess', () => {
  const app = useBrowser();

  it('states the guessed metric and period, and a clicked alternative restarts on orders', async () => {
    const context = await newContext(app.browser, app.baseUrl, { theme: 'light' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const fileName = `guess-sales-${Date.now().toString(36)}.csv`;
    try {
      await signIn(page);
      await openConversation(page, 'rca');
      const box = page.getByRole('textbox', { name: 'Message' });
      const assistant = page.getByRole('article', { name: 'Assistant message' });

      await attachCsv(page, fileName, salesCsv());
      await box.fill('Why did it drop?');
      await box.press('Enter');

      // The reply says what it took and offers each alternative as a button.
      const started = assistant.filter({ hasText: 'Started a root cause investigation' });
      await expect.poll(() => started.count(), { timeout: 60_000 }).toBe(1);
      // The message may still be streaming (markdown not yet rendered): wait for the final text.
      for (const line of [
        'What I had to guess:',
        'Metric: revenue (the sum of the first numeric column)',
        'Period: the last 7 days of the data',
      ]) {
        await expect.poll(() => started.innerText(), { timeout: 30_000 }).toContain(line);
      }
      const buttons = started.locator('.rc-choices').getByRole('button');
      await expect
        .poll(() => buttons.allInnerTexts())
        .toEqual([
          'Why did it drop? Metric: orders.',
          'Why did it drop? Period: the last 14 days.',
          'Why did it drop? Period: the last month.',
        ]);
      await screenshot(page, 'rca-chat-guesses-light');

      // One click asks again with the metric named: the investigation restarts on orders.
      await buttons.filter({ hasText: 'Metric: orders.' }).click();
      const restarted = assistant.filter({ hasText: 'Restarted the root cause investigation' });
      await expect.poll(() => restarted.count(), { timeout: 60_000 }).toBe(1);
      await expect.poll(() => restarted.innerText(), { timeout: 30_000 }).not.toContain('Metric: revenue');

      const summary = assistant.filter({ hasText: 'Root cause: Orders fell' });
      await expect.poll(() => summary.count(), { timeout: 90_000 }).toBe(1);
      await expect
        .poll(() => summary.innerText(), { timeout: 30_000 })
        .toContain('channel = mobile, region = West');
      await screenshot(page, 'rca-chat-guesses-restarted-light');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
