import { table } from '../spec';

export default table({
  name: 'gemini_missions',
  file: 'gemini_missions.csv',
  domain:
    "a crewed space programme's flights 1964–1966 (Project Gemini, two uncrewed tests and ten crewed missions): mission (`Gemini 6A`), launch date `3 June 1965`, crew listed in one cell (`Neil Armstrong, David Scott`; `—` uncrewed), duration `13d 18h 35m`, orbits (`64[a]`, `—` suborbital), recovery ship (`—` not recovered), spacewalks (`—` for none), a notes sentence",
  load: `SELECT Mission AS mission, strptime("Launch date", '%d %B %Y')::DATE AS launch_date,
      NULLIF(Crew, '—') AS crew,
      CASE WHEN Crew = '—' THEN 0 ELSE len(string_split(Crew, ', ')) END AS crew_size,
      regexp_extract(Duration, '(\\d+)d (\\d+)h (\\d+)m', 1)::INTEGER * 1440
        + regexp_extract(Duration, '(\\d+)d (\\d+)h (\\d+)m', 2)::INTEGER * 60
        + regexp_extract(Duration, '(\\d+)d (\\d+)h (\\d+)m', 3)::INTEGER AS duration_min,
      NULLIF(regexp_replace(Orbits, '\\[[a-z]\\]', '', 'g'), '—')::INTEGER AS orbits,
      NULLIF("Recovery ship", '—') AS recovery_ship,
      CASE WHEN EVAs = '—' THEN 0 ELSE EVAs::INTEGER END AS evas,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['longest gemini mission', 'argmax', `SELECT mission FROM t ORDER BY duration_min DESC LIMIT 1`],
    ['how many days was it', 'follow-up', `SELECT max(duration_min) / 1440.0 FROM t`],
    ['how many missions had a crew', 'filtered', `SELECT count(*) FROM t WHERE crew IS NOT NULL`],
    [
      'how many times did jim lovell fly',
      'filtered',
      `SELECT count(*) FROM t WHERE crew LIKE '%Jim Lovell%'`,
    ],
    ['which missions', 'follow-up', `SELECT mission FROM t WHERE crew LIKE '%Jim Lovell%'`],
    [
      'which astronauts flew twice',
      'group-by',
      `SELECT a FROM (SELECT unnest(string_split(crew, ', ')) AS a FROM t WHERE crew IS NOT NULL) GROUP BY a HAVING count(*) = 2`,
    ],
    ['total number of evas', 'aggregate', `SELECT sum(evas) FROM t`],
    ['which mission had the most spacewalks', 'argmax', `SELECT mission FROM t ORDER BY evas DESC LIMIT 1`],
    [
      'who was on gemini 8',
      'lookup',
      `SELECT unnest(string_split(crew, ', ')) FROM t WHERE mission = 'Gemini 8'`,
    ],
    ['how many orbits did gemini 5 do', 'lookup', `SELECT orbits FROM t WHERE mission = 'Gemini 5'`],
    ['total orbits of the crewed flights', 'filtered', `SELECT sum(orbits) FROM t WHERE crew IS NOT NULL`],
    [
      'how many were picked up by the wasp',
      'filtered',
      `SELECT count(*) FROM t WHERE recovery_ship = 'USS Wasp'`,
    ],
    [
      'which recovery ship was used most',
      'argmax',
      `SELECT recovery_ship FROM t WHERE recovery_ship IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many launched in 1966', 'filtered', `SELECT count(*) FROM t WHERE year(launch_date) = 1966`],
    [
      'avg mission length in hours for the crewed ones',
      'filtered',
      `SELECT avg(duration_min) / 60.0 FROM t WHERE crew IS NOT NULL`,
    ],
    [
      'shortest crewed flight',
      'argmax',
      `SELECT mission FROM t WHERE crew IS NOT NULL ORDER BY duration_min LIMIT 1`,
    ],
    [
      'how many days between gemini 3 and gemini 12',
      'compare',
      `SELECT date_diff('day', max(launch_date) FILTER (WHERE mission = 'Gemini 3'), max(launch_date) FILTER (WHERE mission = 'Gemini 12')) FROM t`,
    ],
    [
      'which mission launched right after gemini 7',
      'lookup',
      `SELECT mission FROM t WHERE launch_date > (SELECT launch_date FROM t WHERE mission = 'Gemini 7') ORDER BY launch_date LIMIT 1`,
    ],
    [
      'how many have no recovery ship listed',
      'missing',
      `SELECT count(*) FROM t WHERE recovery_ship IS NULL`,
    ],
    ['how many launches in june', 'calendar', `SELECT count(*) FROM t WHERE month(launch_date) = 6`],
    [
      'what % of the crewed flights had a spacewalk',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE evas > 0) / count(*) FROM t WHERE crew IS NOT NULL`,
    ],
    ['corr between orbits and duration', 'correlation', `SELECT corr(orbits, duration_min) FROM t`],
    ['how much did the gemini program cost', 'clarify', null],
    ['what rocket launched gemini 4', 'clarify', null],
    [
      'difference in orbits between gemini 7 and gemini 5',
      'compare',
      `SELECT max(orbits) FILTER (WHERE mission = 'Gemini 7') - max(orbits) FILTER (WHERE mission = 'Gemini 5') FROM t`,
    ],
  ],
});
