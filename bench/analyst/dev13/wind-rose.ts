import { table } from '../spec';

export default table({
  name: 'wind_rose',
  file: 'wind.csv',
  domain:
    "wind rose data (plotly's sample data set `wind`): direction (16 compass points N, NNE, … NNW), strength (speed bin as text: 0-1, 1-2, 2-3, 3-4, 4-4, 4-5, 5-6, 6+), frequency (% of observations in that direction and bin; the whole table adds up to 98.1)",
  load: `SELECT "direction", "strength", "frequency"::DOUBLE AS "frequency"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['total of the frequency column', 'aggregate', `SELECT sum(frequency) FROM t`],
    ['which direction does the wind come from most often', 'argmax', `SELECT direction FROM t GROUP BY direction ORDER BY sum(frequency) DESC LIMIT 1`],
    ['what % is that', 'follow-up', `SELECT sum(frequency) FROM t WHERE direction = 'WNW'`],
    ['least common direction', 'argmax', `SELECT direction FROM t GROUP BY direction ORDER BY sum(frequency) ASC LIMIT 1`],
    ['most common strength bin overall', 'argmax', `SELECT strength FROM t GROUP BY strength ORDER BY sum(frequency) DESC LIMIT 1`],
    ['frequency of N wind at 0-1', 'lookup', `SELECT frequency FROM t WHERE direction = 'N' AND strength = '0-1'`],
    ['how often is it 6+ overall', 'filtered', `SELECT sum(frequency) FROM t WHERE strength = '6+'`],
    ['and from the west only', 'follow-up', `SELECT frequency FROM t WHERE strength = '6+' AND direction = 'W'`],
    ['share of the 5-6 and 6+ bins in the total', 'share', `SELECT 100.0 * sum(frequency) FILTER (WHERE strength IN ('5-6', '6+')) / sum(frequency) FROM t`],
    ['top 5 direction/strength combos by freq', 'top-n', `SELECT direction, strength FROM t ORDER BY frequency DESC LIMIT 5`],
    ['E vs W, total freq', 'compare', `SELECT sum(frequency) FILTER (WHERE direction = 'E'), sum(frequency) FILTER (WHERE direction = 'W') FROM t`],
    ['southerly winds (S, SSE, SSW, SE, SW) as a % of the total', 'share', `SELECT 100.0 * sum(frequency) FILTER (WHERE direction IN ('S', 'SSE', 'SSW', 'SE', 'SW')) / sum(frequency) FROM t`],
    ['how many distinct directions', 'aggregate', `SELECT count(DISTINCT direction) FROM t`],
    ['avg freqency per row', 'aggregate', `SELECT avg(frequency) FROM t`],
    ['for NE winds, which strength is most common', 'argmax', `SELECT strength FROM t WHERE direction = 'NE' ORDER BY frequency DESC LIMIT 1`],
    ['and for SW', 'follow-up', `SELECT strength FROM t WHERE direction = 'SW' ORDER BY frequency DESC LIMIT 1`],
    ['total freq for N, NNE and NNW', 'filtered', `SELECT sum(frequency) FROM t WHERE direction IN ('N', 'NNE', 'NNW')`],
    ['which direction has the most 6+ wind', 'argmax', `SELECT direction FROM t WHERE strength = '6+' ORDER BY frequency DESC LIMIT 1`],
    ['biggest single frequency in the table', 'aggregate', `SELECT max(frequency) FROM t`],
    ['calm 0-1 vs 6+, total frequency', 'compare', `SELECT sum(frequency) FILTER (WHERE strength = '0-1'), sum(frequency) FILTER (WHERE strength = '6+') FROM t`],
    ['ESE at 2-3?', 'lookup', `SELECT frequency FROM t WHERE direction = 'ESE' AND strength = '2-3'`],
    ['how many combos are at 1% or more', 'filtered', `SELECT count(*) FROM t WHERE frequency >= 1`],
    ['across directions, corr between the 1-2 and 2-3 bins', 'correlation', `SELECT corr(a, b) FROM (SELECT sum(frequency) FILTER (WHERE strength = '1-2') AS a, sum(frequency) FILTER (WHERE strength = '2-3') AS b FROM t GROUP BY direction)`],
    ['freq per strength bin, just the bins above 10 total', 'group-by', `SELECT strength, sum(frequency) FROM t GROUP BY strength HAVING sum(frequency) > 10 ORDER BY strength`],
    ['how much of the N wind is in the 1-2 bin, as a share of all N wind', 'share', `SELECT 100.0 * sum(frequency) FILTER (WHERE strength = '1-2') / sum(frequency) FROM t WHERE direction = 'N'`],
    ['whats the avg wind speed in km/h', 'clarify', null],
    ['which month is the windiest', 'clarify', null],
  ],
});
