import { table } from '../spec';

export default table({
  name: 'german_chancellors',
  file: 'german_chancellors.csv',
  domain:
    "a country's heads of government since 1949 (the chancellors of Germany): number (`—` for the acting chancellor), name with life years (`Konrad Adenauer (1876–1967)`, `Gerhard Schröder (born 1944)`), birthplace, took / left office as `15 September 1949` (`Incumbent`), time in office `14 years, 31 days`, party, cabinets listed in one cell (`Kohl I, II, III, IV, V`), notes (`—` for none)",
  load: `SELECT NULLIF("No.", '—')::INTEGER AS no,
      "No." = '—' AS acting,
      regexp_extract("Chancellor (Born–Died)", '^(.*?) \\(', 1) AS chancellor,
      regexp_extract("Chancellor (Born–Died)", '\\((?:born )?(\\d{4})', 1)::INTEGER AS born,
      NULLIF(regexp_extract("Chancellor (Born–Died)", '\\(\\d{4}–(\\d{4})\\)', 1), '')::INTEGER AS died,
      Birthplace AS birthplace,
      strptime("Took office", '%d %B %Y')::DATE AS took_office,
      try_strptime("Left office", '%d %B %Y')::DATE AS left_office,
      "Left office" = 'Incumbent' AS incumbent,
      date_diff('day', strptime("Took office", '%d %B %Y')::DATE, try_strptime("Left office", '%d %B %Y')::DATE) AS days_in_office,
      Party AS party,
      NULLIF(Cabinets, '—') AS cabinets,
      CASE WHEN Cabinets = '—' THEN 0 ELSE len(string_split(Cabinets, ', ')) END AS n_cabinets,
      NULLIF(Notes, '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who was the first chancellor', 'lookup', `SELECT chancellor FROM t ORDER BY took_office LIMIT 1`],
    [
      'who was chancelor the longest',
      'argmax',
      `SELECT chancellor FROM t WHERE days_in_office IS NOT NULL ORDER BY days_in_office DESC LIMIT 1`,
    ],
    ['how many chancellors were from the spd', 'filtered', `SELECT count(*) FROM t WHERE party = 'SPD'`],
    [
      'which party has had the most chancellors',
      'argmax',
      `SELECT party FROM t GROUP BY party ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'not counting the acting one, which former chancellor had the shortest time in office',
      'argmax',
      `SELECT chancellor FROM t WHERE NOT acting AND days_in_office IS NOT NULL ORDER BY days_in_office LIMIT 1`,
    ],
    [
      'who came after helmut schmidt',
      'lookup',
      `SELECT chancellor FROM t WHERE took_office > (SELECT took_office FROM t WHERE chancellor = 'Helmut Schmidt') ORDER BY took_office LIMIT 1`,
    ],
    [
      'who was chancellor before merkel',
      'lookup',
      `SELECT chancellor FROM t WHERE took_office < (SELECT took_office FROM t WHERE chancellor = 'Angela Merkel') ORDER BY took_office DESC LIMIT 1`,
    ],
    [
      'how many chancellors were born in hamburg',
      'filtered',
      `SELECT count(*) FROM t WHERE birthplace = 'Hamburg'`,
    ],
    ['how many of them are still alive', 'filtered', `SELECT count(*) FROM t WHERE died IS NULL`],
    [
      'who was the oldest when they took office',
      'argmax',
      `SELECT chancellor FROM t ORDER BY year(took_office) - born DESC LIMIT 1`,
    ],
    [
      'how many cabinets did kohl lead',
      'lookup',
      `SELECT n_cabinets FROM t WHERE chancellor = 'Helmut Kohl'`,
    ],
    ['how many chancellors have there been', 'aggregate', `SELECT count(*) FROM t WHERE NOT acting`],
    ['who was the fdp chancellor', 'lookup', `SELECT chancellor FROM t WHERE party = 'FDP'`],
    [
      'avg years in office for the former chancellors, leaving out scheel',
      'filtered',
      `SELECT avg(days_in_office) / 365.25 FROM t WHERE NOT acting AND days_in_office IS NOT NULL`,
    ],
    [
      'what year did willy brandt leave office',
      'lookup',
      `SELECT year(left_office) FROM t WHERE chancellor = 'Willy Brandt'`,
    ],
    [
      'how many took office in the 60s',
      'filtered',
      `SELECT count(*) FROM t WHERE year(took_office) BETWEEN 1960 AND 1969`,
    ],
    [
      'how old was adenauer when he died',
      'lookup',
      `SELECT died - born FROM t WHERE chancellor = 'Konrad Adenauer'`,
    ],
    [
      'how many more days was merkel in office than schroder',
      'compare',
      `SELECT max(days_in_office) FILTER (WHERE chancellor = 'Angela Merkel') - max(days_in_office) FILTER (WHERE chancellor = 'Gerhard Schröder') FROM t`,
    ],
    [
      'total years in office of the spd chancellors',
      'filtered',
      `SELECT sum(days_in_office) / 365.25 FROM t WHERE party = 'SPD'`,
    ],
    [
      'what % of chancellors were cdu, not counting the acting one',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE party = 'CDU') / count(*) FROM t WHERE NOT acting`,
    ],
    ['which chancellors led only one cabinet', 'filtered', `SELECT chancellor FROM t WHERE n_cabinets = 1`],
    ['when did scholz take office', 'lookup', `SELECT took_office FROM t WHERE chancellor = 'Olaf Scholz'`],
    [
      'who was chancellor in 1990',
      'lookup',
      `SELECT chancellor FROM t WHERE year(took_office) <= 1990 AND year(left_office) >= 1990`,
    ],
    ['what was merkels approval rating when she left', 'clarify', null],
    ['who was the best chancellor', 'clarify', null],
  ],
});
