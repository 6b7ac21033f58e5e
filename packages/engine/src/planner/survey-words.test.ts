/**
 * An invented customer survey (a 0–10 "likely to recommend" answer, a 1–5 satisfaction, a plan):
 * "NPS" is the Net Promoter Score (% of 9–10 minus % of 0–6), not the average answer;
 * promoters, detractors and passives are the rows in those bands; "least satisfied" ranks the
 * groups by their average satisfaction.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function survey(): string {
  const out = ['Response,Plan,Likely To Recommend (0-10),Satisfaction (1-5)'];
  for (let i = 0; i < 200; i++) {
    const plan = ['Basic', 'Plus', 'Max'][i % 3]!;
    const score = (i * 7 + (plan === 'Max' ? 3 : 0)) % 11;
    out.push(`R${i},${plan},${score},${1 + ((i * 3) % 5)}`);
  }
  return out.join('\n');
}

const tables = useCsvTables({ feedback: survey() });
const one = (sql: string) => firstCell(tables, sql);
const NPS = `100.0 * (count(*) FILTER (WHERE s >= 9) - count(*) FILTER (WHERE s <= 6)) / count(s)`;
const FROM = `(SELECT "Likely To Recommend (0-10)" AS s, Plan FROM feedback)`;

describe('survey words', () => {
  it('reads "what is our nps" as promoters minus detractors, in percent', async () => {
    expectClose(
      firstValueOf(await tables.ask('what is our nps', 'feedback')),
      await one(`SELECT ${NPS} FROM ${FROM}`),
    );
  });

  it('gives the NPS of each plan and ranks the plans by it', async () => {
    const d = askDataOf(await tables.ask('nps by plan', 'feedback'));
    for (const plan of ['Basic', 'Plus', 'Max']) {
      const want = await one(`SELECT ${NPS} FROM ${FROM} WHERE Plan = '${plan}'`);
      const row = d.rows.find((r) => r.Plan === plan);
      expectClose(Number(row?.[d.valueKeys[0] as string]), want);
    }
  });

  it('counts the rows without an answer, never the score, for "how many have no nps"', async () => {
    const answer = await tables.ask('how many responses have no nps', 'feedback');
    expect(answer.query?.measures.some((m) => m.fn === 'nps')).not.toBe(true);
  });

  it('keeps an average said as the average answer', async () => {
    const answer = await tables.ask('average likely to recommend score', 'feedback');
    expect(answer.query?.measures[0]?.fn).toBe('avg');
  });

  it('counts promoters and gives the share of detractors', async () => {
    expectClose(
      firstValueOf(await tables.ask('how many promoters', 'feedback')),
      await one(`SELECT count(*) FROM ${FROM} WHERE s >= 9`),
    );
    const share = await tables.ask('share of detractors', 'feedback');
    expect(share.query?.condition).toEqual([
      { kind: 'compare', column: 'Likely To Recommend (0-10)', op: '<=', value: 6 },
    ]);
  });

  it('ranks "which plan is least satisfied" by the average satisfaction', async () => {
    const answer = await tables.ask('which plan is least satisfied', 'feedback');
    expect(answer.query?.measures).toEqual([{ fn: 'avg', column: 'Satisfaction (1-5)' }]);
    expect(answer.query?.order?.dir).toBe('asc');
  });
});
