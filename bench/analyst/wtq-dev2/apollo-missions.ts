import { table } from '../spec';

export default table({
  name: 'apollo_missions',
  file: 'apollo_missions.csv',
  domain: 'spaceflight (crewed Apollo missions: launch dates written out, three crew columns, "—" for no landing site)',
  load: `SELECT row_number() OVER () AS rn, "Mission" AS mission, strptime("Launch date", '%B %d, %Y')::DATE AS launch,
      "Commander" AS commander, "Command module pilot" AS cm_pilot, "Lunar module pilot" AS lm_pilot,
      "Landing site" AS landing_site, "Duration (days)"::DOUBLE AS duration, "Notes" AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who was the commander of apollo 13?', 'lookup', `SELECT commander FROM t WHERE mission = 'Apollo 13'`],
    ['which mission landed at fra mauro?', 'lookup', `SELECT mission FROM t WHERE landing_site = 'Fra Mauro'`],
    ['how many missions landed on the moon?', 'filtered', `SELECT count(*) FROM t WHERE landing_site <> '—'`],
    ['which mission lasted the longest?', 'argmax', `SELECT mission FROM t ORDER BY duration DESC LIMIT 1`],
    ['who was the lunar module pilot on apollo 11?', 'lookup', `SELECT lm_pilot FROM t WHERE mission = 'Apollo 11'`],
    ['what mission came after apollo 13?', 'lookup', `SELECT mission FROM t WHERE rn = (SELECT rn FROM t WHERE mission = 'Apollo 13') + 1`],
    ['how many missions launched in 1969?', 'filtered', `SELECT count(*) FROM t WHERE year(launch) = 1969`],
    ['what was the first mission to land on the moon?', 'lookup', `SELECT mission FROM t WHERE rn = (SELECT min(rn) FROM t WHERE landing_site <> '—')`],
    ['how long did apollo 11 last?', 'lookup', `SELECT duration FROM t WHERE mission = 'Apollo 11'`],
    ['when did apollo 16 launch?', 'lookup', `SELECT launch FROM t WHERE mission = 'Apollo 16'`],
    ['how many days longer was apollo 15 than apollo 14?', 'compare', `SELECT (SELECT duration FROM t WHERE mission = 'Apollo 15') - (SELECT duration FROM t WHERE mission = 'Apollo 14')`],
    ['which mission did eugene cernan command?', 'lookup', `SELECT mission FROM t WHERE commander = 'Eugene Cernan'`],
    ['what was the shortest mission?', 'argmax', `SELECT mission FROM t ORDER BY duration LIMIT 1`],
    ['what was the total duration of the missions launched in 1972?', 'aggregate', `SELECT sum(duration) FROM t WHERE year(launch) = 1972`],
    ['who was the command module pilot of the last mission?', 'lookup', `SELECT cm_pilot FROM t WHERE rn = (SELECT max(rn) FROM t)`],
    ['how many missions lasted more than 10 days?', 'filtered', `SELECT count(*) FROM t WHERE duration > 10`],
    ['where did apollo 12 land?', 'lookup', `SELECT landing_site FROM t WHERE mission = 'Apollo 12'`],
  ],
});
