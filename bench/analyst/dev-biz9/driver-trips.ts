import { table } from '../spec';

/** `£12.34`, `-£3.08` or blank to a decimal. */
const gbp = (col: string) => `NULLIF(replace(replace("${col}", '£', ''), ',', ''), '')::DECIMAL(10, 2)`;

export default table({
  name: 'driver_trips',
  file: 'driver-trips.csv',
  domain:
    "trip export of a London private-hire fleet of ten drivers (synthetic, seeded), trips requested 1 Jan – 31 Mar 2024, one row per trip request, sorted by time: 8-hex-digit trip id, driver, vehicle registration, product (Standard, Comfort, XL, Exec), request time in ISO form with a `Z` (`2024-01-05T14:02:11Z`; UTC, which is London time in these months), pickup and dropoff area (dropoff blank unless completed), trip status in snake case (completed, rider_cancelled, driver_cancelled, rider_no_show), distance in miles, duration written `mm:ss` (minutes past 60 for long trips, `74:05`), surge written `1.4x` (`1.0x` when none), fare, tip (blank when none), the platform's service fee as a negative amount and the net payout (fare + tip + fee), all written `£12.34` / `-£3.08`, payment (Card, Cash, Business), rider rating 1–5 (blank when not rated); cancelled trips have no distance or duration, a £5.00 fare when a cancellation fee was charged and £0.00 otherwise",
  load: `SELECT "Trip ID" AS trip_id,
      "Driver" AS driver,
      "Vehicle Reg" AS vehicle_reg,
      "Product" AS product,
      strptime("Requested At", '%Y-%m-%dT%H:%M:%SZ') AS requested_at,
      "Pickup Area" AS pickup_area,
      NULLIF("Dropoff Area", '') AS dropoff_area,
      "Trip Status" AS trip_status,
      NULLIF("Distance (mi)", '')::DECIMAL(8, 2) AS distance_mi,
      CASE WHEN coalesce("Duration", '') <> ''
        THEN split_part("Duration", ':', 1)::INTEGER * 60 + split_part("Duration", ':', 2)::INTEGER END AS duration_sec,
      replace("Surge", 'x', '')::DECIMAL(3, 1) AS surge,
      ${gbp('Fare')} AS fare,
      ${gbp('Tip')} AS tip,
      ${gbp('Service Fee')} AS service_fee,
      ${gbp('Net Payout')} AS net_payout,
      "Payment" AS payment,
      NULLIF("Rider Rating", '')::INTEGER AS rider_rating
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)`,
  questions: [
    ['how many trips were completed', 'aggregate', `SELECT count(*) FROM t WHERE trip_status = 'completed'`],
    ['total net payout for the quarter', 'aggregate', `SELECT sum(net_payout) FROM t`],
    ['total tips recieved', 'aggregate', `SELECT sum(tip) FROM t`],
    ['avg trip distance in miles', 'aggregate', `SELECT avg(distance_mi) FROM t`],
    ['avg trip duration in mins', 'aggregate', `SELECT avg(duration_sec) / 60.0 FROM t`],
    [
      'how many completed trips started at heathrow',
      'filtered',
      `SELECT count(*) FROM t WHERE trip_status = 'completed' AND pickup_area = 'Heathrow Airport'`,
    ],
    [
      'total fees the platform took off grace',
      'filtered',
      `SELECT -sum(service_fee) FROM t WHERE driver = 'Grace Mensah'`,
    ],
    ['how many no shows', 'filtered', `SELECT count(*) FROM t WHERE trip_status = 'rider_no_show'`],
    [
      'avg fare on completed xl trips',
      'filtered',
      `SELECT avg(fare) FROM t WHERE product = 'XL' AND trip_status = 'completed'`,
    ],
    [
      'completed trips per driver',
      'group-by',
      `SELECT driver, count(*) FROM t WHERE trip_status = 'completed' GROUP BY driver`,
    ],
    ['avg rating by product', 'group-by', `SELECT product, avg(rider_rating) FROM t GROUP BY product`],
    [
      'net payout by month',
      'calendar',
      `SELECT monthname(requested_at) AS m, sum(net_payout) FROM t GROUP BY m, month(requested_at)`,
    ],
    [
      'which weekday has the most completed trips',
      'calendar',
      `SELECT dayname(requested_at) AS d FROM t WHERE trip_status = 'completed' GROUP BY d ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many completed trips on valentines day',
      'calendar',
      `SELECT count(*) FROM t WHERE trip_status = 'completed' AND requested_at::DATE = DATE '2024-02-14'`,
    ],
    [
      'top 3 drivers by net payout',
      'top-n',
      `SELECT driver FROM t GROUP BY driver ORDER BY sum(net_payout) DESC LIMIT 3`,
    ],
    [
      'which pickup area has the most surge trips',
      'argmax',
      `SELECT pickup_area FROM t WHERE surge > 1 GROUP BY pickup_area ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'who has the best avg rider rating',
      'argmax',
      `SELECT driver FROM t GROUP BY driver ORDER BY avg(rider_rating) DESC LIMIT 1`,
    ],
    [
      'longest trip by distance - who drove it',
      'argmax',
      `SELECT driver, distance_mi FROM t ORDER BY distance_mi DESC NULLS LAST LIMIT 1`,
    ],
    [
      'what % of trip requests got cancelled (any reason incl no shows)',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE trip_status <> 'completed') / count(*) FROM t`,
    ],
    [
      '% of completed trips paid in cash',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE payment = 'Cash') / count(*) FROM t WHERE trip_status = 'completed'`,
    ],
    [
      'what share of completed trips had surge pricing',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE surge > 1) / count(*) FROM t WHERE trip_status = 'completed'`,
    ],
    [
      'amir vs grace total net payout',
      'compare',
      `SELECT sum(net_payout) FILTER (WHERE driver = 'Amir Khan') AS amir,
          sum(net_payout) FILTER (WHERE driver = 'Grace Mensah') AS grace
        FROM t`,
    ],
    [
      'avg fare standard vs comfort, completed trips only',
      'compare',
      `SELECT avg(fare) FILTER (WHERE product = 'Standard') AS standard,
          avg(fare) FILTER (WHERE product = 'Comfort') AS comfort
        FROM t WHERE trip_status = 'completed'`,
    ],
    [
      'correlation between distance and fare',
      'correlation',
      `SELECT corr(distance_mi::DOUBLE, fare::DOUBLE) FROM t WHERE trip_status = 'completed'`,
    ],
    [
      'corr of trip duration vs distance',
      'correlation',
      `SELECT corr(duration_sec::DOUBLE, distance_mi::DOUBLE) FROM t`,
    ],
    ["what was trip 2f89e132's fare", 'lookup', `SELECT fare FROM t WHERE trip_id = '2f89e132'`],
    ['whats yusufs reg plate', 'lookup', `SELECT DISTINCT vehicle_reg FROM t WHERE driver = 'Yusuf Demir'`],
    [
      'how many completed trips werent rated',
      'missing',
      `SELECT count(*) FROM t WHERE trip_status = 'completed' AND rider_rating IS NULL`,
    ],
    ['whats the average trip length', 'clarify', null],
    ['how much did the drivers spend on fuel', 'clarify', null],
  ],
});
