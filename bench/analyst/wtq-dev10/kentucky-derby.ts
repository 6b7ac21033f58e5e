import { table } from '../spec';

export default table({
  name: 'kentucky_derby',
  file: 'kentucky_derby.csv',
  domain:
    'A horse race’s winners 2000–2025: year, race date `6 May 2000` (one in September), winning horse, jockey, trainer, winning time `2:01.12` (minutes:seconds), notes with footnote marks (`Triple Crown`, `Maximum Security disqualified[a]`, `Postponed[b]`)',
  load: `SELECT "Year"::INTEGER AS year, strptime("Date", '%d %B %Y')::DATE AS race_date,
      Winner AS winner, Jockey AS jockey, Trainer AS trainer, "Time" AS time_text,
      split_part("Time", ':', 1)::INTEGER * 60 + split_part("Time", ':', 2)::DOUBLE AS time_seconds,
      regexp_replace(Notes, '\\[[a-z]\\]', '', 'g') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the derby in 2009', 'lookup', `SELECT winner FROM t WHERE year = 2009`],
    ['who rode him', 'follow-up', `SELECT jockey FROM t WHERE year = 2009`],
    [
      'which trainer won the most derbys',
      'argmax',
      `SELECT trainer FROM t GROUP BY trainer ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many times did calvin borel win',
      'filtered',
      `SELECT count(*) FROM t WHERE jockey = 'Calvin Borel'`,
    ],
    ['fastest winning time', 'argmax', `SELECT winner FROM t ORDER BY time_seconds LIMIT 1`],
    ['slowest?', 'follow-up', `SELECT winner FROM t ORDER BY time_seconds DESC LIMIT 1`],
    ['how many winners ran it under 2:01', 'filtered', `SELECT count(*) FROM t WHERE time_seconds < 121`],
    ["what was justify's time", 'lookup', `SELECT time_text FROM t WHERE winner = 'Justify'`],
    ['avg winning time in seconds', 'aggregate', `SELECT avg(time_seconds) FROM t`],
    ['which derby wasnt run in may', 'filtered', `SELECT year FROM t WHERE month(race_date) <> 5`],
    [
      'how many triple crown winners are there',
      'filtered',
      `SELECT count(*) FROM t WHERE notes = 'Triple Crown'`,
    ],
    ['who were they', 'follow-up', `SELECT winner FROM t WHERE notes = 'Triple Crown'`],
    [
      'how many winners did bob baffert train',
      'filtered',
      `SELECT count(*) FROM t WHERE trainer = 'Bob Baffert'`,
    ],
    ['how many different jockeys won', 'aggregate', `SELECT count(DISTINCT jockey) FROM t`],
    [
      'in which years was the horse that finished first disqualified',
      'filtered',
      `SELECT year FROM t WHERE notes LIKE '%disqualified%'`,
    ],
    ['who trained the 2021 winner', 'lookup', `SELECT trainer FROM t WHERE year = 2021`],
    [
      'how many derbys were run on 1 may',
      'calendar',
      `SELECT count(*) FROM t WHERE month(race_date) = 5 AND day(race_date) = 1`,
    ],
    [
      'how many jockeys won more than once',
      'filtered',
      `SELECT count(*) FROM (SELECT jockey FROM t GROUP BY jockey HAVING count(*) > 1)`,
    ],
    [
      'which years did kent desormeaux win',
      'filtered',
      `SELECT year FROM t WHERE jockey = 'Kent Desormeaux'`,
    ],
    [
      'how many yrs between his two wins',
      'follow-up',
      `SELECT max(year) - min(year) FROM t WHERE jockey = 'Kent Desormeaux'`,
    ],
    [
      'time difference between the fastest and slowest winner',
      'compare',
      `SELECT max(time_seconds) - min(time_seconds) FROM t`,
    ],
    [
      'how many different trainers have won since 2015',
      'filtered',
      `SELECT count(DISTINCT trainer) FROM t WHERE year >= 2015`,
    ],
    ['what day of the week is the derby run on', 'calendar', `SELECT DISTINCT dayname(race_date) FROM t`],
    ['what were the odds on rich strike', 'clarify', null],
    ['how much prize money did mage win', 'clarify', null],
  ],
});
