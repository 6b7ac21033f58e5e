import { table } from '../spec';

/** Written after the table-question stage was built; measured once untuned (see README.md). */
export default table({
  name: 'winter_medals_2018',
  file: 'winter_medals_2018.csv',
  domain: 'sport (the top ten of a Winter Olympics medal table)',
  load: `SELECT "Rank"::INTEGER AS rank, "Nation" AS nation, "Gold"::INTEGER AS gold, "Silver"::INTEGER AS silver,
      "Bronze"::INTEGER AS bronze, "Total"::INTEGER AS total
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which nation won the most silver medals?', 'argmax', `SELECT nation FROM t ORDER BY silver DESC LIMIT 1`],
    ['how many gold medals did canada win?', 'lookup', `SELECT gold FROM t WHERE nation = 'Canada'`],
    ['what is the total number of bronze medals won by the top 5 nations?', 'filtered', `SELECT sum(bronze) FROM t WHERE rank <= 5`],
    ['which nation ranked after the united states?', 'lookup', `SELECT nation FROM t WHERE rank = (SELECT rank FROM t WHERE nation = 'United States') + 1`],
    ['how many nations won more than 10 gold medals?', 'filtered', `SELECT count(*) FROM t WHERE gold > 10`],
    ['did sweden win more gold medals than south korea?', 'compare', `SELECT CASE WHEN (SELECT gold FROM t WHERE nation = 'Sweden') > (SELECT gold FROM t WHERE nation = 'South Korea') THEN 'yes' ELSE 'no' END`],
    ['what is the difference in total medals between norway and germany?', 'compare', `SELECT (SELECT total FROM t WHERE nation = 'Norway') - (SELECT total FROM t WHERE nation = 'Germany')`],
    ['which nation is listed last?', 'lookup', `SELECT nation FROM t WHERE rank = (SELECT max(rank) FROM t)`],
    ['how many nations won fewer than 5 silver medals?', 'filtered', `SELECT count(*) FROM t WHERE silver < 5`],
    ["what was switzerland's rank?", 'lookup', `SELECT rank FROM t WHERE nation = 'Switzerland'`],
    ['which nation had the fewest bronze medals?', 'argmax', `SELECT nation FROM t ORDER BY bronze ASC LIMIT 1`],
    ['how many medals did the netherlands win in total?', 'lookup', `SELECT total FROM t WHERE nation = 'Netherlands'`],
    ['who won more silver medals, france or austria?', 'compare', `SELECT nation FROM t WHERE nation IN ('France', 'Austria') ORDER BY silver DESC LIMIT 1`],
    ['how many total medals did germany and canada win combined?', 'filtered', `SELECT sum(total) FROM t WHERE nation IN ('Germany', 'Canada')`],
    ['which nation won 17 medals in total?', 'lookup', `SELECT nation FROM t WHERE total = 17`],
  ],
});
