import { table } from '../spec';

export default table({
  name: 'canada_2019_election',
  file: 'canada_2019_election.csv',
  domain: 'politics (a national election\'s seats and votes by party: "+22" and "−27" changes, "—" for a new party, percentages, a Total row)',
  load: `SELECT row_number() OVER () AS rn, "Party" AS party, "Leader" AS leader,
      replace("Candidates", ',', '')::INTEGER AS candidates, TRY_CAST("Seats 2015" AS INTEGER) AS seats_2015,
      "Seats 2019"::INTEGER AS seats_2019, "+/–" AS change, replace("Votes", ',', '')::INTEGER AS votes,
      replace("%", '%', '')::DOUBLE AS pct
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which party won the most seats?', 'argmax', `SELECT party FROM t WHERE party <> 'Total' ORDER BY seats_2019 DESC LIMIT 1`],
    ['how many seats did the bloc quebecois win?', 'lookup', `SELECT seats_2019 FROM t WHERE party = 'Bloc Québécois'`],
    ['and in 2015?', 'follow-up', `SELECT seats_2015 FROM t WHERE party = 'Bloc Québécois'`],
    ['which party got the most votes', 'argmax', `SELECT party FROM t WHERE party <> 'Total' ORDER BY votes DESC LIMIT 1`],
    ['how many seats did the ndp lose?', 'lookup', `SELECT seats_2015 - seats_2019 FROM t WHERE party = 'New Democratic'`],
    ['who led the green party?', 'lookup', `SELECT leader FROM t WHERE party = 'Green'`],
    ['how many parties ran candidates in all 338 ridings?', 'filtered', `SELECT count(*) FROM t WHERE candidates = 338`],
    ["what percentage of the vote did the people's party get?", 'lookup', `SELECT pct FROM t WHERE party = 'People''s'`],
    ['how many candidates ran in total?', 'aggregate', `SELECT candidates FROM t WHERE party = 'Total'`],
    ['how many more votes did the conservatives get than the liberals?', 'compare', `SELECT (SELECT votes FROM t WHERE party = 'Conservative') - (SELECT votes FROM t WHERE party = 'Liberal')`],
    ['which party came third in the popular vote?', 'lookup', `SELECT party FROM t WHERE party <> 'Total' ORDER BY votes DESC LIMIT 1 OFFSET 2`],
    ['which party had the fewest votes?', 'argmax', `SELECT party FROM t WHERE party <> 'Total' ORDER BY votes LIMIT 1`],
    ['how many seats did the liberals have in 2015', 'lookup', `SELECT seats_2015 FROM t WHERE party = 'Liberal'`],
    ['which party did maxime bernier lead?', 'lookup', `SELECT party FROM t WHERE leader = 'Maxime Bernier'`],
    ['what was the combined vote share of the liberals and the ndp?', 'aggregate', `SELECT sum(pct) FROM t WHERE party IN ('Liberal', 'New Democratic')`],
    ['how many parties got more than a million votes?', 'filtered', `SELECT count(*) FROM t WHERE party <> 'Total' AND votes > 1000000`],
    ['who won the most seats in quebec?', 'clarify', null],
    ['what was the difference in seats between the bloc and the ndp?', 'compare', `SELECT (SELECT seats_2019 FROM t WHERE party = 'Bloc Québécois') - (SELECT seats_2019 FROM t WHERE party = 'New Democratic')`],
  ],
});
