import { table } from '../spec';

/** The 21 named countries as one long table (the `-` cells, NULL, are left out by UNPIVOT). */
const LONG = `(UNPIVOT t ON COLUMNS(* EXCLUDE (decade, "TOTAL", "Other_Europe")) INTO NAME country VALUE n)`;

const COUNTRIES = [
  'Austria', 'Hungary', 'Belgium', 'Czechoslovakia', 'Denmark', 'France', 'Germany', 'Greece',
  'Ireland', 'Italy', 'Netherlands', 'Norway', 'Sweden', 'Poland', 'Portugal', 'Romania',
  'Soviet_Union', 'Spain', 'Switzerland', 'United_Kingdom', 'Yugoslavia', 'Other_Europe', 'TOTAL',
];

export default table({
  name: 'us_immigration_europe',
  file: 'immigration.dat',
  domain:
    'immigration to the US from Europe by decade of arrival and country of last residence, 1891–1970 (gnuplot demo data): two # comment lines, then a tab-separated wide table whose first column is headed Region but holds the decade (1891-1900 … 1961-1970), one column per country (names with underscores: Soviet_Union, United_Kingdom, Other_Europe), a TOTAL column and a trailing tab; `-` where no figure is given (Czechoslovakia and Yugoslavia before 1911, Poland 1901–1910)',
  load: `SELECT "Region" AS decade, ${COUNTRIES.map((c) => `nullif(trim("${c}"), '-')::INTEGER AS "${c}"`).join(', ')}
    FROM read_csv('{file}', header = true, all_varchar = true, delim = '\\t', comment = '#')`,
  questions: [
    ['total immigrants from italy, all decades', 'aggregate', `SELECT sum("Italy") FROM t`],
    ['which decade had the most european immigrants overall', 'argmax', `SELECT decade FROM t ORDER BY "TOTAL" DESC LIMIT 1`],
    ['how many was that', 'follow-up', `SELECT "TOTAL" FROM t WHERE decade = '1901-1910'`],
    ['ireland 1891-1900?', 'lookup', `SELECT "Ireland" FROM t WHERE decade = '1891-1900'`],
    ['which country sent the most people in 1921-1930', 'argmax', `SELECT country FROM ${LONG} WHERE decade = '1921-1930' ORDER BY n DESC LIMIT 1`],
    ['and in 1931-40', 'follow-up', `SELECT country FROM ${LONG} WHERE decade = '1931-1940' ORDER BY n DESC LIMIT 1`],
    ['germany vs italy, total over the whole period', 'compare', `SELECT sum("Germany"), sum("Italy") FROM t`],
    ['what % of the 1951-1960 immigrants came from germany', 'share', `SELECT 100.0 * "Germany" / "TOTAL" FROM t WHERE decade = '1951-1960'`],
    ['how many cells have no number (the dashes)', 'missing', `SELECT count(*) FROM (FROM t UNPIVOT INCLUDE NULLS (v FOR c IN (COLUMNS(* EXCLUDE (decade))))) WHERE v IS NULL`],
    ['which countries have a decade with no figure', 'missing', `SELECT DISTINCT c FROM (FROM t UNPIVOT INCLUDE NULLS (v FOR c IN (COLUMNS(* EXCLUDE (decade))))) WHERE v IS NULL ORDER BY c`],
    ['avg per decade from sweeden', 'aggregate', `SELECT avg("Sweden") FROM t`],
    ['in how many decades did norway send more than 50k', 'filtered', `SELECT count(*) FROM t WHERE "Norway" > 50000`],
    ['top 3 countries by total immigrants across all decades', 'top-n', `SELECT country, sum(n) FROM ${LONG} GROUP BY country ORDER BY sum(n) DESC LIMIT 3`],
    ['total european immigration in the first half of the 20th century', 'calendar', `SELECT sum("TOTAL") FROM t WHERE decade IN ('1901-1910', '1911-1920', '1921-1930', '1931-1940', '1941-1950')`],
    ['italians since 1941', 'calendar', `SELECT sum("Italy") FROM t WHERE decade IN ('1941-1950', '1951-1960', '1961-1970')`],
    ['corelation between italy and the total over the decades', 'correlation', `SELECT corr("Italy", "TOTAL") FROM t`],
    ['ireland vs italy in 1891-1900', 'compare', `SELECT "Ireland", "Italy" FROM t WHERE decade = '1891-1900'`],
    ['biggest single country-decade number in the table (not the total col)', 'aggregate', `SELECT max(n) FROM ${LONG}`],
    ['which country and decade was it', 'follow-up', `SELECT country, decade FROM ${LONG} ORDER BY n DESC LIMIT 1`],
    ['what share of all the immigrants over the period were from the uk', 'share', `SELECT 100.0 * sum("United_Kingdom") / sum("TOTAL") FROM t`],
    ['germany as % of total, by decade', 'group-by', `SELECT decade, 100.0 * "Germany" / "TOTAL" FROM t ORDER BY decade`],
    ['norway+sweden+denmark combined for each decade', 'group-by', `SELECT decade, "Norway" + "Sweden" + "Denmark" FROM t ORDER BY decade`],
    ['decade with the fewest europeans arriving', 'argmax', `SELECT decade FROM t ORDER BY "TOTAL" ASC LIMIT 1`],
    ['how many decades were over a million in total', 'filtered', `SELECT count(*) FROM t WHERE "TOTAL" > 1000000`],
    ['spain 1961-70 compared to 1951-60', 'compare', `SELECT max("Spain") FILTER (WHERE decade = '1961-1970'), max("Spain") FILTER (WHERE decade = '1951-1960') FROM t`],
    ['irelands worst decade', 'argmax', `SELECT decade FROM t ORDER BY "Ireland" ASC LIMIT 1`],
    ['how many came from mexico in the 1920s', 'clarify', null],
    ['immigrants from greece in 1907 alone', 'clarify', null],
  ],
});
