import { table } from '../spec';

export default table({
  name: 'snooker_world_finals',
  file: 'snooker_world_finals.csv',
  domain:
    "a cue sport's world championship finals 1995–2025: year (`2020[b]`), champion with the title count in brackets from the second title on (`Ronnie O'Sullivan (7)`, footnote marks on some first-time winners), champion's country, score `18–12`, runner-up and runner-up's country, winner's prize `£500,000`",
  load: `SELECT regexp_replace(Year, '\\[[a-z]\\]', '', 'g')::INTEGER AS year,
      trim(regexp_replace(regexp_replace(Champion, '\\[[a-z]\\]', '', 'g'), '\\(\\d+\\)', '')) AS champion,
      coalesce(nullif(regexp_extract(Champion, '\\((\\d+)\\)', 1), '')::INTEGER, 1) AS title_number,
      "Champion's country" AS champion_country, Score AS score,
      split_part(Score, '–', 1)::INTEGER AS winner_frames,
      split_part(Score, '–', 2)::INTEGER AS runner_up_frames,
      "Runner-up" AS runner_up, "Runner-up's country" AS runner_up_country,
      replace(replace("Winner's prize", '£', ''), ',', '')::INTEGER AS prize_gbp
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'how many times did ronnie osullivan win',
      'filtered',
      `SELECT count(*) FROM t WHERE champion = 'Ronnie O''Sullivan'`,
    ],
    [
      'who won the most world titles in this period',
      'argmax',
      `SELECT champion FROM t GROUP BY champion ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      "who was champ the year after ken doherty's win",
      'lookup',
      `SELECT champion FROM t WHERE year = (SELECT year + 1 FROM t WHERE champion = 'Ken Doherty')`,
    ],
    [
      'closest final? who beat who',
      'argmax',
      `SELECT year, champion, runner_up FROM t ORDER BY winner_frames - runner_up_frames ASC LIMIT 1`,
    ],
    ['which finals finished 18-8', 'filtered', `SELECT year FROM t WHERE score = '18–8'`],
    [
      'how many finals did john higgins lose',
      'filtered',
      `SELECT count(*) FROM t WHERE runner_up = 'John Higgins'`,
    ],
    ['and how many did he win', 'follow-up', `SELECT count(*) FROM t WHERE champion = 'John Higgins'`],
    ['how many diferent champions are there', 'aggregate', `SELECT count(DISTINCT champion) FROM t`],
    [
      'first champion from outside the uk',
      'argmax',
      `SELECT champion FROM t WHERE champion_country NOT IN ('England', 'Scotland', 'Wales', 'Northern Ireland') ORDER BY year LIMIT 1`,
    ],
    [
      'how many titles went to scottish players',
      'filtered',
      `SELECT count(*) FROM t WHERE champion_country = 'Scotland'`,
    ],
    [
      'which countries have more than one title, and how many each',
      'group-by',
      `SELECT champion_country, count(*) FROM t GROUP BY champion_country HAVING count(*) > 1`,
    ],
    [
      'total prize money selby won from his world titles',
      'aggregate',
      `SELECT sum(prize_gbp) FROM t WHERE champion = 'Mark Selby'`,
    ],
    [
      "what year did the winner's prize first hit 500k",
      'filtered',
      `SELECT min(year) FROM t WHERE prize_gbp >= 500000`,
    ],
    [
      'how much did the winners prize go up from 1995 to 2025',
      'compare',
      `SELECT max(prize_gbp) FILTER (WHERE year = 2025) - max(prize_gbp) FILTER (WHERE year = 1995) FROM t`,
    ],
    ['avg frames won by the runner up', 'aggregate', `SELECT avg(runner_up_frames) FROM t`],
    [
      'in which years was the prize lower than the year before',
      'filtered',
      `SELECT year FROM (SELECT year, prize_gbp, lag(prize_gbp) OVER (ORDER BY year) AS prev FROM t) WHERE prize_gbp < prev`,
    ],
    [
      'who beat kyren wilson in the final',
      'lookup',
      `SELECT champion FROM t WHERE runner_up = 'Kyren Wilson'`,
    ],
    ['what was the score', 'follow-up', `SELECT score FROM t WHERE runner_up = 'Kyren Wilson'`],
    [
      'how many all english finals were there',
      'filtered',
      `SELECT count(*) FROM t WHERE champion_country = 'England' AND runner_up_country = 'England'`,
    ],
    [
      'did mark williams or john higgins win more world titles',
      'compare',
      `SELECT champion, count(*) FROM t WHERE champion IN ('Mark Williams', 'John Higgins') GROUP BY champion`,
    ],
    [
      'who lost the most finals',
      'argmax',
      `SELECT runner_up FROM t GROUP BY runner_up ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'what % of the titles were won by english players',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE champion_country = 'England') / count(*) FROM t`,
    ],
    [
      'who retained the title the following year',
      'filtered',
      `SELECT year, champion FROM (SELECT year, champion, lag(champion) OVER (ORDER BY year) AS prev FROM t) WHERE champion = prev`,
    ],
    ['what was the highest break in the 2022 final', 'clarify', null],
    ['how many people watched the 2023 final on tv', 'clarify', null],
  ],
});
