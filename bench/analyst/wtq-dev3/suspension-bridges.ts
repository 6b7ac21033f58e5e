import { table } from '../spec';

export default table({
  name: 'suspension_bridges',
  file: 'suspension_bridges.csv',
  domain: 'engineering (longest suspension bridges: spans as "1,991 m (6,532 ft)" with footnote marks, a shared rank, year opened, country)',
  load: `SELECT row_number() OVER () AS rn, "Rank"::INTEGER AS rank, "Name" AS name,
      replace(regexp_extract("Main span", '^([0-9,]+) m', 1), ',', '')::INTEGER AS span_m,
      replace(regexp_extract("Main span", '\\(([0-9,]+) ft\\)', 1), ',', '')::INTEGER AS span_ft,
      "Year opened"::INTEGER AS opened, "Location" AS location, "Country" AS country
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which country has the most bridges on the list?', 'argmax', `SELECT country FROM t GROUP BY country ORDER BY count(*) DESC LIMIT 1`],
    ['how many bridges are in china', 'filtered', `SELECT count(*) FROM t WHERE country = 'China'`],
    ['what is the longest suspension bridge?', 'argmax', `SELECT name FROM t ORDER BY span_m DESC LIMIT 1`],
    ['when was the golden gate bridge opened?', 'lookup', `SELECT opened FROM t WHERE name = 'Golden Gate Bridge'`],
    ['and the verazzano narrows?', 'follow-up', `SELECT opened FROM t WHERE name = 'Verrazzano-Narrows Bridge'`],
    ['which bridge is ranked right after the great belt bridge?', 'lookup', `SELECT name FROM t WHERE rn = (SELECT rn FROM t WHERE name = 'Great Belt Bridge') + 1`],
    ['how many bridges opened before 2000?', 'filtered', `SELECT count(*) FROM t WHERE opened < 2000`],
    ['what is the main span of the humber bridge in meters', 'lookup', `SELECT span_m FROM t WHERE name = 'Humber Bridge'`],
    ['which is longer, tsing ma or jiangyin?', 'compare', `SELECT name FROM t WHERE name IN ('Tsing Ma Bridge', 'Jiangyin Suspension Bridge') ORDER BY span_m DESC LIMIT 1`],
    ['how many years between the opening of the humber bridge and the akashi kaikyo bridge?', 'compare', `SELECT (SELECT opened FROM t WHERE name = 'Akashi Kaikyō Bridge') - (SELECT opened FROM t WHERE name = 'Humber Bridge')`],
    ['what is the oldest bridge on the list?', 'argmax', `SELECT name FROM t ORDER BY opened LIMIT 1`],
    ['list the bridges in turkey', 'filtered', `SELECT name FROM t WHERE country = 'Turkey'`],
    ['what is the total main span of the bridges in the united states in feet?', 'aggregate', `SELECT sum(span_ft) FROM t WHERE country = 'United States'`],
    ['which bridges opened in 2019?', 'filtered', `SELECT name FROM t WHERE opened = 2019`],
    ['difference in main span between the first and the last bridge in metres', 'compare', `SELECT (SELECT span_m FROM t WHERE rn = 1) - (SELECT span_m FROM t WHERE rn = (SELECT max(rn) FROM t))`],
    ['what is the only bridge in norway?', 'lookup', `SELECT name FROM t WHERE country = 'Norway'`],
    ['what is the span of the bridge in wuhan?', 'clarify', null],
    ['how many bridges have a main span over 1,500 m?', 'filtered', `SELECT count(*) FROM t WHERE span_m > 1500`],
  ],
});
