import { table } from '../spec';

export default table({
  name: 'broadway_longest_running',
  file: 'broadway_longest_running.csv',
  domain:
    'the 25 longest-running Broadway shows: rank, show (`Chicago[a]` and `Oh! Calcutta![a]` are revivals; `Hello, Dolly!` quoted), type `Musical` / `Play` / `Revue`, opening and closing dates written `January 26, 1988` (`Running` for shows still on), performances `13,981` (`11,256[b]` for running shows, counted at one date), theatres listed in one cell (`Broadway Theatre, Imperial Theatre`)',
  load: `SELECT Rank::INTEGER AS rank, regexp_replace("Show", '\\[[a-z]\\]', '', 'g') AS title,
      Type AS type, strptime("Opening date", '%B %d, %Y')::DATE AS opening_date,
      CASE WHEN "Closing date" = 'Running' THEN NULL ELSE strptime("Closing date", '%B %d, %Y')::DATE END AS closing_date,
      "Closing date" = 'Running' AS running,
      replace(regexp_replace(Performances, '\\[[a-z]\\]', '', 'g'), ',', '')::INTEGER AS performances,
      "Theatre(s)" AS theatres,
      len(string_split("Theatre(s)", ', ')) AS theatre_count
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['longest running broadway show', 'argmax', `SELECT title FROM t ORDER BY performances DESC LIMIT 1`],
    ['how many perfomances did it have', 'follow-up', `SELECT max(performances) FROM t`],
    ['how many of these are still running', 'filtered', `SELECT count(*) FROM t WHERE running`],
    [
      'which of them opened most recently',
      'follow-up',
      `SELECT title FROM t WHERE running ORDER BY opening_date DESC LIMIT 1`,
    ],
    ['how many plays on the list', 'filtered', `SELECT count(*) FROM t WHERE type = 'Play'`],
    ['total performances, all 25 shows', 'aggregate', `SELECT sum(performances) FROM t`],
    [
      'which show closed first',
      'argmax',
      `SELECT title FROM t WHERE closing_date IS NOT NULL ORDER BY closing_date ASC LIMIT 1`,
    ],
    ['how many opened before 1990', 'filtered', `SELECT count(*) FROM t WHERE year(opening_date) < 1990`],
    [
      'how many shows opened per decade since the 70s',
      'group-by',
      `SELECT (year(opening_date) // 10) * 10 AS decade, count(*) FROM t WHERE year(opening_date) >= 1970 GROUP BY decade`,
    ],
    ['median number of performances', 'aggregate', `SELECT median(performances) FROM t`],
    [
      'avg performances running vs closed',
      'compare',
      `SELECT avg(performances) FILTER (WHERE running), avg(performances) FILTER (WHERE NOT running) FROM t`,
    ],
    [
      'how many days did cats run',
      'lookup',
      `SELECT date_diff('day', opening_date, closing_date) FROM t WHERE title = 'Cats'`,
    ],
    [
      'of the shows that closed, which ran the fewest days',
      'argmax',
      `SELECT title FROM t WHERE closing_date IS NOT NULL ORDER BY date_diff('day', opening_date, closing_date) ASC LIMIT 1`,
    ],
    [
      'shows that played the majestic',
      'filtered',
      `SELECT title FROM t WHERE theatres LIKE '%Majestic Theatre%'`,
    ],
    [
      'how many were at the new amsterdam theatre',
      'filtered',
      `SELECT count(*) FROM t WHERE theatres LIKE '%New Amsterdam Theatre%'`,
    ],
    [
      'diff in performances between wicked and lion king',
      'compare',
      `SELECT max(performances) FILTER (WHERE title = 'The Lion King') - max(performances) FILTER (WHERE title = 'Wicked') FROM t`,
    ],
    [
      'what is ranked right after cats',
      'lookup',
      `SELECT title FROM t WHERE rank = (SELECT rank + 1 FROM t WHERE title = 'Cats')`,
    ],
    ['when did rent close', 'lookup', `SELECT closing_date FROM t WHERE title = 'Rent'`],
    [
      'which month did the most shows open in',
      'calendar',
      `SELECT monthname(opening_date) FROM t GROUP BY monthname(opening_date) ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'what % of the top 25 is still running',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE running) / count(*) FROM t`,
    ],
    [
      'how many shows did more than 5000 performances',
      'filtered',
      `SELECT count(*) FROM t WHERE performances > 5000`,
    ],
    [
      'top 3 musicals that have closed',
      'top-n',
      `SELECT title FROM t WHERE type = 'Musical' AND NOT running ORDER BY performances DESC LIMIT 3`,
    ],
    [
      'which ran longer hairspray or mary poppins',
      'compare',
      `SELECT title, performances FROM t WHERE title IN ('Hairspray', 'Mary Poppins')`,
    ],
    ['which show grossed the most', 'clarify', null],
    ['who wrote the music for wicked', 'clarify', null],
  ],
});
