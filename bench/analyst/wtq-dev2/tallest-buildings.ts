import { table } from '../spec';

export default table({
  name: 'tallest_buildings',
  file: 'tallest_buildings.csv',
  domain: 'architecture (tallest buildings: heights written "828 m (2717 ft)", floors, year completed)',
  load: `SELECT row_number() OVER () AS rn, "Rank"::INTEGER AS rank, "Name" AS name, "City" AS city, "Country" AS country,
      CAST(regexp_extract("Height", '^([0-9]+)', 1) AS INTEGER) AS height_m,
      CAST(regexp_extract("Height", '\\(([0-9]+) ft', 1) AS INTEGER) AS height_ft,
      "Floors"::INTEGER AS floors, "Year completed"::INTEGER AS completed
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many of the buildings are in china?', 'filtered', `SELECT count(*) FROM t WHERE country = 'China'`],
    ['which building has the most floors?', 'argmax', `SELECT name FROM t ORDER BY floors DESC LIMIT 1`],
    ['how tall is taipei 101?', 'lookup', `SELECT height_m FROM t WHERE name = 'Taipei 101'`],
    ['which country has the most buildings on the list?', 'argmax', `SELECT country FROM t GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`],
    ['how many buildings were completed after 2015?', 'filtered', `SELECT count(*) FROM t WHERE completed > 2015`],
    ['which building was completed first?', 'argmax', `SELECT name FROM t ORDER BY completed LIMIT 1`],
    ['what is the tallest building in the united states?', 'argmax', `SELECT name FROM t WHERE country = 'United States' ORDER BY height_m DESC LIMIT 1`],
    ['how many floors does lotte world tower have?', 'lookup', `SELECT floors FROM t WHERE name = 'Lotte World Tower'`],
    ['which building is ranked just below shanghai tower?', 'lookup', `SELECT name FROM t WHERE rn = (SELECT rn FROM t WHERE name = 'Shanghai Tower') + 1`],
    ['what is the difference in height between burj khalifa and merdeka 118?', 'compare', `SELECT (SELECT height_m FROM t WHERE name = 'Burj Khalifa') - (SELECT height_m FROM t WHERE name = 'Merdeka 118')`],
    ['in what city is the lakhta center?', 'lookup', `SELECT city FROM t WHERE name = 'Lakhta Center'`],
    ['how many buildings are taller than 600 m?', 'filtered', `SELECT count(*) FROM t WHERE height_m > 600`],
    ['how many buildings have more than 110 floors?', 'filtered', `SELECT count(*) FROM t WHERE floors > 110`],
    ['what year was the shanghai world financial center completed?', 'lookup', `SELECT completed FROM t WHERE name = 'Shanghai World Financial Center'`],
    ['how many different countries are on the list?', 'aggregate', `SELECT count(DISTINCT country) FROM t`],
    ['what is the last building on the list?', 'lookup', `SELECT name FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['what is the average number of floors?', 'aggregate', `SELECT avg(floors) FROM t`],
  ],
});
