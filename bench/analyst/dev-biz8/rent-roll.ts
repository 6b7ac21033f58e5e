import { table } from '../spec';

/** `1,234.56` to a decimal, blank to NULL. */
const num = (col: string) => `replace(NULLIF("${col}", ''), ',', '')::DECIMAL(12, 2)`;

export default table({
  name: 'rent_roll',
  file: 'rent-roll.csv',
  domain:
    'commercial rent roll of a landlord with six properties (synthetic, seeded) as of 30 Jun 2024, one row per unit, grouped by property: a merged category row naming each property with its code above its units (`Harbor Point Plaza (HPP)`, the other cells empty) and a blank line between properties; unit (`HPP-108`, `CRB-A103`), tenant (`VACANT` for an empty unit), use (Retail, Office, Flex, Industrial), square feet with thousands commas, lease from and lease to written `"Mar 1, 2021"`, monthly rent, rent per square foot per year, annual escalation as a percent cell (`3.0%`), security deposit, balance owed (credit balances written `850.00 CR`), status (Current; Notice, the tenant has given notice; MTM, holding over month to month after the lease ran out; Vacant), auto renew Y/N and triple net (NNN) Y/N; lease, rent, deposit, balance and flags blank on vacant units',
  load: `WITH raw AS (
      SELECT row_number() OVER () AS rn, *
      FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true, null_padding = true)
    ), grouped AS (
      SELECT *,
        last_value(CASE WHEN coalesce("Use", '') = '' AND "Unit" LIKE '%(%)' THEN "Unit" END IGNORE NULLS)
          OVER (ORDER BY rn ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS prop
      FROM raw
    )
    SELECT regexp_extract(prop, '^(.*) \\((\\w+)\\)$', 1) AS property,
      regexp_extract(prop, '^(.*) \\((\\w+)\\)$', 2) AS prop_code,
      "Unit" AS unit,
      CASE WHEN "Tenant" = 'VACANT' THEN NULL ELSE "Tenant" END AS tenant,
      "Use" AS use_type,
      ${num('Sq Ft')}::INTEGER AS sq_ft,
      strptime(NULLIF("Lease From", ''), '%b %-d, %Y')::DATE AS lease_from,
      strptime(NULLIF("Lease To", ''), '%b %-d, %Y')::DATE AS lease_to,
      ${num('Monthly Rent')} AS monthly_rent,
      ${num('Rent/SF/Yr')} AS rent_psf,
      replace(NULLIF("Annual Esc", ''), '%', '')::DECIMAL(5, 2) AS esc_pct,
      ${num('Deposit')} AS deposit,
      CASE WHEN "Balance" LIKE '% CR' THEN -replace(replace("Balance", ' CR', ''), ',', '')::DECIMAL(12, 2)
        ELSE ${num('Balance')} END AS balance,
      "Status" AS status,
      NULLIF("Auto Renew", '') AS auto_renew,
      NULLIF("NNN", '') AS nnn
    FROM grouped
    WHERE coalesce("Use", '') <> ''`,
  questions: [
    ['total monthly rent on the roll', 'aggregate', `SELECT sum(monthly_rent) FROM t`],
    ['total gla in sf across the portfolio', 'aggregate', `SELECT sum(sq_ft) FROM t`],
    ['total security deposits held', 'aggregate', `SELECT sum(deposit) FROM t`],
    [
      'avg annual escalation on occupied units',
      'aggregate',
      `SELECT avg(esc_pct) FROM t WHERE tenant IS NOT NULL`,
    ],
    [
      'vacant sf at westgate',
      'filtered',
      `SELECT sum(sq_ft) FROM t WHERE prop_code = 'WOC' AND status = 'Vacant'`,
    ],
    ['avg rent/sf for office units', 'filtered', `SELECT avg(rent_psf) FROM t WHERE use_type = 'Office'`],
    ['total arrears (balances owed)', 'filtered', `SELECT sum(balance) FROM t WHERE balance > 0`],
    ['how many tenants have a credit balance', 'filtered', `SELECT count(*) FROM t WHERE balance < 0`],
    ['how many units are month to month', 'filtered', `SELECT count(*) FROM t WHERE status = 'MTM'`],
    [
      'how many tenants are on notice and how much monthly rent is that',
      'filtered',
      `SELECT count(*), sum(monthly_rent) FROM t WHERE status = 'Notice'`,
    ],
    [
      'occupancy by property (% of sf leased)',
      'group-by',
      `SELECT property, 100.0 * sum(sq_ft) FILTER (WHERE tenant IS NOT NULL) / sum(sq_ft) FROM t GROUP BY property`,
    ],
    [
      'rent per sf by use type, weighted by sf',
      'group-by',
      `SELECT use_type, sum(12 * monthly_rent) / sum(sq_ft) FROM t WHERE tenant IS NOT NULL GROUP BY use_type`,
    ],
    [
      'which property has the most vacant space',
      'argmax',
      `SELECT property FROM t WHERE status = 'Vacant' GROUP BY property ORDER BY sum(sq_ft) DESC LIMIT 1`,
    ],
    [
      'biggest tenant by sf',
      'argmax',
      `SELECT tenant FROM t WHERE tenant IS NOT NULL ORDER BY sq_ft DESC LIMIT 1`,
    ],
    ['which tenant owes us the most', 'argmax', `SELECT tenant FROM t ORDER BY balance DESC LIMIT 1`],
    [
      'which property brings in the most rent per month',
      'argmax',
      `SELECT property FROM t GROUP BY property ORDER BY sum(monthly_rent) DESC LIMIT 1`,
    ],
    [
      'top 5 tenants by annual rent',
      'top-n',
      `SELECT tenant FROM t WHERE tenant IS NOT NULL ORDER BY monthly_rent DESC LIMIT 5`,
    ],
    [
      'occupancy % by sf, whole portfolio',
      'share',
      `SELECT 100.0 * sum(sq_ft) FILTER (WHERE tenant IS NOT NULL) / sum(sq_ft) FROM t`,
    ],
    [
      'what % of units are vacant',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE status = 'Vacant') / count(*) FROM t`,
    ],
    [
      'share of occupied leases set to auto renew',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE auto_renew = 'Y') / count(*) FROM t WHERE tenant IS NOT NULL`,
    ],
    [
      'what % of monthly rent comes from the top 10 tenants',
      'share',
      `SELECT 100.0 * (SELECT sum(monthly_rent) FROM (SELECT monthly_rent FROM t WHERE tenant IS NOT NULL ORDER BY monthly_rent DESC LIMIT 10)) / sum(monthly_rent) FROM t`,
    ],
    ['how many leases expire in 2025', 'calendar', `SELECT count(*) FROM t WHERE year(lease_to) = 2025`],
    [
      'monthly rent expiring in the rest of 2024 (jul-dec)',
      'calendar',
      `SELECT sum(monthly_rent) FROM t WHERE lease_to BETWEEN DATE '2024-07-01' AND DATE '2024-12-31'`,
    ],
    ['how many leases started in 2023', 'calendar', `SELECT count(*) FROM t WHERE year(lease_from) = 2023`],
    [
      'avg rent psf retail vs office',
      'compare',
      `SELECT avg(rent_psf) FILTER (WHERE use_type = 'Retail') AS retail,
          avg(rent_psf) FILTER (WHERE use_type = 'Office') AS office
        FROM t`,
    ],
    [
      'harbor point vs maple commons monthly rent',
      'compare',
      `SELECT sum(monthly_rent) FILTER (WHERE prop_code = 'HPP') AS hpp,
          sum(monthly_rent) FILTER (WHERE prop_code = 'MPC') AS mpc
        FROM t`,
    ],
    [
      'do bigger units get a lower rent per sf? correlation',
      'correlation',
      `SELECT corr(sq_ft::DOUBLE, rent_psf::DOUBLE) FROM t WHERE tenant IS NOT NULL`,
    ],
    ['when does chipotles lease end', 'lookup', `SELECT lease_to FROM t WHERE tenant = 'Chipotle'`],
    ['whos in HPP-108', 'lookup', `SELECT tenant FROM t WHERE unit = 'HPP-108'`],
    ['monthly rent on WOC-203', 'lookup', `SELECT monthly_rent FROM t WHERE unit = 'WOC-203'`],
    ['how many units have no lease dates', 'missing', `SELECT count(*) FROM t WHERE lease_from IS NULL`],
    ['whats the cap rate on harbor point', 'clarify', null],
    ['cam reconciliation by tenant for 2023', 'clarify', null],
    ['arrears aging - how much is 30/60/90+ days past due', 'clarify', null],
  ],
});
