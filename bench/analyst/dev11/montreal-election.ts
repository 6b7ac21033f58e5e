import { table } from '../spec';

/** The largest of the three candidates' votes in a district, and the middle one. */
const TOP = `greatest(Coderre, Bergeron, Joly)`;
const SECOND = `(total - greatest(Coderre, Bergeron, Joly) - least(Coderre, Bergeron, Joly))`;

export default table({
  name: 'montreal_election',
  file: 'election.csv',
  domain:
    "Montreal's 2013 mayoral election by electoral district (plotly's sample data): district (number and name, e.g. 111-Mile-End), votes for the three leading candidates Coderre, Bergeron and Joly, total (their votes added), winner, result (majority or plurality), district_id",
  load: `SELECT "district", "Coderre"::INTEGER AS "Coderre", "Bergeron"::INTEGER AS "Bergeron", "Joly"::INTEGER AS "Joly",
      "total"::INTEGER AS "total", "winner", "result", "district_id"::INTEGER AS "district_id"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the most districts', 'argmax', `SELECT winner FROM t GROUP BY winner ORDER BY count(*) DESC LIMIT 1`],
    ['how many districts did joly win', 'filtered', `SELECT count(*) FROM t WHERE winner = 'Joly'`],
    ['total votes for bergeron', 'aggregate', `SELECT sum(Bergeron) FROM t`],
    ["coderre's overall vote share", 'share', `SELECT 100.0 * sum(Coderre) / sum(total) FROM t`],
    ['biggest district by total votes', 'argmax', `SELECT district FROM t ORDER BY total DESC LIMIT 1`],
    ['smallest?', 'follow-up', `SELECT district FROM t ORDER BY total ASC LIMIT 1`],
    ["coderre's best district by % of the vote", 'argmax', `SELECT district FROM t ORDER BY Coderre / total DESC LIMIT 1`],
    ['joly votes in mile-end', 'lookup', `SELECT Joly FROM t WHERE district = '111-Mile-End'`],
    ['who won snowdon', 'lookup', `SELECT winner FROM t WHERE district = '33-Snowdon'`],
    ['how many districts were won with a majority', 'filtered', `SELECT count(*) FROM t WHERE result = 'majority'`],
    ['bergeron vs joly in vieux-rosemont', 'compare', `SELECT Bergeron, Joly FROM t WHERE district = '133-Vieux-Rosemont'`],
    ['avg total votes per district', 'aggregate', `SELECT avg(total) FROM t`],
    ['in how many districts did joly beat codere', 'filtered', `SELECT count(*) FROM t WHERE Joly > Coderre`],
    ['closest race, which district', 'argmax', `SELECT district FROM t ORDER BY ${TOP} - ${SECOND} ASC LIMIT 1`],
    ['by how many votes', 'follow-up', `SELECT min(${TOP} - ${SECOND}) FROM t`],
    ['top 5 districts for bergeron by votes', 'top-n', `SELECT district FROM t ORDER BY Bergeron DESC LIMIT 5`],
    ['district 181 winner', 'lookup', `SELECT winner FROM t WHERE district_id = 181`],
    ["coderre's share in district 123", 'share', `SELECT 100.0 * Coderre / total FROM t WHERE district_id = 123`],
    ['how many districts in total', 'aggregate', `SELECT count(*) FROM t`],
    ['corr between coderre and bergeron votes', 'correlation', `SELECT corr(Coderre, Bergeron) FROM t`],
    ['what % of districts did coderre win', 'share', `SELECT 100.0 * count(*) FILTER (WHERE winner = 'Coderre') / count(*) FROM t`],
    ['bergeron wins by result type', 'group-by', `SELECT result, count(*) FROM t WHERE winner = 'Bergeron' GROUP BY result`],
    ['votes for coderre in districts he lost', 'filtered', `SELECT sum(Coderre) FROM t WHERE winner <> 'Coderre'`],
    ['who came second overall in votes', 'argmax', `SELECT c FROM (SELECT 'Coderre' AS c, sum(Coderre) AS v FROM t UNION ALL SELECT 'Bergeron', sum(Bergeron) FROM t UNION ALL SELECT 'Joly', sum(Joly) FROM t) ORDER BY v DESC LIMIT 1 OFFSET 1`],
    ['total votes in saint-leonard-est', 'lookup', `SELECT total FROM t WHERE district = '151-Saint-Léonard-Est'`],
    ['what was the turnout in ahuntsic', 'clarify', null],
    ['which borough gave joly the most votes', 'clarify', null],
    ['what party was joly running for', 'clarify', null],
  ],
});
