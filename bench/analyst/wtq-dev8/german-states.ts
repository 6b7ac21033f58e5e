import { table } from '../spec';

export default table({
  name: 'german_states',
  file: 'german_states.csv',
  domain:
    "Germany's 16 states: capital, largest city, area in km², population 2022, Bundesrat votes, date the state joined the Federal Republic (footnote marks), and a Total row with `—` cells",
  load: `SELECT State AS state, Capital AS capital, "Largest city" AS largest_city,
      replace("Area (km²)", ',', '')::INTEGER AS area_km2,
      replace("Population (2022)", ',', '')::BIGINT AS population,
      "Bundesrat votes"::INTEGER AS bundesrat_votes,
      strptime(regexp_replace(Joined, '\\[[a-z]\\]', '', 'g'), '%d %B %Y')::DATE AS joined
    FROM read_csv('{file}', header = true, all_varchar = true)
    WHERE State <> 'Total'`,
  questions: [
    ['most populous state', 'argmax', `SELECT state FROM t ORDER BY population DESC LIMIT 1`],
    ['smallest state by area', 'argmax', `SELECT state FROM t ORDER BY area_km2 ASC LIMIT 1`],
    ['population density of berlin', 'lookup', `SELECT population / area_km2 FROM t WHERE state = 'Berlin'`],
    [
      'which state is the most densely populated',
      'argmax',
      `SELECT state FROM t ORDER BY population / area_km2 DESC LIMIT 1`,
    ],
    ['and the least?', 'follow-up', `SELECT state FROM t ORDER BY population / area_km2 ASC LIMIT 1`],
    [
      'in how many states is the capital not the biggest city',
      'filtered',
      `SELECT count(*) FROM t WHERE capital <> largest_city`,
    ],
    ['which ones', 'follow-up', `SELECT state FROM t WHERE capital <> largest_city`],
    [
      'total population of the states that joined in 1990',
      'filtered',
      `SELECT sum(population) FROM t WHERE year(joined) = 1990`,
    ],
    [
      'what share of germanys population lives in bavaria',
      'share',
      `SELECT 100.0 * sum(population) FILTER (WHERE state = 'Bavaria') / sum(population) FROM t`,
    ],
    ['how many bundesrat votes are there in total', 'aggregate', `SELECT sum(bundesrat_votes) FROM t`],
    ['which states have 6 votes', 'filtered', `SELECT state FROM t WHERE bundesrat_votes = 6`],
    ['avg area of a state', 'aggregate', `SELECT avg(area_km2) FROM t`],
    ['capital of saxony-anhalt', 'lookup', `SELECT capital FROM t WHERE state = 'Saxony-Anhalt'`],
    [
      'how much bigger is bavaria than bw',
      'compare',
      `SELECT (SELECT area_km2 FROM t WHERE state = 'Bavaria') - (SELECT area_km2 FROM t WHERE state = 'Baden-Württemberg')`,
    ],
    ['top 3 states by pop', 'top-n', `SELECT state FROM t ORDER BY population DESC LIMIT 3`],
    ['which state joined in 1957', 'lookup', `SELECT state FROM t WHERE year(joined) = 1957`],
    [
      'combined population of the 3 city states',
      'filtered',
      `SELECT sum(population) FROM t WHERE state IN ('Berlin', 'Hamburg', 'Bremen')`,
    ],
    ['corr between area and population', 'correlation', `SELECT corr(area_km2, population) FROM t`],
    [
      'people per bundesrat vote nrw vs bremen',
      'compare',
      `SELECT (SELECT population / bundesrat_votes FROM t WHERE state = 'North Rhine-Westphalia'), (SELECT population / bundesrat_votes FROM t WHERE state = 'Bremen')`,
    ],
    [
      'how many states have more than 5 million people',
      'filtered',
      `SELECT count(*) FROM t WHERE population > 5000000`,
    ],
    ['gdp per capita of hesse', 'clarify', null],
    ['who is the minister president of bavaria', 'clarify', null],
  ],
});
