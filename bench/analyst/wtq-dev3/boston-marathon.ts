import { table } from '../spec';

export default table({
  name: 'boston_marathon_men',
  file: 'boston_marathon_men.csv',
  domain: 'athletics (a marathon\'s men\'s winners by year: names with a country code in parentheses, times "2:09:47", a cancelled year written "—", notes with footnote marks)',
  load: `SELECT row_number() OVER () AS rn, "Year"::INTEGER AS year, "Winner" AS winner,
      trim(regexp_replace("Winner", '\\s*\\([A-Z]{3}\\)', '')) AS runner,
      regexp_extract("Winner", '\\(([A-Z]{3})\\)', 1) AS country, "Time" AS time,
      CASE WHEN "Time" = '—' THEN NULL ELSE
        split_part("Time", ':', 1)::INTEGER * 3600 + split_part("Time", ':', 2)::INTEGER * 60 + split_part("Time", ':', 3)::INTEGER END AS seconds,
      coalesce("Notes", '') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won in 2014?', 'lookup', `SELECT runner FROM t WHERE year = 2014`],
    ['how many times did a kenyan win?', 'filtered', `SELECT count(*) FROM t WHERE country = 'KEN'`],
    ['what was the fastest winning time?', 'aggregate', `SELECT time FROM t WHERE seconds IS NOT NULL ORDER BY seconds LIMIT 1`],
    ['who ran the fastest time', 'argmax', `SELECT runner FROM t WHERE seconds IS NOT NULL ORDER BY seconds LIMIT 1`],
    ['who won after yuki kawauchi?', 'lookup', `SELECT runner FROM t WHERE rn = (SELECT rn FROM t WHERE runner = 'Yuki Kawauchi') + 1`],
    ['how many times did robert kipkoech cheruiyot win?', 'filtered', `SELECT count(*) FROM t WHERE runner = 'Robert Kipkoech Cheruiyot'`],
    ['how many times did robert cheruiyot win', 'clarify', null],
    ['which year was the race canceled?', 'lookup', `SELECT year FROM t WHERE notes LIKE 'Cancelled%'`],
    ['how many ethiopians have won since 2000?', 'filtered', `SELECT count(*) FROM t WHERE country = 'ETH' AND year >= 2000`],
    ['who was the only american winner?', 'lookup', `SELECT runner FROM t WHERE country = 'USA'`],
    ['what was the slowest winning time?', 'aggregate', `SELECT time FROM t WHERE seconds IS NOT NULL ORDER BY seconds DESC LIMIT 1`],
    ['how many winners ran under 2:08?', 'filtered', `SELECT count(*) FROM t WHERE seconds < 2 * 3600 + 8 * 60`],
    ["who won the year after lelisa desisa's first win?", 'lookup', `SELECT runner FROM t WHERE year = (SELECT min(year) FROM t WHERE runner = 'Lelisa Desisa') + 1`],
    ['how many seconds faster was evans chebet in 2023 than in 2022?', 'compare', `SELECT (SELECT seconds FROM t WHERE year = 2022) - (SELECT seconds FROM t WHERE year = 2023)`],
    ['which runners won more than once?', 'group-by', `SELECT runner FROM t WHERE runner <> '—' GROUP BY runner HAVING count(*) > 1 ORDER BY runner`],
    ['what was the winning time in 2001', 'lookup', `SELECT time FROM t WHERE year = 2001`],
    ['and in 2002?', 'follow-up', `SELECT time FROM t WHERE year = 2002`],
    ['how many races were run in hot weather?', 'filtered', `SELECT count(*) FROM t WHERE notes = 'Hot weather'`],
  ],
});
