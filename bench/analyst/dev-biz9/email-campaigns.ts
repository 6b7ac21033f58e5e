import { table } from '../spec';

/** `12,345` or blank to an integer. */
const int = (col: string) => `NULLIF(replace("${col}", ',', ''), '')::INTEGER`;
/** `23.4%` or blank to percent points. */
const pct = (col: string) => `NULLIF(replace("${col}", '%', ''), '')::DECIMAL(6, 2)`;

export default table({
  name: 'email_campaigns',
  file: 'email-campaigns.csv',
  domain:
    'email campaign report of an outdoor gear retailer (synthetic, seeded), campaigns sent 1 Jul 2023 – 30 Jun 2024, one row per campaign send, as the email service exports it: campaign id with leading zeros (`00418`), campaign name and subject line (some holding commas and quotes), audience (Newsletter - All, VIP Members, Lapsed Buyers, Trail Club), type (Regular, A/B Test, Plain Text, Resend), send time written `3/5/2024 2:02 PM`, status Sent or cancelled (spelled `Cancelled` or `Canceled`, every figure but recipients blank), recipients, delivered, bounces, unique opens, open rate as a percent cell of delivered (`23.4%`), unique clicks, click rate (`2.10%`), unsubscribes, spam reports, orders and revenue written `$1,234.56` (both blank where revenue tracking was off, as on plain-text sends), a blank line and an export line (`Exported from Sendwell on …`) under the data',
  load: `SELECT "Campaign ID" AS campaign_id,
      "Campaign Name" AS campaign_name,
      "Subject Line" AS subject_line,
      "Audience" AS audience,
      "Type" AS campaign_type,
      strptime("Send Time", '%-m/%-d/%Y %-I:%M %p') AS send_time,
      "Status" AS status,
      ${int('Recipients')} AS recipients,
      ${int('Delivered')} AS delivered,
      ${int('Bounces')} AS bounces,
      ${int('Unique Opens')} AS unique_opens,
      ${pct('Open Rate')} AS open_rate,
      ${int('Unique Clicks')} AS unique_clicks,
      ${pct('Click Rate')} AS click_rate,
      ${int('Unsubscribes')} AS unsubscribes,
      ${int('Spam Reports')} AS spam_reports,
      ${int('Orders')} AS orders,
      NULLIF(replace(replace("Revenue", '$', ''), ',', ''), '')::DECIMAL(12, 2) AS revenue
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true, null_padding = true)
    WHERE "Status" IS NOT NULL AND "Status" <> ''`,
  questions: [
    ['how many campaigns did we send', 'aggregate', `SELECT count(*) FROM t WHERE status = 'Sent'`],
    ['total email revenue', 'aggregate', `SELECT sum(revenue) FROM t`],
    ['total unsubscibes', 'aggregate', `SELECT sum(unsubscribes) FROM t`],
    ['avg open rate across campaigns', 'aggregate', `SELECT avg(open_rate) FROM t WHERE status = 'Sent'`],
    [
      'avg click rate for the vip list',
      'filtered',
      `SELECT avg(click_rate) FROM t WHERE audience = 'VIP Members' AND status = 'Sent'`,
    ],
    [
      'how many campaigns got cancelled',
      'filtered',
      `SELECT count(*) FROM t WHERE status IN ('Cancelled', 'Canceled')`,
    ],
    ['revenue from a/b tests', 'filtered', `SELECT sum(revenue) FROM t WHERE campaign_type = 'A/B Test'`],
    ['orders from resends', 'filtered', `SELECT sum(orders) FROM t WHERE campaign_type = 'Resend'`],
    ['revenue by audience', 'group-by', `SELECT audience, sum(revenue) FROM t GROUP BY audience`],
    [
      'avg open rate by campaign type',
      'group-by',
      `SELECT campaign_type, avg(open_rate) FROM t WHERE status = 'Sent' GROUP BY campaign_type`,
    ],
    [
      'revenue by month',
      'calendar',
      `SELECT strftime(send_time, '%Y-%m') AS m, sum(revenue) FROM t GROUP BY m`,
    ],
    [
      'which month brought in the most email revenue',
      'calendar',
      `SELECT strftime(send_time, '%Y-%m') AS m FROM t GROUP BY m ORDER BY sum(revenue) DESC LIMIT 1`,
    ],
    [
      'how many campaigns went out in december',
      'calendar',
      `SELECT count(*) FROM t WHERE status = 'Sent' AND year(send_time) = 2023 AND month(send_time) = 12`,
    ],
    [
      'which day of the week gets the best avg open rate',
      'calendar',
      `SELECT dayname(send_time) AS d FROM t WHERE status = 'Sent' GROUP BY d ORDER BY avg(open_rate) DESC LIMIT 1`,
    ],
    [
      'top 5 campaigns by revenue',
      'top-n',
      `SELECT campaign_name FROM t ORDER BY revenue DESC NULLS LAST LIMIT 5`,
    ],
    [
      'which audience has the highest unsubscribe rate',
      'argmax',
      `SELECT audience FROM t WHERE status = 'Sent' GROUP BY audience ORDER BY sum(unsubscribes) / sum(delivered) DESC LIMIT 1`,
    ],
    [
      'which audience converts best (orders per click)',
      'argmax',
      `SELECT audience FROM t WHERE orders IS NOT NULL GROUP BY audience ORDER BY sum(orders) / sum(unique_clicks) DESC LIMIT 1`,
    ],
    [
      'what % of emails bounced overall',
      'share',
      `SELECT 100.0 * sum(bounces) / sum(recipients) FROM t WHERE status = 'Sent'`,
    ],
    [
      'share of revenue from vip members',
      'share',
      `SELECT 100.0 * sum(revenue) FILTER (WHERE audience = 'VIP Members') / sum(revenue) FROM t`,
    ],
    [
      'what % of sends were a/b tests',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE campaign_type = 'A/B Test') / count(*) FROM t WHERE status = 'Sent'`,
    ],
    [
      'vip vs trail club avg click rate',
      'compare',
      `SELECT avg(click_rate) FILTER (WHERE audience = 'VIP Members') AS vip,
          avg(click_rate) FILTER (WHERE audience = 'Trail Club') AS trail_club
        FROM t WHERE status = 'Sent'`,
    ],
    [
      'revenue q4 2023 vs q2 2024',
      'compare',
      `SELECT sum(revenue) FILTER (WHERE year(send_time) = 2023 AND quarter(send_time) = 4) AS q4_2023,
          sum(revenue) FILTER (WHERE year(send_time) = 2024 AND quarter(send_time) = 2) AS q2_2024
        FROM t`,
    ],
    [
      'corelation between open rate and click rate',
      'correlation',
      `SELECT corr(open_rate::DOUBLE, click_rate::DOUBLE) FROM t WHERE status = 'Sent'`,
    ],
    [
      'do bigger sends get more unsubscribes? corr recipients vs unsubs',
      'correlation',
      `SELECT corr(recipients::DOUBLE, unsubscribes::DOUBLE) FROM t WHERE status = 'Sent'`,
    ],
    [
      'what was the subject line of campaign 00418',
      'lookup',
      `SELECT subject_line FROM t WHERE campaign_id = '00418'`,
    ],
    ['open rate for 00500?', 'lookup', `SELECT open_rate FROM t WHERE campaign_id = '00500'`],
    [
      'how many sent campaigns have no revenue figure',
      'missing',
      `SELECT count(*) FROM t WHERE status = 'Sent' AND revenue IS NULL`,
    ],
    ['which audience has the best rate', 'clarify', null],
    ['which links in the emails got the most clicks', 'clarify', null],
    ['how many opens were on mobile vs desktop', 'clarify', null],
  ],
});
