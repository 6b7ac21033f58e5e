import { table } from '../spec';

export default table({
  name: 'doctor_who_doctors',
  file: 'doctor_who_doctors.csv',
  domain:
    "a British TV science-fiction series' lead role, one row per incarnation: number (`—` for the two unnumbered ones), incarnation as an ordinal in words (`Ninth Doctor`, `War Doctor[b]`), actor (one actor twice), tenure as a range `1963–1966`, a single year or two values (`1987–1989, 1996`), first and last story (`Doctor Who (TV film)[a]`), episodes, actor's age at first appearance",
  load: `SELECT nullif("No.", '—')::INTEGER AS no,
      regexp_replace(Incarnation, '\\[[a-z]\\]', '', 'g') AS incarnation, Actor AS actor,
      Tenure AS tenure, left(Tenure, 4)::INTEGER AS first_year,
      regexp_extract(Tenure, '(\\d{4})$', 1)::INTEGER AS last_year,
      regexp_replace("First story", '\\[[a-z]\\]', '', 'g') AS first_story,
      regexp_replace("Last story", '\\[[a-z]\\]', '', 'g') AS last_story,
      Episodes::INTEGER AS episodes, "Age at first appearance"::INTEGER AS age_at_start
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'which doctor had the most episodes',
      'argmax',
      `SELECT incarnation, actor FROM t ORDER BY episodes DESC LIMIT 1`,
    ],
    ['how many', 'follow-up', `SELECT max(episodes) FROM t`],
    ['how many actors have played the doctor', 'aggregate', `SELECT count(DISTINCT actor) FROM t`],
    [
      'who played the doctor more than once',
      'group-by',
      `SELECT actor FROM t GROUP BY actor HAVING count(*) > 1`,
    ],
    ['youngest actor at first appearance', 'argmax', `SELECT actor FROM t ORDER BY age_at_start ASC LIMIT 1`],
    ['and the oldest', 'follow-up', `SELECT actor FROM t ORDER BY age_at_start DESC LIMIT 1`],
    [
      'who played the doctor after eccleston',
      'lookup',
      `SELECT actor FROM t WHERE no = (SELECT no + 1 FROM t WHERE actor = 'Christopher Eccleston')`,
    ],
    [
      'how many doctors started in the 80s',
      'filtered',
      `SELECT count(*) FROM t WHERE first_year BETWEEN 1980 AND 1989`,
    ],
    ['total episodes across all the doctors', 'aggregate', `SELECT sum(episodes) FROM t`],
    [
      'avg starting age of doctors 1 to 15',
      'aggregate',
      `SELECT avg(age_at_start) FROM t WHERE no BETWEEN 1 AND 15`,
    ],
    ["which doctors don't have a number", 'missing', `SELECT incarnation FROM t WHERE no IS NULL`],
    ["tenth doctor's last story", 'lookup', `SELECT last_story FROM t WHERE incarnation = 'Tenth Doctor'`],
    ['and his first?', 'follow-up', `SELECT first_story FROM t WHERE incarnation = 'Tenth Doctor'`],
    [
      'which incarnations appear in the power of the doctor',
      'filtered',
      `SELECT incarnation FROM t WHERE first_story = 'The Power of the Doctor' OR last_story = 'The Power of the Doctor'`,
    ],
    ['how many doctors had fewer than 20 eps', 'filtered', `SELECT count(*) FROM t WHERE episodes < 20`],
    [
      'difference in episodes between tom baker and jon pertwee',
      'compare',
      `SELECT max(episodes) FILTER (WHERE actor = 'Tom Baker') - max(episodes) FILTER (WHERE actor = 'Jon Pertwee') FROM t`,
    ],
    [
      'what share of all episodes belong to the first four doctors',
      'share',
      `SELECT 100.0 * sum(episodes) FILTER (WHERE no <= 4) / sum(episodes) FROM t`,
    ],
    [
      'which doctors were played by someone over 50 when they started',
      'filtered',
      `SELECT incarnation FROM t WHERE age_at_start > 50`,
    ],
    ['median episodes per doctor', 'aggregate', `SELECT median(episodes) FROM t`],
    [
      'top 3 doctors by number of episodes',
      'top-n',
      `SELECT incarnation FROM t ORDER BY episodes DESC LIMIT 3`,
    ],
    [
      'did peter davison or colin baker have more episodes',
      'compare',
      `SELECT actor, episodes FROM t WHERE actor IN ('Peter Davison', 'Colin Baker')`,
    ],
    [
      'who played the doctor right before jodie whittaker',
      'lookup',
      `SELECT actor FROM t WHERE no = (SELECT no - 1 FROM t WHERE actor = 'Jodie Whittaker')`,
    ],
    [
      'avg episodes for doctors 1-8 vs 9-15',
      'compare',
      `SELECT CASE WHEN no <= 8 THEN '1-8' ELSE '9-15' END AS doctors, avg(episodes) FROM t WHERE no IS NOT NULL GROUP BY 1`,
    ],
    ['which doctor had the best ratings', 'clarify', null],
    ['how many companions did the fourth doctor have', 'clarify', null],
  ],
});
