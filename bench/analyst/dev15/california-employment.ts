import { table } from '../spec';

/** One county's value of a column, as a scalar subquery. */
const c = (county: string, col: string) => `(SELECT ${col} FROM t WHERE county = '${county}')`;

export default table({
  name: 'california_employment',
  file: 'calempdensity.csv',
  domain:
    "Employment and employment density of California's 58 counties, a Census download shipped with the Python package libpysal (example `calemp`, from Anselin and Rey's Spatial Econometrics: Foundations; the year is not given): every header and every text cell quoted, the header `Geographic Area` twice (first the Census GEO id `05000US06001`, then the five-digit FIPS `06001` with its leading zero), `Geographic Name` and `GEONAME` both holding `Alameda County, California`, `GEOCOMP` always `00`, `STATE` always `06`, `Number of Employees for All Sectors` and `Number of employees` identical, `Class Number` 1–5 (employment quintile classes for a map: 12, 12, 11, 11, 12 counties), then land area under the header `sq. km` (one decimal) and employees per km² under `emp/sq km` (two decimals)",
  load: `SELECT geo_id, fips, regexp_replace(geographic_name, ' County, California$', '') AS county, geographic_name,
      CAST(employees_all_sectors AS INTEGER) AS employees_all_sectors, CAST(employees AS INTEGER) AS employees,
      CAST(class_number AS INTEGER) AS class_number, CAST(sq_km AS DOUBLE) AS sq_km, CAST(emp_per_sq_km AS DOUBLE) AS emp_per_sq_km
    FROM read_csv('{file}', header = false, skip = 1, all_varchar = true,
      names = ['geo_id', 'fips', 'geographic_name', 'geoname', 'geocomp', 'state', 'employees_all_sectors', 'employees',
        'class_number', 'sq_km', 'emp_per_sq_km'])`,
  questions: [
    ['total employees across all california counties', 'aggregate', `SELECT sum(employees) FROM t`],
    ['which county has the most employees', 'argmax', `SELECT county FROM t ORDER BY employees DESC LIMIT 1`],
    [
      "what share of the state's jobs is that",
      'follow-up',
      `SELECT 100.0 * max(employees) / sum(employees) FROM t`,
    ],
    [
      'densest county by employees per sq km',
      'argmax',
      `SELECT county FROM t ORDER BY emp_per_sq_km DESC LIMIT 1`,
    ],
    ['and the least dense?', 'follow-up', `SELECT county FROM t ORDER BY emp_per_sq_km ASC LIMIT 1`],
    ['employees in fresno county', 'lookup', `SELECT employees FROM t WHERE county = 'Fresno'`],
    ['land area of san bernardino', 'lookup', `SELECT sq_km FROM t WHERE county = 'San Bernardino'`],
    [
      'how many counties have over 100k employees',
      'filtered',
      `SELECT count(*) FROM t WHERE employees > 100000`,
    ],
    [
      'top 5 counties by employment',
      'top-n',
      `SELECT county, employees FROM t ORDER BY employees DESC LIMIT 5`,
    ],
    ['avg employment density across the counties', 'aggregate', `SELECT avg(emp_per_sq_km) FROM t`],
    ['and the density of the state as a whole', 'follow-up', `SELECT sum(employees) / sum(sq_km) FROM t`],
    ['median county employment', 'aggregate', `SELECT median(employees) FROM t`],
    [
      'number of counties in each class number',
      'group-by',
      `SELECT class_number, count(*) FROM t GROUP BY class_number ORDER BY class_number`,
    ],
    [
      'total employees by class',
      'group-by',
      `SELECT class_number, sum(employees) FROM t GROUP BY class_number ORDER BY class_number`,
    ],
    [
      'smallest county in class 5 by employees',
      'filtered',
      `SELECT county FROM t WHERE class_number = 5 ORDER BY employees ASC LIMIT 1`,
    ],
    [
      'correlation between county area and number of employees',
      'correlation',
      `SELECT corr(sq_km, employees) FROM t`,
    ],
    ['corr employees vs density', 'correlation', `SELECT corr(employees, emp_per_sq_km) FROM t`],
    [
      'sf + alameda + santa clara as a % of all employees',
      'share',
      `SELECT 100.0 * sum(employees) FILTER (WHERE county IN ('San Francisco', 'Alameda', 'Santa Clara')) / sum(employees) FROM t`,
    ],
    [
      'los angeles vs orange county employees',
      'compare',
      `SELECT ${c('Los Angeles', 'employees')} AS los_angeles, ${c('Orange', 'employees')} AS orange`,
    ],
    [
      'how many times denser is sf than la',
      'compare',
      `SELECT ${c('San Francisco', 'emp_per_sq_km')} / ${c('Los Angeles', 'emp_per_sq_km')}`,
    ],
    [
      'do the two employee count columns ever differ',
      'filtered',
      `SELECT count(*) FROM t WHERE employees_all_sectors <> employees`,
    ],
    ['any counties with no employee number?', 'missing', `SELECT count(*) FROM t WHERE employees IS NULL`],
    [
      'which counties have fewer than 1000 employees',
      'filtered',
      `SELECT county FROM t WHERE employees < 1000 ORDER BY county`,
    ],
    ['biggest county by area', 'argmax', `SELECT county FROM t ORDER BY sq_km DESC LIMIT 1`],
    ['whats its density', 'follow-up', `SELECT emp_per_sq_km FROM t ORDER BY sq_km DESC LIMIT 1`],
    ['avg area of the class 1 counties', 'filtered', `SELECT avg(sq_km) FROM t WHERE class_number = 1`],
    ['job growth in riverside county since 2000', 'clarify', null],
    ['how many manufacturing workers in la county', 'clarify', null],
  ],
});
