import { table } from '../spec';

/** Gallon-weighted price per gallon over the rows asked about. */
const ppg = `sum(gross_amount) / sum(units)`;

export default table({
  name: 'fuel_transactions',
  file: 'fuel-transactions.csv',
  domain:
    'fleet fuel-card transaction export for 1 Jan – 30 Sep 2024 (synthetic, seeded), snake_case headers, one row per card transaction: transaction id, transaction date-time in ISO 8601 with the merchant’s UTC offset (`2024-03-05T14:22:00-06:00`, local time at the pump; Texas, Oklahoma, New Mexico, Arizona, California and Nevada), masked card number, vehicle id (TRK- trucks in Linehaul, VAN- vans in Local Delivery, PU- pickups in Field Service), driver name written `LAST, FIRST`, department, merchant name with store number, merchant brand, city and state, product (DIESEL #2, UNL REG, UNL PREM, DEF, CAR WASH), units in gallons and unit price per gallon (both blank for car washes), gross amount, discount (blank when none), net amount in USD, odometer (blank when the driver skipped the prompt)',
  load: `SELECT txn_id::BIGINT AS txn_id,
      substr(txn_datetime, 1, 10)::DATE AS txn_date,
      substr(txn_datetime, 12, 8)::TIME AS txn_time,
      substr(txn_datetime, 20) AS utc_offset,
      card_number, vehicle_id, driver_name, department, merchant_name, merchant_brand, merchant_city, merchant_state,
      product,
      NULLIF(units, '')::DECIMAL(10, 3) AS units,
      NULLIF(unit_price, '')::DECIMAL(10, 3) AS unit_price,
      gross_amount::DECIMAL(10, 2) AS gross_amount,
      coalesce(NULLIF(discount, ''), '0')::DECIMAL(10, 2) AS discount,
      net_amount::DECIMAL(10, 2) AS net_amount,
      NULLIF(odometer, '')::INTEGER AS odometer
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)`,
  questions: [
    ['total spend on the fuel cards', 'aggregate', `SELECT sum(net_amount) FROM t`],
    [
      'mom change in spend aug vs jul, %',
      'calendar',
      `SELECT 100.0 * (sum(net_amount) FILTER (WHERE month(txn_date) = 8) - sum(net_amount) FILTER (WHERE month(txn_date) = 7))
        / sum(net_amount) FILTER (WHERE month(txn_date) = 7) FROM t`,
    ],
    ['total diesel gallons', 'filtered', `SELECT sum(units) FROM t WHERE product = 'DIESEL #2'`],
    ['avg price per gal for reg unleaded', 'filtered', `SELECT ${ppg} FROM t WHERE product = 'UNL REG'`],
    ['spend by dept', 'group-by', `SELECT department, sum(net_amount) FROM t GROUP BY department`],
    [
      'which truck burned the most diesel',
      'argmax',
      `SELECT vehicle_id FROM t WHERE product = 'DIESEL #2' GROUP BY vehicle_id ORDER BY sum(units) DESC LIMIT 1`,
    ],
    [
      'top 5 drivers by spend',
      'top-n',
      `SELECT driver_name FROM t GROUP BY driver_name ORDER BY sum(net_amount) DESC LIMIT 5`,
    ],
    ['how many txns w/o an odometer reading', 'missing', `SELECT count(*) FROM t WHERE odometer IS NULL`],
    [
      'which driver skips the odometer the most',
      'argmax',
      `SELECT driver_name FROM t WHERE odometer IS NULL GROUP BY driver_name ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how much did we save in discounts', 'aggregate', `SELECT sum(discount) FROM t`],
    [
      'which state do we buy the most diesel in (gallons)',
      'argmax',
      `SELECT merchant_state FROM t WHERE product = 'DIESEL #2' GROUP BY merchant_state ORDER BY sum(units) DESC LIMIT 1`,
    ],
    ['spend per month', 'calendar', `SELECT monthname(txn_date) AS m, sum(net_amount) FROM t GROUP BY m`],
    [
      'share of txns on weekends',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE dayofweek(txn_date) IN (0, 6)) / count(*) FROM t`,
    ],
    [
      'avg gallons per fill diesel vs reg unleaded',
      'compare',
      `SELECT avg(units) FILTER (WHERE product = 'DIESEL #2') AS diesel, avg(units) FILTER (WHERE product = 'UNL REG') AS unl_reg FROM t`,
    ],
    [
      'what % of spend is DEF',
      'share',
      `SELECT 100.0 * sum(net_amount) FILTER (WHERE product = 'DEF') / sum(net_amount) FROM t`,
    ],
    [
      'how many times did TRK-104 fuel up in july',
      'filtered',
      `SELECT count(*) FROM t WHERE vehicle_id = 'TRK-104' AND product = 'DIESEL #2' AND month(txn_date) = 7`,
    ],
    [
      'how many fills between midnight and 5am',
      'filtered',
      `SELECT count(*) FROM t WHERE txn_time < TIME '05:00:00' AND product <> 'CAR WASH'`,
    ],
    [
      'which brand do we use the most',
      'argmax',
      `SELECT merchant_brand FROM t GROUP BY merchant_brand ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['who was driving on txn 93104495', 'lookup', `SELECT driver_name FROM t WHERE txn_id = 93104495`],
    ['and what did it cost after discount', 'follow-up', `SELECT net_amount FROM t WHERE txn_id = 93104495`],
    [
      'corr between gallons and discount $ on diesel fills',
      'correlation',
      `SELECT corr(units::DOUBLE, discount::DOUBLE) FROM t WHERE product = 'DIESEL #2'`,
    ],
    [
      'diesel price per gal q1 vs q2',
      'compare',
      `SELECT sum(gross_amount) FILTER (WHERE quarter(txn_date) = 1) / sum(units) FILTER (WHERE quarter(txn_date) = 1) AS q1,
        sum(gross_amount) FILTER (WHERE quarter(txn_date) = 2) / sum(units) FILTER (WHERE quarter(txn_date) = 2) AS q2
        FROM t WHERE product = 'DIESEL #2'`,
    ],
    ['budget vs actual fuel spend for q2', 'clarify', null],
    ['avg mpg by vehicle model', 'clarify', null],
    ['avg net per transaction', 'aggregate', `SELECT avg(net_amount) FROM t`],
    [
      'dept with the highest avg price per gallon',
      'argmax',
      `SELECT department FROM t WHERE units IS NOT NULL GROUP BY department ORDER BY ${ppg} DESC LIMIT 1`,
    ],
    [
      'and the lowest',
      'follow-up',
      `SELECT department FROM t WHERE units IS NOT NULL GROUP BY department ORDER BY ${ppg} ASC LIMIT 1`,
    ],
    ['how many transactions in cali', 'filtered', `SELECT count(*) FROM t WHERE merchant_state = 'CA'`],
    [
      'who drove TRK-109 in june besides the usual driver',
      'lookup',
      `SELECT DISTINCT driver_name FROM t WHERE vehicle_id = 'TRK-109' AND month(txn_date) = 6
        AND driver_name <> (SELECT driver_name FROM t WHERE vehicle_id = 'TRK-109' GROUP BY driver_name ORDER BY count(*) DESC LIMIT 1)`,
    ],
  ],
});
