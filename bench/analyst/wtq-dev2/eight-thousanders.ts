import { table } from '../spec';

export default table({
  name: 'eight_thousanders',
  file: 'eight_thousanders.csv',
  domain: 'geography (the fourteen highest mountains: heights "8,848[a]" in metres and feet, ranges, countries joined by "/")',
  load: `SELECT row_number() OVER () AS rn, "Rank"::INTEGER AS rank, "Mountain" AS mountain,
      CAST(replace(regexp_replace("Height (m)", '\\[.*\\]', ''), ',', '') AS INTEGER) AS height_m,
      CAST(replace("Height (ft)", ',', '') AS INTEGER) AS height_ft, "Range" AS range, "Location" AS location,
      "First ascent"::INTEGER AS first_ascent, "Ascents (to 2004)"::INTEGER AS ascents
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how tall is mount everest in meters?', 'lookup', `SELECT height_m FROM t WHERE mountain = 'Mount Everest'`],
    ['which mountain is ranked second?', 'lookup', `SELECT mountain FROM t WHERE rank = 2`],
    ['how many mountains are in the baltoro karakoram?', 'filtered', `SELECT count(*) FROM t WHERE range = 'Baltoro Karakoram'`],
    ['which mountain was climbed first?', 'argmax', `SELECT mountain FROM t ORDER BY first_ascent LIMIT 1`],
    ['what year was k2 first climbed?', 'lookup', `SELECT first_ascent FROM t WHERE mountain = 'K2'`],
    ['how many of the mountains are located only in nepal?', 'filtered', `SELECT count(*) FROM t WHERE location = 'Nepal'`],
    ['what is the height difference between k2 and kangchenjunga in meters?', 'compare', `SELECT (SELECT height_m FROM t WHERE mountain = 'K2') - (SELECT height_m FROM t WHERE mountain = 'Kangchenjunga')`],
    ['which mountain had the most ascents?', 'argmax', `SELECT mountain FROM t ORDER BY ascents DESC LIMIT 1`],
    ['how many mountains were first climbed in the 1950s?', 'filtered', `SELECT count(*) FROM t WHERE first_ascent BETWEEN 1950 AND 1959`],
    ['which mountain comes after makalu on the list?', 'lookup', `SELECT mountain FROM t WHERE rn = (SELECT rn FROM t WHERE mountain = 'Makalu') + 1`],
    ['what is the only mountain located entirely in china?', 'lookup', `SELECT mountain FROM t WHERE location = 'China'`],
    ['how many mountains are higher than 8,500 m?', 'filtered', `SELECT count(*) FROM t WHERE height_m > 8500`],
    ['which is taller, lhotse or makalu?', 'argmax', `SELECT mountain FROM t WHERE mountain IN ('Lhotse', 'Makalu') ORDER BY height_m DESC LIMIT 1`],
    ['what is the height of gasherbrum i in feet?', 'lookup', `SELECT height_ft FROM t WHERE mountain = 'Gasherbrum I'`],
    ['how many mountains were first climbed in 1956?', 'filtered', `SELECT count(*) FROM t WHERE first_ascent = 1956`],
    ['what is the total number of ascents of the mountains in the mahalangur himalaya?', 'aggregate', `SELECT sum(ascents) FROM t WHERE range = 'Mahalangur Himalaya'`],
    ['which range is shishapangma in?', 'lookup', `SELECT range FROM t WHERE mountain = 'Shishapangma'`],
  ],
});
