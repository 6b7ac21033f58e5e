import { table } from '../spec';

export default table({
  name: 'container_ports_2023',
  file: 'container_ports_2023.csv',
  domain:
    "the world's busiest container ports in 2023: rank, change in rank from 2022 as arrows (`▲ 2`, `▼ 1`, `—` for none), port (`Ningbo-Zhoushan[a]`, `Jebel Ali (Dubai)`), country, volume in million TEU for 2023 and 2022 (`49.16`), change `+3.9%` / `−14.1%` (unicode minus)",
  load: `SELECT Rank::INTEGER AS rank,
      CASE WHEN "Change in rank" = '—' THEN 0
        WHEN "Change in rank" LIKE '▲%' THEN regexp_extract("Change in rank", '(\\d+)', 1)::INTEGER
        ELSE -regexp_extract("Change in rank", '(\\d+)', 1)::INTEGER END AS rank_change,
      regexp_replace(Port, '\\[[a-z]\\]$', '') AS port,
      Country AS country,
      "2023 (million TEU)"::DOUBLE AS teu_2023_m,
      "2022 (million TEU)"::DOUBLE AS teu_2022_m,
      replace(replace(replace(Change, '−', '-'), '+', ''), '%', '')::DOUBLE AS change_pct
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['busiest port in 2023', 'argmax', `SELECT port FROM t ORDER BY teu_2023_m DESC LIMIT 1`],
    [
      'how many chinese ports are in the top 20',
      'filtered',
      `SELECT count(*) FROM t WHERE country = 'China'`,
    ],
    ['what was rotterdams volume in 2023', 'lookup', `SELECT teu_2023_m FROM t WHERE port = 'Rotterdam'`],
    ['which port grew the most', 'argmax', `SELECT port FROM t ORDER BY change_pct DESC LIMIT 1`],
    ['which port had the biggest drop', 'argmax', `SELECT port FROM t ORDER BY change_pct LIMIT 1`],
    [
      'how many ports handled less in 2023 than 2022',
      'filtered',
      `SELECT count(*) FROM t WHERE teu_2023_m < teu_2022_m`,
    ],
    ['total teu for the top 10 in 2023', 'top-n', `SELECT sum(teu_2023_m) FROM t WHERE rank <= 10`],
    [
      'how many us ports are on the list',
      'filtered',
      `SELECT count(*) FROM t WHERE country = 'United States'`,
    ],
    [
      'busiest port in europe',
      'argmax',
      `SELECT port FROM t WHERE country IN ('Netherlands', 'Belgium') ORDER BY teu_2023_m DESC LIMIT 1`,
    ],
    ['what rank was busan', 'lookup', `SELECT rank FROM t WHERE port = 'Busan'`],
    [
      'which port is right after singapore',
      'lookup',
      `SELECT port FROM t WHERE rank = (SELECT rank FROM t WHERE port = 'Singapore') + 1`,
    ],
    ['how many ports moved up in the rankings', 'filtered', `SELECT count(*) FROM t WHERE rank_change > 0`],
    ['which port climbed the most places', 'argmax', `SELECT port FROM t ORDER BY rank_change DESC LIMIT 1`],
    [
      'combined 2023 volume of the chinese ports',
      'filtered',
      `SELECT sum(teu_2023_m) FROM t WHERE country = 'China'`,
    ],
    [
      'how much more did shanghai handle than singapore in 2023',
      'compare',
      `SELECT max(teu_2023_m) FILTER (WHERE port = 'Shanghai') - max(teu_2023_m) FILTER (WHERE port = 'Singapore') FROM t`,
    ],
    [
      'what % of the top 20s 2023 total went thru shanghai',
      'share',
      `SELECT 100.0 * sum(teu_2023_m) FILTER (WHERE port = 'Shanghai') / sum(teu_2023_m) FROM t`,
    ],
    ['how many ports in malaysia', 'filtered', `SELECT count(*) FROM t WHERE country = 'Malaysia'`],
    [
      'which us port was busiest in 2023',
      'argmax',
      `SELECT port FROM t WHERE country = 'United States' ORDER BY teu_2023_m DESC LIMIT 1`,
    ],
    [
      'did long beach or los angeles drop more',
      'compare',
      `SELECT port, abs(change_pct) FROM t WHERE port IN ('Long Beach', 'Los Angeles') ORDER BY change_pct`,
    ],
    ['total 2022 volume for the whole list', 'aggregate', `SELECT sum(teu_2022_m) FROM t`],
    [
      'which country has the most ports in the top 20',
      'argmax',
      `SELECT country FROM t GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['which port was 10th', 'lookup', `SELECT port FROM t WHERE rank = 10`],
    ['how many ports grew by more than 5%', 'filtered', `SELECT count(*) FROM t WHERE change_pct > 5`],
    ['whats the avg change across the 20 ports', 'aggregate', `SELECT avg(change_pct) FROM t`],
    ['how much did busan handle in 2024', 'clarify', null],
    ['what are the port fees in shanghai', 'clarify', null],
  ],
});
