import { table } from '../spec';

/** Each country's row per year (one row per year for the US and the UK, whose scores are paired). */
const PAIR = `(SELECT "Year", "Ideal.point" AS ip FROM t WHERE "ID" = 'USA') u JOIN (SELECT "Year", "Ideal.point" AS ip FROM t WHERE "ID" = 'UKG') k USING ("Year")`;

export default table({
  name: 'un_ideal_points',
  file: 'UN_IdealPoints.csv',
  domain:
    'UN General Assembly voting: each member state\'s yearly "ideal point" (a one-dimensional position estimated from its roll-call votes; high = voting with the US-led West, low = against it), 1946–2012, as in the R plotly package\'s Shiny example; long form, CRLF line ends, columns Year, ID (Correlates-of-War three-letter codes such as USA, UKG, FRN, GFR, RUS), Name and Ideal.point; no 1964 (the Assembly held no recorded votes that year); Nauru has two rows in each year 2000–2012',
  load: `SELECT "Year"::INTEGER AS "Year", "ID", "Name", "Ideal.point"::DOUBLE AS "Ideal.point"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many countries are in this data', 'aggregate', `SELECT count(DISTINCT "Name") FROM t`],
    ['what years does it cover', 'aggregate', `SELECT min("Year"), max("Year") FROM t`],
    ['usa ideal point 2012', 'lookup', `SELECT "Ideal.point" FROM t WHERE "ID" = 'USA' AND "Year" = 2012`],
    ['and in 1946?', 'follow-up', `SELECT "Ideal.point" FROM t WHERE "ID" = 'USA' AND "Year" = 1946`],
    ['which country had the lowest score in 2012', 'argmax', `SELECT "Name" FROM t WHERE "Year" = 2012 ORDER BY "Ideal.point" ASC LIMIT 1`],
    ['highest excluding the US that year?', 'follow-up', `SELECT "Name" FROM t WHERE "Year" = 2012 AND "ID" <> 'USA' ORDER BY "Ideal.point" DESC LIMIT 1`],
    ['avg ideal point of the UK over all years', 'aggregate', `SELECT avg("Ideal.point") FROM t WHERE "ID" = 'UKG'`],
    ['how many contries had a score in 1960', 'filtered', `SELECT count(DISTINCT "ID") FROM t WHERE "Year" = 1960`],
    ['is any year missing between the first and the last', 'missing', `SELECT y FROM range(1946, 2013) r(y) WHERE y NOT IN (SELECT "Year" FROM t)`],
    ['are there duplicate country-year rows? how many extra', 'missing', `SELECT count(*) - count(DISTINCT ("Year", "ID")) FROM t`],
    ['which country are they for', 'follow-up', `SELECT DISTINCT "Name" FROM t GROUP BY "Year", "Name" HAVING count(*) > 1`],
    ['canada vs mexico avg since 2000', 'compare', `SELECT avg("Ideal.point") FILTER (WHERE "ID" = 'CAN'), avg("Ideal.point") FILTER (WHERE "ID" = 'MEX') FROM t WHERE "Year" >= 2000`],
    ['correlation between the us and uk scores over time', 'correlation', `SELECT corr(u.ip, k.ip) FROM ${PAIR}`],
    ['top 5 countries by avg ideal point 2000-2009', 'top-n', `SELECT "Name" FROM t WHERE "Year" BETWEEN 2000 AND 2009 GROUP BY "Name" ORDER BY avg("Ideal.point") DESC LIMIT 5`],
    ['how many countries were below zero in 1990', 'filtered', `SELECT count(*) FROM t WHERE "Year" = 1990 AND "Ideal.point" < 0`],
    ['in which year does china first show up', 'calendar', `SELECT min("Year") FROM t WHERE "ID" = 'CHN'`],
    ['total nr of rows', 'aggregate', `SELECT count(*) FROM t`],
    ['russias lowest year', 'argmax', `SELECT "Year" FROM t WHERE "ID" = 'RUS' ORDER BY "Ideal.point" ASC LIMIT 1`],
    ['what share of countries scored above 0 in 2012', 'share', `SELECT 100.0 * count(DISTINCT "ID") FILTER (WHERE "Ideal.point" > 0) / count(DISTINCT "ID") FROM t WHERE "Year" = 2012`],
    ['israel 70s avg vs 2000s avg', 'compare', `SELECT avg("Ideal.point") FILTER (WHERE "Year" BETWEEN 1970 AND 1979), avg("Ideal.point") FILTER (WHERE "Year" BETWEEN 2000 AND 2009) FROM t WHERE "ID" = 'ISR'`],
    ['which country moved up the most between 1991 and 2012', 'argmax', `SELECT a."Name" FROM t a JOIN t b ON a."ID" = b."ID" WHERE a."Year" = 2012 AND b."Year" = 1991 ORDER BY a."Ideal.point" - b."Ideal.point" DESC LIMIT 1`],
    ['how many countries have a score for every year in the data', 'filtered', `SELECT count(*) FROM (SELECT "ID" FROM t GROUP BY "ID" HAVING count(DISTINCT "Year") = (SELECT count(DISTINCT "Year") FROM t))`],
    ['std dev of the scores in 1990', 'aggregate', `SELECT stddev_samp("Ideal.point") FROM t WHERE "Year" = 1990`],
    ['average score per decade, 50s through 90s', 'group-by', `SELECT "Year" // 10 * 10 AS decade, avg("Ideal.point") FROM t WHERE "Year" BETWEEN 1950 AND 1999 GROUP BY decade ORDER BY decade`],
    ['number of countries per year from 1990 to 1995', 'group-by', `SELECT "Year", count(DISTINCT "ID") FROM t WHERE "Year" BETWEEN 1990 AND 1995 GROUP BY "Year" ORDER BY "Year"`],
    ['what share of cubas years were below -1', 'share', `SELECT 100.0 * count(*) FILTER (WHERE "Ideal.point" < -1) / count(*) FROM t WHERE "ID" = 'CUB'`],
    ['uk score in 1964', 'clarify', null],
    ['how many resolutions did france vote yes on in 1990', 'clarify', null],
  ],
});
