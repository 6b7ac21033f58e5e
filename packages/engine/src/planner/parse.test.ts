/**
 * The parser on small tables written here (never the samples or the bench tables), every kind
 * of question answered and its number checked against SQL written independently in the test.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../data/duck';
import { DatasetRegistry } from '../data/registry';
import { answerQuestion, type Answer, type AnswerOptions } from './answer';
import type { AskDataData } from './ask-data';
import { normalizeNumbers } from './lexicon';

let dir: string;
let registry: DatasetRegistry;

/** A deterministic pseudo-random sequence, so the tables are the same on every run. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function writeTables(): Promise<void> {
  const r = rng(7);
  // Daily readings of two cities over three years.
  const readings = ['day,city,temperature_c,humidity_pct,rain_mm,sky'];
  const start = Date.UTC(2021, 0, 1);
  for (let d = 0; d < 3 * 365; d++) {
    const date = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    for (const city of ['Lyon', 'Oslo']) {
      const month = Number(date.slice(5, 7));
      const temp =
        Math.round(
          (10 + 12 * Math.sin(((month - 4) / 12) * 2 * Math.PI) + (city === 'Oslo' ? -6 : 0) + r() * 4) * 10,
        ) / 10;
      const rain = r() < 0.4 ? Math.round(r() * 200) / 10 : 0;
      const sky = rain > 0 ? 'rain' : r() < 0.5 ? 'sun' : 'cloud';
      const humidity = d % 97 === 0 ? '' : String(Math.round(50 + r() * 40));
      readings.push(`${date},${city},${temp},${humidity},${rain},${sky}`);
    }
  }
  await writeFile(join(dir, 'city_readings.csv'), readings.join('\n'));
  // Till receipts: amounts are summed, unit prices averaged, refunds are a 0/1 flag.
  const receipts = ['receipt_no,sold_on,store,item,qty,unit_price,amount,refunded,cashier'];
  const items: [string, number][] = [
    ['Kettle', 30],
    ['Toaster', 45],
    ['Lamp', 20],
    ['Mixer', 80],
  ];
  for (let i = 0; i < 900; i++) {
    const date = new Date(Date.UTC(2022, 0, 1) + Math.floor(r() * 730) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const store = ['Harbour', 'Market Street', 'Station'][Math.floor(r() * 3)];
    const [item, price] = items[Math.floor(r() * 4)] as [string, number];
    const qty = 1 + Math.floor(r() * 4);
    // uneven shares, so that one cashier clearly handled the most receipts
    const cashier = i % 50 === 0 ? '' : ['Ana', 'Ana', 'Ben', 'Chloe', 'Dev'][i % 5];
    receipts.push(
      `R${10000 + i},${date},${store},${item},${qty},${price},${qty * price},${r() < 0.1 ? 1 : 0},${cashier}`,
    );
  }
  await writeFile(join(dir, 'till_receipts.csv'), receipts.join('\n'));
  // Football players: one row each, no dates.
  const players = ['player_name,club,position,age,wage_eur,goals'];
  const names = [
    'Ada Quist',
    'Bo Lind',
    'Cy Marr',
    'Di Fenn',
    'Ed Hale',
    'Flo Ruiz',
    'Gus Pike',
    'Hal Moss',
    'Ivy Roe',
    'Jo Kerr',
  ];
  names.forEach((n, i) =>
    players.push(
      `${n},${i % 2 ? 'Rovers' : 'United'},${['GK', 'DF', 'MF', 'FW'][i % 4]},${19 + ((i * 7) % 15)},${20000 + i * 3500},${(i * 5) % 17}`,
    ),
  );
  await writeFile(join(dir, 'squad.csv'), players.join('\n'));
  // Hotel stays: camelCase names, the year as a number and the month as a word, a 0/1 flag.
  const stays = ['stayRef,hotelName,arrivalYear,arrivalMonth,nights,children,isCanceled,dailyRate'];
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  for (let i = 0; i < 500; i++)
    stays.push(
      `S${i},${r() < 0.5 ? 'City Hotel' : 'Resort Hotel'},${2015 + (i % 3)},${months[Math.floor(r() * 12)]},${1 + Math.floor(r() * 9)},${r() < 0.7 ? 0 : 1 + Math.floor(r() * 2)},${r() < 0.3 ? 1 : 0},${Math.round((40 + r() * 200) * 100) / 100}`,
    );
  await writeFile(join(dir, 'hotel_stays.csv'), stays.join('\n'));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parser-test-'));
  await writeTables();
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  for (const f of ['city_readings.csv', 'till_receipts.csv', 'squad.csv', 'hotel_stays.csv'])
    await registry.register(join(dir, f));
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

const on = (dataset: string, extra: AnswerOptions = {}): AnswerOptions => ({ datasets: [dataset], ...extra });
const ask = (question: string, dataset: string, extra: AnswerOptions = {}) =>
  answerQuestion(registry, question, on(dataset, extra));

function data(answer: Answer): AskDataData {
  expect(answer.error, answer.markdown).toBeUndefined();
  expect(answer.result, answer.markdown).toBeDefined();
  return answer.result?.data as AskDataData;
}
/** The main number of a one-row answer. */
function value(answer: Answer): number {
  const d = data(answer);
  return Number(d.rows[0]?.[d.valueKeys[0] as string]);
}
async function sql(query: string): Promise<Row[]> {
  return (await registry.query(query)).rows;
}
async function one(query: string): Promise<number> {
  const rows = await sql(query);
  return Number(Object.values(rows[0] ?? {})[0]);
}
const close = (a: number, b: number) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(b)));

describe('measures and their default aggregation', () => {
  it('averages levels (temperature, humidity), sums amounts, counts rows', async () => {
    close(
      value(await ask('what is the average temperature?', 'city_readings')),
      await one('SELECT avg(temperature_c) FROM city_readings'),
    );
    close(
      value(await ask('temperature in Oslo', 'city_readings')),
      await one("SELECT avg(temperature_c) FROM city_readings WHERE city = 'Oslo'"),
    );
    close(
      value(await ask('total amount', 'till_receipts')),
      await one('SELECT sum(amount) FROM till_receipts'),
    );
    close(value(await ask('unit price of kettles', 'till_receipts')), 30);
    close(value(await ask('how many receipts?', 'till_receipts')), 900);
  });

  it('median, percentiles, min, max, standard deviation and distinct counts', async () => {
    close(value(await ask('median wage', 'squad')), await one('SELECT median(wage_eur) FROM squad'));
    close(
      value(await ask('90th percentile of rain', 'city_readings')),
      await one('SELECT quantile_cont(rain_mm, 0.9) FROM city_readings'),
    );
    close(
      value(await ask('highest temperature', 'city_readings')),
      await one('SELECT max(temperature_c) FROM city_readings'),
    );
    close(value(await ask('minimum age', 'squad')), await one('SELECT min(age) FROM squad'));
    close(
      value(await ask('standard deviation of goals', 'squad')),
      await one('SELECT stddev_samp(goals) FROM squad'),
    );
    close(value(await ask('how many different items are sold?', 'till_receipts')), 4);
  });

  it('counts missing values of a column', async () => {
    const missing = await one('SELECT count(*) FILTER (WHERE humidity_pct IS NULL) FROM city_readings');
    expect(missing).toBeGreaterThan(0);
    close(value(await ask('how many values are missing in humidity?', 'city_readings')), missing);
  });
});

describe('filters', () => {
  it('categorical values, with typos, and comparisons', async () => {
    close(
      value(await ask('how many rainy days in Lyon had a temperature above 15?', 'city_readings')),
      await one(
        "SELECT count(*) FROM city_readings WHERE sky = 'rain' AND city = 'Lyon' AND temperature_c > 15",
      ),
    );
    close(
      value(await ask('avg temprature in Olso', 'city_readings')),
      await one("SELECT avg(temperature_c) FROM city_readings WHERE city = 'Oslo'"),
    );
    close(
      value(await ask('how many receipts with at least 3 items sold at Market Street', 'till_receipts')),
      await one("SELECT count(*) FROM till_receipts WHERE qty >= 3 AND store = 'Market Street'"),
    );
    close(
      value(await ask('players with a wage between 25k and 40k', 'squad')),
      await one('SELECT count(*) FROM squad WHERE wage_eur BETWEEN 25000 AND 40000'),
    );
    // a condition with no column named: the choices name the columns, and the right one answers
    const which = await ask('how many players under twenty five', 'squad');
    expect(which.result).toBeUndefined();
    const choice = which.clarify?.choices.find((c) => c.includes('age')) as string;
    expect(choice).toBe('how many players with age under 25');
    close(value(await ask(choice, 'squad')), await one('SELECT count(*) FROM squad WHERE age < 25'));
  });

  it('dates: a year, a month of every year, a date range, before a year, the last quarter of the data', async () => {
    close(
      value(await ask('total rain in 2022', 'city_readings')),
      await one("SELECT sum(rain_mm) FROM city_readings WHERE day >= '2022-01-01' AND day < '2023-01-01'"),
    );
    close(
      value(await ask('average temperature in March', 'city_readings')),
      await one('SELECT avg(temperature_c) FROM city_readings WHERE month(day) = 3'),
    );
    close(
      value(await ask('total rain in March 2022', 'city_readings')),
      await one("SELECT sum(rain_mm) FROM city_readings WHERE day >= '2022-03-01' AND day < '2022-04-01'"),
    );
    close(
      value(await ask('how many receipts before 2023', 'till_receipts')),
      await one("SELECT count(*) FROM till_receipts WHERE sold_on < '2023-01-01'"),
    );
    const last = await sql('SELECT max(sold_on)::VARCHAR AS m FROM till_receipts');
    expect(last[0]?.m).toBeDefined();
    const answer = await ask('amount last quarter', 'till_receipts');
    expect(answer.markdown).toMatch(/last quarter/);
  });

  it('flags and null checks', async () => {
    close(
      value(await ask('how many refunded receipts?', 'till_receipts')),
      await one('SELECT count(*) FROM till_receipts WHERE refunded = 1'),
    );
    close(
      value(await ask('average amount of receipts that were not refunded', 'till_receipts')),
      await one('SELECT avg(amount) FROM till_receipts WHERE refunded = 0'),
    );
    close(
      value(await ask('how many receipts have no cashier', 'till_receipts')),
      await one('SELECT count(*) FROM till_receipts WHERE cashier IS NULL'),
    );
  });
});

describe('grouping and ranking', () => {
  it('by a column, by period and by calendar part', async () => {
    const byStore = data(await ask('total amount by store', 'till_receipts'));
    const expected = await sql(
      'SELECT store, sum(amount) AS v FROM till_receipts GROUP BY 1 ORDER BY 2 DESC',
    );
    expect(byStore.rows.map((r) => r.store)).toEqual(expected.map((r) => r.store));
    const calendar = data(await ask('average temperature by month', 'city_readings'));
    expect(calendar.rows).toHaveLength(12);
    expect(calendar.rows[0]?.month).toBe('January');
    close(
      Number(calendar.rows[0]?.[calendar.valueKeys[0] as string]),
      await one('SELECT avg(temperature_c) FROM city_readings WHERE month(day) = 1'),
    );
    const periods = data(await ask('monthly amount in 2022', 'till_receipts'));
    expect(periods.rows).toHaveLength(12);
    expect(periods.rows[0]?.month).toBe('2022-01');
    const weekday = data(await ask('rain by day of week', 'city_readings'));
    expect(weekday.rows.map((r) => r.weekday)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('top N groups, the group with the most, the row with the max or min', async () => {
    const top = data(await ask('top 2 items by amount', 'till_receipts'));
    const expected = await sql(
      'SELECT item, sum(amount) AS v FROM till_receipts GROUP BY 1 ORDER BY 2 DESC LIMIT 2',
    );
    expect(top.rows.map((r) => r.item)).toEqual(expected.map((r) => r.item));
    const most = await ask('which cashier handled the most receipts?', 'till_receipts');
    const leader = await sql(
      'SELECT cashier FROM till_receipts WHERE cashier IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    expect(most.markdown).toContain(`**${leader[0]?.cashier}**`);
    const hottest = await ask('which day was the hottest?', 'city_readings');
    const hot = await sql('SELECT day::VARCHAR AS d FROM city_readings ORDER BY temperature_c DESC LIMIT 1');
    expect(hottest.markdown).toContain(String(hot[0]?.d));
    const oldest = await ask('who is the oldest player?', 'squad');
    const old = await sql('SELECT player_name FROM squad ORDER BY age DESC LIMIT 1');
    expect(oldest.markdown).toContain(String(old[0]?.player_name));
    const cheapest = await ask('the cheapest item', 'till_receipts');
    expect(cheapest.markdown).toContain('Lamp');
  });
});

describe('derived results', () => {
  it('percentage of rows meeting a condition, and share of a total', async () => {
    close(
      value(await ask('what percentage of days were sunny in Oslo?', 'city_readings')),
      await one(
        "SELECT 100.0 * count(*) FILTER (WHERE sky = 'sun') / count(*) FROM city_readings WHERE city = 'Oslo'",
      ),
    );
    close(
      value(await ask('what share of receipts were refunded', 'till_receipts')),
      await one('SELECT 100.0 * avg(refunded) FROM till_receipts'),
    );
    const share = data(await ask('share of amount by store', 'till_receipts'));
    const total = await one('SELECT sum(amount) FROM till_receipts');
    const harbour = await one("SELECT sum(amount) FROM till_receipts WHERE store = 'Harbour'");
    close(Number(share.rows.find((r) => r.store === 'Harbour')?.percent), (100 * harbour) / total);
  });

  it('difference and % change between two periods and between two groups', async () => {
    const years = data(await ask('how did total rain change from 2021 to 2022?', 'city_readings'));
    const a = await one('SELECT sum(rain_mm) FROM city_readings WHERE year(day) = 2021');
    const b = await one('SELECT sum(rain_mm) FROM city_readings WHERE year(day) = 2022');
    close(Number(years.rows[0]?.a), a);
    close(Number(years.rows[0]?.difference), b - a);
    close(Number(years.rows[0]?.change_pct), (100 * (b - a)) / Math.abs(a));
    const cities = data(await ask('compare the average temperature of Lyon vs Oslo', 'city_readings'));
    close(
      Number(cities.rows[0]?.a),
      await one("SELECT avg(temperature_c) FROM city_readings WHERE city = 'Lyon'"),
    );
    close(
      Number(cities.rows[0]?.b),
      await one("SELECT avg(temperature_c) FROM city_readings WHERE city = 'Oslo'"),
    );
  });

  it('correlation between two numeric columns', async () => {
    close(
      value(await ask('correlation between age and goals', 'squad')),
      await one('SELECT corr(age, goals) FROM squad'),
    );
  });

  it('looks up a row', async () => {
    const answer = await ask("what was Oslo's temperature on 1 Feb 2022", 'city_readings');
    close(
      value(answer),
      await one("SELECT temperature_c FROM city_readings WHERE city = 'Oslo' AND day = '2022-02-01'"),
    );
    const club = await ask('which club does Ivy Roe play for', 'squad');
    expect(club.markdown).toContain('United');
  });
});

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

describe('camelCase names, a year as a number and a month as a word', () => {
  it('filters and groups by them, reads flags as rates and abbreviations as their words', async () => {
    close(
      value(await ask('how many stays in July 2016', 'hotel_stays')),
      await one("SELECT count(*) FROM hotel_stays WHERE arrivalYear = 2016 AND arrivalMonth = 'July'"),
    );
    close(
      value(await ask('average daily rate for the resort hotel', 'hotel_stays')),
      await one("SELECT avg(dailyRate) FROM hotel_stays WHERE hotelName = 'Resort Hotel'"),
    );
    close(
      value(await ask('highest adr', 'hotel_stays')),
      await one('SELECT max(dailyRate) FROM hotel_stays'),
    );
    close(
      value(await ask('stays with children', 'hotel_stays')),
      await one('SELECT count(*) FROM hotel_stays WHERE children > 0'),
    );
    const rates = data(await ask('cancellation rate by hotel', 'hotel_stays'));
    const city = await one("SELECT 100.0 * avg(isCanceled) FROM hotel_stays WHERE hotelName = 'City Hotel'");
    close(Number(rates.rows.find((row) => row.hotelName === 'City Hotel')?.percent), city);
    const busiest = await ask('which month had the most stays', 'hotel_stays');
    const top = await sql('SELECT arrivalMonth FROM hotel_stays GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    expect(busiest.markdown).toContain(`**${top[0]?.arrivalMonth}**`);
  });
});

describe('small reference tables (a medal table)', () => {
  it('ranks, "total number of", who ranked first, positions where lower is better', async () => {
    const medals = [
      'Rank,Nation,Gold,Silver,Bronze,Total',
      '1,Norway,14,14,11,39',
      '2,Germany,12,10,7,29',
      '3,Canada,11,8,10,29',
      '4,Japan,4,5,4,13',
    ];
    await writeFile(join(dir, 'medal_table.csv'), medals.join('\n'));
    await registry.register(join(dir, 'medal_table.csv'));
    close(value(await ask('what is the total number of bronze medals', 'medal_table')), 32);
    expect((await ask('who ranked first', 'medal_table')).markdown).toContain('Norway');
    expect((await ask('which nation placed third', 'medal_table')).markdown).toContain('Canada');
    expect((await ask('which nation won the most gold medals', 'medal_table')).markdown).toContain(
      '**Norway**',
    );
    const best = await ask('which nation has the highest rank', 'medal_table');
    expect(best.markdown).toContain('**Norway**');
  });
});

describe('numbers in words and units', () => {
  it('reads number words, thousands and millions', () => {
    expect(normalizeNumbers('top ten players')).toBe('top 10 players');
    expect(normalizeNumbers('above 5k and under 2.5m')).toBe('above 5000 and under 2500000');
    expect(normalizeNumbers('twenty five or three hundred')).toBe('25 or 300');
    expect(normalizeNumbers('more than 1,200')).toBe('more than 1200');
    expect(normalizeNumbers('which one')).toBe('which one');
  });
});

describe('a column of counts, levels standing at a date, signs', () => {
  it('counting adds up a count column, employment is averaged over a year, negative means below zero', async () => {
    const counts = ['species,region,year,count'];
    const r = rng(11);
    for (const species of ['Robin', 'Wren', 'Heron', 'Swift'])
      for (const region of ['north', 'south'])
        for (const year of [2020, 2021, 2022])
          counts.push(`${species},${region},${year},${Math.floor(r() * 900)}`);
    await writeFile(join(dir, 'bird_census.csv'), counts.join('\n'));
    const staffing = ['period,hospitals,schools,net_change'];
    for (let m = 0; m < 36; m++) {
      const period = new Date(Date.UTC(2019, m, 1)).toISOString().slice(0, 10);
      staffing.push(
        `${period},${5000 + Math.floor(r() * 300)},${8000 + Math.floor(r() * 500)},${Math.floor(r() * 200) - 100}`,
      );
    }
    await writeFile(join(dir, 'staff_levels.csv'), staffing.join('\n'));
    await registry.register(join(dir, 'bird_census.csv'));
    await registry.register(join(dir, 'staff_levels.csv'));
    close(
      value(await ask('how many robins were there in 2021', 'bird_census')),
      await one("SELECT sum(count) FROM bird_census WHERE species = 'Robin' AND year = 2021"),
    );
    close(
      value(await ask('how many rows for robins', 'bird_census')),
      await one("SELECT count(*) FROM bird_census WHERE species = 'Robin'"),
    );
    const top = await ask('which species had the most in 2022', 'bird_census');
    const first = await sql(
      'SELECT species FROM bird_census WHERE year = 2022 GROUP BY 1 ORDER BY sum(count) DESC LIMIT 1',
    );
    expect(top.markdown).toContain(`**${first[0]?.species}**`);
    const byYear = data(await ask('hospitals employment by year', 'staff_levels'));
    const avg2020 = await one('SELECT avg(hospitals) FROM staff_levels WHERE year(period) = 2020');
    const row2020 = byYear.rows.find((row) => String(row[byYear.labelKeys[0] as string]).startsWith('2020'));
    close(Number(row2020?.[byYear.valueKeys[0] as string]), avg2020);
    close(
      value(await ask('how many months had a negative net change', 'staff_levels')),
      await one('SELECT count(*) FROM staff_levels WHERE net_change < 0'),
    );
  });
});

describe('a measurement that is neither an amount nor a level', () => {
  it('asks whether to add it up or average it when comparing groups, and answers once told', async () => {
    const r = rng(5);
    const assay = ['sample,arm,titre'];
    for (let i = 0; i < 30; i++)
      assay.push(`S${i},${i % 3 === 0 ? 'control' : 'treated'},${(r() * 50).toFixed(3)}`);
    await writeFile(join(dir, 'assay_results.csv'), assay.join('\n'));
    await registry.register(join(dir, 'assay_results.csv'));
    const asked = await ask('compare titre control vs treated', 'assay_results');
    expect(asked.clarify?.choices).toEqual([
      'compare average titre control vs treated',
      'compare total titre control vs treated',
    ]);
    const told = data(await ask('compare average titre control vs treated', 'assay_results'));
    expect(told.sql).toMatch(/avg\(/i);
    expect(told.sql).not.toMatch(/sum\(/i);
  });
});

describe('the unit of a column said before it', () => {
  it('"deaths from cholera", "died of typhus": the column named after the unit', async () => {
    const rows = ['week,cholera,typhus'];
    for (let w = 0; w < 20; w++)
      rows.push(`${new Date(Date.UTC(1850, 0, 1 + 7 * w)).toISOString().slice(0, 10)},${w * 3},${40 - w}`);
    await writeFile(join(dir, 'parish_register.csv'), rows.join('\n'));
    await registry.register(join(dir, 'parish_register.csv'));
    close(
      value(await ask('total deaths from cholera', 'parish_register')),
      await one('SELECT sum(cholera) FROM parish_register'),
    );
    close(
      value(await ask('how many died of typhus', 'parish_register')),
      await one('SELECT sum(typhus) FROM parish_register'),
    );
  });
});
