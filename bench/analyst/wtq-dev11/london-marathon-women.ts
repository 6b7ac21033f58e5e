import { table } from '../spec';

export default table({
  name: 'london_marathon_women',
  file: 'london_marathon_women.csv',
  domain:
    "a city marathon's women's race winners 1996–2025: edition as an ordinal (`16th`, `22nd`), race date `21 April 1996` (three in October), winner (several more than once), country, time `2:15:25`, notes mostly empty with footnote marks (`World record[a]`, `Result annulled[c]`)",
  load: `SELECT regexp_extract(Edition, '\\d+')::INTEGER AS edition,
      strptime("Date", '%d %B %Y')::DATE AS race_date,
      Winner AS winner, Country AS country, "Time" AS time_text,
      split_part("Time", ':', 1)::INTEGER * 3600 + split_part("Time", ':', 2)::INTEGER * 60
        + split_part("Time", ':', 3)::INTEGER AS seconds,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['quickest winning time ever', 'argmax', `SELECT time_text FROM t ORDER BY seconds LIMIT 1`],
    ['who ran it', 'follow-up', `SELECT winner FROM t ORDER BY seconds LIMIT 1`],
    [
      'how many times has mary keitany won',
      'filtered',
      `SELECT count(*) FROM t WHERE winner = 'Mary Keitany'`,
    ],
    [
      'which country has won it most',
      'argmax',
      `SELECT country FROM t GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many ethiopian winners', 'filtered', `SELECT count(*) FROM t WHERE country = 'Ethiopia'`],
    ['and british?', 'follow-up', `SELECT count(*) FROM t WHERE country = 'United Kingdom'`],
    ['how many different women have won', 'aggregate', `SELECT count(DISTINCT winner) FROM t`],
    ['2008 winner?', 'lookup', `SELECT winner FROM t WHERE year(race_date) = 2008`],
    [
      'which years was the race not run in april',
      'calendar',
      `SELECT year(race_date) FROM t WHERE month(race_date) <> 4`,
    ],
    [
      'who won the year after deena kastor',
      'lookup',
      `SELECT winner FROM t WHERE edition = (SELECT edition + 1 FROM t WHERE winner = 'Deena Kastor')`,
    ],
    [
      'how many times was the winning time under 2:18',
      'filtered',
      `SELECT count(*) FROM t WHERE seconds < 8280`,
    ],
    [
      'slowest winner in the 2010s',
      'argmax',
      `SELECT winner FROM t WHERE year(race_date) BETWEEN 2010 AND 2019 ORDER BY seconds DESC LIMIT 1`,
    ],
    [
      'avg winning time in minutes since 2011',
      'aggregate',
      `SELECT avg(seconds) / 60.0 FROM t WHERE year(race_date) >= 2011`,
    ],
    [
      'what share of the races did kenyans win',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE country = 'Kenya') / count(*) FROM t`,
    ],
    ['who won the 30th edition', 'lookup', `SELECT winner FROM t WHERE edition = 30`],
    ['whats the note on that one', 'follow-up', `SELECT notes FROM t WHERE edition = 30`],
    [
      'how many won on their marathon debut',
      'filtered',
      `SELECT count(*) FROM t WHERE notes = 'Debut marathon'`,
    ],
    [
      'which winners set a women only world record',
      'filtered',
      `SELECT DISTINCT winner FROM t WHERE notes LIKE 'Women-only world record%'`,
    ],
    [
      'biggest drop in winning time from one year to the next, which year',
      'argmax',
      `SELECT yr FROM (SELECT year(race_date) AS yr, lag(seconds) OVER (ORDER BY race_date) - seconds AS drop FROM t) WHERE drop IS NOT NULL ORDER BY drop DESC LIMIT 1`,
    ],
    [
      'how many times did the winner defend her title the next year',
      'filtered',
      `SELECT count(*) FROM (SELECT winner, lag(winner) OVER (ORDER BY race_date) AS prev FROM t) WHERE winner = prev`,
    ],
    [
      'are winning times getting faster over the yrs? correlation',
      'correlation',
      `SELECT corr(year(race_date), seconds) FROM t`,
    ],
    [
      'top 5 fastest times and who ran them',
      'top-n',
      `SELECT time_text, winner FROM t ORDER BY seconds LIMIT 5`,
    ],
    ['how many races have no notes', 'missing', `SELECT count(*) FROM t WHERE notes IS NULL`],
    ['how much prize money did kosgei get in 2019', 'clarify', null],
    ['who came 2nd in 2022', 'clarify', null],
  ],
});
