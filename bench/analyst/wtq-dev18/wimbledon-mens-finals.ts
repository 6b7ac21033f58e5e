import { table } from '../spec';

export default table({
  name: 'wimbledon_mens_finals',
  file: 'wimbledon_mens_finals.csv',
  domain:
    "a tennis tournament's men's singles finals 1990–2025 (Wimbledon): year, champion with a title count in brackets (`Pete Sampras (7)`, `Goran Ivanišević[a]`), country, runner-up, a second `Country` column, the score in sets with tiebreaks in brackets (`7–6(5), 1–6, 7–6(4), 4–6, 13–12(3)[b]`); 2020 `No competition[c]` with `—` cells",
  load: `SELECT "Year"::INTEGER AS year,
      NULLIF(trim(regexp_replace(regexp_replace(Champion, '\\[[a-z]\\]', '', 'g'), '\\s*\\(\\d+\\)', '')), 'No competition') AS champion,
      NULLIF(Country, '—') AS champion_country,
      NULLIF("Runner-up", '—') AS runner_up,
      NULLIF(Country_1, '—') AS runner_up_country,
      NULLIF(regexp_replace("Score in the final", '\\[[a-z]\\]', '', 'g'), '—') AS score,
      CASE WHEN "Score in the final" = '—' THEN NULL
           ELSE length("Score in the final") - length(replace("Score in the final", ',', '')) + 1 END AS sets_played,
      CASE WHEN "Score in the final" = '—' THEN NULL
           ELSE length("Score in the final") - length(replace("Score in the final", '(', '')) END AS tiebreaks
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won wimbledon in 2008', 'lookup', `SELECT champion FROM t WHERE year = 2008`],
    ['how many times did sampras win', 'filtered', `SELECT count(*) FROM t WHERE champion = 'Pete Sampras'`],
    ['and agassi?', 'follow-up', `SELECT count(*) FROM t WHERE champion = 'Andre Agassi'`],
    [
      'who won the most titles',
      'argmax',
      `SELECT champion FROM t WHERE champion IS NOT NULL GROUP BY champion QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    ['who lost the 2019 final', 'lookup', `SELECT runner_up FROM t WHERE year = 2019`],
    ['how many finals went to 5 sets', 'filtered', `SELECT count(*) FROM t WHERE sets_played = 5`],
    [
      'how many finals did federer lose',
      'filtered',
      `SELECT count(*) FROM t WHERE runner_up = 'Roger Federer'`,
    ],
    [
      'which country won the most titles',
      'argmax',
      `SELECT champion_country FROM t WHERE champion_country IS NOT NULL GROUP BY champion_country QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'who won the year after ivanisevic won',
      'lookup',
      `SELECT champion FROM t WHERE year = (SELECT year FROM t WHERE champion = 'Goran Ivanišević') + 1`,
    ],
    ['how many diffrent players won it', 'aggregate', `SELECT count(DISTINCT champion) FROM t`],
    ['which year wasnt there a final', 'missing', `SELECT year FROM t WHERE champion IS NULL`],
    [
      'how many british winners',
      'filtered',
      `SELECT count(*) FROM t WHERE champion_country = 'Great Britain'`,
    ],
    ['who did murray beat in 2013', 'lookup', `SELECT runner_up FROM t WHERE year = 2013`],
    [
      'how many finals has djokovic played in',
      'filtered',
      `SELECT count(*) FROM t WHERE champion = 'Novak Djokovic' OR runner_up = 'Novak Djokovic'`,
    ],
    [
      'what years was nadal in the final',
      'filtered',
      `SELECT year FROM t WHERE champion = 'Rafael Nadal' OR runner_up = 'Rafael Nadal' ORDER BY year`,
    ],
    [
      'what % of finals were straight sets',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE sets_played = 3) / count(*) FROM t WHERE score IS NOT NULL`,
    ],
    ['how many finals had at least one tiebreak', 'filtered', `SELECT count(*) FROM t WHERE tiebreaks >= 1`],
    [
      "who won after sampras's last title",
      'lookup',
      `SELECT champion FROM t WHERE year = (SELECT max(year) FROM t WHERE champion = 'Pete Sampras') + 1`,
    ],
    [
      'which runner up lost the most finals',
      'argmax',
      `SELECT runner_up FROM t WHERE runner_up IS NOT NULL GROUP BY runner_up QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    ['first year djokovic won', 'lookup', `SELECT min(year) FROM t WHERE champion = 'Novak Djokovic'`],
    [
      'how many titles did americans win in the 90s',
      'calendar',
      `SELECT count(*) FROM t WHERE champion_country = 'United States' AND year BETWEEN 1990 AND 1999`,
    ],
    ['how many sets in the 2009 final', 'lookup', `SELECT sets_played FROM t WHERE year = 2009`],
    ['how many countries have had a champion', 'aggregate', `SELECT count(DISTINCT champion_country) FROM t`],
    [
      'did federer or djokovic win more',
      'compare',
      `SELECT 'Roger Federer', count(*) FILTER (WHERE champion = 'Roger Federer'), count(*) FILTER (WHERE champion = 'Novak Djokovic') FROM t`,
    ],
    [
      'how many finals were between 2 players from the same country',
      'filtered',
      `SELECT count(*) FROM t WHERE champion_country = runner_up_country`,
    ],
    [
      'who was the last champ before alcaraz',
      'lookup',
      `SELECT champion FROM t WHERE champion IS NOT NULL AND year < (SELECT min(year) FROM t WHERE champion = 'Carlos Alcaraz') ORDER BY year DESC LIMIT 1`,
    ],
    ['how many titles for spain', 'filtered', `SELECT count(*) FROM t WHERE champion_country = 'Spain'`],
    ['who won the womens final in 2015', 'clarify', null],
    ['how much prize money did sinner get', 'clarify', null],
  ],
});
