import { table } from '../spec';

/** ISO 6709 sign-degrees-minutes(-seconds) to decimal degrees. */
const deg = (part: string, width: number) =>
  `(CASE WHEN left(${part}, 1) = '-' THEN -1 ELSE 1 END) * (CAST(substr(${part}, 2, ${width}) AS INTEGER)
      + CAST(substr(${part}, ${width + 2}, 2) AS INTEGER) / 60.0
      + coalesce(CAST(nullif(substr(${part}, ${width + 4}, 2), '') AS INTEGER), 0) / 3600.0)`;

export default table({
  name: 'tz_zones',
  file: 'zone.tab',
  domain:
    "The time zones of the IANA time zone database (tzdata), one row per country and zone, as the older `zone.tab` lists them for programs that let a user pick a zone: a tab-separated text file with `#` comment lines at the top and in the middle, no real header (the column names stand in a comment line), and rows of 3 or 4 fields: the ISO 3166 two-letter country code (`US`), the coordinates of the zone's principal city in ISO 6709 sign-degrees-minutes(-seconds) form (`+404251-0740023`, latitude then longitude, + north and east), the zone name (`America/New_York`) and, only for countries with more than one zone, a comment saying which part of the country it covers (`Eastern (most areas)`); no UTC offsets, daylight-saving rules or populations",
  load: `SELECT column0 AS country_code, column1 AS coordinates, column2 AS tz, column3 AS comments,
      ${deg("regexp_extract(column1, '^([+-][0-9]+)([+-][0-9]+)$', 1)", 2)} AS lat,
      ${deg("regexp_extract(column1, '^([+-][0-9]+)([+-][0-9]+)$', 2)", 3)} AS lon
    FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\t', quote = '', escape = '', null_padding = true, comment = '#')`,
  questions: [
    ['how many time zones are listed', 'aggregate', `SELECT count(*) FROM t`],
    ['how many zones does the US have', 'filtered', `SELECT count(*) FROM t WHERE country_code = 'US'`],
    [
      'how many different countries are in the list',
      'aggregate',
      `SELECT count(DISTINCT country_code) FROM t`,
    ],
    [
      'which country has the most time zones',
      'argmax',
      `SELECT country_code FROM t GROUP BY country_code ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'top 4 countries by # of zones',
      'top-n',
      `SELECT country_code FROM t GROUP BY country_code ORDER BY count(*) DESC LIMIT 4`,
    ],
    ['how many zones are Europe/ ones', 'filtered', `SELECT count(*) FROM t WHERE tz LIKE 'Europe/%'`],
    [
      '# of zones per region prefix (Africa, America, Asia etc)',
      'group-by',
      `SELECT split_part(tz, '/', 1) AS region, count(*) FROM t GROUP BY region ORDER BY region`,
    ],
    ['what share of rows have a comment', 'share', `SELECT 100.0 * count(comments) / count(*) FROM t`],
    ['how many zones have no comment', 'missing', `SELECT count(*) FROM t WHERE comments IS NULL`],
    ['northernmost zone?', 'argmax', `SELECT tz FROM t ORDER BY lat DESC LIMIT 1`],
    ['southernmost zone', 'argmax', `SELECT tz FROM t ORDER BY lat ASC LIMIT 1`],
    ['easternmost zone by longitude', 'argmax', `SELECT tz FROM t ORDER BY lon DESC LIMIT 1`],
    ['how many zones are south of the equator', 'filtered', `SELECT count(*) FROM t WHERE lat < 0`],
    ['how many zones lie west of 100W', 'filtered', `SELECT count(*) FROM t WHERE lon < -100`],
    ['tz name for japan (JP)', 'lookup', `SELECT tz FROM t WHERE country_code = 'JP'`],
    ['coords listed for europe/paris', 'lookup', `SELECT coordinates FROM t WHERE tz = 'Europe/Paris'`],
    ['comment on America/Phoenix?', 'lookup', `SELECT comments FROM t WHERE tz = 'America/Phoenix'`],
    [
      'which country is Europe/Simferopol filed under',
      'lookup',
      `SELECT country_code FROM t WHERE tz = 'Europe/Simferopol'`,
    ],
    ['how many zones does australia have', 'filtered', `SELECT count(*) FROM t WHERE country_code = 'AU'`],
    ['how many tz zones in russia', 'filtered', `SELECT count(*) FROM t WHERE country_code = 'RU'`],
    [
      'brazil vs canada number of zones',
      'compare',
      `SELECT count(*) FILTER (WHERE country_code = 'BR'), count(*) FILTER (WHERE country_code = 'CA') FROM t`,
    ],
    [
      'how many countries have just 1 zone',
      'aggregate',
      `SELECT count(*) FROM (SELECT country_code FROM t GROUP BY country_code HAVING count(*) = 1)`,
    ],
    [
      'how many countries have more than 5 zones',
      'filtered',
      `SELECT count(*) FROM (SELECT country_code FROM t GROUP BY country_code HAVING count(*) > 5)`,
    ],
    ['avg number of zones per country', 'aggregate', `SELECT count(*) / count(DISTINCT country_code) FROM t`],
    [
      'how many zone names have 3 parts like America/Indiana/Knox',
      'filtered',
      `SELECT count(*) FROM t WHERE len(string_split(tz, '/')) = 3`,
    ],
    ['avg latitude of the indonesian zones', 'filtered', `SELECT avg(lat) FROM t WHERE country_code = 'ID'`],
    ['whats the utc offset of Asia/Kolkata', 'clarify', null],
    ['which zones observe daylight saving time', 'clarify', null],
    ['which time zone has the most people living in it', 'clarify', null],
  ],
});
