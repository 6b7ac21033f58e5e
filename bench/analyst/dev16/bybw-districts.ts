import { table } from '../spec';

export default table({
  name: 'bybw_districts',
  file: 'population_2001-12-31_BYBW.txt',
  domain:
    'Population of the 140 districts (Kreise) of Bavaria and Baden-Württemberg on 31 December 2001, shipped with the R package surveillance for its influenza example: a space-separated text file with quoted text and a quoted header `"name" "id" "popFrac" "pop31.12.2001"` (the date is in the last column\'s name); `name` is a German district name written without umlauts after a code `LK` (Landkreis, a rural district) or `SK` (Stadtkreis, an urban district/city): `LK Loerrach`, `SK Muenchen`, `LK Rhoen Grabfeld`; `id` the official 4-digit district key (8xxx = Baden-Württemberg, 9xxx = Bavaria), `popFrac` the district\'s fraction of the 140 districts\' total population, the last column the head count; no state names',
  load: `SELECT "name" AS name, substr("name", 4) AS district, substr("name", 1, 2) AS kind, CAST(id AS INTEGER) AS id,
      CASE WHEN starts_with(id, '8') THEN 'Baden-Wuerttemberg' ELSE 'Bavaria' END AS state,
      CAST(popFrac AS DOUBLE) AS popFrac, CAST("pop31.12.2001" AS INTEGER) AS pop
    FROM read_csv('{file}', delim = ' ', quote = '"', header = true, all_varchar = true)`,
  questions: [
    ['how many districts', 'aggregate', `SELECT count(*) FROM t`],
    ['total population', 'aggregate', `SELECT sum(pop) FROM t`],
    ['biggest district by pop', 'argmax', `SELECT district FROM t ORDER BY pop DESC LIMIT 1`],
    ['how many people live there', 'follow-up', `SELECT max(pop) FROM t`],
    ['and the smallest district?', 'follow-up', `SELECT district FROM t ORDER BY pop ASC LIMIT 1`],
    ['how many are cities (SK)', 'filtered', `SELECT count(*) FROM t WHERE kind = 'SK'`],
    [
      'total pop of the SK districts vs the LK ones',
      'compare',
      `SELECT sum(pop) FILTER (WHERE kind = 'SK'), sum(pop) FILTER (WHERE kind = 'LK') FROM t`,
    ],
    [
      'what % of people live in an SK',
      'share',
      `SELECT 100.0 * sum(pop) FILTER (WHERE kind = 'SK') / sum(pop) FROM t`,
    ],
    [
      'population bayern vs bw',
      'compare',
      `SELECT sum(pop) FILTER (WHERE state = 'Bavaria'), sum(pop) FILTER (WHERE state = 'Baden-Wuerttemberg') FROM t`,
    ],
    ['how many districts are in bavaria', 'filtered', `SELECT count(*) FROM t WHERE state = 'Bavaria'`],
    ['avg district population', 'aggregate', `SELECT avg(pop) FROM t`],
    ['median?', 'follow-up', `SELECT median(pop) FROM t`],
    ['top 5 by population', 'top-n', `SELECT district, pop FROM t ORDER BY pop DESC LIMIT 5`],
    ['pop of LK Hof', 'lookup', `SELECT pop FROM t WHERE name = 'LK Hof'`],
    ['and the city of hof?', 'follow-up', `SELECT pop FROM t WHERE name = 'SK Hof'`],
    ['whats the popfrac for stuttgart', 'lookup', `SELECT popFrac FROM t WHERE name = 'SK Stuttgart'`],
    ['do the popFrac values add up to 1', 'aggregate', `SELECT sum(popFrac) FROM t`],
    [
      'districts with over 500k people',
      'filtered',
      `SELECT district FROM t WHERE pop > 500000 ORDER BY pop DESC`,
    ],
    ['how many districts under 100k', 'filtered', `SELECT count(*) FROM t WHERE pop < 100000`],
    ['pop density of muenchen', 'clarify', null],
    ['population in 2010?', 'clarify', null],
    ['avg pop LK vs SK', 'group-by', `SELECT kind, avg(pop) FROM t GROUP BY kind ORDER BY kind`],
    ["what is nuremberg's district id", 'lookup', `SELECT id FROM t WHERE name = 'SK Nuernberg'`],
    ['id 8111 is which district', 'lookup', `SELECT district FROM t WHERE id = 8111`],
    ['any districts with no population figure', 'missing', `SELECT count(*) FROM t WHERE pop IS NULL`],
    [
      'share of districts with more than 200k people',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE pop > 200000) / count(*) FROM t`,
    ],
    ['smallest landkreis', 'argmax', `SELECT district FROM t WHERE kind = 'LK' ORDER BY pop ASC LIMIT 1`],
    ['std dev of district pop', 'aggregate', `SELECT stddev_samp(pop) FROM t`],
  ],
});
