import { table } from '../spec';

export default table({
  name: 'london_underground_lines',
  file: 'london_underground_lines.csv',
  domain:
    "a metro network's lines (the London Underground): line, colour on the map, year its first section opened (`1884[a]`), type (`Deep-level tube` / `Sub-surface`), length in two units in one cell (`23.2 km (14.4 mi)`), stations served, journeys per year in millions; a **Total** row last whose station count (`272[c]`) is not the sum",
  load: `SELECT Line AS line,
      "Colour on map" AS colour,
      regexp_extract("First section opened", '^(\\d{4})', 1)::INTEGER AS opened,
      Type AS type,
      regexp_extract(Length, '^([\\d.]+) km', 1)::DOUBLE AS length_km,
      regexp_extract(Length, '\\(([\\d.]+) mi\\)', 1)::DOUBLE AS length_mi,
      "Stations served"::INTEGER AS stations,
      "Journeys per year (millions)[b]"::DOUBLE AS journeys_millions
    FROM read_csv('{file}', header = true, all_varchar = true)
    WHERE Line <> 'Total'`,
  questions: [
    ['which line is the longest', 'argmax', `SELECT line FROM t ORDER BY length_km DESC LIMIT 1`],
    ['how many stations on the victoria line', 'lookup', `SELECT stations FROM t WHERE line = 'Victoria'`],
    ['oldest line', 'argmax', `SELECT line FROM t ORDER BY opened LIMIT 1`],
    ['what colour is the jubilee line', 'lookup', `SELECT colour FROM t WHERE line = 'Jubilee'`],
    [
      'how many deep level lines are there',
      'filtered',
      `SELECT count(*) FROM t WHERE type = 'Deep-level tube'`,
    ],
    ['total length of all the lines in km', 'aggregate', `SELECT sum(length_km) FROM t`],
    ['busiest line', 'argmax', `SELECT line FROM t ORDER BY journeys_millions DESC LIMIT 1`],
    ['how many lines opened before 1900', 'filtered', `SELECT count(*) FROM t WHERE opened < 1900`],
    ['which line has the fewest stations', 'argmax', `SELECT line FROM t ORDER BY stations LIMIT 1`],
    [
      'journeys a year on the sub surface lines combined',
      'filtered',
      `SELECT sum(journeys_millions) FROM t WHERE type = 'Sub-surface'`,
    ],
    [
      'how long is the piccadilly line in miles',
      'lookup',
      `SELECT length_mi FROM t WHERE line = 'Piccadilly'`,
    ],
    [
      'which lines opened between 1900 and 1910',
      'calendar',
      `SELECT line FROM t WHERE opened BETWEEN 1900 AND 1910`,
    ],
    ['avg number of stations per line', 'aggregate', `SELECT avg(stations) FROM t`],
    [
      'what % of journeys are on the northern line',
      'share',
      `SELECT 100.0 * sum(journeys_millions) FILTER (WHERE line = 'Northern') / sum(journeys_millions) FROM t`,
    ],
    [
      'how many more stations does the district have than the central',
      'compare',
      `SELECT (SELECT stations FROM t WHERE line = 'District') - (SELECT stations FROM t WHERE line = 'Central')`,
    ],
    [
      'is the jubilee busier than the piccadilly',
      'compare',
      `SELECT (SELECT journeys_millions FROM t WHERE line = 'Jubilee'), (SELECT journeys_millions FROM t WHERE line = 'Piccadilly')`,
    ],
    ['top 3 lines by journeys', 'top-n', `SELECT line FROM t ORDER BY journeys_millions DESC LIMIT 3`],
    ['which line opened most recently', 'argmax', `SELECT line FROM t ORDER BY opened DESC LIMIT 1`],
    [
      'journeys per station on the victoria line',
      'lookup',
      `SELECT journeys_millions / stations FROM t WHERE line = 'Victoria'`,
    ],
    ['how many lines have more than 40 stations', 'filtered', `SELECT count(*) FROM t WHERE stations > 40`],
    [
      'correlation between length and number of stations',
      'correlation',
      `SELECT corr(length_km, stations) FROM t`,
    ],
    ['which line is brown on the map', 'lookup', `SELECT line FROM t WHERE colour = 'Brown'`],
    [
      'how many years after the metropolitan did the victoria line open',
      'compare',
      `SELECT (SELECT opened FROM t WHERE line = 'Victoria') - (SELECT opened FROM t WHERE line = 'Metropolitan')`,
    ],
    ['what type of line is the circle', 'lookup', `SELECT type FROM t WHERE line = 'Circle'`],
    [
      'shortest deep level line',
      'filtered',
      `SELECT line FROM t WHERE type = 'Deep-level tube' ORDER BY length_km LIMIT 1`,
    ],
    [
      'longest sub-surface line',
      'filtered',
      `SELECT line FROM t WHERE type = 'Sub-surface' ORDER BY length_km DESC LIMIT 1`,
    ],
    ['how many trains run on the central line in the rush hour', 'clarify', null],
    ['which line is the biggest', 'clarify', null],
  ],
});
