import { table } from '../spec';

export default table({
  name: 'romanov_rulers',
  file: 'romanov_rulers.csv',
  domain:
    "a dynasty's rulers 1613–1917 (the Romanov tsars and emperors of Russia): name (`Peter I (the Great)`, `Ivan V[a]`), title (`Tsar`, `Empress`, `Tsar; Emperor from 1721`), year born, reign as a **year range in one cell** (`1682–1725`, a lone `1762` for a reign within one year; two overlapping co-reigns), year died, house (`Romanov`, `Holstein-Gottorp-Romanov`), how the reign ended (`Died`, `Deposed`, `Assassinated`, `Abdicated`)",
  load: `SELECT row_number() OVER () AS n,
      trim(regexp_replace(regexp_replace(Name, '\\[[a-z]\\]', '', 'g'), '\\s*\\(the Great\\)', '')) AS name,
      Name LIKE '%(the Great)%' AS the_great,
      Title AS title,
      Born::INTEGER AS born,
      left(Reign, 4)::INTEGER AS reign_start,
      coalesce(NULLIF(regexp_extract(Reign, '–([0-9]{4})', 1), ''), left(Reign, 4))::INTEGER AS reign_end,
      Died::INTEGER AS died,
      regexp_replace(House, '\\[[a-z]\\]', '', 'g') AS house,
      "End of reign" AS end_of_reign
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who ruled the longest', 'argmax', `SELECT name FROM t ORDER BY reign_end - reign_start DESC LIMIT 1`],
    ['who was the last one', 'lookup', `SELECT name FROM t ORDER BY n DESC LIMIT 1`],
    ['how many were assassinated', 'filtered', `SELECT count(*) FROM t WHERE end_of_reign = 'Assassinated'`],
    ['name the empresses', 'filtered', `SELECT name FROM t WHERE title = 'Empress' ORDER BY n`],
    [
      'who came after peter the great',
      'lookup',
      `SELECT name FROM t WHERE n = (SELECT n FROM t WHERE name = 'Peter I') + 1`,
    ],
    ['shortest reign?', 'argmax', `SELECT name FROM t ORDER BY reign_end - reign_start LIMIT 1`],
    [
      'how old was nicholas ii when he took the throne',
      'lookup',
      `SELECT reign_start - born FROM t WHERE name = 'Nicholas II'`,
    ],
    ['who lived the longest', 'argmax', `SELECT name FROM t ORDER BY died - born DESC LIMIT 1`],
    [
      'how many came to the throne in the 18th century',
      'calendar',
      `SELECT count(*) FROM t WHERE reign_start BETWEEN 1701 AND 1800`,
    ],
    ['youngest to become ruler', 'argmax', `SELECT name FROM t ORDER BY reign_start - born LIMIT 1`],
    ['how many were called alexander', 'filtered', `SELECT count(*) FROM t WHERE name LIKE 'Alexander%'`],
    [
      'how many were from the holstein gottorp romanov house',
      'filtered',
      `SELECT count(*) FROM t WHERE house = 'Holstein-Gottorp-Romanov'`,
    ],
    ['what year did ivan vi die', 'lookup', `SELECT died FROM t WHERE name = 'Ivan VI'`],
    [
      'who reigned before elizabeth',
      'lookup',
      `SELECT name FROM t WHERE n = (SELECT n FROM t WHERE name = 'Elizabeth') - 1`,
    ],
    [
      'how many years did catherine the great reign',
      'lookup',
      `SELECT reign_end - reign_start FROM t WHERE name = 'Catherine II'`,
    ],
    ['average reign in years', 'aggregate', `SELECT avg(reign_end - reign_start) FROM t`],
    ['which rulers were deposed', 'filtered', `SELECT name FROM t WHERE end_of_reign = 'Deposed' ORDER BY n`],
    [
      'was alexander i or alexander ii on the throne longer',
      'compare',
      `SELECT name FROM t WHERE name IN ('Alexander I', 'Alexander II') ORDER BY reign_end - reign_start DESC LIMIT 1`,
    ],
    [
      'how many tsars before peter the great',
      'filtered',
      `SELECT count(*) FROM t WHERE n < (SELECT n FROM t WHERE name = 'Peter I')`,
    ],
    ['who was born in 1729', 'lookup', `SELECT name FROM t WHERE born = 1729`],
    [
      '% of rulers whose reign ended because they died (not killed or removed)',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE end_of_reign = 'Died') / count(*) FROM t`,
    ],
    ['who ruled in 1800', 'lookup', `SELECT name FROM t WHERE 1800 BETWEEN reign_start AND reign_end`],
    [
      'and who came after him',
      'follow-up',
      `SELECT name FROM t WHERE n = (SELECT n FROM t WHERE 1800 BETWEEN reign_start AND reign_end) + 1`,
    ],
    ['how many lived past 60', 'filtered', `SELECT count(*) FROM t WHERE died - born > 60`],
    ['what year did the romanovs come to power', 'lookup', `SELECT min(reign_start) FROM t`],
    ['who was the best romanov', 'clarify', null],
    ['how many kids did peter the great have', 'clarify', null],
  ],
});
