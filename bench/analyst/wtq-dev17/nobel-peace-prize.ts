import { table } from '../spec';

export default table({
  name: 'nobel_peace_prize',
  file: 'nobel_peace_prize.csv',
  domain:
    "a prize's laureates 2000–2025 (the Nobel Peace Prize), one row per laureate so shared years repeat: year, laureate (people and organisations, `Liu Xiaobo[a]`), `Born / founded` year, country (`—` for international organisations)",
  load: `SELECT row_number() OVER () AS n,
      "Year"::INTEGER AS year,
      regexp_replace(Laureate, '\\[[a-z]\\]', '') AS laureate,
      "Born / founded"::INTEGER AS born_or_founded,
      NULLIF(Country, '—') AS country
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the nobel peace prize in 2009', 'lookup', `SELECT laureate FROM t WHERE year = 2009`],
    ['how many laureates since 2000', 'aggregate', `SELECT count(*) FROM t`],
    [
      'how many years was the prize shared',
      'filtered',
      `SELECT count(*) FROM (SELECT year FROM t GROUP BY year HAVING count(*) > 1)`,
    ],
    ['which years had three winners', 'filtered', `SELECT year FROM t GROUP BY year HAVING count(*) = 3`],
    ['how many americans won it', 'filtered', `SELECT count(*) FROM t WHERE country = 'United States'`],
    [
      'which country has the most laureates',
      'argmax',
      `SELECT country FROM t WHERE country IS NOT NULL GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many laureates have no country listed', 'missing', `SELECT count(*) FROM t WHERE country IS NULL`],
    [
      'who won the year after obama',
      'lookup',
      `SELECT laureate FROM t WHERE year = (SELECT year FROM t WHERE laureate = 'Barack Obama') + 1`,
    ],
    [
      'how old was malala when she won',
      'lookup',
      `SELECT year - born_or_founded FROM t WHERE laureate = 'Malala Yousafzai'`,
    ],
    [
      'who was the oldest winner at the time of the award',
      'argmax',
      `SELECT laureate FROM t ORDER BY year - born_or_founded DESC LIMIT 1`,
    ],
    ['how many laureates from liberia', 'filtered', `SELECT count(*) FROM t WHERE country = 'Liberia'`],
    ['when did the eu win', 'lookup', `SELECT year FROM t WHERE laureate = 'European Union'`],
    ['which country won in 2015', 'lookup', `SELECT country FROM t WHERE year = 2015`],
    ['how many winners in the 2010s', 'calendar', `SELECT count(*) FROM t WHERE year BETWEEN 2010 AND 2019`],
    [
      'who shared the prize with kofi annan',
      'lookup',
      `SELECT laureate FROM t WHERE year = (SELECT year FROM t WHERE laureate = 'Kofi Annan') AND laureate <> 'Kofi Annan'`,
    ],
    ['how many different countries are on the list', 'aggregate', `SELECT count(DISTINCT country) FROM t`],
    [
      'what % of the laureates are from the us',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE country = 'United States') / count(*) FROM t`,
    ],
    [
      'how many winners were born or founded before 1950',
      'filtered',
      `SELECT count(*) FROM t WHERE born_or_founded < 1950`,
    ],
    [
      'how many more laureates does the us have than iran',
      'compare',
      `SELECT count(*) FILTER (WHERE country = 'United States') - count(*) FILTER (WHERE country = 'Iran') FROM t`,
    ],
    ['who won in twenty twenty two', 'lookup', `SELECT laureate FROM t WHERE year = 2022`],
    [
      'who was the last american to win',
      'lookup',
      `SELECT laureate FROM t WHERE country = 'United States' ORDER BY year DESC LIMIT 1`,
    ],
    [
      'which winners were born or founded in 1961',
      'filtered',
      `SELECT laureate FROM t WHERE born_or_founded = 1961`,
    ],
    [
      'who comes right before malala in the list',
      'lookup',
      `SELECT laureate FROM t WHERE n = (SELECT n FROM t WHERE laureate = 'Malala Yousafzai') - 1`,
    ],
    [
      'total number of laureates from 2000 thru 2009',
      'calendar',
      `SELECT count(*) FROM t WHERE year BETWEEN 2000 AND 2009`,
    ],
    [
      'which countries have more than one laureate',
      'group-by',
      `SELECT country FROM t WHERE country IS NOT NULL GROUP BY country HAVING count(*) > 1`,
    ],
    ['how many women have won since 2000', 'clarify', null],
    ['how much prize money did obama get', 'clarify', null],
  ],
});
