import { table } from '../spec';

export default table({
  name: 'uk_prime_ministers',
  file: 'uk_prime_ministers.csv',
  domain:
    'British prime ministers 1902–2024, one row per term (Baldwin three times, MacDonald, Churchill and Wilson twice): took / left office as `12 July 1902` with `Incumbent` for the current one, party with footnote marks (`Liberal[a]`), constituency, monarchs served under listed in one cell',
  load: `SELECT "Prime minister" AS prime_minister,
      strptime("Took office", '%d %B %Y')::DATE AS took_office,
      try_strptime(nullif("Left office", 'Incumbent'), '%d %B %Y')::DATE AS left_office,
      regexp_replace(Party, '\\[[a-z]\\]', '', 'g') AS party,
      Constituency AS constituency, "Monarch(s)" AS monarchs
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'who was pm the longest',
      'argmax',
      `SELECT prime_minister FROM t WHERE left_office IS NOT NULL GROUP BY prime_minister ORDER BY sum(left_office - took_office) DESC LIMIT 1`,
    ],
    [
      'shortest time in office',
      'argmax',
      `SELECT prime_minister FROM t WHERE left_office IS NOT NULL ORDER BY left_office - took_office ASC LIMIT 1`,
    ],
    [
      'how many days was that',
      'follow-up',
      `SELECT min(left_office - took_office) FROM t WHERE left_office IS NOT NULL`,
    ],
    [
      'how many labour pms have there been',
      'filtered',
      `SELECT count(DISTINCT prime_minister) FROM t WHERE party = 'Labour'`,
    ],
    [
      'and conservatives?',
      'follow-up',
      `SELECT count(DISTINCT prime_minister) FROM t WHERE party = 'Conservative'`,
    ],
    [
      'who had more than one spell as pm',
      'filtered',
      `SELECT prime_minister FROM t GROUP BY prime_minister HAVING count(*) > 1`,
    ],
    [
      'who was pm when ww2 started',
      'calendar',
      `SELECT prime_minister FROM t WHERE took_office <= DATE '1939-09-03' AND left_office > DATE '1939-09-03'`,
    ],
    [
      'who was prime minister on 1 jan 1960',
      'calendar',
      `SELECT prime_minister FROM t WHERE took_office <= DATE '1960-01-01' AND left_office > DATE '1960-01-01'`,
    ],
    [
      'who came after thatcher',
      'lookup',
      `SELECT prime_minister FROM t WHERE took_office = (SELECT left_office FROM t WHERE prime_minister = 'Margaret Thatcher')`,
    ],
    [
      'who was pm before eden',
      'lookup',
      `SELECT prime_minister FROM t WHERE left_office < (SELECT took_office FROM t WHERE prime_minister = 'Anthony Eden') ORDER BY left_office DESC LIMIT 1`,
    ],
    [
      'which pms served under more than one monarch',
      'filtered',
      `SELECT DISTINCT prime_minister FROM t WHERE monarchs LIKE '%,%'`,
    ],
    [
      'how many different pms did elizabeth ii have',
      'filtered',
      `SELECT count(DISTINCT prime_minister) FROM t WHERE monarchs LIKE '%Elizabeth II%'`,
    ],
    [
      'what was tony blairs constituency',
      'lookup',
      `SELECT constituency FROM t WHERE prime_minister = 'Tony Blair'`,
    ],
    [
      'how many days was gordon brown in no 10',
      'lookup',
      `SELECT left_office - took_office FROM t WHERE prime_minister = 'Gordon Brown'`,
    ],
    [
      'total years labour has been in power since 1902',
      'filtered',
      `SELECT sum(left_office - took_office) / 365.25 FROM t WHERE party = 'Labour' AND left_office IS NOT NULL`,
    ],
    [
      'avg length of a conservative term in days',
      'filtered',
      `SELECT avg(left_office - took_office) FROM t WHERE party = 'Conservative'`,
    ],
    [
      'how many pms took office in the 70s',
      'filtered',
      `SELECT count(*) FROM t WHERE year(took_office) BETWEEN 1970 AND 1979`,
    ],
    [
      'which party was in office longer overall',
      'argmax',
      `SELECT party FROM t WHERE left_office IS NOT NULL GROUP BY party ORDER BY sum(left_office - took_office) DESC LIMIT 1`,
    ],
    ['list the liberal pms', 'filtered', `SELECT DISTINCT prime_minister FROM t WHERE party = 'Liberal'`],
    [
      'how many yrs was asquith pm',
      'lookup',
      `SELECT (left_office - took_office) / 365.25 FROM t WHERE prime_minister = 'H. H. Asquith'`,
    ],
    [
      'who had the longest break between two spells in office',
      'argmax',
      `SELECT prime_minister FROM (SELECT prime_minister, took_office - lag(left_office) OVER (PARTITION BY prime_minister ORDER BY took_office) AS gap FROM t) WHERE gap IS NOT NULL ORDER BY gap DESC LIMIT 1`,
    ],
    [
      'which monarch had the most prime ministers',
      'argmax',
      `SELECT monarch FROM (SELECT DISTINCT prime_minister, trim(unnest(string_split(monarchs, ','))) AS monarch FROM t) GROUP BY monarch ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many pms in total', 'aggregate', `SELECT count(DISTINCT prime_minister) FROM t`],
    ['which pm had the highest approval rating', 'clarify', null],
    ['how old was blair when he took office', 'clarify', null],
  ],
});
