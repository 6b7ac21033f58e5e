import { table } from '../spec';

/** Delivered by the promised date (only shipments with a delivered date count). */
const onTime = `delivered_date <= promised_date`;

export default table({
  name: 'shipments',
  file: 'shipments.csv',
  domain:
    'warehouse outbound shipment log for 2024 (synthetic, seeded): one row per shipment, order reference repeated when an order is split, ship / promised / delivered dates written day-first (`05/03/2024` is 5 March 2024; delivered blank while in transit or lost), warehouse, carrier, service level, destination country code, parcels, weight in kg, shipping cost as `€12.40`, status',
  load: `SELECT shipment_id, order_ref,
      strptime(ship_date, '%d/%m/%Y')::DATE AS ship_date,
      warehouse, carrier, service, dest_country,
      parcels::INTEGER AS parcels,
      weight_kg::DECIMAL(8, 1) AS weight_kg,
      replace(replace(shipping_cost, '€', ''), ',', '')::DECIMAL(10, 2) AS shipping_cost,
      strptime(promised_date, '%d/%m/%Y')::DATE AS promised_date,
      strptime(NULLIF(delivered_date, ''), '%d/%m/%Y')::DATE AS delivered_date,
      status
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['total shipping spend this year', 'aggregate', `SELECT sum(shipping_cost) FROM t`],
    [
      'how many orders got split into more than one shipment',
      'aggregate',
      `SELECT count(*) FROM (SELECT order_ref FROM t GROUP BY order_ref HAVING count(*) > 1)`,
    ],
    [
      'on-time % by carrier',
      'share',
      `SELECT carrier, 100.0 * count(*) FILTER (WHERE ${onTime}) / count(*) FROM t WHERE delivered_date IS NOT NULL GROUP BY carrier`,
    ],
    [
      'which carrier takes longest to deliver on avg',
      'argmax',
      `SELECT carrier FROM t WHERE delivered_date IS NOT NULL GROUP BY carrier ORDER BY avg(delivered_date - ship_date) DESC LIMIT 1`,
    ],
    ['spend per kg overall (total € / total kg)', 'aggregate', `SELECT sum(shipping_cost) / sum(weight_kg) FROM t`],
    ['how many shipments were lost', 'filtered', `SELECT count(*) FROM t WHERE status = 'Lost'`],
    ['and damaged?', 'follow-up', `SELECT count(*) FROM t WHERE status = 'Damaged'`],
    ['shipments per warehouse', 'group-by', `SELECT warehouse, count(*) FROM t GROUP BY warehouse`],
    ['only express', 'follow-up', `SELECT warehouse, count(*) FROM t WHERE service = 'Express' GROUP BY warehouse`],
    [
      'most expensive destination to ship to, on average',
      'argmax',
      `SELECT dest_country FROM t GROUP BY dest_country ORDER BY avg(shipping_cost) DESC LIMIT 1`,
    ],
    [
      'quietest month for dispatches',
      'calendar',
      `SELECT monthname(ship_date) AS m FROM t GROUP BY m ORDER BY count(*) ASC LIMIT 1`,
    ],
    [
      'how many shipments sent in december arrived late',
      'calendar',
      `SELECT count(*) FROM t WHERE month(ship_date) = 12 AND delivered_date > promised_date`,
    ],
    ['how many rows have no delivery date', 'missing', `SELECT count(*) FROM t WHERE delivered_date IS NULL`],
    ['how many are still in transit', 'filtered', `SELECT count(*) FROM t WHERE status = 'In Transit'`],
    [
      'return rate per service level',
      'share',
      `SELECT service, 100.0 * count(*) FILTER (WHERE status = 'Returned') / count(*) FROM t GROUP BY service`,
    ],
    [
      'top 3 lanes (warehouse -> country) by number of shipments',
      'top-n',
      `SELECT warehouse, dest_country FROM t GROUP BY warehouse, dest_country ORDER BY count(*) DESC LIMIT 3`,
    ],
    ['avg shipping cost by service', 'group-by', `SELECT service, avg(shipping_cost) FROM t GROUP BY service`],
    ['correlation between weight and cost', 'correlation', `SELECT corr(weight_kg, shipping_cost) FROM t`],
    ['heaviest shipment?', 'argmax', `SELECT shipment_id FROM t ORDER BY weight_kg DESC LIMIT 1`],
    ['status of SHP-2401500', 'lookup', `SELECT status FROM t WHERE shipment_id = 'SHP-2401500'`],
    [
      'dhl vs ups avg cost per shipment',
      'compare',
      `SELECT carrier, avg(shipping_cost) FROM t WHERE carrier IN ('DHL', 'UPS') GROUP BY carrier`,
    ],
    [
      'avg days ship to delivery for express',
      'filtered',
      `SELECT avg(delivered_date - ship_date) FROM t WHERE service = 'Express' AND delivered_date IS NOT NULL`,
    ],
    ['whats the co2 per parcel', 'clarify', null],
    [
      'total parcels out of madrid in q3',
      'filtered',
      `SELECT sum(parcels) FROM t WHERE warehouse = 'Madrid' AND quarter(ship_date) = 3`,
    ],
    [
      'what share of spend goes to GLS',
      'share',
      `SELECT 100.0 * sum(shipping_cost) FILTER (WHERE carrier = 'GLS') / sum(shipping_cost) FROM t`,
    ],
    ['which customer do we ship to most', 'clarify', null],
    ['how many shipments for ORD-52479', 'lookup', `SELECT count(*) FROM t WHERE order_ref = 'ORD-52479'`],
  ],
});
