import { table } from '../spec';

export default table({
  name: 'bolt_results',
  file: 'bolt_results.csv',
  domain: 'athletics (a sprinter\'s championship results: places as "1st", "DQ", times with notes)',
  load: `SELECT row_number() OVER () AS rn, "Year"::INTEGER AS year, "Competition" AS competition, "Venue" AS venue,
      "Position" AS position, "Event" AS event, "Notes" AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many times did he finish 1st?', 'filtered', `SELECT count(*) FROM t WHERE position = '1st'`],
    ['what was his first competition?', 'lookup', `SELECT competition FROM t WHERE rn = 1`],
    ['in which year did he finish 8th?', 'lookup', `SELECT year FROM t WHERE position = '8th'`],
    ['what was his time in the 100 m at the 2009 world championships?', 'lookup', `SELECT CAST(regexp_extract(notes, '^[0-9.]+') AS DOUBLE) FROM t WHERE year = 2009 AND event = '100 m'`],
    ['how many events did he compete in at the 2012 olympic games?', 'filtered', `SELECT count(*) FROM t WHERE year = 2012`],
    ['what was his fastest 100 m time?', 'aggregate', `SELECT min(TRY_CAST(regexp_extract(notes, '^[0-9.]+') AS DOUBLE)) FROM t WHERE event = '100 m'`],
    ['in how many races was he disqualified?', 'filtered', `SELECT count(*) FROM t WHERE position = 'DQ'`],
    ['which venue hosted the last competition listed?', 'lookup', `SELECT venue FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['how many world championships did he compete in?', 'filtered', `SELECT count(DISTINCT year) FROM t WHERE competition = 'World Championships'`],
    ['what position did he get in the 200 m at the 2007 world championships?', 'lookup', `SELECT position FROM t WHERE year = 2007 AND event = '200 m'`],
    ['what event did he not finish in 2017?', 'lookup', `SELECT event FROM t WHERE year = 2017 AND position = 'DNF'`],
    ['how many times did he compete in beijing?', 'filtered', `SELECT count(*) FROM t WHERE venue LIKE 'Beijing%'`],
    ['how many world records are listed?', 'filtered', `SELECT count(*) FROM t WHERE notes LIKE '%WR%'`],
    ['where was the competition after helsinki held?', 'lookup', `SELECT venue FROM t WHERE rn = (SELECT rn FROM t WHERE venue LIKE 'Helsinki%') + 1`],
    ['how many 2nd place finishes did he have?', 'filtered', `SELECT count(*) FROM t WHERE position = '2nd'`],
    ['in what year did he first win the 100 m?', 'aggregate', `SELECT min(year) FROM t WHERE event = '100 m' AND position = '1st'`],
    ['what was his time in the 200 m in 2011?', 'lookup', `SELECT CAST(notes AS DOUBLE) FROM t WHERE year = 2011 AND event = '200 m'`],
  ],
});
