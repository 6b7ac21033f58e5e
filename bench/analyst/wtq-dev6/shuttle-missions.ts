import { table } from '../spec';

export default table({
  name: 'shuttle_missions',
  file: 'shuttle_missions.csv',
  domain: 'spaceflight (the first Space Shuttle missions 1981–1986: mission codes "STS-41-B", launch dates in words "April 12, 1981", crew sizes, durations written "2d 6h 20m", landing sites with a footnote mark, "—" for a mission that did not land, notes joined by ";")',
  load: `SELECT row_number() OVER () AS rn, "Mission" AS mission, "Shuttle" AS shuttle,
      strptime("Launch date", '%B %d, %Y')::DATE AS launch_date, year(strptime("Launch date", '%B %d, %Y')) AS year,
      "Crew"::INTEGER AS crew, NULLIF("Duration", '—') AS duration,
      TRY_CAST(regexp_extract("Duration", '([0-9]+)d', 1) AS INTEGER) * 24 + TRY_CAST(regexp_extract("Duration", '([0-9]+)h', 1) AS INTEGER)
        + TRY_CAST(regexp_extract("Duration", '([0-9]+)m', 1) AS INTEGER) / 60.0 AS duration_hours,
      NULLIF(regexp_replace("Landing site", '\\[[a-z]\\]', ''), '—') AS landing, regexp_replace("Notes", '\\[[a-z]\\]', '') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['when did sts-7 launch', 'lookup', `SELECT launch_date FROM t WHERE mission = 'STS-7'`],
    ['how many missions did columbia fly', 'filtered', `SELECT count(*) FROM t WHERE shuttle = 'Columbia'`],
    ['which was the longest mission', 'argmax', `SELECT mission FROM t ORDER BY duration_hours DESC NULLS LAST LIMIT 1`],
    ['how many people were on sts-61-a', 'lookup', `SELECT crew FROM t WHERE mission = 'STS-61-A'`],
    ['how many missions landed at kennedy', 'filtered', `SELECT count(*) FROM t WHERE landing LIKE 'Kennedy%'`],
    ["what was discovery's first mission", 'lookup', `SELECT mission FROM t WHERE shuttle = 'Discovery' ORDER BY rn LIMIT 1`],
    ['which orbiter flew the most missions', 'argmax', `SELECT shuttle FROM t GROUP BY shuttle ORDER BY count(*) DESC LIMIT 1`],
    ['how many launches were there in 1985', 'filtered', `SELECT count(*) FROM t WHERE year = 1985`],
    ['total crew across all missions', 'aggregate', `SELECT sum(crew) FROM t`],
    ['average crew size in 1984', 'aggregate', `SELECT avg(crew) FROM t WHERE year = 1984`],
    ["how many days between challenger's last two launches", 'compare', `SELECT max(launch_date) - min(launch_date) FROM (SELECT launch_date FROM t WHERE shuttle = 'Challenger' ORDER BY launch_date DESC LIMIT 2)`],
    ['which mission was sally ride on', 'lookup', `SELECT mission FROM t WHERE notes LIKE '%Sally Ride%'`],
    ['which missions had only 2 crew', 'filtered', `SELECT mission FROM t WHERE crew = 2`],
    ['how long was sts-51-c', 'lookup', `SELECT duration FROM t WHERE mission = 'STS-51-C'`],
    ['what shuttle flew spacelab 3', 'lookup', `SELECT shuttle FROM t WHERE notes LIKE 'Spacelab 3%'`],
    ['and spacelab 1', 'follow-up', `SELECT shuttle FROM t WHERE notes LIKE 'Spacelab 1%'`],
    ['how many missions had a crew of seven or more', 'filtered', `SELECT count(*) FROM t WHERE crew >= 7`],
    ['when did atlantis first launch', 'lookup', `SELECT launch_date FROM t WHERE shuttle = 'Atlantis' ORDER BY rn LIMIT 1`],
    ['how many missions flew before the first landing at kennedy', 'filtered', `SELECT count(*) FROM t WHERE rn < (SELECT min(rn) FROM t WHERE landing LIKE 'Kennedy%')`],
    ['which mission was bill nelson on?', 'lookup', `SELECT mission FROM t WHERE notes LIKE '%Bill Nelson%'`],
    ['what happened on the last mission in the list', 'lookup', `SELECT notes FROM t ORDER BY rn DESC LIMIT 1`],
    ['who was the commander of sts-1', 'clarify', null],
    ['when did discovery launch', 'clarify', null],
  ],
});
