/**
 * The parser on small tables written for the tests: measures and their aggregation, filters,
 * grouping and ranking, and derived results, each number checked against SQL written
 * independently in the test.
 */
import { describe, expect, it } from 'vitest';
import { ask, close, data, one, sql, useParserTables, value } from './parse-test-tables';

useParserTables();

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
    // a condition with no column named, that only one column's values can meet: read on that column
    const which = await ask('how many players under twenty five', 'squad');
    expect(which.clarify).toBeUndefined();
    close(value(which), await one('SELECT count(*) FROM squad WHERE age < 25'));
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
    expect(periods.rows[0]?.month).toBe('Jan 2022');
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
