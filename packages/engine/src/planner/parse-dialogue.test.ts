/**
 * The parser in a conversation and on everyday or bad input: follow-ups that modify the previous
 * query, questions of their own, honesty about what was not used, clarifying questions, and
 * everyday phrasing; numbers checked against SQL written in the test.
 */
import { describe, expect, it } from 'vitest';
import { ask, close, data, one, sql, useParserTables, value } from './parse-test-tables';

useParserTables();

describe('follow-ups modify the previous query', () => {
  it('a new year, a new filter, a new grouping, a chart', async () => {
    const first = await ask('total rain in 2021', 'city_readings');
    const second = await ask('and in 2023?', 'city_readings', { previousQuery: first.query });
    close(value(second), await one('SELECT sum(rain_mm) FROM city_readings WHERE year(day) = 2023'));
    const third = await ask('only for Lyon', 'city_readings', { previousQuery: second.query });
    close(
      value(third),
      await one("SELECT sum(rain_mm) FROM city_readings WHERE year(day) = 2023 AND city = 'Lyon'"),
    );
    const fourth = await ask('by sky instead', 'city_readings', { previousQuery: third.query });
    expect(
      data(fourth)
        .rows.map((r) => r.sky)
        .sort(),
    ).toEqual(['cloud', 'rain', 'sun']);
    const fifth = await ask('as a pie chart', 'city_readings', { previousQuery: fourth.query });
    expect(fifth.query?.chart).toBe('pie');
    expect(fifth.items.some((i) => i.type === 'chart')).toBe(true);
  });
});

describe('a question of its own after another', () => {
  it('is answered afresh: the previous filters and grouping do not carry over', async () => {
    const first = await ask('how many days had humidity above 80', 'city_readings');
    const month = await ask('which month had the most rain', 'city_readings', { previousQuery: first.query });
    expect(month.query?.filters ?? []).toEqual([]);
    const average = await ask('average humidity in 2022', 'city_readings', { previousQuery: month.query });
    expect(average.query?.filters.length).toBe(1);
    close(value(average), await one('SELECT avg(humidity_pct) FROM city_readings WHERE year(day) = 2022'));
    expect(average.query?.groupBy ?? []).toEqual([]);
    const byCity = await ask('total rain by city', 'city_readings');
    const bySky = await ask('humidity by sky', 'city_readings', { previousQuery: byCity.query });
    expect(bySky.query?.groupBy.map((g) => g.column)).toEqual(['sky']);
  });
});

describe('honesty and bad input', () => {
  it('says back the query that ran, and what it did not use', async () => {
    const answer = await ask('average temperature in Lyon in 2022 please, thanks', 'city_readings');
    expect(answer.markdown).toMatch(
      /^\*You asked for the average temperature c, where city is Lyon and day in 2022\.\*/,
    );
    // a word that could change the number is asked about, not dropped
    const partly = await ask('average temperature in Lyon, weekly gizmo', 'city_readings');
    expect(partly.clarify?.question).toMatch(/"gizmo"/);
    expect(partly.result).toBeUndefined();
  });

  it('asks one clarifying question with choices from real columns when a word cannot be placed', async () => {
    const answer = await ask('what is the average salary bonus?', 'squad');
    expect(answer.clarify?.choices.length).toBeGreaterThanOrEqual(2);
    expect(answer.result).toBeUndefined();
    for (const choice of answer.clarify?.choices ?? []) {
      const next = await ask(choice, 'squad');
      expect(next.error, choice).toBeUndefined();
      expect(next.result ?? next.clarify, choice).toBeDefined();
    }
  });

  it('a column that does not exist, an empty question, a very long one, another language: never a number stated as fact', async () => {
    for (const q of [
      'what is the average altitude of the stadium',
      '',
      '   ',
      'x'.repeat(5000),
      'wie hoch ist die durchschnittliche Luftfeuchtigkeit in Lyon?',
      '¿cuál es la temperatura media?',
    ]) {
      const answer = await ask(q, 'city_readings');
      expect(answer.error).toBeUndefined();
      expect(answer.result, q.slice(0, 40)).toBeUndefined();
      expect(answer.clarify?.question, q.slice(0, 40)).toBeTruthy();
    }
    const long = await ask(`${'please '.repeat(600)}average temperature in Oslo`, 'city_readings');
    expect(long.error).toBeUndefined();
  });

  it('an opening message gets an overview of the data and questions to try', async () => {
    const answer = await ask('I attached my data', 'till_receipts');
    expect(answer.result).toBeUndefined();
    expect(answer.markdown).toMatch(/till_receipts\*\* has 900 rows and 9 columns/);
    expect(answer.clarify?.choices.length).toBeGreaterThanOrEqual(2);
  });
});

describe('everyday phrasing', () => {
  it('misspelt question words, seasons, the most common value, listing rows', async () => {
    close(
      value(await ask('waht is the avrage humidity in Oslo', 'city_readings')),
      await one("SELECT avg(humidity_pct) FROM city_readings WHERE city = 'Oslo'"),
    );
    close(
      value(await ask('how mnay rainy days in winter', 'city_readings')),
      await one("SELECT count(*) FROM city_readings WHERE sky = 'rain' AND month(day) IN (12, 1, 2)"),
    );
    const common = await ask('what is the most common sky', 'city_readings');
    const mode = await sql('SELECT sky FROM city_readings GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    expect(common.markdown).toContain(`**${mode[0]?.sky}**`);
    const listed = data(await ask('list players at Rovers', 'squad'));
    expect(listed.rows.map((r) => r.player_name).sort()).toEqual(
      (await sql("SELECT player_name FROM squad WHERE club = 'Rovers'")).map((r) => r.player_name).sort(),
    );
  });

  it('"which X has the lowest Y" for a level is the extreme, for an amount the total', async () => {
    const cheapest = await ask('which item had the lowest unit price', 'till_receipts');
    expect(cheapest.query?.measures[0]).toEqual({ fn: 'min', column: 'unit_price' });
    const smallest = await ask('which store has the lowest amount', 'till_receipts');
    expect(smallest.query?.measures[0]).toEqual({ fn: 'sum', column: 'amount' });
    const store = await sql('SELECT store FROM till_receipts GROUP BY 1 ORDER BY sum(amount) LIMIT 1');
    expect(smallest.markdown).toContain(`**${store[0]?.store}**`);
  });
});
