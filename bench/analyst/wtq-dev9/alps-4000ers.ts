import { table } from '../spec';

export default table({
  name: 'alps_4000ers',
  file: 'alps_4000ers.csv',
  domain:
    'the highest summits of the Alps (4,000 m and above, top 44): rank with a tie written `=40`, mountain, height `4,808 m`, range, country (two listed in one cell for border peaks), first ascent date `8 August 1786` with footnote marks',
  load: `SELECT replace("Rank", '=', '')::INTEGER AS rank, Mountain AS mountain,
      replace(replace(Height, ' m', ''), ',', '')::INTEGER AS height_m, "Range" AS range,
      Country AS country,
      strptime(regexp_replace("First ascent", '\\[[a-z]\\]', '', 'g'), '%d %B %Y')::DATE AS first_ascent
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['highest mountain in the alps', 'argmax', `SELECT mountain FROM t ORDER BY height_m DESC LIMIT 1`],
    ['how high is the matterhorn', 'lookup', `SELECT height_m FROM t WHERE mountain = 'Matterhorn'`],
    ['how many are in the bernese alps', 'filtered', `SELECT count(*) FROM t WHERE range = 'Bernese Alps'`],
    [
      'which range has the most peaks on the list',
      'argmax',
      `SELECT range FROM t GROUP BY range ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many are only in switzerland', 'filtered', `SELECT count(*) FROM t WHERE country = 'Switzerland'`],
    [
      'how many are on the italian border',
      'filtered',
      `SELECT count(*) FROM t WHERE country LIKE '%,%' AND country LIKE '%Italy%'`,
    ],
    [
      'highest mountain thats entirely in italy',
      'argmax',
      `SELECT mountain FROM t WHERE country = 'Italy' ORDER BY height_m DESC LIMIT 1`,
    ],
    ['which one was climbed first', 'argmax', `SELECT mountain FROM t ORDER BY first_ascent ASC LIMIT 1`],
    ['and the last to be climbed?', 'follow-up', `SELECT mountain FROM t ORDER BY first_ascent DESC LIMIT 1`],
    [
      'how many were first climbed in the 1860s',
      'filtered',
      `SELECT count(*) FROM t WHERE year(first_ascent) BETWEEN 1860 AND 1869`,
    ],
    [
      'when was the matterhorn first climbed',
      'lookup',
      `SELECT first_ascent FROM t WHERE mountain = 'Matterhorn'`,
    ],
    ['how many first ascents in 1865', 'filtered', `SELECT count(*) FROM t WHERE year(first_ascent) = 1865`],
    [
      'which mountains have the same height',
      'filtered',
      `SELECT mountain FROM t WHERE height_m IN (SELECT height_m FROM t GROUP BY height_m HAVING count(*) > 1)`,
    ],
    [
      'avg height of the pennine alps peaks',
      'filtered',
      `SELECT avg(height_m) FROM t WHERE range = 'Pennine Alps'`,
    ],
    [
      'how much higher is mont blanc than the matterhorn',
      'compare',
      `SELECT (SELECT height_m FROM t WHERE mountain = 'Mont Blanc') - (SELECT height_m FROM t WHERE mountain = 'Matterhorn')`,
    ],
    ['whats the 10th highest', 'top-n', `SELECT mountain FROM t ORDER BY height_m DESC LIMIT 1 OFFSET 9`],
    [
      'highest peak only in france',
      'argmax',
      `SELECT mountain FROM t WHERE country = 'France' ORDER BY height_m DESC LIMIT 1`,
    ],
    ['how many peaks over 4500m', 'filtered', `SELECT count(*) FROM t WHERE height_m > 4500`],
    ['jungfrau height in feet', 'lookup', `SELECT height_m * 3.28084 FROM t WHERE mountain = 'Jungfrau'`],
    [
      'how many in the mont blanc massif',
      'filtered',
      `SELECT count(*) FROM t WHERE range = 'Mont Blanc massif'`,
    ],
    [
      'which other peaks were first climbed the same yr as the weisshorn',
      'filtered',
      `SELECT mountain FROM t WHERE year(first_ascent) = (SELECT year(first_ascent) FROM t WHERE mountain = 'Weisshorn') AND mountain <> 'Weisshorn'`,
    ],
    ['number of peaks per range', 'group-by', `SELECT range, count(*) FROM t GROUP BY range`],
    ['lowest one on the list', 'argmax', `SELECT mountain FROM t ORDER BY height_m ASC LIMIT 1`],
    ['how high is the eiger', 'clarify', null],
    ['which one is the hardest climb', 'clarify', null],
  ],
});
