import { table } from '../spec';

export default table({
  name: 'longest_rail_tunnels',
  file: 'longest_rail_tunnels.csv',
  domain:
    'the longest railway tunnels: rank (`—` for the three under construction at the bottom), tunnel, length in km `57.09` and in miles `35.47`, country (`United Kingdom / France` across a border), line, year opened (`2032 (est.)` for those under construction), type (`Mountain base tunnel`, `Undersea`, `Urban`, `Immersed tube`), notes (`Longest in the world until 1982[b]`; `—` for none)',
  load: `SELECT NULLIF(Rank, '—')::INTEGER AS rank,
      Tunnel AS tunnel,
      "Length (km)"::DOUBLE AS length_km,
      "Length (mi)"::DOUBLE AS length_mi,
      Country AS country,
      Line AS line,
      regexp_extract(Opened, '^(\\d{4})', 1)::INTEGER AS opened,
      Opened LIKE '%(est.)%' AS under_construction,
      Type AS tunnel_type,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'longest rail tunnel in the world',
      'argmax',
      `SELECT tunnel FROM t WHERE NOT under_construction ORDER BY length_km DESC LIMIT 1`,
    ],
    [
      'how long is the channel tunnel in miles',
      'lookup',
      `SELECT length_mi FROM t WHERE tunnel = 'Channel Tunnel'`,
    ],
    [
      'how many tunnels are in switzerland',
      'filtered',
      `SELECT count(*) FROM t WHERE country LIKE '%Switzerland%'`,
    ],
    ['how many are still under construction', 'filtered', `SELECT count(*) FROM t WHERE under_construction`],
    ['oldest tunnel on the list', 'argmax', `SELECT tunnel FROM t ORDER BY opened LIMIT 1`],
    [
      'how many undersea tunnels are there',
      'filtered',
      `SELECT count(*) FROM t WHERE tunnel_type = 'Undersea'`,
    ],
    [
      'which country has the most tunnels on the list',
      'argmax',
      `SELECT c FROM (SELECT unnest(string_split(country, ' / ')) AS c FROM t) GROUP BY c ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'when will the brenner base tunnel open',
      'lookup',
      `SELECT opened FROM t WHERE tunnel = 'Brenner Base Tunnel'`,
    ],
    ['how many tunnels opened in 2016', 'filtered', `SELECT count(*) FROM t WHERE opened = 2016`],
    [
      'total length of the swiss tunnels in km',
      'filtered',
      `SELECT sum(length_km) FROM t WHERE country LIKE '%Switzerland%'`,
    ],
    [
      'avg length of the tunnels in japan',
      'filtered',
      `SELECT avg(length_km) FROM t WHERE country = 'Japan'`,
    ],
    [
      'longest tunnel in china',
      'argmax',
      `SELECT tunnel FROM t WHERE country = 'China' ORDER BY length_km DESC LIMIT 1`,
    ],
    [
      'how much longer is the gotthard than the seikan',
      'compare',
      `SELECT max(length_km) FILTER (WHERE tunnel = 'Gotthard Base Tunnel') - max(length_km) FILTER (WHERE tunnel = 'Seikan Tunnel') FROM t`,
    ],
    ['whats the 10th longest', 'lookup', `SELECT tunnel FROM t WHERE rank = 10`],
    [
      'which tunnel comes after the lotschberg on the list',
      'lookup',
      `SELECT tunnel FROM t WHERE rank = (SELECT rank FROM t WHERE tunnel = 'Lötschberg Base Tunnel') + 1`,
    ],
    ['how many tunnels opened before 2000', 'filtered', `SELECT count(*) FROM t WHERE opened < 2000`],
    [
      'which tunnels are on the tohoku shinkansen',
      'filtered',
      `SELECT tunnel FROM t WHERE line = 'Tōhoku Shinkansen'`,
    ],
    [
      'how many tunnels in the list are longer than 30 km',
      'filtered',
      `SELECT count(*) FROM t WHERE length_km > 30`,
    ],
    [
      'which tunnels opened in the 2000s',
      'calendar',
      `SELECT tunnel FROM t WHERE opened BETWEEN 2000 AND 2009`,
    ],
    [
      'longest one under construction',
      'argmax',
      `SELECT tunnel FROM t WHERE under_construction ORDER BY length_km DESC LIMIT 1`,
    ],
    [
      'what % of the open tunnels are mountain base tunnels',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE tunnel_type = 'Mountain base tunnel') / count(*) FROM t WHERE NOT under_construction`,
    ],
    [
      'which opened first, the channel tunnel or seikan',
      'compare',
      `SELECT tunnel, opened FROM t WHERE tunnel IN ('Channel Tunnel', 'Seikan Tunnel') ORDER BY opened`,
    ],
    [
      'how many tunnels does austria have on the list',
      'filtered',
      `SELECT count(*) FROM t WHERE country LIKE '%Austria%'`,
    ],
    ['which tunnels dont have a rank', 'missing', `SELECT tunnel FROM t WHERE rank IS NULL`],
    [
      'what type of tunnel is the fehmarn belt',
      'lookup',
      `SELECT tunnel_type FROM t WHERE tunnel = 'Fehmarn Belt Tunnel'`,
    ],
    ['how much did the gotthard cost to build', 'clarify', null],
    ['how many trains a day go thru the channel tunnel', 'clarify', null],
  ],
});
