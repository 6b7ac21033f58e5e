import { table } from '../spec';

export default table({
  name: 'volcanic_eruptions',
  file: 'volcanic_eruptions.csv',
  domain:
    'notable volcanic eruptions by death toll: volcano, country, year (79 to 2022), Volcanic Explosivity Index (VEI), deaths as `~71,000[a]` / `36,417` / `0`, main cause of death (`—` when nobody died)',
  load: `SELECT Volcano AS volcano, Country AS country, "Year"::INTEGER AS year, VEI::INTEGER AS vei,
      regexp_replace(regexp_replace(Deaths, '\\[[a-z]\\]', '', 'g'), '[~,]', '', 'g')::INTEGER AS deaths,
      NULLIF("Main cause of death", '—') AS main_cause
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['deadliest eruption', 'argmax', `SELECT volcano FROM t ORDER BY deaths DESC LIMIT 1`],
    ['how many died', 'follow-up', `SELECT max(deaths) FROM t`],
    ['how many eruptions in indonesia', 'filtered', `SELECT count(*) FROM t WHERE country = 'Indonesia'`],
    ['total deaths there', 'follow-up', `SELECT sum(deaths) FROM t WHERE country = 'Indonesia'`],
    [
      'which country has lost the most people to volcanoes',
      'argmax',
      `SELECT country FROM t GROUP BY country ORDER BY sum(deaths) DESC LIMIT 1`,
    ],
    ['how many eruptions were vei 6 or more', 'filtered', `SELECT count(*) FROM t WHERE vei >= 6`],
    [
      'how many ppl were killed by tsunamis',
      'filtered',
      `SELECT sum(deaths) FROM t WHERE main_cause = 'Tsunami'`,
    ],
    [
      'deadliest eruption since 1950',
      'argmax',
      `SELECT volcano FROM t WHERE year >= 1950 ORDER BY deaths DESC LIMIT 1`,
    ],
    [
      'how many of these eruptions were in the 20th century',
      'filtered',
      `SELECT count(*) FROM t WHERE year BETWEEN 1901 AND 2000`,
    ],
    ['how many died at mt st helens', 'lookup', `SELECT deaths FROM t WHERE volcano = 'Mount St. Helens'`],
    [
      'which volcanoes are on the list more than once',
      'group-by',
      `SELECT volcano FROM t GROUP BY volcano HAVING count(*) > 1`,
    ],
    ['median death toll', 'aggregate', `SELECT median(deaths) FROM t`],
    ['how many eruptions killed nobody', 'filtered', `SELECT count(*) FROM t WHERE deaths = 0`],
    [
      'which cause of death killed the most people overall',
      'argmax',
      `SELECT main_cause FROM t GROUP BY main_cause ORDER BY sum(deaths) DESC LIMIT 1`,
    ],
    ['is vei correlated with deaths', 'correlation', `SELECT corr(vei, deaths) FROM t`],
    ['total lahar deaths', 'filtered', `SELECT sum(deaths) FROM t WHERE main_cause = 'Lahars'`],
    [
      'deadliest one in the philipines',
      'argmax',
      `SELECT volcano FROM t WHERE country = 'Philippines' ORDER BY deaths DESC LIMIT 1`,
    ],
    [
      'what year was that',
      'follow-up',
      `SELECT year FROM t WHERE country = 'Philippines' ORDER BY deaths DESC LIMIT 1`,
    ],
    [
      'what % of all the deaths were from tambora',
      'share',
      `SELECT 100.0 * sum(deaths) FILTER (WHERE volcano = 'Mount Tambora') / sum(deaths) FROM t`,
    ],
    ['oldest eruption listed', 'argmax', `SELECT volcano FROM t ORDER BY year ASC LIMIT 1`],
    ['how many rows have no cause of death', 'missing', `SELECT count(*) FROM t WHERE main_cause IS NULL`],
    ['how much ash did pinatubo put out', 'clarify', null],
    ['how many people died in the 2023 etna eruption', 'clarify', null],
  ],
});
