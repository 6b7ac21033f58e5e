import { table } from '../spec';

export default table({
  name: 'roman_emperors',
  file: 'roman_emperors.csv',
  domain:
    'the first Roman emperors, 27 BC – AD 192 (Julio-Claudian to Nerva–Antonine, co-emperor Lucius Verus numbered `16a[c]`): number, emperor, born / reign start / reign end as `23 September 63 BC` or `19 August AD 14`, dynasty (`Year of the Four Emperors`), cause of death (`Natural causes[a]`, `Assassinated`, `Suicide`, `Poisoned[b]`), age at death, notes (`—` for none)',
  load: `WITH r AS (SELECT * FROM read_csv('{file}', header = true, all_varchar = true)),
    d AS (SELECT *,
      CASE WHEN Born LIKE '% BC' THEN make_date(1 - year(strptime(replace(Born, ' BC', ''), '%d %B %Y')), month(strptime(replace(Born, ' BC', ''), '%d %B %Y')), day(strptime(replace(Born, ' BC', ''), '%d %B %Y')))
        ELSE strptime(replace(Born, 'AD ', ''), '%d %B %Y')::DATE END AS born_date,
      CASE WHEN "Reign start" LIKE '% BC' THEN make_date(1 - year(strptime(replace("Reign start", ' BC', ''), '%d %B %Y')), month(strptime(replace("Reign start", ' BC', ''), '%d %B %Y')), day(strptime(replace("Reign start", ' BC', ''), '%d %B %Y')))
        ELSE strptime(replace("Reign start", 'AD ', ''), '%d %B %Y')::DATE END AS start_date,
      strptime(replace("Reign end", 'AD ', ''), '%d %B %Y')::DATE AS end_date
      FROM r)
    SELECT regexp_replace("No.", '\\[[a-z]\\]', '', 'g') AS no, Emperor AS emperor,
      born_date, CASE WHEN Born LIKE '% BC' THEN -regexp_extract(Born, '(\\d+) BC', 1)::INTEGER ELSE year(born_date) END AS born_year,
      start_date AS reign_start, end_date AS reign_end,
      CASE WHEN "Reign start" LIKE '% BC' THEN -regexp_extract("Reign start", '(\\d+) BC', 1)::INTEGER ELSE year(start_date) END AS reign_start_year,
      year(end_date) AS reign_end_year,
      end_date - start_date AS reign_days,
      Dynasty AS dynasty, regexp_replace("Cause of death", '\\[[a-z]\\]', '', 'g') AS cause_of_death,
      "Age at death"::INTEGER AS age_at_death, NULLIF(Notes, '—') AS notes
    FROM d`,
  questions: [
    [
      'who came after nero',
      'lookup',
      `SELECT emperor FROM t WHERE reign_start > (SELECT reign_start FROM t WHERE emperor = 'Nero') ORDER BY reign_start LIMIT 1`,
    ],
    [
      'how many emperors were assassinated',
      'filtered',
      `SELECT count(*) FROM t WHERE cause_of_death = 'Assassinated'`,
    ],
    ['who were they', 'follow-up', `SELECT emperor FROM t WHERE cause_of_death = 'Assassinated'`],
    ['who lived the longest', 'argmax', `SELECT emperor FROM t ORDER BY age_at_death DESC LIMIT 1`],
    ['how many of them died in march', 'calendar', `SELECT count(*) FROM t WHERE month(reign_end) = 3`],
    ['avg age at death', 'aggregate', `SELECT avg(age_at_death) FROM t`],
    [
      'how many emperors in the flavian dynasty',
      'filtered',
      `SELECT count(*) FROM t WHERE dynasty = 'Flavian'`,
    ],
    [
      'which dynasty had the most emperors',
      'argmax',
      `SELECT dynasty FROM t GROUP BY dynasty ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['who ruled the longest', 'argmax', `SELECT emperor FROM t ORDER BY reign_days DESC LIMIT 1`],
    ['how long was that in years', 'follow-up', `SELECT max(reign_days) / 365.25 FROM t`],
    ['shortest reign?', 'argmax', `SELECT emperor FROM t ORDER BY reign_days LIMIT 1`],
    [
      'how many emperors ruled in the year 69',
      'filtered',
      `SELECT count(*) FROM t WHERE reign_start_year <= 69 AND reign_end_year >= 69`,
    ],
    ['how many commited suicide', 'filtered', `SELECT count(*) FROM t WHERE cause_of_death = 'Suicide'`],
    [
      'who was emperor when vesuvius erupted',
      'lookup',
      `SELECT emperor FROM t WHERE notes LIKE '%Vesuvius%'`,
    ],
    ['how many were born BC', 'filtered', `SELECT count(*) FROM t WHERE born_year < 0`],
    [
      'how old was hadrian when he became emperor',
      'lookup',
      `SELECT date_diff('year', born_date, reign_start) FROM t WHERE emperor = 'Hadrian'`,
    ],
    [
      'who was the youngest to become emperor',
      'argmax',
      `SELECT emperor FROM t ORDER BY reign_start - born_date LIMIT 1`,
    ],
    ['deaths by cause', 'group-by', `SELECT cause_of_death, count(*) FROM t GROUP BY cause_of_death`],
    [
      'what % died of natural causes',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE cause_of_death = 'Natural causes') / count(*) FROM t`,
    ],
    [
      'who was emperor right before trajan',
      'lookup',
      `SELECT emperor FROM t WHERE reign_start < (SELECT reign_start FROM t WHERE emperor = 'Trajan') ORDER BY reign_start DESC LIMIT 1`,
    ],
    [
      'how many years did the julio-claudians rule in total',
      'filtered',
      `SELECT sum(reign_days) / 365.25 FROM t WHERE dynasty = 'Julio-Claudian'`,
    ],
    [
      'correlation between age at death and length of reign',
      'correlation',
      `SELECT corr(age_at_death, reign_days) FROM t`,
    ],
    ["what was nero's wife called", 'clarify', null],
    ['how big was the empire under trajan', 'clarify', null],
    [
      'how many emperors reigned in the 2nd century',
      'filtered',
      `SELECT count(*) FROM t WHERE reign_end_year >= 101 AND reign_start_year <= 200`,
    ],
  ],
});
