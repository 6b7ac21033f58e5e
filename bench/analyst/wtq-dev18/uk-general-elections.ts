import { table } from '../spec';

export default table({
  name: 'uk_general_elections',
  file: 'uk_general_elections.csv',
  domain:
    "a country's general elections 1945–2024 (the United Kingdom): polling day in words (`28 February 1974`, two elections in 1974), winning party, Prime Minister, seats won of the total seats, majority (`Hung parliament[b]` for three), the winner's vote share `48.0%[a]` and turnout `72.8%` with percent signs",
  load: `SELECT row_number() OVER () AS n,
      strptime(Election, '%d %B %Y')::DATE AS election_date,
      year(strptime(Election, '%d %B %Y')) AS year,
      "Winning party" AS party,
      "Prime Minister" AS prime_minister,
      "Seats won"::INTEGER AS seats_won,
      "Total seats"::INTEGER AS total_seats,
      TRY_CAST(Majority AS INTEGER) AS majority,
      Majority LIKE 'Hung parliament%' AS hung,
      replace(regexp_replace("Vote share", '\\[[a-z]\\]', '', 'g'), '%', '')::DOUBLE AS vote_share_pct,
      replace(Turnout, '%', '')::DOUBLE AS turnout_pct
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'which election had the highest turnout',
      'argmax',
      `SELECT year FROM t ORDER BY turnout_pct DESC LIMIT 1`,
    ],
    ['and the lowest?', 'follow-up', `SELECT year FROM t ORDER BY turnout_pct LIMIT 1`],
    ['how many elections did labour win', 'filtered', `SELECT count(*) FROM t WHERE party = 'Labour'`],
    ['how many hung parliaments', 'filtered', `SELECT count(*) FROM t WHERE hung`],
    [
      'which election had the biggest majority',
      'argmax',
      `SELECT year FROM t ORDER BY majority DESC NULLS LAST LIMIT 1`,
    ],
    [
      'who was pm then',
      'follow-up',
      `SELECT prime_minister FROM t ORDER BY majority DESC NULLS LAST LIMIT 1`,
    ],
    [
      'how many elections did thatcher win',
      'filtered',
      `SELECT count(*) FROM t WHERE prime_minister = 'Margaret Thatcher'`,
    ],
    ['avg turnout', 'aggregate', `SELECT avg(turnout_pct) FROM t`],
    ['which party won in 1964', 'lookup', `SELECT party FROM t WHERE year = 1964`],
    ['how many elections were held in 1974', 'calendar', `SELECT count(*) FROM t WHERE year = 1974`],
    ['how many seats did labour get in 2024', 'lookup', `SELECT seats_won FROM t WHERE year = 2024`],
    ['turnout in 2019?', 'lookup', `SELECT turnout_pct FROM t WHERE year = 2019`],
    [
      'difference in turnout between 1950 and 2001',
      'compare',
      `SELECT (SELECT turnout_pct FROM t WHERE year = 1950) - (SELECT turnout_pct FROM t WHERE year = 2001)`,
    ],
    ['how many elections since 2000', 'calendar', `SELECT count(*) FROM t WHERE year >= 2000`],
    [
      'which pm won the most elections',
      'argmax',
      `SELECT prime_minister FROM t GROUP BY prime_minister QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'what year did the winning party get the lowest share of the vote',
      'argmax',
      `SELECT year FROM t ORDER BY vote_share_pct LIMIT 1`,
    ],
    [
      'what % of elections ended in a hung parliament',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE hung) / count(*) FROM t`,
    ],
    ['how many times did the tories win', 'filtered', `SELECT count(*) FROM t WHERE party = 'Conservative'`],
    [
      'how many conservative wins had a majority over 100',
      'filtered',
      `SELECT count(*) FROM t WHERE party = 'Conservative' AND majority > 100`,
    ],
    [
      'is there a correlation between turnout and the winners vote share',
      'correlation',
      `SELECT corr(turnout_pct, vote_share_pct) FROM t`,
    ],
    [
      'what was the majority in oct 1974',
      'lookup',
      `SELECT majority FROM t WHERE election_date = DATE '1974-10-10'`,
    ],
    [
      'when was the election after the 2010 one',
      'lookup',
      `SELECT election_date FROM t WHERE n = (SELECT n FROM t WHERE year = 2010) + 1`,
    ],
    [
      'how many seats did blair win in total over his 3 elections',
      'aggregate',
      `SELECT sum(seats_won) FROM t WHERE prime_minister = 'Tony Blair'`,
    ],
    [
      'which elections had turnout above 80%',
      'filtered',
      `SELECT year FROM t WHERE turnout_pct > 80 ORDER BY year`,
    ],
    ['how many seats were there in 1992', 'lookup', `SELECT total_seats FROM t WHERE year = 1992`],
    [
      'avg labour majority',
      'aggregate',
      `SELECT avg(majority) FROM t WHERE party = 'Labour' AND majority IS NOT NULL`,
    ],
    ['how many votes did the lib dems get in 2010', 'clarify', null],
    ['quel parti a gagné les élections de 1979 ?', 'clarify', null],
  ],
});
