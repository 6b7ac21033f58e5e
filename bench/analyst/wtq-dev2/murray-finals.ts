import { table } from '../spec';

export default table({
  name: 'murray_slam_finals',
  file: 'murray_slam_finals.csv',
  domain: 'tennis (a player\'s Grand Slam finals: Winner / Runner-up, set scores with tie-breaks "7–6(12–10)")',
  load: `SELECT row_number() OVER () AS rn, "Outcome" AS outcome, "Year"::INTEGER AS year, "Championship" AS championship,
      "Surface" AS surface, "Opponent" AS opponent, "Score" AS score
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many grand slam finals did murray win?', 'filtered', `SELECT count(*) FROM t WHERE outcome = 'Winner'`],
    ['who did he beat in the 2016 wimbledon final?', 'lookup', `SELECT opponent FROM t WHERE year = 2016 AND championship = 'Wimbledon'`],
    ['how many finals did he lose to novak djokovic?', 'filtered', `SELECT count(*) FROM t WHERE outcome = 'Runner-up' AND opponent = 'Novak Djokovic'`],
    ['how many finals were played on hard courts?', 'filtered', `SELECT count(*) FROM t WHERE surface = 'Hard'`],
    ['what was his first grand slam final?', 'lookup', `SELECT championship FROM t WHERE rn = 1`],
    ['in what year did he first win wimbledon?', 'aggregate', `SELECT min(year) FROM t WHERE championship = 'Wimbledon' AND outcome = 'Winner'`],
    ['how many australian open finals did he reach?', 'filtered', `SELECT count(*) FROM t WHERE championship = 'Australian Open'`],
    ['which opponent did he face the most?', 'argmax', `SELECT opponent FROM t GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`],
    ['who was his opponent in the last final?', 'lookup', `SELECT opponent FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['what was the score of the 2012 us open final?', 'lookup', `SELECT score FROM t WHERE year = 2012 AND championship = 'US Open'`],
    ['how many finals went to five sets?', 'filtered', `SELECT count(*) FROM t WHERE length(score) - length(replace(score, ',', '')) = 4`],
    ['how many times did he play roger federer in a final?', 'filtered', `SELECT count(*) FROM t WHERE opponent = 'Roger Federer'`],
    ['what surface was the 2016 french open final played on?', 'lookup', `SELECT surface FROM t WHERE year = 2016 AND championship = 'French Open'`],
    ['how many finals did he reach in 2016?', 'filtered', `SELECT count(*) FROM t WHERE year = 2016`],
    ['how many finals did he lose?', 'filtered', `SELECT count(*) FROM t WHERE outcome = 'Runner-up'`],
    ['did he win more finals on grass than on hard courts?', 'compare', `SELECT CASE WHEN count(*) FILTER (WHERE outcome = 'Winner' AND surface = 'Grass') > count(*) FILTER (WHERE outcome = 'Winner' AND surface = 'Hard') THEN 'yes' ELSE 'no' END FROM t`],
  ],
});
