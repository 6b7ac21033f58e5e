import { table } from '../spec';

export default table({
  name: 'hot100_number_ones_2019',
  file: 'hot100_number_ones_2019.csv',
  domain:
    "a US singles chart's number ones of 2019: number (`—` for the song carried over from 2018), issue date when it first reached the top written without the year (`January 12`), song with a footnote mark, artists listed in one cell (`Lil Nas X, Billy Ray Cyrus`), total weeks at number one (`(continued from 2018)` for the carried-over song), label",
  load: `SELECT TRY_CAST("No." AS INTEGER) AS no,
      strptime("Issue date[a]" || ' 2019', '%B %d %Y')::DATE AS issue_date,
      regexp_replace(Song, '\\[[a-z]\\]', '', 'g') AS song,
      "Artist(s)" AS artists,
      TRY_CAST("Weeks at number one[b]" AS INTEGER) AS weeks,
      Label AS label
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'which song spent the most weeks at no 1',
      'argmax',
      `SELECT song FROM t ORDER BY weeks DESC NULLS LAST LIMIT 1`,
    ],
    ['how many weeks', 'follow-up', `SELECT max(weeks) FROM t`],
    ['how many new number ones were there in 2019', 'aggregate', `SELECT count(no) FROM t`],
    [
      'how many songs on here are ariana grande',
      'filtered',
      `SELECT count(*) FROM t WHERE artists = 'Ariana Grande'`,
    ],
    [
      'which label had the most number ones',
      'argmax',
      `SELECT label FROM t GROUP BY label ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['which songs were collabs', 'filtered', `SELECT song FROM t WHERE artists LIKE '%,%'`],
    ['when did bad guy hit number 1', 'lookup', `SELECT issue_date FROM t WHERE song = 'Bad Guy'`],
    [
      'what song came after old town road',
      'lookup',
      `SELECT song FROM t WHERE no = (SELECT no + 1 FROM t WHERE song = 'Old Town Road')`,
    ],
    ['how many songs only lasted 1 week at the top', 'filtered', `SELECT count(*) FROM t WHERE weeks = 1`],
    [
      'total weeks at no1 for post malone',
      'filtered',
      `SELECT sum(weeks) FROM t WHERE artists LIKE '%Post Malone%'`,
    ],
    [
      'which songs first got to no 1 in december',
      'calendar',
      `SELECT song FROM t WHERE month(issue_date) = 12`,
    ],
    [
      'how many reached the top in november',
      'calendar',
      `SELECT count(*) FROM t WHERE month(issue_date) = 11`,
    ],
    [
      'days between sucker and old town road getting to no. 1',
      'compare',
      `SELECT (SELECT issue_date FROM t WHERE song = 'Old Town Road') - (SELECT issue_date FROM t WHERE song = 'Sucker')`,
    ],
    [
      'avg weeks at number one for the 2019 number ones',
      'aggregate',
      `SELECT avg(weeks) FROM t WHERE no IS NOT NULL`,
    ],
    [
      'what percent of all the weeks listed went to old town road',
      'share',
      `SELECT 100.0 * sum(weeks) FILTER (WHERE song = 'Old Town Road') / sum(weeks) FROM t`,
    ],
    ['what label is lizzo on', 'lookup', `SELECT label FROM t WHERE artists = 'Lizzo'`],
    ['top 3 songs by weeks at the top', 'top-n', `SELECT song FROM t ORDER BY weeks DESC NULLS LAST LIMIT 3`],
    ['who sang someone you loved', 'lookup', `SELECT artists FROM t WHERE song = 'Someone You Loved'`],
    ['how long was it number one', 'follow-up', `SELECT weeks FROM t WHERE song = 'Someone You Loved'`],
    [
      'how many songs had more than 2 weeks at number one',
      'filtered',
      `SELECT count(*) FROM t WHERE weeks > 2`,
    ],
    ['which song doesnt have a number', 'missing', `SELECT song FROM t WHERE no IS NULL`],
    ['how many interscope number ones', 'filtered', `SELECT count(*) FROM t WHERE label = 'Interscope'`],
    [
      'longest running no 1 apart from old town road',
      'argmax',
      `SELECT song FROM t WHERE song <> 'Old Town Road' ORDER BY weeks DESC NULLS LAST LIMIT 1`,
    ],
    ['how many streams did old town road get', 'clarify', null],
    ['was 2019 a good year for music', 'clarify', null],
  ],
});
