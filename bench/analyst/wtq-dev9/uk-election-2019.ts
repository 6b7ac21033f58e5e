import { table } from '../spec';

export default table({
  name: 'uk_election_2019',
  file: 'uk_election_2019.csv',
  domain:
    'the 2019 UK general election by party: leader (two listed in one cell for co-leaders, `—` for Others), votes `13,966,454`, vote share `43.6%`, seats, change in seats (`+48`, `−60`, `0`, `New`), footnote marks (`Speaker[a]`, `Others[b]`) and a Total row',
  load: `SELECT regexp_replace(Party, '\\[[a-z]\\]', '', 'g') AS party, nullif(Leader, '—') AS leader,
      replace(Votes, ',', '')::BIGINT AS votes, replace("Vote %", '%', '')::DOUBLE AS vote_pct,
      Seats::INTEGER AS seats,
      CASE WHEN Change IN ('New', '—') THEN NULL ELSE replace(replace(Change, '−', '-'), '+', '')::INTEGER END AS seat_change
    FROM read_csv('{file}', header = true, all_varchar = true)
    WHERE Party <> 'Total'`,
  questions: [
    ['which party got the most votes', 'argmax', `SELECT party FROM t ORDER BY votes DESC LIMIT 1`],
    ['how many seats did labour win', 'lookup', `SELECT seats FROM t WHERE party = 'Labour'`],
    ['how many seats did they lose', 'follow-up', `SELECT -seat_change FROM t WHERE party = 'Labour'`],
    [
      'votes per seat for the lib dems',
      'lookup',
      `SELECT votes / seats FROM t WHERE party = 'Liberal Democrats'`,
    ],
    [
      'which party needed the fewest votes per seat',
      'argmax',
      `SELECT party FROM t WHERE seats > 0 ORDER BY votes / seats ASC LIMIT 1`,
    ],
    ['and the most?', 'follow-up', `SELECT party FROM t WHERE seats > 0 ORDER BY votes / seats DESC LIMIT 1`],
    ['how many of the listed parties won seats', 'filtered', `SELECT count(*) FROM t WHERE seats > 0`],
    [
      'combined vote share of con and lab',
      'filtered',
      `SELECT sum(vote_pct) FROM t WHERE party IN ('Conservative', 'Labour')`,
    ],
    ['how many parties gained seats', 'filtered', `SELECT count(*) FROM t WHERE seat_change > 0`],
    [
      'which parties lost seats',
      'filtered',
      `SELECT party FROM t WHERE seat_change < 0 AND party <> 'Others'`,
    ],
    ['total votes cast', 'aggregate', `SELECT sum(votes) FROM t`],
    [
      'what % of seats did the tories get',
      'share',
      `SELECT 100.0 * sum(seats) FILTER (WHERE party = 'Conservative') / sum(seats) FROM t`,
    ],
    [
      'snp seat share vs vote share',
      'compare',
      `SELECT 100.0 * seats / (SELECT sum(seats) FROM t), vote_pct FROM t WHERE party = 'Scottish National Party'`,
    ],
    ['who led the brexit party', 'lookup', `SELECT leader FROM t WHERE party = 'Brexit Party'`],
    ['how many votes did plaid get', 'lookup', `SELECT votes FROM t WHERE party = 'Plaid Cymru'`],
    [
      'how many more votes did the conservatives get than labour',
      'compare',
      `SELECT (SELECT votes FROM t WHERE party = 'Conservative') - (SELECT votes FROM t WHERE party = 'Labour')`,
    ],
    [
      'avg votes of the parties that won no seats',
      'filtered',
      `SELECT avg(votes) FROM t WHERE seats = 0 AND party <> 'Others'`,
    ],
    ['biggest seat gain', 'argmax', `SELECT party FROM t ORDER BY seat_change DESC NULLS LAST LIMIT 1`],
    [
      'how many seats did the parties with joint leaders win',
      'filtered',
      `SELECT sum(seats) FROM t WHERE leader LIKE '%,%'`,
    ],
    [
      'seats won by parties under 1% of the vote',
      'filtered',
      `SELECT sum(seats) FROM t WHERE vote_pct < 1 AND party <> 'Others'`,
    ],
    ['who led the snp', 'lookup', `SELECT leader FROM t WHERE party = 'Scottish National Party'`],
    ['which party came 3rd on seats', 'top-n', `SELECT party FROM t ORDER BY seats DESC LIMIT 1 OFFSET 2`],
    ['what was the turnout', 'clarify', null],
    ['which party won the most seats in scotland', 'clarify', null],
  ],
});
