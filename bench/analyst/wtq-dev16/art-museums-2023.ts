import { table } from '../spec';

export default table({
  name: 'art_museums_2023',
  file: 'art_museums_2023.csv',
  domain:
    "the most-visited art museums in 2023: rank (`=15` for a tie), museum (`Louvre[a]`, `Musée d'Orsay`), city (`Washington, D.C.`), country, visitors `8,900,000`, the year the figure is for (`2022` for one museum)",
  load: `SELECT regexp_extract(Rank, '(\\d+)', 1)::INTEGER AS rank,
      Rank LIKE '=%' AS tied,
      regexp_replace(Museum, '\\[[a-z]\\]$', '') AS museum,
      City AS city,
      Country AS country,
      replace(Visitors, ',', '')::INTEGER AS visitors,
      "Year reported"::INTEGER AS year_reported
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['most visited museum', 'argmax', `SELECT museum FROM t ORDER BY visitors DESC LIMIT 1`],
    [
      'how many visitors did the met get',
      'lookup',
      `SELECT visitors FROM t WHERE museum = 'Metropolitan Museum of Art'`,
    ],
    [
      'how many museums in london are on the list',
      'filtered',
      `SELECT count(*) FROM t WHERE city = 'London'`,
    ],
    [
      'which city has the most museums on the list',
      'argmax',
      `SELECT city FROM t GROUP BY city ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['total visitors for the paris museums', 'filtered', `SELECT sum(visitors) FROM t WHERE city = 'Paris'`],
    ['which museums are tied', 'filtered', `SELECT museum FROM t WHERE tied`],
    ['which museums figure is from 2022', 'filtered', `SELECT museum FROM t WHERE year_reported = 2022`],
    [
      'how many more visitors did the louvre get than the vatican museums',
      'compare',
      `SELECT max(visitors) FILTER (WHERE museum = 'Louvre') - max(visitors) FILTER (WHERE museum = 'Vatican Museums') FROM t`,
    ],
    ['what rank is the prado', 'lookup', `SELECT rank FROM t WHERE museum = 'Museo del Prado'`],
    ['museums in the us', 'filtered', `SELECT museum FROM t WHERE country = 'United States'`],
    [
      'which country gets the most visitors in total',
      'group-by',
      `SELECT country FROM t GROUP BY country ORDER BY sum(visitors) DESC LIMIT 1`,
    ],
    ['avg visitors across the list', 'aggregate', `SELECT avg(visitors) FROM t`],
    [
      'what share of the lists visitors went to the louvre',
      'share',
      `SELECT 100.0 * sum(visitors) FILTER (WHERE museum = 'Louvre') / sum(visitors) FROM t`,
    ],
    [
      'how many museums got over 4 million visitors',
      'filtered',
      `SELECT count(*) FROM t WHERE visitors > 4000000`,
    ],
    ['which museum is in seoul', 'lookup', `SELECT museum FROM t WHERE city = 'Seoul'`],
    ['least visited museum on the list', 'argmax', `SELECT museum FROM t ORDER BY visitors LIMIT 1`],
    [
      'which museum comes right after the national gallery of art',
      'lookup',
      `SELECT museum FROM t WHERE rank = (SELECT rank FROM t WHERE museum = 'National Gallery of Art') + 1`,
    ],
    ['how many museums in spain', 'filtered', `SELECT count(*) FROM t WHERE country = 'Spain'`],
    [
      'top 3 us museums by visitors',
      'top-n',
      `SELECT museum FROM t WHERE country = 'United States' ORDER BY visitors DESC LIMIT 3`,
    ],
    [
      'is the prado or the reina sofia busier',
      'compare',
      `SELECT museum, visitors FROM t WHERE museum IN ('Museo del Prado', 'Museo Reina Sofía') ORDER BY visitors DESC`,
    ],
    ['median visitors', 'aggregate', `SELECT median(visitors) FROM t`],
    ['how many countries are on the list', 'aggregate', `SELECT count(DISTINCT country) FROM t`],
    ['avg visitors for the madrid museums', 'filtered', `SELECT avg(visitors) FROM t WHERE city = 'Madrid'`],
    ['how much is a ticket to the louvre', 'clarify', null],
    ['how many ppl visited the louvre in 2019', 'clarify', null],
  ],
});
