import { table } from '../spec';

export default table({
  name: 'iphone_models',
  file: 'iphone_models.csv',
  domain:
    "a smartphone maker's models 2007–2025 (not every model): model (`iPhone[a]`, `iPhone SE (2nd generation)`), release date in words, display `6.1 in`, storage options listed in one cell (`64, 128, 256 GB`), chip (`—` for the first three), US launch price (`$199[b]`: on a two-year contract until 2014), discontinued date in words (`—` when still sold)",
  load: `SELECT regexp_replace(Model, '\\[[a-z]\\]', '', 'g') AS model,
      strptime(Released, '%B %d, %Y')::DATE AS released,
      replace(Display, ' in', '')::DECIMAL(3, 1) AS display_in,
      Storage AS storage,
      len(string_split(replace(Storage, ' GB', ''), ', ')) AS storage_options,
      list_max(list_transform(string_split(replace(Storage, ' GB', ''), ', '), x -> x::INTEGER)) AS max_storage_gb,
      nullif(Chip, '—') AS chip,
      regexp_replace(replace("Launch price (US)", '$', ''), '\\[[a-z]\\]', '', 'g')::INTEGER AS launch_price_usd,
      "Launch price (US)" LIKE '%[b]%' AS on_contract_price,
      CASE WHEN Discontinued = '—' THEN NULL ELSE strptime(Discontinued, '%B %d, %Y')::DATE END AS discontinued
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'first iphone with a 6.1 inch screen',
      'argmax',
      `SELECT model FROM t WHERE display_in = 6.1 ORDER BY released LIMIT 1`,
    ],
    ['how many models have a 6.1in display', 'filtered', `SELECT count(*) FROM t WHERE display_in = 6.1`],
    ['which models are still on sale', 'missing', `SELECT model FROM t WHERE discontinued IS NULL`],
    ['how many launched at $999', 'filtered', `SELECT count(*) FROM t WHERE launch_price_usd = 999`],
    [
      'which model was sold for the shortest time',
      'calendar',
      `SELECT model FROM t WHERE discontinued IS NOT NULL ORDER BY discontinued - released ASC LIMIT 1`,
    ],
    [
      'how many days',
      'follow-up',
      `SELECT discontinued - released FROM t WHERE discontinued IS NOT NULL ORDER BY discontinued - released ASC LIMIT 1`,
    ],
    ['how many models came out in september', 'calendar', `SELECT count(*) FROM t WHERE month(released) = 9`],
    [
      'which chip was used in the most models',
      'argmax',
      `SELECT chip FROM t WHERE chip IS NOT NULL GROUP BY chip ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'first model with a 256gb option',
      'argmax',
      `SELECT model FROM t WHERE storage LIKE '%256%' ORDER BY released LIMIT 1`,
    ],
    ['how many offered 512 gb', 'filtered', `SELECT count(*) FROM t WHERE storage LIKE '%512%'`],
    ['what chip is in the 12 mini', 'lookup', `SELECT chip FROM t WHERE model = 'iPhone 12 mini'`],
    ['and its screen size?', 'follow-up', `SELECT display_in FROM t WHERE model = 'iPhone 12 mini'`],
    [
      'models released per year since 2020',
      'group-by',
      `SELECT year(released) AS year, count(*) FROM t WHERE year(released) >= 2020 GROUP BY 1`,
    ],
    [
      'avg launch price of models released after 2016',
      'aggregate',
      `SELECT avg(launch_price_usd) FROM t WHERE year(released) > 2016`,
    ],
    [
      'price difference between the iphone x and iphone 8',
      'compare',
      `SELECT max(launch_price_usd) FILTER (WHERE model = 'iPhone X') - max(launch_price_usd) FILTER (WHERE model = 'iPhone 8') FROM t`,
    ],
    [
      'what came out right after the 4s',
      'lookup',
      `SELECT model FROM t WHERE released > (SELECT released FROM t WHERE model = 'iPhone 4S') ORDER BY released LIMIT 1`,
    ],
    [
      'how many models had only two storage sizes',
      'filtered',
      `SELECT count(*) FROM t WHERE storage_options = 2`,
    ],
    ['which models have no chip listed', 'missing', `SELECT model FROM t WHERE chip IS NULL`],
    [
      'how many days was the original iphone on sale',
      'calendar',
      `SELECT discontinued - released FROM t WHERE model = 'iPhone'`,
    ],
    [
      'how many models were discontinued in 2018',
      'filtered',
      `SELECT count(*) FROM t WHERE year(discontinued) = 2018`,
    ],
    [
      'what fraction of models have a screen of 6 inches or more',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE display_in >= 6) / count(*) FROM t`,
    ],
    [
      'correlation between screen size and launch price',
      'correlation',
      `SELECT corr(display_in, launch_price_usd) FROM t`,
    ],
    [
      'which came out first, the 5c or the 5s',
      'compare',
      `SELECT model, released FROM t WHERE model IN ('iPhone 5C', 'iPhone 5S')`,
    ],
    ['which iphone sold the most units', 'clarify', null],
    ['battery life of the iphone 13?', 'clarify', null],
  ],
});
