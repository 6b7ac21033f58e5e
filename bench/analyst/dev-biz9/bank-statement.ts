import { table } from '../spec';

export default table({
  name: 'bank_statement',
  file: 'bank-statement.csv',
  domain:
    "business current account transactions of a small bakery (synthetic, seeded), 1 Jan – 30 Jun 2024, as the bank's CSV download gives them: UTF-8 byte-order mark, newest transaction first, dates written `05/03/2024` (day first), sort code and account number with a leading apostrophe (`'30-94-57`, `'01834621`), bank type codes (DEB card, DD direct debit, SO standing order, FPI / FPO faster payment in / out, BGC bank giro credit, CHQ cheque, TFR transfer, DEP deposit, FEE bank charges), descriptions holding commas (quoted), debit and credit amounts in two columns (the other blank) and a running balance that is negative while overdrawn",
  load: `SELECT row_number() OVER () AS line_no,
      strptime("Transaction Date", '%d/%m/%Y')::DATE AS txn_date,
      "Transaction Type" AS txn_type,
      ltrim("Sort Code", '''') AS sort_code,
      ltrim("Account Number", '''') AS account_number,
      "Transaction Description" AS description,
      NULLIF("Debit Amount", '')::DECIMAL(12, 2) AS debit,
      NULLIF("Credit Amount", '')::DECIMAL(12, 2) AS credit,
      "Balance"::DECIMAL(12, 2) AS balance
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)`,
  questions: [
    ['total paid out jan to june', 'aggregate', `SELECT sum(debit) FROM t`],
    ['how much came in altogether', 'aggregate', `SELECT sum(credit) FROM t`],
    ['how many transactions r on the statement', 'aggregate', `SELECT count(*) FROM t`],
    [
      'how much did we pay bidfood in total',
      'filtered',
      `SELECT sum(debit) FROM t WHERE description LIKE 'BIDFOOD%'`,
    ],
    [
      'total card takings from sumup',
      'filtered',
      `SELECT sum(credit) FROM t WHERE description LIKE 'SUMUP%'`,
    ],
    ['how many direct debits went out', 'filtered', `SELECT count(*) FROM t WHERE txn_type = 'DD'`],
    ['total wages paid', 'filtered', `SELECT sum(debit) FROM t WHERE description LIKE 'WAGES%'`],
    ['cash banked in total', 'filtered', `SELECT sum(credit) FROM t WHERE txn_type = 'DEP'`],
    [
      'amazon spend net of refunds',
      'filtered',
      `SELECT sum(coalesce(debit, 0)) - sum(coalesce(credit, 0)) FROM t WHERE description LIKE 'AMAZON%'`,
    ],
    ['how many transactions left us overdrawn', 'filtered', `SELECT count(*) FROM t WHERE balance < 0`],
    [
      'money out by transaction type',
      'group-by',
      `SELECT txn_type, sum(debit) FROM t WHERE debit IS NOT NULL GROUP BY txn_type`,
    ],
    [
      'wages per staff memeber',
      'group-by',
      `SELECT replace(description, 'WAGES - ', '') AS staff, sum(debit) FROM t WHERE description LIKE 'WAGES%' GROUP BY staff`,
    ],
    [
      'total paid in each month',
      'calendar',
      `SELECT monthname(txn_date) AS m, sum(credit) FROM t GROUP BY m, month(txn_date)`,
    ],
    [
      'which month did we spend the most',
      'calendar',
      `SELECT monthname(txn_date) AS m FROM t GROUP BY m ORDER BY sum(debit) DESC LIMIT 1`,
    ],
    ['how much did we pay out in q1', 'calendar', `SELECT sum(debit) FROM t WHERE quarter(txn_date) = 1`],
    [
      'net cash flow in march (in minus out)',
      'calendar',
      `SELECT sum(coalesce(credit, 0)) - sum(coalesce(debit, 0)) FROM t WHERE month(txn_date) = 3`,
    ],
    [
      'top 3 wholesale customers by what they paid us',
      'top-n',
      `SELECT regexp_extract(description, '^(.*) INV ', 1) AS customer FROM t WHERE description LIKE '% INV %' GROUP BY customer ORDER BY sum(credit) DESC LIMIT 3`,
    ],
    [
      'biggest single payment out - what was it',
      'argmax',
      `SELECT description, debit FROM t ORDER BY debit DESC NULLS LAST LIMIT 1`,
    ],
    ['which day was the balance lowest', 'argmax', `SELECT txn_date FROM t ORDER BY balance ASC LIMIT 1`],
    [
      'what % of money in came from sumup card settlements',
      'share',
      `SELECT 100.0 * sum(credit) FILTER (WHERE description LIKE 'SUMUP%') / sum(credit) FROM t`,
    ],
    [
      'wages as a % of total outgoings',
      'share',
      `SELECT 100.0 * sum(debit) FILTER (WHERE description LIKE 'WAGES%') / sum(debit) FROM t`,
    ],
    [
      'copper kettle vs bean there cafe, who paid us more',
      'compare',
      `SELECT sum(credit) FILTER (WHERE description LIKE 'THE COPPER KETTLE%') AS copper_kettle,
          sum(credit) FILTER (WHERE description LIKE 'BEAN THERE CAFE%') AS bean_there
        FROM t`,
    ],
    [
      'octopus energy bill jan vs june',
      'compare',
      `SELECT sum(debit) FILTER (WHERE month(txn_date) = 1) AS jan,
          sum(debit) FILTER (WHERE month(txn_date) = 6) AS jun
        FROM t WHERE description LIKE 'OCTOPUS%'`,
    ],
    ['how much was cheque 000413', 'lookup', `SELECT debit FROM t WHERE description = 'CHEQUE 000413'`],
    [
      'when was invoice 24-0200 paid and by who',
      'lookup',
      `SELECT txn_date, regexp_extract(description, '^(.*) INV ', 1) FROM t WHERE description LIKE '% INV 24-0200'`,
    ],
    ['whats the closing balance', 'lookup', `SELECT balance FROM t WHERE line_no = 1`],
    [
      'opening balance on 1st jan before anything went thru?',
      'lookup',
      `SELECT balance - coalesce(credit, 0) + coalesce(debit, 0) FROM t ORDER BY line_no DESC LIMIT 1`,
    ],
    [
      'how many transactions have a blank debit amount',
      'missing',
      `SELECT count(*) FROM t WHERE debit IS NULL`,
    ],
    ['what was the total amount in april', 'clarify', null],
    ['whats our overdraft limit', 'clarify', null],
  ],
});
