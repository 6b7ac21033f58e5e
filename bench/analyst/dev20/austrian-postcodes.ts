import { table } from '../spec';

export default table({
  name: 'austrian_postcodes',
  file: 'postleitzahl.dat',
  domain:
    'The Austrian postcode list that python-stdnum ships to check Austrian postcodes, generated from the Austrian regulator RTR\'s open data: a `.dat` text file, not a CSV, two `#` comment lines on top (the source URL and `# version 32355 published 2022-10-12T17:40:00+02:00`), then one line per postcode written as the four-digit number followed by `key="value"` pairs: `8010 location="Graz" region="Steiermark"`; the place name in German (`Sankt Pölten`, `Wien`, `Iselsberg-Stronach`), the federal state in German (`Wien`, `Niederösterreich`, `Oberösterreich`, `Steiermark`, `Kärnten`, `Salzburg`, `Tirol`, `Vorarlberg`, `Burgenland`), UTF-8; one place may have several postcodes, and 325 lines repeat an earlier line exactly (`8010 location="Graz" region="Steiermark"` twice, one after the other); no population, districts or coordinates',
  load: `SELECT DISTINCT CAST(regexp_extract(line, '^([0-9]+) ', 1) AS INTEGER) AS plz,
      regexp_extract(line, 'location="([^"]*)"', 1) AS location,
      nullif(regexp_extract(line, 'region="([^"]*)"', 1), '') AS region
    FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\t', quote = '', escape = '',
      columns = {'line': 'VARCHAR'})
    WHERE line NOT LIKE '#%' AND trim(line) <> ''`,
  questions: [
    ['how many postcodes are listed', 'aggregate', `SELECT count(DISTINCT plz) FROM t`],
    [
      'postcodes per bundesland',
      'group-by',
      `SELECT region, count(*) FROM t GROUP BY region ORDER BY region`,
    ],
    [
      'which state has the most postcodes',
      'argmax',
      `SELECT region FROM t GROUP BY region ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'top 3 states by # of postcodes',
      'top-n',
      `SELECT region FROM t GROUP BY region ORDER BY count(*) DESC LIMIT 3`,
    ],
    [
      'which state has the fewest',
      'argmax',
      `SELECT region FROM t GROUP BY region ORDER BY count(*) LIMIT 1`,
    ],
    ['where is 8010', 'lookup', `SELECT location, region FROM t WHERE plz = 8010`],
    ['and 5020?', 'follow-up', `SELECT location, region FROM t WHERE plz = 5020`],
    [
      'whats the postcode for innsbruck',
      'lookup',
      `SELECT plz FROM t WHERE location = 'Innsbruck' ORDER BY plz`,
    ],
    ['which state is 6900 in', 'lookup', `SELECT region FROM t WHERE plz = 6900`],
    ['how many postcodes in vienna', 'filtered', `SELECT count(*) FROM t WHERE region = 'Wien'`],
    [
      'lowest and highest plz in tirol',
      'filtered',
      `SELECT min(plz), max(plz) FROM t WHERE region = 'Tirol'`,
    ],
    [
      'what % of postcodes are in lower austria',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE region = 'Niederösterreich') / count(*) FROM t`,
    ],
    [
      'how many postcodes start with 9',
      'filtered',
      `SELECT count(*) FROM t WHERE CAST(plz AS VARCHAR) LIKE '9%'`,
    ],
    [
      'how many places have more than one postcode',
      'aggregate',
      `SELECT count(*) FROM (SELECT location FROM t GROUP BY location HAVING count(*) > 1)`,
    ],
    [
      'which place has the most postcodes',
      'argmax',
      `SELECT location FROM t GROUP BY location HAVING count(*) = (SELECT max(c) FROM (SELECT count(*) AS c FROM t GROUP BY location)) ORDER BY location`,
    ],
    [
      'carinthia vs styria, postcodes each',
      'compare',
      `SELECT count(*) FILTER (WHERE region = 'Kärnten'), count(*) FILTER (WHERE region = 'Steiermark') FROM t`,
    ],
    [
      'how many place names start with St. or Sankt',
      'filtered',
      `SELECT count(DISTINCT location) FROM t WHERE location LIKE 'St.%' OR location LIKE 'Sankt %'`,
    ],
    ['how many distinct place names', 'aggregate', `SELECT count(DISTINCT location) FROM t`],
    [
      'longest place name',
      'argmax',
      `SELECT DISTINCT location FROM t WHERE length(location) = (SELECT max(length(location)) FROM t)`,
    ],
    [
      'how many 1xxx codes are in niederösterreich',
      'filtered',
      `SELECT count(*) FROM t WHERE plz BETWEEN 1000 AND 1999 AND region = 'Niederösterreich'`,
    ],
    ['any entries without a region?', 'missing', `SELECT count(*) FROM t WHERE region IS NULL`],
    ['avg number of postcodes per place', 'aggregate', `SELECT count(*) / count(DISTINCT location) FROM t`],
    ['how many postcodes in burgenland', 'filtered', `SELECT count(*) FROM t WHERE region = 'Burgenland'`],
    [
      'which first digit has the most postcodes',
      'argmax',
      `SELECT plz // 1000 AS d FROM t GROUP BY d ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'postcodes by first digit',
      'group-by',
      `SELECT plz // 1000 AS d, count(*) FROM t GROUP BY d ORDER BY d`,
    ],
    [
      'which states have codes starting with 6',
      'filtered',
      `SELECT DISTINCT region FROM t WHERE plz BETWEEN 6000 AND 6999 ORDER BY region`,
    ],
    // Salzburg is both a state and a city.
    ['how many postcodes does salzburg have', 'clarify', null],
    ['population of graz?', 'clarify', null],
    ['list the postcodes in bavaria', 'clarify', null],
  ],
});
