import { table } from '../spec';

export default table({
  name: 'zelda_games',
  file: 'zelda_games.csv',
  domain: 'video games (a game series\' main releases: Japanese release dates in words, platforms, a Yes/No handheld column, sales in millions with a footnote mark, review scores with "—" for none)',
  load: `SELECT row_number() OVER () AS rn, "Title" AS title, strptime("Release date (JP)", '%d %B %Y')::DATE AS released,
      year(strptime("Release date (JP)", '%d %B %Y')) AS year, "Platform" AS platform, "Handheld" = 'Yes' AS handheld,
      regexp_replace("Sales (millions)", '\\[[a-z]\\]', '')::DOUBLE AS sales_m, TRY_CAST("Metacritic" AS INTEGER) AS metacritic
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which zelda game sold the most?', 'argmax', `SELECT title FROM t ORDER BY sales_m DESC LIMIT 1`],
    ['what year did majoras mask come out', 'lookup', `SELECT year FROM t WHERE title = 'Majora''s Mask'`],
    ['how many games were released on handhelds?', 'filtered', `SELECT count(*) FROM t WHERE handheld`],
    ['what was the first game on the nintendo ds?', 'lookup', `SELECT title FROM t WHERE platform = 'Nintendo DS' ORDER BY released LIMIT 1`],
    ['which game came out right before twilight princess?', 'lookup', `SELECT title FROM t WHERE rn = (SELECT rn FROM t WHERE title = 'Twilight Princess') - 1`],
    ['how many games have a metacritic score of 95 or higher', 'filtered', `SELECT count(*) FROM t WHERE metacritic >= 95`],
    ['which game had the lowest metacritic score', 'argmax', `SELECT title FROM t WHERE metacritic IS NOT NULL ORDER BY metacritic LIMIT 1`],
    ['how many copies did ocarina of time sell?', 'lookup', `SELECT sales_m FROM t WHERE title = 'Ocarina of Time'`],
    ['what are the combined sales of breath of the wild and tears of the kingdom', 'aggregate', `SELECT sum(sales_m) FROM t WHERE title IN ('Breath of the Wild', 'Tears of the Kingdom')`],
    ['how many more copies did twilight princess sell than wind waker', 'compare', `SELECT (SELECT sales_m FROM t WHERE title = 'Twilight Princess') - (SELECT sales_m FROM t WHERE title = 'The Wind Waker')`],
    ['how many games came out in 2004?', 'filtered', `SELECT count(*) FROM t WHERE year = 2004`],
    ['how many games were released on the gamecube?', 'filtered', `SELECT count(*) FROM t WHERE platform LIKE '%GameCube%'`],
    ['what platform was a link between worlds on', 'lookup', `SELECT platform FROM t WHERE title = 'A Link Between Worlds'`],
    ['how many years between the first game and breath of the wild?', 'compare', `SELECT (SELECT year FROM t WHERE title = 'Breath of the Wild') - (SELECT min(year) FROM t)`],
    ['which sold more, skyward sword or spirit tracks?', 'compare', `SELECT title FROM t WHERE title IN ('Skyward Sword', 'Spirit Tracks') ORDER BY sales_m DESC LIMIT 1`],
    ['what is the average metacritic score of the switch games?', 'aggregate', `SELECT avg(metacritic) FROM t WHERE platform LIKE '%Switch%'`],
    ['how many games sold over 5 million copies?', 'filtered', `SELECT count(*) FROM t WHERE sales_m > 5`],
    ['how much did the zelda game on the wii sell?', 'clarify', null],
    ['what was the best selling game on a handheld?', 'argmax', `SELECT title FROM t WHERE handheld ORDER BY sales_m DESC LIMIT 1`],
    ["when was link's awakening released in japan", 'lookup', `SELECT released FROM t WHERE title = 'Link''s Awakening'`],
    ['what about minish cap?', 'follow-up', `SELECT released FROM t WHERE title = 'The Minish Cap'`],
  ],
});
