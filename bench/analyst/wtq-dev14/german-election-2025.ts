import { table } from '../spec';

export default table({
  name: 'german_election_2025',
  file: 'german_election_2025.csv',
  domain:
    "a national election's results by party (Germany's federal election of 23 February 2025, party-list votes): party (`CSU[a]`, `SSW[b]`, an `Others` row), lead candidate(s) (`Jan van Aken, Heidi Reichinnek`; `—` for none), votes `11,196,374`, `%` `22.55`, change in points `+3.6` / `−9.3` / `new` / `—`, seats, change in seats `+12` / `−86` / `new`; a `Total` row at the bottom",
  load: `SELECT regexp_replace(Party, '\\[[a-z]\\]', '', 'g') AS party,
      NULLIF("Lead candidate(s)", '—') AS lead_candidates,
      replace(Votes, ',', '')::BIGINT AS votes, "%"::DOUBLE AS pct,
      CASE WHEN "+/− pp" IN ('new', '—') THEN NULL ELSE replace("+/− pp", '−', '-')::DOUBLE END AS pct_change,
      "+/− pp" = 'new' AS new_party,
      Seats::INTEGER AS seats,
      CASE WHEN "+/− seats" IN ('new', '—') THEN NULL ELSE replace("+/− seats", '−', '-')::INTEGER END AS seat_change
    FROM read_csv('{file}', header = true, all_varchar = true)
    WHERE Party <> 'Total'`,
  questions: [
    ['which party got the most votes', 'argmax', `SELECT party FROM t ORDER BY votes DESC LIMIT 1`],
    ['how many seats did the afd win', 'lookup', `SELECT seats FROM t WHERE party = 'AfD'`],
    ['how many parties got seats', 'filtered', `SELECT count(*) FROM t WHERE seats > 0`],
    ['total seats in the bundestag', 'aggregate', `SELECT sum(seats) FROM t`],
    [
      'what % of seats did spd get',
      'share',
      `SELECT 100.0 * sum(seats) FILTER (WHERE party = 'SPD') / sum(seats) FROM t`,
    ],
    [
      'cdu and csu combined how many seats',
      'filtered',
      `SELECT sum(seats) FROM t WHERE party IN ('CDU', 'CSU')`,
    ],
    ['and their vote share together', 'follow-up', `SELECT sum(pct) FROM t WHERE party IN ('CDU', 'CSU')`],
    [
      'which party lost the most seats',
      'argmax',
      `SELECT party FROM t ORDER BY seat_change ASC NULLS LAST LIMIT 1`,
    ],
    ['who was the greens candidate', 'lookup', `SELECT lead_candidates FROM t WHERE party = 'Greens'`],
    ['how many votes did bsw get', 'lookup', `SELECT votes FROM t WHERE party = 'BSW'`],
    ['how far short of 5% was bsw', 'compare', `SELECT 5 - pct FROM t WHERE party = 'BSW'`],
    ['total votes cast', 'aggregate', `SELECT sum(votes) FROM t`],
    [
      'difference in votes between afd and spd',
      'compare',
      `SELECT sum(votes) FILTER (WHERE party = 'AfD') - sum(votes) FILTER (WHERE party = 'SPD') FROM t`,
    ],
    [
      'how many parties got under 1%',
      'filtered',
      `SELECT count(*) FROM t WHERE pct < 1 AND party <> 'Others'`,
    ],
    ['which parties gained seats', 'filtered', `SELECT party FROM t WHERE seat_change > 0`],
    [
      'which party gained the most vote share',
      'argmax',
      `SELECT party FROM t ORDER BY pct_change DESC NULLS LAST LIMIT 1`,
    ],
    ['how many seats did the left get', 'lookup', `SELECT seats FROM t WHERE party = 'The Left'`],
    [
      'who led them',
      'follow-up',
      `SELECT unnest(string_split(lead_candidates, ', ')) FROM t WHERE party = 'The Left'`,
    ],
    ['avg vote share of the parties that got seats', 'filtered', `SELECT avg(pct) FROM t WHERE seats > 0`],
    [
      'did the fdp or the bsw get more votes',
      'compare',
      `SELECT party FROM t WHERE party IN ('FDP', 'BSW') ORDER BY votes DESC LIMIT 1`,
    ],
    ['top 3 parties by seats', 'top-n', `SELECT party FROM t ORDER BY seats DESC LIMIT 3`],
    [
      'corr between votes and seats for the parties that won seats',
      'correlation',
      `SELECT corr(votes, seats) FROM t WHERE seats > 0`,
    ],
    [
      'how many parties have no lead candidate listed',
      'missing',
      `SELECT count(*) FROM t WHERE lead_candidates IS NULL AND party <> 'Others'`,
    ],
    ['what was the turnout', 'clarify', null],
    ['how many constituency seats did the cdu win', 'clarify', null],
  ],
});
