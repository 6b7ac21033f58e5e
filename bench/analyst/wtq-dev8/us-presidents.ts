import { table } from '../spec';

export default table({
  name: 'us_presidents',
  file: 'us_presidents.csv',
  domain:
    'presidents of the United States, one row per presidency (Cleveland and Trump twice): number, name, dates took / left office (`Incumbent`), party with footnote marks, home state, vice president(s) in one cell (`Office vacant`), notes (died in office, assassinated, resigned)',
  load: `SELECT "No."::INTEGER AS no, President AS president,
      strptime("Took office", '%B %d, %Y')::DATE AS took_office,
      CASE WHEN "Left office" = 'Incumbent' THEN NULL ELSE strptime("Left office", '%B %d, %Y')::DATE END AS left_office,
      regexp_replace(Party, '\\[[a-z]\\]', '', 'g') AS party, State AS state,
      "Vice president" AS vice_president, Notes AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'how many presidents died in office',
      'filtered',
      `SELECT count(*) FROM t WHERE notes IN ('Died in office', 'Assassinated')`,
    ],
    ['which ones were assassinated', 'follow-up', `SELECT president FROM t WHERE notes = 'Assassinated'`],
    [
      'who served the longest',
      'argmax',
      `SELECT president FROM t WHERE left_office IS NOT NULL ORDER BY left_office - took_office DESC LIMIT 1`,
    ],
    ['how many days was that', 'follow-up', `SELECT max(left_office - took_office) FROM t`],
    [
      'shortest presidency',
      'argmax',
      `SELECT president FROM t WHERE left_office IS NOT NULL ORDER BY left_office - took_office ASC LIMIT 1`,
    ],
    [
      'how many republican presidents have there been',
      'filtered',
      `SELECT count(DISTINCT president) FROM t WHERE party = 'Republican'`,
    ],
    ['and democrats?', 'follow-up', `SELECT count(DISTINCT president) FROM t WHERE party = 'Democratic'`],
    [
      'which state has had the most presidents',
      'argmax',
      `SELECT state FROM t GROUP BY state ORDER BY count(DISTINCT president) DESC LIMIT 1`,
    ],
    [
      'who was vp under lincoln',
      'lookup',
      `SELECT vice_president FROM t WHERE president = 'Abraham Lincoln'`,
    ],
    [
      'who was president in 1850',
      'calendar',
      `SELECT president FROM t WHERE took_office <= DATE '1850-12-31' AND left_office >= DATE '1850-01-01'`,
    ],
    [
      'who was president on dec 7 1941',
      'calendar',
      `SELECT president FROM t WHERE took_office <= DATE '1941-12-07' AND left_office > DATE '1941-12-07'`,
    ],
    [
      'how many presidents took office in the 1800s',
      'filtered',
      `SELECT count(DISTINCT president) FROM t WHERE year(took_office) BETWEEN 1800 AND 1899`,
    ],
    [
      'avg length of a presidency in years, not counting the current one',
      'aggregate',
      `SELECT avg(left_office - took_office) / 365.25 FROM t WHERE left_office IS NOT NULL`,
    ],
    [
      'who came after nixon',
      'lookup',
      `SELECT president FROM t WHERE no = (SELECT no + 1 FROM t WHERE president = 'Richard Nixon')`,
    ],
    [
      'how many presidents from texas',
      'filtered',
      `SELECT count(DISTINCT president) FROM t WHERE state = 'Texas'`,
    ],
    [
      'how many vice presidents went on to be president themselves',
      'aggregate',
      `SELECT count(DISTINCT v) FROM (SELECT unnest(string_split(vice_president, ', ')) AS v FROM t) WHERE v IN (SELECT president FROM t)`,
    ],
    [
      'how many presidents had more than one vp',
      'filtered',
      `SELECT count(*) FROM t WHERE vice_president LIKE '%,%'`,
    ],
    [
      'which president had 3 vice presidents',
      'lookup',
      `SELECT president FROM t WHERE len(string_split(vice_president, ', ')) = 3`,
    ],
    [
      'whig presidents who died in office',
      'filtered',
      `SELECT president FROM t WHERE party = 'Whig' AND notes = 'Died in office'`,
    ],
    [
      'first democratic president',
      'argmax',
      `SELECT president FROM t WHERE party = 'Democratic' ORDER BY no LIMIT 1`,
    ],
    [
      'how many years between lincolns assasination and jfks',
      'compare',
      `SELECT year((SELECT left_office FROM t WHERE president = 'John F. Kennedy')) - year((SELECT left_office FROM t WHERE president = 'Abraham Lincoln'))`,
    ],
    ['which president had the highest approval rating', 'clarify', null],
    ['how old was reagan when he took office', 'clarify', null],
  ],
});
