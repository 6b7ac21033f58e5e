import { table } from '../spec';

const states = `string_split(trim(split_part(metro, ',', 2)), '-')`;

export default table({
  name: 'city_wages',
  file: 'citywages.csv',
  domain: 'US metro areas (The New York Times, 2019: 195 metros with population and the 90/10 ratio of wages in 1980 and 2015; lower-case metro names with their state codes, a short display name, a state abbreviation in the Times\'s style, blank for two metros, and a highlight flag set on eight rows)',
  load: `SELECT Metro AS metro, POP_1980::BIGINT AS pop_1980, LPOP_1980::DOUBLE AS lpop_1980, R90_10_1980::DOUBLE AS r90_10_1980,
      POP_2015::BIGINT AS pop_2015, LPOP_2015::DOUBLE AS lpop_2015, R90_10_2015::DOUBLE AS r90_10_2015,
      nyt_display, state_display, highlight::INTEGER AS highlight
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many metros are there', 'aggregate', `SELECT count(*) FROM t`],
    ['biggest metro in 2015', 'argmax', `SELECT nyt_display FROM t ORDER BY pop_2015 DESC LIMIT 1`],
    ['chicago population 1980 vs 2015', 'compare', `SELECT pop_1980, pop_2015 FROM t WHERE nyt_display = 'Chicago'`],
    ['which metro grew fastest from 1980 to 2015 in %', 'argmax', `SELECT nyt_display FROM t ORDER BY pop_2015 / pop_1980 DESC LIMIT 1`],
    ['top 5 most unequal metros in 2015 (90/10)', 'top-n', `SELECT nyt_display FROM t ORDER BY r90_10_2015 DESC LIMIT 5`],
    ['avg 90/10 ratio 1980 vs 2015', 'compare', `SELECT avg(r90_10_1980), avg(r90_10_2015) FROM t`],
    ['how many metros saw the ratio go down', 'filtered', `SELECT count(*) FROM t WHERE r90_10_2015 < r90_10_1980`],
    ['corr between pop and the 90-10 ratio in 2015', 'correlation', `SELECT corr(pop_2015, r90_10_2015) FROM t`],
    ["what's boston's 90/10 ratio in 2015", 'lookup', `SELECT r90_10_2015 FROM t WHERE nyt_display = 'Boston'`],
    ['and in 1980', 'follow-up', `SELECT r90_10_1980 FROM t WHERE nyt_display = 'Boston'`],
    ['how many texas metros', 'filtered', `SELECT count(*) FROM t WHERE list_contains(${states}, 'tx')`],
    ['total pop of all metros 2015', 'aggregate', `SELECT sum(pop_2015) FROM t`],
    ['which metros have no state listed', 'missing', `SELECT nyt_display FROM t WHERE state_display IS NULL`],
    ['how many are highlighted', 'filtered', `SELECT count(*) FROM t WHERE highlight = 1`],
    ['smallest metro in 1980', 'argmax', `SELECT nyt_display FROM t ORDER BY pop_1980 LIMIT 1`],
    ['total population growth 1980 to 2015 in %', 'aggregate', `SELECT 100.0 * (sum(pop_2015) / sum(pop_1980) - 1) FROM t`],
    ['number of metros in california', 'filtered', `SELECT count(*) FROM t WHERE list_contains(${states}, 'ca')`],
    ['top 3 california metros by 2015 pop', 'top-n', `SELECT nyt_display FROM t WHERE list_contains(${states}, 'ca') ORDER BY pop_2015 DESC LIMIT 3`],
    ['what share of 2015 pop lives in the 10 biggest metros', 'share', `SELECT 100.0 * (SELECT sum(pop_2015) FROM (SELECT pop_2015 FROM t ORDER BY pop_2015 DESC LIMIT 10)) / sum(pop_2015) FROM t`],
    ['how many metros over 1 million in 2015', 'filtered', `SELECT count(*) FROM t WHERE pop_2015 > 1000000`],
    ['median 90/10 in 2015', 'aggregate', `SELECT median(r90_10_2015) FROM t`],
    ['did inequality go up in san francisco', 'compare', `SELECT r90_10_1980, r90_10_2015 FROM t WHERE nyt_display = 'San Francisco'`],
    ['which metro had the biggest jump in the ratio', 'argmax', `SELECT nyt_display FROM t ORDER BY r90_10_2015 - r90_10_1980 DESC LIMIT 1`],
    ['how many ohio metros', 'filtered', `SELECT count(*) FROM t WHERE list_contains(${states}, 'oh')`],
    ['median household income in denver?', 'clarify', null],
    ['unemployment rate detroit', 'clarify', null],
  ],
});
