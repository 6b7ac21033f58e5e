import { table } from '../spec';

export default table({
  name: 'tour_de_france_2023_stages',
  file: 'tour_de_france_2023_stages.csv',
  domain:
    "a cycling grand tour's stages (the 2023 Tour de France): stage number (empty on the two rest days), date without a year (`1 July`), course (`Bilbao to Bilbao`; the rest day's town alone), distance in two units (`182 km (113.1 mi)`), type (`Flat stage`, `Hilly stage`, `Mountain stage`, `Individual time trial`, `Rest day`), winner with a country code (`Adam Yates (GBR)`); a **Total** line last",
  load: `SELECT TRY_CAST(NULLIF(Stage, '') AS INTEGER) AS stage,
      strptime("Date" || ' 2023', '%d %B %Y')::DATE AS day,
      "Date" AS date_text,
      regexp_replace(Course, '\\[[a-z]\\]', '') AS course,
      TRY_CAST(regexp_extract(Distance, '^([\\d.]+) km', 1) AS DOUBLE) AS distance_km,
      Type AS type,
      NULLIF(regexp_extract(Winner, '^(.*) \\(([A-Z]{3})\\)$', 1), '') AS winner,
      NULLIF(regexp_extract(Winner, '\\(([A-Z]{3})\\)$', 1), '') AS winner_country
    FROM read_csv('{file}', header = true, all_varchar = true)
    WHERE Course <> 'Total'`,
  questions: [
    ['who won stage 9', 'lookup', `SELECT winner FROM t WHERE stage = 9`],
    [
      'how many stages did philipsen win',
      'filtered',
      `SELECT count(*) FROM t WHERE winner = 'Jasper Philipsen'`,
    ],
    [
      'who won the most stages',
      'argmax',
      `SELECT winner FROM t WHERE winner IS NOT NULL GROUP BY winner ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many mountain stages were there',
      'filtered',
      `SELECT count(*) FROM t WHERE type = 'Mountain stage'`,
    ],
    [
      'which stage was the longest',
      'argmax',
      `SELECT stage FROM t ORDER BY distance_km DESC NULLS LAST LIMIT 1`,
    ],
    [
      'how long was the time trial',
      'lookup',
      `SELECT distance_km FROM t WHERE type = 'Individual time trial'`,
    ],
    ['total distance of the race', 'aggregate', `SELECT sum(distance_km) FROM t`],
    [
      'how many stages were won by danish riders',
      'filtered',
      `SELECT count(*) FROM t WHERE winner_country = 'DEN'`,
    ],
    [
      'which country won the most stages',
      'argmax',
      `SELECT winner_country FROM t WHERE winner_country IS NOT NULL GROUP BY winner_country ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['when were the rest days', 'filtered', `SELECT date_text FROM t WHERE type = 'Rest day'`],
    ['what stage was raced on july 14th', 'calendar', `SELECT stage FROM t WHERE day = DATE '2023-07-14'`],
    [
      'how many stages were on a sunday',
      'calendar',
      `SELECT count(*) FROM t WHERE stage IS NOT NULL AND dayname(day) = 'Sunday'`,
    ],
    ['avg length of the flat stages', 'filtered', `SELECT avg(distance_km) FROM t WHERE type = 'Flat stage'`],
    [
      'who won the stage after the first rest day',
      'lookup',
      `SELECT winner FROM t WHERE stage IS NOT NULL AND day > (SELECT min(day) FROM t WHERE type = 'Rest day') ORDER BY day LIMIT 1`,
    ],
    ['where did the tour start', 'lookup', `SELECT split_part(course, ' to ', 1) FROM t WHERE stage = 1`],
    ['how many stages did pogacar win', 'filtered', `SELECT count(*) FROM t WHERE winner = 'Tadej Pogačar'`],
    ['which stages did spanish riders win', 'filtered', `SELECT stage FROM t WHERE winner_country = 'ESP'`],
    [
      'how many km was the longest mountain stage',
      'filtered',
      `SELECT max(distance_km) FROM t WHERE type = 'Mountain stage'`,
    ],
    [
      'what % of the stages were flat',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE type = 'Flat stage') / count(stage) FROM t`,
    ],
    [
      'which stage was the shortest',
      'argmax',
      `SELECT stage FROM t WHERE distance_km IS NOT NULL ORDER BY distance_km LIMIT 1`,
    ],
    ['how many stages were over 180km', 'filtered', `SELECT count(*) FROM t WHERE distance_km > 180`],
    ['what type of stage was stage 12', 'lookup', `SELECT type FROM t WHERE stage = 12`],
    [
      'how much longer was stage 2 than stage 1',
      'compare',
      `SELECT (SELECT distance_km FROM t WHERE stage = 2) - (SELECT distance_km FROM t WHERE stage = 1)`,
    ],
    [
      "who won the stage before vingegaard's time trial",
      'lookup',
      `SELECT winner FROM t WHERE stage = (SELECT stage FROM t WHERE type = 'Individual time trial') - 1`,
    ],
    ['how many different riders won a stage', 'aggregate', `SELECT count(DISTINCT winner) FROM t`],
    ['total km of the hilly stages', 'filtered', `SELECT sum(distance_km) FROM t WHERE type = 'Hilly stage'`],
    ["what was vingegaard's time in the tt", 'clarify', null],
    ['who won the yellow jersey', 'clarify', null],
  ],
});
