import { table } from '../spec';

export default table({
  name: 'monarchs',
  file: 'monarchs.json',
  domain: 'history: English rulers 1565–1820 as a small list ("W&M", a commonwealth flag on one row)',
  load: `SELECT name::VARCHAR AS name, start::INTEGER AS start, "end"::INTEGER AS "end",
      coalesce(commonwealth::BOOLEAN, false) AS commonwealth, "index"::INTEGER AS idx
    FROM read_json('{file}')`,
  questions: [
    ['who reigned the longest', 'argmax', `SELECT name FROM t ORDER BY "end" - start DESC LIMIT 1`],
    ['which monarch had the shortest reign', 'argmax', `SELECT name FROM t ORDER BY "end" - start LIMIT 1`],
    ['how many rulers are in the list', 'aggregate', `SELECT count(*) FROM t`],
    ['who came after charles I', 'lookup', `SELECT name FROM t WHERE idx = (SELECT idx + 1 FROM t WHERE name = 'Charles I')`],
    ['who was before anne', 'lookup', `SELECT name FROM t WHERE idx = (SELECT idx - 1 FROM t WHERE name = 'Anne')`],
    ['when did george II start', 'lookup', `SELECT start FROM t WHERE name = 'George II'`],
    ['how long did elizabeth reign', 'lookup', `SELECT "end" - start FROM t WHERE name = 'Elizabeth'`],
    ['who ruled in 1700', 'lookup', `SELECT name FROM t WHERE start <= 1700 AND "end" >= 1700`],
    ['who was the only commonwealth ruler', 'lookup', `SELECT name FROM t WHERE commonwealth`],
    ['how many georges are there', 'filtered', `SELECT count(*) FROM t WHERE name LIKE 'George%'`],
    ['average length of reign', 'aggregate', `SELECT avg("end" - start) FROM t`],
    ['how many reigned for more than 20 yrs', 'filtered', `SELECT count(*) FROM t WHERE "end" - start > 20`],
    ['total span of years covered', 'aggregate', `SELECT max("end") - min(start) FROM t`],
    ["was james I's reign longer than james II's", 'compare', `SELECT max("end" - start) FILTER (WHERE name = 'James I'), max("end" - start) FILTER (WHERE name = 'James II') FROM t`],
    ['which monarchs started after 1700', 'filtered', `SELECT name FROM t WHERE start > 1700`],
    ['what share of the whole period did the georges rule', 'share', `SELECT 100.0 * sum("end" - start) FILTER (WHERE name LIKE 'George%') / (max("end") - min(start)) FROM t`],
    ['how long did goerge III reign', 'lookup', `SELECT "end" - start FROM t WHERE name = 'George III'`],
    ['which monarch had the most children', 'clarify', null],
  ],
});
