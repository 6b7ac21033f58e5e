import { table } from '../spec';

export default table({
  name: 'canadian_prime_ministers',
  file: 'canadian_prime_ministers.csv',
  domain:
    "a country's heads of government 1867–2025, one row per term (Macdonald, Meighen and Pierre Trudeau twice, Mackenzie King three times, each term keeping the person's number): `No.`, prime minister, `Born–Died` as `1815–1891` or `b. 1939`, took / left office as `1 July 1867` (`6 June 1891[a]` with a footnote mark, `Incumbent` for the current one), time in office `6 years, 127 days` / `68 days` (`—` for the incumbent), party (`Conservative, Unionist[c]`, `Conservative[e]`), elections won listed in one cell (`1878, 1882, 1887, 1891`, `—` for none), province of the seat (`Quebec[b]`, `—[d]` for none)",
  load: `SELECT "No."::INTEGER AS no, "Prime minister" AS prime_minister,
      regexp_extract("Born–Died", '(\\d{4})', 1)::INTEGER AS born,
      CASE WHEN "Born–Died" LIKE 'b.%' THEN NULL ELSE regexp_extract("Born–Died", '–(\\d{4})', 1)::INTEGER END AS died,
      strptime("Took office", '%d %B %Y')::DATE AS took_office,
      CASE WHEN "Left office" = 'Incumbent' THEN NULL
        ELSE strptime(regexp_replace("Left office", '\\[[a-z]\\]', '', 'g'), '%d %B %Y')::DATE END AS left_office,
      "Left office" = 'Incumbent' AS incumbent,
      CASE WHEN "Left office" = 'Incumbent' THEN NULL
        ELSE date_diff('day', strptime("Took office", '%d %B %Y')::DATE,
          strptime(regexp_replace("Left office", '\\[[a-z]\\]', '', 'g'), '%d %B %Y')::DATE) END AS days_in_office,
      regexp_replace(Party, '\\[[a-z]\\]', '', 'g') AS party,
      nullif("Elections won", '—') AS elections_won,
      CASE WHEN "Elections won" = '—' THEN 0 ELSE len(string_split("Elections won", ', ')) END AS elections_won_count,
      nullif(regexp_replace(Province, '\\[[a-z]\\]', '', 'g'), '—') AS province
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many prime ministers has canada had', 'aggregate', `SELECT count(DISTINCT prime_minister) FROM t`],
    [
      'who was pm the longest in total',
      'argmax',
      `SELECT prime_minister FROM t GROUP BY prime_minister ORDER BY sum(days_in_office) DESC NULLS LAST LIMIT 1`,
    ],
    [
      'longest single unbroken term?',
      'argmax',
      `SELECT prime_minister FROM t ORDER BY days_in_office DESC NULLS LAST LIMIT 1`,
    ],
    [
      'who had the shortest time in office',
      'argmax',
      `SELECT prime_minister FROM t WHERE days_in_office IS NOT NULL ORDER BY days_in_office ASC LIMIT 1`,
    ],
    [
      'how many days was that',
      'follow-up',
      `SELECT days_in_office FROM t WHERE days_in_office IS NOT NULL ORDER BY days_in_office ASC LIMIT 1`,
    ],
    [
      'how many pms were progressive conservatives',
      'filtered',
      `SELECT count(DISTINCT prime_minister) FROM t WHERE party = 'Progressive Conservative'`,
    ],
    [
      'which pms had non consecutive terms',
      'filtered',
      `SELECT prime_minister FROM t GROUP BY prime_minister HAVING count(*) > 1`,
    ],
    [
      'who came right after pearson',
      'lookup',
      `SELECT prime_minister FROM t WHERE took_office = (SELECT min(took_office) FROM t WHERE took_office > (SELECT took_office FROM t WHERE prime_minister = 'Lester B. Pearson'))`,
    ],
    [
      'which pm won the most elections',
      'argmax',
      `SELECT prime_minister FROM t GROUP BY prime_minister ORDER BY sum(elections_won_count) DESC LIMIT 1`,
    ],
    [
      'how many did he win',
      'follow-up',
      `SELECT sum(elections_won_count) FROM t GROUP BY prime_minister ORDER BY sum(elections_won_count) DESC LIMIT 1`,
    ],
    [
      'pms who never won an election',
      'filtered',
      `SELECT prime_minister FROM t GROUP BY prime_minister HAVING sum(elections_won_count) = 0`,
    ],
    [
      'total elections won by liberla pms',
      'filtered',
      `SELECT sum(elections_won_count) FROM t WHERE party = 'Liberal'`,
    ],
    [
      'how many pms came from quebec',
      'filtered',
      `SELECT count(DISTINCT prime_minister) FROM t WHERE province = 'Quebec'`,
    ],
    [
      'how many terms started in the 1800s, 1900s and 2000s',
      'group-by',
      `SELECT CASE WHEN year(took_office) < 1900 THEN '1800s' WHEN year(took_office) < 2000 THEN '1900s' ELSE '2000s' END AS century, count(*) FROM t GROUP BY century`,
    ],
    ['how many terms have no province', 'missing', `SELECT count(*) FROM t WHERE province IS NULL`],
    [
      'liberal vs progressive conservative, how many pms each',
      'compare',
      `SELECT party, count(DISTINCT prime_minister) FROM t WHERE party IN ('Liberal', 'Progressive Conservative') GROUP BY party`,
    ],
    [
      'what percent of pms were liberals',
      'share',
      `SELECT 100.0 * count(DISTINCT prime_minister) FILTER (WHERE party = 'Liberal') / count(DISTINCT prime_minister) FROM t`,
    ],
    [
      'when did kim cambell take office',
      'lookup',
      `SELECT took_office FROM t WHERE prime_minister = 'Kim Campbell'`,
    ],
    [
      'how many pms are still alive',
      'filtered',
      `SELECT count(DISTINCT prime_minister) FROM t WHERE died IS NULL`,
    ],
    [
      'youngest pm when first taking office',
      'argmax',
      `SELECT prime_minister FROM t GROUP BY prime_minister ORDER BY min(year(took_office) - born) ASC LIMIT 1`,
    ],
    [
      'avg length of a term in days (finished terms only)',
      'aggregate',
      `SELECT avg(days_in_office) FROM t WHERE days_in_office IS NOT NULL`,
    ],
    [
      'how many more days did harper serve than paul martin',
      'compare',
      `SELECT max(days_in_office) FILTER (WHERE prime_minister = 'Stephen Harper') - max(days_in_office) FILTER (WHERE prime_minister = 'Paul Martin') FROM t`,
    ],
    [
      'in which month did the most terms begin',
      'calendar',
      `SELECT monthname(took_office) FROM t GROUP BY monthname(took_office) ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['what was justin trudeaus approval rating when he left', 'clarify', null],
    ['how many seats did the liberals win in 2015', 'clarify', null],
  ],
});
