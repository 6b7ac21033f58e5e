import { table } from '../spec';

export default table({
  name: 'web_sessions',
  file: 'web-sessions.csv',
  domain:
    'e-commerce web-analytics session export for 2024 (synthetic, seeded): one row per session, session date written `Mar 5, 2024`, visitor id repeated over a visitor\'s sessions, traffic channel, campaign (blank outside paid search, email and some social), device, country code, landing page, pageviews, duration in seconds (some blank), bounced yes/no, converted 1/0, revenue as `$1,234.50` (blank when the session did not convert)',
  load: `SELECT session_id,
      strptime(session_date, '%b %-d, %Y')::DATE AS session_date,
      visitor_id, channel, NULLIF(campaign, '') AS campaign, device, country, landing_page,
      pageviews::INTEGER AS pageviews,
      NULLIF(duration_sec, '')::INTEGER AS duration_sec,
      bounced = 'yes' AS bounced,
      converted = '1' AS converted,
      replace(replace(NULLIF(revenue, ''), '$', ''), ',', '')::DECIMAL(10, 2) AS revenue
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['total revenue for the year', 'aggregate', `SELECT sum(revenue) FROM t`],
    ['how many sessions did we get in november', 'filtered', `SELECT count(*) FROM t WHERE month(session_date) = 11`],
    ['and in december?', 'follow-up', `SELECT count(*) FROM t WHERE month(session_date) = 12`],
    [
      'conversion rate by channel',
      'share',
      `SELECT channel, 100.0 * count(*) FILTER (WHERE converted) / count(*) FROM t GROUP BY channel`,
    ],
    [
      'which device converts best',
      'argmax',
      `SELECT device FROM t GROUP BY device ORDER BY avg(converted::INTEGER) DESC LIMIT 1`,
    ],
    ['top 3 countries by revenue', 'top-n', `SELECT country FROM t GROUP BY country ORDER BY sum(revenue) DESC LIMIT 3`],
    ['and the bottom two?', 'follow-up', `SELECT country FROM t GROUP BY country ORDER BY sum(revenue) ASC LIMIT 2`],
    ['aov?', 'aggregate', `SELECT avg(revenue) FROM t WHERE converted`],
    [
      'bounce rate on the /blog landing page',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE bounced) / count(*) FROM t WHERE landing_page = '/blog'`,
    ],
    ['sessions by device', 'group-by', `SELECT device, count(*) FROM t GROUP BY device`],
    ['how many unique visitors', 'aggregate', `SELECT count(DISTINCT visitor_id) FROM t`],
    [
      'which visitor id came back the most times',
      'argmax',
      `SELECT visitor_id FROM t GROUP BY visitor_id ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many sessions are missing a duration', 'missing', `SELECT count(*) FROM t WHERE duration_sec IS NULL`],
    ['avg session lenght in minutes', 'aggregate', `SELECT avg(duration_sec) / 60.0 FROM t`],
    [
      'revenue per quarter',
      'group-by',
      `SELECT quarter(session_date) AS q, sum(revenue) FROM t GROUP BY q`,
    ],
    [
      'best month for sales',
      'calendar',
      `SELECT monthname(session_date) AS m FROM t GROUP BY m ORDER BY sum(revenue) DESC LIMIT 1`,
    ],
    [
      'what day of the week has the most traffic',
      'calendar',
      `SELECT dayname(session_date) AS d FROM t GROUP BY d ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how much did the bf_2024 campaign make', 'filtered', `SELECT sum(revenue) FROM t WHERE campaign = 'bf_2024'`],
    [
      'mobile vs desktop revenue',
      'compare',
      `SELECT device, sum(revenue) FROM t WHERE device IN ('Mobile', 'Desktop') GROUP BY device`,
    ],
    [
      'do more pageviews go with longer sessions? correlation',
      'correlation',
      `SELECT corr(pageviews, duration_sec) FROM t`,
    ],
    [
      'what % of sessions come from paid search',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE channel = 'Paid Search') / count(*) FROM t`,
    ],
    ['whats our cart abandonment rate', 'clarify', null],
    ['uk sessions on tablet - how many', 'filtered', `SELECT count(*) FROM t WHERE country = 'UK' AND device = 'Tablet'`],
    [
      'only the ones that converted',
      'follow-up',
      `SELECT count(*) FROM t WHERE country = 'UK' AND device = 'Tablet' AND converted`,
    ],
    [
      'avg pageviews email vs social',
      'compare',
      `SELECT channel, avg(pageviews) FROM t WHERE channel IN ('Email', 'Social') GROUP BY channel`,
    ],
    [
      'which campaign had the best conv rate',
      'argmax',
      `SELECT campaign FROM t WHERE campaign IS NOT NULL GROUP BY campaign ORDER BY avg(converted::INTEGER) DESC LIMIT 1`,
    ],
    ['how many sessions have no campaign tagged', 'missing', `SELECT count(*) FROM t WHERE campaign IS NULL`],
    ['landing page of session s881234?', 'lookup', `SELECT landing_page FROM t WHERE session_id = 's881234'`],
    ['is our conversion rate good', 'clarify', null],
  ],
});
