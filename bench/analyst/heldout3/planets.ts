import { table } from '../spec';

/** A wiki cell as a number: thousands separators out, a unicode minus read as a minus. */
const num = (column: string) => `replace(replace("${column}", ',', ''), '−', '-')::DOUBLE`;

export default table({
  name: 'planets',
  file: 'planets.csv',
  domain: 'astronomy: the eight planets as a wiki table (units in headers, thousands separators, unicode minus, "Prehistoric" / "1781 (William Herschel)" cells)',
  load: `SELECT "Planet" AS planet, "Type" AS type, ${num('Diameter (km)')} AS diameter_km, ${num('Mass (10^24 kg)')} AS mass,
      ${num('Distance from Sun (10^6 km)')} AS distance, ${num('Orbital period (days)')} AS period_days,
      ${num('Day length (hours)')} AS day_hours, ${num('Mean temperature (°C)')} AS temp_c, "Moons"::INTEGER AS moons,
      "Rings" = 'Yes' AS rings, "Discovered" AS discovered
    FROM read_csv('{file}', all_varchar = true)`,
  questions: [
    ['biggest planet', 'argmax', `SELECT planet FROM t ORDER BY diameter_km DESC LIMIT 1`],
    ['smallest planet?', 'argmax', `SELECT planet FROM t ORDER BY diameter_km LIMIT 1`],
    ['how many moons does saturn have', 'lookup', `SELECT moons FROM t WHERE planet = 'Saturn'`],
    ['total number of moons', 'aggregate', `SELECT sum(moons) FROM t`],
    ['which planet has the most moons', 'argmax', `SELECT planet FROM t ORDER BY moons DESC LIMIT 1`],
    ['hottest planet', 'argmax', `SELECT planet FROM t ORDER BY temp_c DESC LIMIT 1`],
    ['and the coldest', 'follow-up', `SELECT planet FROM t ORDER BY temp_c LIMIT 1`],
    ['how many planets have rings', 'filtered', `SELECT count(*) FROM t WHERE rings`],
    ['which planets have no moons', 'filtered', `SELECT planet FROM t WHERE moons = 0`],
    ['avg diameter of the gas giants', 'filtered', `SELECT avg(diameter_km) FROM t WHERE type = 'Gas giant'`],
    ['and ice giants?', 'follow-up', `SELECT avg(diameter_km) FROM t WHERE type = 'Ice giant'`],
    ['mass of jupiter', 'lookup', `SELECT mass FROM t WHERE planet = 'Jupiter'`],
    ['how many times heavier is jupiter than earth', 'compare', `SELECT max(mass) FILTER (WHERE planet = 'Jupiter') / max(mass) FILTER (WHERE planet = 'Earth') FROM t`],
    ['what share of the total planet mass is jupiter', 'share', `SELECT 100 * max(mass) FILTER (WHERE planet = 'Jupiter') / sum(mass) FROM t`],
    ['how long is a year on mars in days', 'lookup', `SELECT period_days FROM t WHERE planet = 'Mars'`],
    ['which planet has the longest day', 'argmax', `SELECT planet FROM t ORDER BY day_hours DESC LIMIT 1`],
    ['planets more than 1000 million km from the sun', 'filtered', `SELECT planet FROM t WHERE distance > 1000`],
    ['how far is neptune from the sun', 'lookup', `SELECT distance FROM t WHERE planet = 'Neptune'`],
    ['what year was uranus discovered', 'lookup', `SELECT regexp_extract(discovered, '\\d{4}')::INTEGER FROM t WHERE planet = 'Uranus'`],
    ['avg temperature of the terrestrial planets', 'filtered', `SELECT avg(temp_c) FROM t WHERE type = 'Terrestrial'`],
    ['number of planets by type', 'group-by', `SELECT type, count(*) FROM t GROUP BY 1`],
    ['correlation between distance and orbital period', 'correlation', `SELECT corr(distance, period_days) FROM t`],
    ['mars vs earth diameter', 'compare', `SELECT max(diameter_km) FILTER (WHERE planet = 'Mars'), max(diameter_km) FILTER (WHERE planet = 'Earth') FROM t`],
    ['median diamter', 'aggregate', `SELECT median(diameter_km) FROM t`],
    ['how many planets are colder than -100 degrees', 'filtered', `SELECT count(*) FROM t WHERE temp_c < -100`],
    ['which planet has the most rings', 'clarify', null],
    ['what is the gravity on mars', 'clarify', null],
    ['whats the biggest moon of jupiter', 'clarify', null],
  ],
});
