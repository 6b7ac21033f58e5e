import { table } from '../spec';

export default table({
  name: 'summer_olympics',
  file: 'summer_olympics.csv',
  domain: 'sport (host cities of the Summer Olympic Games, Roman-numeral editions, cancelled games)',
  load: `SELECT row_number() OVER () AS rn, "Games" AS games, "Year"::INTEGER AS year, "Host city" AS city, "Country" AS country,
      "Continent" AS continent, "Notes" AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many times is london listed as host city?', 'filtered', `SELECT count(*) FROM t WHERE city = 'London'`],
    ['which continent has hosted the most games?', 'argmax', `SELECT continent FROM t GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`],
    ['how many games were cancelled?', 'filtered', `SELECT count(*) FROM t WHERE notes LIKE 'Cancelled%'`],
    ['what city hosted the games after tokyo 1964?', 'lookup', `SELECT city FROM t WHERE rn = (SELECT rn FROM t WHERE year = 1964) + 1`],
    ['where were the first games held?', 'lookup', `SELECT city FROM t WHERE rn = 1`],
    ['which city hosted the games before sydney?', 'lookup', `SELECT city FROM t WHERE rn = (SELECT rn FROM t WHERE city = 'Sydney') - 1`],
    ['in what year did seoul host?', 'lookup', `SELECT year FROM t WHERE city = 'Seoul'`],
    ['how many games were held in asia?', 'filtered', `SELECT count(*) FROM t WHERE continent = 'Asia'`],
    ['what was the only south american host city?', 'lookup', `SELECT city FROM t WHERE continent = 'South America'`],
    ['how many different countries have hosted?', 'aggregate', `SELECT count(DISTINCT country) FROM t`],
    ['how many games were held after 1950?', 'filtered', `SELECT count(*) FROM t WHERE year > 1950`],
    ['what edition were the 1972 games?', 'lookup', `SELECT games FROM t WHERE year = 1972`],
    ['how many years between the first and last games on the list?', 'aggregate', `SELECT max(year) - min(year) FROM t`],
    ['which country hosted in 1980?', 'lookup', `SELECT country FROM t WHERE year = 1980`],
    ['how many times did france host?', 'filtered', `SELECT count(*) FROM t WHERE country = 'France'`],
    ['what is the last host city listed?', 'lookup', `SELECT city FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['did australia host more games than japan?', 'compare', `SELECT CASE WHEN count(*) FILTER (WHERE country = 'Australia') > count(*) FILTER (WHERE country = 'Japan') THEN 'yes' ELSE 'no' END FROM t`],
  ],
});
