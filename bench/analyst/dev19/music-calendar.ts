import { table } from '../spec';

/**
 * One row per dated entry: a line that starts with `MM/DD` and a tab, with the lines that continue
 * it (they start with a tab) joined on with a space. The year is the last four-digit number from
 * 1000 to 2099 in the entry's text (most entries end with `, 1942`).
 */
const LINES = `(SELECT row_number() OVER () AS rn, regexp_extract(l, '^([^\\t]*)\\t', 1) AS d,
      CASE WHEN strpos(l, chr(9)) > 0 THEN regexp_extract(l, '^[^\\t]*\\t(.*)$', 1) END AS txt
    FROM (SELECT column0 AS l FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\x01', quote = '', escape = '',
      columns = {'column0': 'VARCHAR'})))`;

export default table({
  name: 'music_calendar',
  file: 'calendar.music',
  domain:
    "The music history file of the BSD `calendar` reminder program (Debian's calendar package, from FreeBSD): a text file with a C comment block and `#ifndef`/`#define` lines at the top, a `LANG=UTF-8` line and `#endif` at the end; one line per event, the day written `MM/DD` (month first, no year) then a tab and a sentence that mostly ends with the year (`01/08\tElvis Presley born in East Tupelo, Mississippi, 1935`), births, deaths, premieres and other events of classical and popular music; 15 long entries go on over a second line that starts with a tab; a few entries put the year elsewhere (`dies 1934`, `1397 (date uncertain)`, `1989, changing ...`)",
  load: `SELECT CAST(substr(first(d ORDER BY rn), 1, 2) AS INTEGER) AS month, CAST(substr(first(d ORDER BY rn), 4, 2) AS INTEGER) AS day,
      string_agg(trim(txt), ' ' ORDER BY rn) AS event,
      CAST(nullif(list_last(regexp_extract_all(string_agg(trim(txt), ' ' ORDER BY rn), '\\b(1[0-9]{3}|20[0-9]{2})\\b')), '') AS INTEGER) AS year
    FROM (SELECT *, sum(CASE WHEN regexp_matches(d, '^[0-9]{2}/[0-9]{2}$') THEN 1 ELSE 0 END) OVER (ORDER BY rn) AS entry
      FROM ${LINES})
    WHERE (regexp_matches(d, '^[0-9]{2}/[0-9]{2}$') OR (d = '' AND txt IS NOT NULL AND trim(txt) <> '')) AND entry > 0
    GROUP BY entry`,
  questions: [
    ['how many events are in the music calendar', 'aggregate', `SELECT count(*) FROM t`],
    ['how many events in january', 'calendar', `SELECT count(*) FROM t WHERE month = 1`],
    [
      'which month has the most entries',
      'calendar',
      `SELECT monthname(make_date(2000, month, 1)) FROM t GROUP BY month ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'events per month',
      'calendar',
      `SELECT monthname(make_date(2000, month, 1)) AS m, count(*) FROM t GROUP BY month ORDER BY month`,
    ],
    [
      'top 3 months by # of events',
      'top-n',
      `SELECT monthname(make_date(2000, month, 1)) FROM t GROUP BY month ORDER BY count(*) DESC LIMIT 3`,
    ],
    ['how many entries in december', 'calendar', `SELECT count(*) FROM t WHERE month = 12`],
    ['how many events in the 2nd half of the year', 'calendar', `SELECT count(*) FROM t WHERE month >= 7`],
    [
      'march vs april number of events',
      'compare',
      `SELECT count(*) FILTER (WHERE month = 3), count(*) FILTER (WHERE month = 4) FROM t`,
    ],
    [
      'how many birthdays are listed (born)',
      'filtered',
      `SELECT count(*) FROM t WHERE regexp_matches(event, '\\bborn\\b', 'i')`,
    ],
    [
      'how many entries say dies',
      'filtered',
      `SELECT count(*) FROM t WHERE regexp_matches(event, '\\bdies\\b', 'i')`,
    ],
    [
      'births vs deaths (born vs dies/died)',
      'compare',
      `SELECT count(*) FILTER (WHERE regexp_matches(event, '\\bborn\\b', 'i')), count(*) FILTER (WHERE regexp_matches(event, '\\b(dies|died)\\b', 'i')) FROM t`,
    ],
    [
      'what share of the events are births',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE regexp_matches(event, '\\bborn\\b', 'i')) / count(*) FROM t`,
    ],
    ['what year did buddy holly die', 'lookup', `SELECT year FROM t WHERE event ILIKE '%buddy holly%'`],
    [
      'when was elvis presley born',
      'lookup',
      `SELECT make_date(year, month, day) FROM t WHERE event ILIKE '%elvis presley born%'`,
    ],
    [
      'date david bowie was born',
      'lookup',
      `SELECT make_date(year, month, day) FROM t WHERE event ILIKE 'david bowie%born%'`,
    ],
    ['earliest year in the calendar', 'aggregate', `SELECT min(year) FROM t`],
    ['latest year mentioned', 'aggregate', `SELECT max(year) FROM t`],
    ['avg year of the events', 'aggregate', `SELECT avg(year) FROM t`],
    ['median year', 'aggregate', `SELECT median(year) FROM t`],
    ['how many events from the 1960s', 'filtered', `SELECT count(*) FROM t WHERE year BETWEEN 1960 AND 1969`],
    ['how many events in 1969', 'filtered', `SELECT count(*) FROM t WHERE year = 1969`],
    [
      'events per century',
      'group-by',
      `SELECT 100 * (year // 100) AS century, count(*) FROM t WHERE year IS NOT NULL GROUP BY century ORDER BY century`,
    ],
    [
      'which decade has the most events',
      'argmax',
      `SELECT 10 * (year // 10) AS decade FROM t WHERE year IS NOT NULL GROUP BY decade ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many entries mention beethoven',
      'filtered',
      `SELECT count(*) FROM t WHERE event ILIKE '%beethoven%'`,
    ],
    ['how many events happend in paris', 'filtered', `SELECT count(*) FROM t WHERE event ILIKE '%paris%'`],
    ['how many events have no year', 'missing', `SELECT count(*) FROM t WHERE year IS NULL`],
    [
      'how many people were born on christmas day',
      'filtered',
      `SELECT count(*) FROM t WHERE month = 12 AND day = 25 AND regexp_matches(event, '\\bborn\\b', 'i')`,
    ],
    ['which genre has the most events', 'clarify', null],
    ['how many records did elvis sell', 'clarify', null],
  ],
});
