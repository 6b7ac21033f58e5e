import { table } from '../spec';

export default table({
  name: 'largest_countries',
  file: 'largest_countries.csv',
  domain:
    'The 30 largest countries and territories by total area: rank, country with footnote marks (`Greenland[a]`), area in two units in one cell (`17,098,246 km² (6,601,670 sq mi)`), continent (`Europe, Asia` for two), capital (`Pretoria[b]`)',
  load: `SELECT Rank::INTEGER AS rank, regexp_replace(Country, '\\[[a-z]\\]', '', 'g') AS country,
      replace(regexp_extract(Area, '^([0-9,]+) km²', 1), ',', '')::BIGINT AS area_km2,
      replace(regexp_extract(Area, '\\(([0-9,]+) sq mi\\)', 1), ',', '')::BIGINT AS area_sq_mi,
      Continent AS continent, regexp_replace(Capital, '\\[[a-z]\\]', '', 'g') AS capital
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how big is brazil', 'lookup', `SELECT area_km2 FROM t WHERE country = 'Brazil'`],
    ['and in square miles?', 'follow-up', `SELECT area_sq_mi FROM t WHERE country = 'Brazil'`],
    [
      'how many african countries are on the list',
      'filtered',
      `SELECT count(*) FROM t WHERE continent LIKE '%Africa%'`,
    ],
    [
      'largest country in africa',
      'argmax',
      `SELECT country FROM t WHERE continent LIKE '%Africa%' ORDER BY area_km2 DESC LIMIT 1`,
    ],
    ['smallest country on the list', 'argmax', `SELECT country FROM t ORDER BY area_km2 LIMIT 1`],
    [
      'how many countries are bigger than 3 million km2',
      'filtered',
      `SELECT count(*) FROM t WHERE area_km2 > 3000000`,
    ],
    ['total area of the top 5', 'filtered', `SELECT sum(area_km2) FROM t WHERE rank <= 5`],
    ['what rank is mongolia', 'lookup', `SELECT rank FROM t WHERE country = 'Mongolia'`],
    ['which country is 12th', 'lookup', `SELECT country FROM t WHERE rank = 12`],
    [
      'how much bigger is canada than the us',
      'compare',
      `SELECT (SELECT area_km2 FROM t WHERE country = 'Canada') - (SELECT area_km2 FROM t WHERE country = 'United States')`,
    ],
    ['capital of kazakhstan?', 'lookup', `SELECT capital FROM t WHERE country = 'Kazakhstan'`],
    [
      'how many south american countries',
      'filtered',
      `SELECT count(*) FROM t WHERE continent = 'South America'`,
    ],
    ['combined area of those', 'follow-up', `SELECT sum(area_km2) FROM t WHERE continent = 'South America'`],
    ['which countries are in two continents', 'filtered', `SELECT country FROM t WHERE continent LIKE '%,%'`],
    [
      'russia is how many times bigger than india',
      'compare',
      `SELECT (SELECT area_km2 FROM t WHERE country = 'Russia') / (SELECT area_km2 FROM t WHERE country = 'India')`,
    ],
    [
      'what % of the total area of these 30 is russia',
      'share',
      `SELECT 100.0 * sum(area_km2) FILTER (WHERE country = 'Russia') / sum(area_km2) FROM t`,
    ],
    [
      'how many countries are entirely in asia',
      'filtered',
      `SELECT count(*) FROM t WHERE continent = 'Asia'`,
    ],
    [
      'which continent has the most countries in this list',
      'argmax',
      `SELECT continent FROM t GROUP BY continent ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['median area', 'aggregate', `SELECT median(area_km2) FROM t`],
    [
      'top 3 biggest in north america',
      'top-n',
      `SELECT country FROM t WHERE continent = 'North America' ORDER BY area_km2 DESC LIMIT 3`,
    ],
    [
      'how many countries between 1 and 2 million km²',
      'filtered',
      `SELECT count(*) FROM t WHERE area_km2 BETWEEN 1000000 AND 2000000`,
    ],
    ['area of the dr congo in sq mi', 'lookup', `SELECT area_sq_mi FROM t WHERE country = 'DR Congo'`],
    [
      'whats the difference between 10th and 11th',
      'compare',
      `SELECT (SELECT area_km2 FROM t WHERE rank = 10) - (SELECT area_km2 FROM t WHERE rank = 11)`,
    ],
    ['whats the population of china', 'clarify', null],
    ['which is biggest by land area not counting water', 'clarify', null],
  ],
});
