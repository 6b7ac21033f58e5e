import { table } from '../spec';

export default table({
  name: 'euro_adoption',
  file: 'euro_adoption.csv',
  domain:
    "a currency union's members in order of joining (the euro area, 21 states to 2026): order `#`, state (`Cyprus[b]`), date the euro was adopted and date of the cash changeover in words (`1 January 1999`), the previous currency (`Luxembourgish franc[a]`), its ISO code, the irrevocably fixed rate per euro (`1,936.27` with a thousands comma, `0.787564`, `340.750`)",
  load: `SELECT "#"::INTEGER AS n,
      regexp_replace(State, '\\[[a-z]\\]', '', 'g') AS state,
      strptime("Euro adopted", '%d %B %Y')::DATE AS adopted,
      strptime("Cash changeover", '%d %B %Y')::DATE AS cash_changeover,
      regexp_replace("Previous currency", '\\[[a-z]\\]', '', 'g') AS previous_currency,
      "ISO code" AS iso_code,
      replace("Fixed rate (per €1)", ',', '')::DOUBLE AS rate_per_euro
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many countries use the euro', 'aggregate', `SELECT count(*) FROM t`],
    ['which country joined most recently', 'argmax', `SELECT state FROM t ORDER BY adopted DESC LIMIT 1`],
    ['how many adopted it in 1999', 'calendar', `SELECT count(*) FROM t WHERE year(adopted) = 1999`],
    [
      'what was the rate for the deutsche mark',
      'lookup',
      `SELECT rate_per_euro FROM t WHERE previous_currency = 'Deutsche Mark'`,
    ],
    [
      'how many italian lire to the euro',
      'lookup',
      `SELECT rate_per_euro FROM t WHERE previous_currency = 'Italian lira'`,
    ],
    [
      'which currencies were worth more than a euro',
      'filtered',
      `SELECT previous_currency FROM t WHERE rate_per_euro < 1 ORDER BY n`,
    ],
    [
      'which currency had the highest rate',
      'argmax',
      `SELECT previous_currency FROM t ORDER BY rate_per_euro DESC LIMIT 1`,
    ],
    [
      'how many countries joined between 2007 and 2015',
      'calendar',
      `SELECT count(*) FROM t WHERE year(adopted) BETWEEN 2007 AND 2015`,
    ],
    [
      'who joined after greece',
      'lookup',
      `SELECT state FROM t WHERE n = (SELECT n FROM t WHERE state = 'Greece') + 1`,
    ],
    ['what year did croatia adopt the euro', 'lookup', `SELECT year(adopted) FROM t WHERE state = 'Croatia'`],
    [
      'which currency had exactly the same rate as the deutsche mark',
      'filtered',
      `SELECT previous_currency FROM t WHERE previous_currency <> 'Deutsche Mark' AND rate_per_euro = (SELECT rate_per_euro FROM t WHERE previous_currency = 'Deutsche Mark')`,
    ],
    [
      'how many countries switched to euro cash the same day they adopted it',
      'filtered',
      `SELECT count(*) FROM t WHERE adopted = cash_changeover`,
    ],
    [
      'how many joined in the 2010s',
      'calendar',
      `SELECT count(*) FROM t WHERE year(adopted) BETWEEN 2010 AND 2019`,
    ],
    [
      'iso code for the slovak koruna',
      'lookup',
      `SELECT iso_code FROM t WHERE previous_currency = 'Slovak koruna'`,
    ],
    [
      'how many of the old currencies were francs',
      'filtered',
      `SELECT count(*) FROM t WHERE previous_currency LIKE '%franc%'`,
    ],
    [
      'how many years between the first countries and croatia',
      'compare',
      `SELECT (SELECT year(adopted) FROM t WHERE state = 'Croatia') - min(year(adopted)) FROM t`,
    ],
    [
      'how many pesetas per euro',
      'lookup',
      `SELECT rate_per_euro FROM t WHERE previous_currency = 'Spanish peseta'`,
    ],
    [
      'which year had the most countries join',
      'argmax',
      `SELECT year(adopted) FROM t GROUP BY 1 QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'what share of the members joined in the first wave',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE adopted = (SELECT min(adopted) FROM t)) / count(*) FROM t`,
    ],
    [
      'was the escudo rate higher than the drachma',
      'compare',
      `SELECT (SELECT rate_per_euro FROM t WHERE previous_currency = 'Portuguese escudo'), (SELECT rate_per_euro FROM t WHERE previous_currency = 'Greek drachma')`,
    ],
    [
      'how many had a currency called pound',
      'filtered',
      `SELECT count(*) FROM t WHERE previous_currency LIKE '%pound'`,
    ],
    [
      'which baltic state joined first',
      'argmax',
      `SELECT state FROM t WHERE state IN ('Estonia', 'Latvia', 'Lithuania') ORDER BY adopted LIMIT 1`,
    ],
    ['how many rates were over 100', 'filtered', `SELECT count(*) FROM t WHERE rate_per_euro > 100`],
    [
      'which of them was the lowest',
      'follow-up',
      `SELECT previous_currency FROM t WHERE rate_per_euro > 100 ORDER BY rate_per_euro LIMIT 1`,
    ],
    ['what was the 15th country', 'lookup', `SELECT state FROM t WHERE n = 15`],
    ['whats the euro to dollar rate today', 'clarify', null],
    ['when will poland adopt the euro', 'clarify', null],
  ],
});
