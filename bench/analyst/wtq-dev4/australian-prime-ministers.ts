import { table } from '../spec';

export default table({
  name: 'australian_prime_ministers',
  file: 'australian_prime_ministers.csv',
  domain: 'politics (a country\'s heads of government in office order: ordinal numbers "14th", dates in words with footnote marks, "Incumbent", electorates with a state in parentheses, lists of election years, "—" for none)',
  load: `SELECT row_number() OVER () AS rn, regexp_extract("No.", '^([0-9]+)', 1)::INTEGER AS no, "Name" AS name, "Party" AS party,
      strptime("Took office", '%d %B %Y')::DATE AS took_office,
      CASE WHEN "Left office" = 'Incumbent' THEN NULL
        ELSE strptime(regexp_replace("Left office", '\\[[a-z]\\]', ''), '%d %B %Y')::DATE END AS left_office,
      "Electorate" AS electorate_cell, trim(regexp_replace("Electorate", '\\s*\\(.*\\)', '')) AS electorate,
      regexp_extract("Electorate", '\\(([A-Za-z]+)\\)', 1) AS state, "Elections won" AS elections_cell,
      CASE WHEN "Elections won" = '—' THEN 0 ELSE len(string_split("Elections won", ',')) END AS elections
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who was prime minister right after john howard?', 'lookup', `SELECT name FROM t WHERE rn = (SELECT rn FROM t WHERE name = 'John Howard') + 1`],
    ['which party did john mcewen belong to', 'lookup', `SELECT party FROM t WHERE name = 'John McEwen'`],
    ['how many different labor prime ministers are listed?', 'filtered', `SELECT count(DISTINCT name) FROM t WHERE party = 'Labor'`],
    ['who won the most elections?', 'argmax', `SELECT name FROM t ORDER BY elections DESC LIMIT 1`],
    ['how many elections did bob hawke win', 'lookup', `SELECT elections FROM t WHERE name = 'Bob Hawke'`],
    ['when did julia gillard take office?', 'lookup', `SELECT took_office FROM t WHERE name = 'Julia Gillard'`],
    ['who was the first liberal prime minister on the list', 'lookup', `SELECT name FROM t WHERE party = 'Liberal' ORDER BY rn LIMIT 1`],
    ['which pm was in office for the shortest time?', 'argmax', `SELECT name FROM t WHERE left_office IS NOT NULL ORDER BY left_office - took_office LIMIT 1`],
    ['how many prime ministers had an electorate in nsw?', 'filtered', `SELECT count(DISTINCT name) FROM t WHERE state = 'NSW'`],
    ['how many years between harold holt taking office and kevin rudd taking office the first time?', 'compare', `SELECT year((SELECT min(took_office) FROM t WHERE name = 'Kevin Rudd')) - year((SELECT took_office FROM t WHERE name = 'Harold Holt'))`],
    ['who was the 20th prime minister', 'lookup', `SELECT name FROM t WHERE no = 20`],
    ['how many times was kevin rudd pm?', 'filtered', `SELECT count(*) FROM t WHERE name = 'Kevin Rudd'`],
    ['who served longer, hawke or keating?', 'compare', `SELECT name FROM t WHERE name IN ('Bob Hawke', 'Paul Keating') ORDER BY left_office - took_office DESC LIMIT 1`],
    ['how many liberal prime ministers won exactly one election?', 'filtered', `SELECT count(*) FROM t WHERE party = 'Liberal' AND elections = 1`],
    ['how many elections did the labor pms win in total?', 'aggregate', `SELECT sum(elections) FROM t WHERE party = 'Labor'`],
    ['who was the member for higgins?', 'clarify', null],
    ['how old was bob hawke when he became prime minister?', 'clarify', null],
    ['when did paul keating leave office', 'lookup', `SELECT left_office FROM t WHERE name = 'Paul Keating'`],
    ['and who replaced him?', 'follow-up', `SELECT name FROM t WHERE rn = (SELECT rn FROM t WHERE name = 'Paul Keating') + 1`],
  ],
});
