import { table } from '../spec';

export default table({
  name: 'rio_2016_medals',
  file: 'rio_2016_medals.csv',
  domain: 'sport (the top of an Olympic medal table: nations with codes, a host mark "*", a Totals row)',
  load: `SELECT row_number() OVER () AS rn, "Rank" AS rank, "Nation" AS nation, "Gold"::INTEGER AS gold,
      "Silver"::INTEGER AS silver, "Bronze"::INTEGER AS bronze, "Total"::INTEGER AS total
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many gold medals did japan win?', 'lookup', `SELECT gold FROM t WHERE nation = 'Japan (JPN)'`],
    ['which nation won the most silver medals?', 'argmax', `SELECT nation FROM t WHERE nation IS NOT NULL ORDER BY silver DESC LIMIT 1`],
    ['how many nations won more than 10 gold medals?', 'filtered', `SELECT count(*) FROM t WHERE nation IS NOT NULL AND gold > 10`],
    ['what is the total number of gold medals won by france and italy?', 'aggregate', `SELECT sum(gold) FROM t WHERE nation IN ('France (FRA)', 'Italy (ITA)')`],
    ['which nation ranked after germany?', 'lookup', `SELECT nation FROM t WHERE rn = (SELECT rn FROM t WHERE nation = 'Germany (GER)') + 1`],
    ['how many more total medals did china win than great britain?', 'compare', `SELECT (SELECT total FROM t WHERE nation = 'China (CHN)') - (SELECT total FROM t WHERE nation = 'Great Britain (GBR)')`],
    ['which nation won the fewest bronze medals?', 'argmax', `SELECT nation FROM t WHERE nation IS NOT NULL ORDER BY bronze LIMIT 1`],
    ['what rank was brazil?', 'lookup', `SELECT CAST(rank AS INTEGER) FROM t WHERE nation LIKE 'Brazil%'`],
    ['how many bronze medals did kenya win?', 'lookup', `SELECT bronze FROM t WHERE nation = 'Kenya (KEN)'`],
    ['did germany win more medals than france?', 'compare', `SELECT CASE WHEN (SELECT total FROM t WHERE nation = 'Germany (GER)') > (SELECT total FROM t WHERE nation = 'France (FRA)') THEN 'yes' ELSE 'no' END`],
    ['how many nations won exactly 8 gold medals?', 'filtered', `SELECT count(*) FROM t WHERE nation IS NOT NULL AND gold = 8`],
    ['what was the total number of medals won by the united states?', 'lookup', `SELECT total FROM t WHERE nation = 'United States (USA)'`],
    ['which country had more silver medals, japan or south korea?', 'argmax', `SELECT nation FROM t WHERE nation IN ('Japan (JPN)', 'South Korea (KOR)') ORDER BY silver DESC LIMIT 1`],
    ['how many medals were won in total by these nations?', 'aggregate', `SELECT sum(total) FROM t WHERE nation IS NOT NULL`],
    ['who was ranked first?', 'lookup', `SELECT nation FROM t WHERE rank = '1'`],
    ['how many nations won at least 20 medals?', 'filtered', `SELECT count(*) FROM t WHERE nation IS NOT NULL AND total >= 20`],
    ['what is the difference in gold medals between china and russia?', 'compare', `SELECT (SELECT gold FROM t WHERE nation = 'China (CHN)') - (SELECT gold FROM t WHERE nation = 'Russia (RUS)')`],
  ],
});
