import { table } from '../spec';

/** Units picked (picks are written as negative quantities). */
const picked = `-sum(qty) FILTER (WHERE mvmt_type = 'PICK')`;

export default table({
  name: 'stock_movements',
  file: 'stock-movements.csv',
  domain:
    'warehouse management system "Stock Movement Detail Report" for 2 Jan – 29 Jun 2024 (synthetic, seeded), exported with a title line and a run line above the header and a blank line under them, one row per stock movement: transaction number, date written `2024/03/05`, time `14:22`, warehouse code (DAL1 Dallas, ATL2 Atlanta, RNO1 Reno, which opened 12 Feb), SKU# (`PLB-1320`), item description, category (Fasteners, Electrical, Plumbing, Safety, Tools, Packaging), bin location (`C-03-02`), movement type code (RCPT receipt, PICK, XFER-OUT / XFER-IN transfer between warehouses, RTN customer return, ADJ inventory adjustment, SCRAP), signed quantity in eaches (negative = out of stock), unit cost and signed extended value in USD, reference document (PO- / SO- / TO- / RMA- number, blank on adjustments and scrap), reason code (adjustments and scrap only: CYCLE COUNT, FOUND, MISPICK, DAMAGED, EXPIRED; a few blank), user id',
  load: `SELECT "Trans #"::INTEGER AS trans_no,
      strptime("Date", '%Y/%m/%d')::DATE AS mvmt_date,
      "Time"::TIME AS mvmt_time,
      "Whse" AS whse,
      "SKU#" AS sku,
      "Item Description" AS item_description,
      "Category" AS category,
      "Bin Loc" AS bin_loc,
      "Mvmt Type" AS mvmt_type,
      "Qty"::INTEGER AS qty,
      "Unit Cost"::DECIMAL(10, 2) AS unit_cost,
      "Ext Value"::DECIMAL(12, 2) AS ext_value,
      NULLIF("Ref Doc", '') AS ref_doc,
      NULLIF("Reason Code", '') AS reason_code,
      "User ID" AS user_id
    FROM read_csv('{file}', skip = 3, header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)`,
  questions: [
    ['how many movements are in this report', 'aggregate', `SELECT count(*) FROM t`],
    ['total units picked', 'aggregate', `SELECT ${picked} FROM t`],
    ['whats that worth at cost', 'follow-up', `SELECT -sum(ext_value) FROM t WHERE mvmt_type = 'PICK'`],
    [
      'units picked by whse',
      'group-by',
      `SELECT whse, -sum(qty) FROM t WHERE mvmt_type = 'PICK' GROUP BY whse`,
    ],
    [
      'top 5 skus by units picked',
      'top-n',
      `SELECT sku FROM t WHERE mvmt_type = 'PICK' GROUP BY sku ORDER BY sum(qty) ASC LIMIT 5`,
    ],
    [
      'how many units did we recieve at RNO1 in march',
      'filtered',
      `SELECT sum(qty) FROM t WHERE mvmt_type = 'RCPT' AND whse = 'RNO1' AND month(mvmt_date) = 3`,
    ],
    [
      'busiest month for picks',
      'calendar',
      `SELECT monthname(mvmt_date) AS m FROM t WHERE mvmt_type = 'PICK' GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'which category had the most units scrapped',
      'argmax',
      `SELECT category FROM t WHERE mvmt_type = 'SCRAP' GROUP BY category ORDER BY sum(qty) ASC LIMIT 1`,
    ],
    ['total $ value of scrap', 'aggregate', `SELECT -sum(ext_value) FROM t WHERE mvmt_type = 'SCRAP'`],
    [
      'how many adjustments were negative',
      'filtered',
      `SELECT count(*) FROM t WHERE mvmt_type = 'ADJ' AND qty < 0`,
    ],
    [
      '% of all movements that are picks',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE mvmt_type = 'PICK') / count(*) FROM t`,
    ],
    [
      'what share of adjustments came from cycle counts',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE reason_code = 'CYCLE COUNT') / count(*) FROM t WHERE mvmt_type = 'ADJ'`,
    ],
    [
      'units picked q1 vs q2',
      'compare',
      `SELECT -sum(qty) FILTER (WHERE quarter(mvmt_date) = 1) AS q1, -sum(qty) FILTER (WHERE quarter(mvmt_date) = 2) AS q2
        FROM t WHERE mvmt_type = 'PICK'`,
    ],
    [
      'who posted the most adjustments',
      'argmax',
      `SELECT user_id FROM t WHERE mvmt_type = 'ADJ' GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many lines have no ref doc', 'missing', `SELECT count(*) FROM t WHERE ref_doc IS NULL`],
    [
      'any adj or scrap lines missing a reason code? how many',
      'missing',
      `SELECT count(*) FROM t WHERE mvmt_type IN ('ADJ', 'SCRAP') AND reason_code IS NULL`,
    ],
    ['avg receipt qty', 'aggregate', `SELECT avg(qty) FROM t WHERE mvmt_type = 'RCPT'`],
    ['what is sku PLB-1320', 'lookup', `SELECT DISTINCT item_description FROM t WHERE sku = 'PLB-1320'`],
    ['what bin is it in', 'follow-up', `SELECT DISTINCT bin_loc FROM t WHERE sku = 'PLB-1320'`],
    [
      'units transfered out of dallas',
      'filtered',
      `SELECT -sum(qty) FROM t WHERE mvmt_type = 'XFER-OUT' AND whse = 'DAL1'`,
    ],
    [
      'which weekday do we pick the most lines',
      'calendar',
      `SELECT dayname(mvmt_date) AS d FROM t WHERE mvmt_type = 'PICK' GROUP BY d ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'mom change in units picked, may vs april (%)',
      'calendar',
      `SELECT 100.0 * (sum(qty) FILTER (WHERE month(mvmt_date) = 5) - sum(qty) FILTER (WHERE month(mvmt_date) = 4))
        / sum(qty) FILTER (WHERE month(mvmt_date) = 4) FROM t WHERE mvmt_type = 'PICK'`,
    ],
    [
      'do cheaper skus get picked more? correlation between unit cost and units picked per sku',
      'correlation',
      `SELECT corr(c, u) FROM (SELECT sku, max(unit_cost) AS c, ${picked} AS u FROM t GROUP BY sku)`,
    ],
    [
      'top 2 skus by pick lines at ATL2',
      'top-n',
      `SELECT sku FROM t WHERE mvmt_type = 'PICK' AND whse = 'ATL2' GROUP BY sku ORDER BY count(*) DESC LIMIT 2`,
    ],
    [
      'and at reno?',
      'follow-up',
      `SELECT sku FROM t WHERE mvmt_type = 'PICK' AND whse = 'RNO1' GROUP BY sku ORDER BY count(*) DESC LIMIT 2`,
    ],
    ['when did reno start recieving stock', 'lookup', `SELECT min(mvmt_date) FROM t WHERE whse = 'RNO1'`],
    [
      'customer returns as a % of units picked',
      'share',
      `SELECT 100.0 * sum(qty) FILTER (WHERE mvmt_type = 'RTN') / ${picked} FROM t`,
    ],
    ['whats the on hand qty for TOL-1571 right now', 'clarify', null],
    ['which supplier ships us the most units', 'clarify', null],
  ],
});
