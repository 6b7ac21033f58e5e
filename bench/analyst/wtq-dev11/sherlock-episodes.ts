import { table } from '../spec';

export default table({
  name: 'sherlock_episodes',
  file: 'sherlock_episodes.csv',
  domain:
    'episodes of a British TV detective series 2010–2017: number overall, number in series (`—` for the special), series (`1`–`4` or `Special`), title with a footnote mark, director, writers listed in one cell (`Mark Gatiss, Steven Moffat`), air date `25 July 2010`, UK viewers in millions',
  load: `SELECT "No. overall"::INTEGER AS no_overall,
      TRY_CAST("No. in series" AS INTEGER) AS no_in_series,
      Series AS series,
      regexp_replace(Title, '\\[[a-z]\\]', '', 'g') AS title,
      "Directed by" AS director, "Written by" AS writers,
      strptime("Original air date", '%d %B %Y')::DATE AS air_date,
      "UK viewers (millions)[a]"::DOUBLE AS viewers_m
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which episode had the most viewers', 'argmax', `SELECT title FROM t ORDER BY viewers_m DESC LIMIT 1`],
    ['and the fewest?', 'follow-up', `SELECT title FROM t ORDER BY viewers_m LIMIT 1`],
    [
      'how many episodes did mark gatiss write',
      'filtered',
      `SELECT count(*) FROM t WHERE writers LIKE '%Mark Gatiss%'`,
    ],
    [
      'who directed the reichenbach fall',
      'lookup',
      `SELECT director FROM t WHERE title = 'The Reichenbach Fall'`,
    ],
    ['avg viewers series 3', 'filtered', `SELECT avg(viewers_m) FROM t WHERE series = '3'`],
    ['and series 4?', 'follow-up', `SELECT avg(viewers_m) FROM t WHERE series = '4'`],
    [
      'which series had the best average audience',
      'group-by',
      `SELECT series FROM t WHERE series <> 'Special' GROUP BY series ORDER BY avg(viewers_m) DESC LIMIT 1`,
    ],
    [
      'how many eps went out on new years day',
      'calendar',
      `SELECT count(*) FROM t WHERE month(air_date) = 1 AND day(air_date) = 1`,
    ],
    [
      'what aired right after the sign of three',
      'lookup',
      `SELECT title FROM t WHERE no_overall = (SELECT no_overall + 1 FROM t WHERE title = 'The Sign of Three')`,
    ],
    [
      'how many days between the six thatchers and the final problem',
      'compare',
      `SELECT (SELECT air_date FROM t WHERE title = 'The Final Problem') - (SELECT air_date FROM t WHERE title = 'The Six Thatchers')`,
    ],
    [
      'which directors did more than one episode',
      'group-by',
      `SELECT director FROM t GROUP BY director HAVING count(*) > 1`,
    ],
    [
      'how many did paul mcguigan direct',
      'filtered',
      `SELECT count(*) FROM t WHERE director = 'Paul McGuigan'`,
    ],
    ['total uk viewers over all episodes', 'aggregate', `SELECT sum(viewers_m) FROM t`],
    [
      'difference in viewers between a study in pink and his last vow',
      'compare',
      `SELECT (SELECT viewers_m FROM t WHERE title = 'His Last Vow') - (SELECT viewers_m FROM t WHERE title = 'A Study in Pink')`,
    ],
    ['which ep has no number within its series', 'missing', `SELECT title FROM t WHERE no_in_series IS NULL`],
    ['when did it air', 'follow-up', `SELECT air_date FROM t WHERE no_in_series IS NULL`],
    [
      'episodes written by moffat on his own',
      'filtered',
      `SELECT title FROM t WHERE writers = 'Steven Moffat'`,
    ],
    ['how many episodes got over 11m viewers', 'filtered', `SELECT count(*) FROM t WHERE viewers_m > 11`],
    [
      'what % of episodes had more than one writer',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE writers LIKE '%,%') / count(*) FROM t`,
    ],
    ['what year did series 2 air', 'lookup', `SELECT DISTINCT year(air_date) FROM t WHERE series = '2'`],
    [
      'correlation between episode no and viewers?',
      'correlation',
      `SELECT corr(no_overall, viewers_m) FROM t`,
    ],
    ['top 3 episodes by audience', 'top-n', `SELECT title FROM t ORDER BY viewers_m DESC LIMIT 3`],
    [
      'how many has stephen thompson got a writing credit on',
      'filtered',
      `SELECT count(*) FROM t WHERE writers LIKE '%Stephen Thompson%'`,
    ],
    ['which episode has the best imdb rating', 'clarify', null],
    ['who plays watson', 'clarify', null],
  ],
});
