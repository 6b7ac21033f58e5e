import { table } from '../spec';

export default table({
  name: 'interstate_highways',
  file: 'interstate_highways.csv',
  domain:
    "a country's main motorways (the US Interstate Highway System's 17 primary routes ending in 0 or 5): route `I-90`, direction (`North–south`, `East–west`), length in **two units in one cell** `3,021 mi (4,862 km)`, the two termini (`Seattle, Washington`), the states as a **list of codes in one cell** under a footnoted header `States[a]` (`WA, ID, MT`, DC among them), and the number of states (`15[b]`, DC not counted)",
  load: `SELECT Route AS route,
      replace(Route, 'I-', '')::INTEGER AS route_number,
      Direction AS direction,
      replace(regexp_extract(Length, '^([0-9,]+) mi', 1), ',', '')::INTEGER AS length_mi,
      replace(regexp_extract(Length, '\\(([0-9,]+) km\\)', 1), ',', '')::INTEGER AS length_km,
      "Southern or western terminus" AS south_west_terminus,
      "Northern or eastern terminus" AS north_east_terminus,
      "States[a]" AS states,
      regexp_extract("No. of states", '^[0-9]+')::INTEGER AS n_states
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['longest interstate', 'argmax', `SELECT route FROM t ORDER BY length_mi DESC LIMIT 1`],
    ['shortest one?', 'argmax', `SELECT route FROM t ORDER BY length_mi LIMIT 1`],
    ['how long is i-10 in miles', 'lookup', `SELECT length_mi FROM t WHERE route = 'I-10'`],
    ['how many run east west', 'filtered', `SELECT count(*) FROM t WHERE direction = 'East–west'`],
    ['which goes through the most states', 'argmax', `SELECT route FROM t ORDER BY n_states DESC LIMIT 1`],
    [
      'how many interstates go thru texas',
      'filtered',
      `SELECT count(*) FROM t WHERE list_contains(string_split(states, ', '), 'TX')`,
    ],
    ['where does i-95 end up north', 'lookup', `SELECT north_east_terminus FROM t WHERE route = 'I-95'`],
    ['total length of all of them in miles', 'aggregate', `SELECT sum(length_mi) FROM t`],
    ['avg number of states per route', 'aggregate', `SELECT avg(n_states) FROM t`],
    [
      'which is longer i-80 or i-40',
      'compare',
      `SELECT route FROM t WHERE route IN ('I-80', 'I-40') ORDER BY length_mi DESC LIMIT 1`,
    ],
    [
      'difference between i-90 and i-5 in km',
      'compare',
      `SELECT (SELECT length_km FROM t WHERE route = 'I-90') - (SELECT length_km FROM t WHERE route = 'I-5')`,
    ],
    [
      'which interstates start in california',
      'filtered',
      `SELECT route FROM t WHERE south_west_terminus LIKE '%, California' ORDER BY route_number`,
    ],
    ['which one is only in one state', 'filtered', `SELECT route FROM t WHERE n_states = 1`],
    ['how many are over 2000 miles long', 'filtered', `SELECT count(*) FROM t WHERE length_mi > 2000`],
    [
      'top 3 longest north south routes',
      'top-n',
      `SELECT route FROM t WHERE direction = 'North–south' ORDER BY length_mi DESC LIMIT 3`,
    ],
    ['what states does i-25 go through', 'lookup', `SELECT states FROM t WHERE route = 'I-25'`],
    [
      'how many pass through illinois',
      'filtered',
      `SELECT count(*) FROM t WHERE list_contains(string_split(states, ', '), 'IL')`,
    ],
    ['whats the length of i-65 in km', 'lookup', `SELECT length_km FROM t WHERE route = 'I-65'`],
    [
      'which interstate ends in chicago',
      'filtered',
      `SELECT route FROM t WHERE south_west_terminus LIKE 'Chicago%' OR north_east_terminus LIKE 'Chicago%'`,
    ],
    [
      'correlation between length and number of states',
      'correlation',
      `SELECT corr(length_mi, n_states) FROM t`,
    ],
    [
      'total km of the east-west ones',
      'aggregate',
      `SELECT sum(length_km) FROM t WHERE direction = 'East–west'`,
    ],
    [
      'what share of the total mileage is i-90',
      'share',
      `SELECT 100.0 * sum(length_mi) FILTER (WHERE route = 'I-90') / sum(length_mi) FROM t`,
    ],
    [
      'how many go through ohio',
      'filtered',
      `SELECT count(*) FROM t WHERE list_contains(string_split(states, ', '), 'OH')`,
    ],
    [
      'which of those is the longest',
      'follow-up',
      `SELECT route FROM t WHERE list_contains(string_split(states, ', '), 'OH') ORDER BY length_mi DESC LIMIT 1`,
    ],
    [
      'avg length of the north-south ones in mi',
      'aggregate',
      `SELECT avg(length_mi) FROM t WHERE direction = 'North–south'`,
    ],
    [
      'which route has boston as an end',
      'lookup',
      `SELECT route FROM t WHERE north_east_terminus LIKE 'Boston%' OR south_west_terminus LIKE 'Boston%'`,
    ],
    ['when was i-70 completed', 'clarify', null],
    ['which is the busiest interstate', 'clarify', null],
  ],
});
