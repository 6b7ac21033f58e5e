import { table } from '../spec';

/** Return on ad spend: conversion value over spend, summed over the rows asked about. */
const roas = `sum(conv_value) / sum(spend)`;
/** Click-through rate in percent: clicks over impressions, summed (not the mean of the CTR column). */
const ctr = `100.0 * sum(clicks) / sum(impressions)`;

export default table({
  name: 'ad_campaigns',
  file: 'ad-campaigns.csv',
  domain:
    'paid-ads daily campaign report, 1 Jan 2024 – 30 Jun 2025 (synthetic, seeded): one row per campaign per day it ran, day written month-first with a two-digit year (`3/5/24` is 5 March 2024), campaign id repeated daily, campaign name, channel (Google Ads, Meta, LinkedIn, TikTok, Microsoft Ads), campaign type, Brand Y / N, spend and conversion value as `$1,234.56`, impressions and clicks with thousands separators, CTR as `2.35%`, conversions; conversions and value blank for Meta during a five-day tracking outage in July 2024',
  load: `SELECT strptime("Day", '%m/%d/%y')::DATE AS day,
      "Campaign ID" AS campaign_id, "Campaign" AS campaign, "Channel" AS channel,
      "Campaign Type" AS campaign_type, "Brand" AS brand,
      replace(replace("Spend", '$', ''), ',', '')::DECIMAL(12, 2) AS spend,
      replace("Impressions", ',', '')::INTEGER AS impressions,
      replace("Clicks", ',', '')::INTEGER AS clicks,
      replace("CTR", '%', '')::DOUBLE AS ctr_pct,
      NULLIF("Conversions", '')::INTEGER AS conversions,
      replace(replace(NULLIF("Conv. Value", ''), '$', ''), ',', '')::DECIMAL(12, 2) AS conv_value
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['total ad spend in 2024', 'filtered', `SELECT sum(spend) FROM t WHERE year(day) = 2024`],
    ['roas by channel', 'group-by', `SELECT channel, ${roas} FROM t GROUP BY channel`],
    ['ctr by channel', 'share', `SELECT channel, ${ctr} FROM t GROUP BY channel`],
    [
      'which channel has the best ctr',
      'argmax',
      `SELECT channel FROM t GROUP BY channel ORDER BY ${ctr} DESC LIMIT 1`,
    ],
    ['and the worst one?', 'follow-up', `SELECT channel FROM t GROUP BY channel ORDER BY ${ctr} ASC LIMIT 1`],
    [
      'cpc linkedin vs google ads',
      'compare',
      `SELECT channel, sum(spend) / sum(clicks) FROM t WHERE channel IN ('LinkedIn', 'Google Ads') GROUP BY channel`,
    ],
    ['ytd spend', 'filtered', `SELECT sum(spend) FROM t WHERE year(day) = 2025`],
    [
      'and same period last yr?',
      'follow-up',
      `SELECT sum(spend) FROM t WHERE day BETWEEN DATE '2024-01-01' AND DATE '2024-06-30'`,
    ],
    [
      'mom spend growth last month',
      'compare',
      `SELECT 100.0 * (sum(spend) FILTER (WHERE day >= DATE '2025-06-01') - sum(spend) FILTER (WHERE day BETWEEN DATE '2025-05-01' AND DATE '2025-05-31'))
        / sum(spend) FILTER (WHERE day BETWEEN DATE '2025-05-01' AND DATE '2025-05-31') FROM t`,
    ],
    ['conversions last month', 'filtered', `SELECT sum(conversions) FROM t WHERE day >= DATE '2025-06-01'`],
    ['and cpa?', 'follow-up', `SELECT sum(spend) / sum(conversions) FROM t WHERE day >= DATE '2025-06-01'`],
    [
      'which month had the highest spend',
      'argmax',
      `SELECT strftime(day, '%Y-%m') AS m FROM t GROUP BY m ORDER BY sum(spend) DESC LIMIT 1`,
    ],
    [
      'spend by day of week',
      'calendar',
      `SELECT dayname(day) AS weekday, sum(spend) FROM t GROUP BY weekday`,
    ],
    [
      'avg daily spend weekdays vs weekends',
      'compare',
      `SELECT avg(s) FILTER (WHERE dayofweek(day) BETWEEN 1 AND 5), avg(s) FILTER (WHERE dayofweek(day) IN (0, 6))
        FROM (SELECT day, sum(spend) AS s FROM t GROUP BY day)`,
    ],
    [
      'top 3 campaigns by conversions in 2024',
      'top-n',
      `SELECT campaign FROM t WHERE year(day) = 2024 GROUP BY campaign ORDER BY sum(conversions) DESC LIMIT 3`,
    ],
    [
      'what % of spend goes to meta',
      'share',
      `SELECT 100.0 * sum(spend) FILTER (WHERE channel = 'Meta') / sum(spend) FROM t`,
    ],
    [
      'correlation of daily spend and conversions for the brand search campaign',
      'correlation',
      `SELECT corr(spend, conversions) FROM t WHERE campaign = 'Brand - Search - US'`,
    ],
    [
      'how many rows are missing conversion data',
      'missing',
      `SELECT count(*) FROM t WHERE conversions IS NULL`,
    ],
    [
      'which campaigns have the gaps',
      'follow-up',
      `SELECT DISTINCT campaign FROM t WHERE conversions IS NULL`,
    ],
    ['spend on black friday 2024', 'filtered', `SELECT sum(spend) FROM t WHERE day = DATE '2024-11-29'`],
    [
      'brand vs non brand roas',
      'compare',
      `SELECT sum(conv_value) FILTER (WHERE brand = 'Y') / sum(spend) FILTER (WHERE brand = 'Y'),
        sum(conv_value) FILTER (WHERE brand = 'N') / sum(spend) FILTER (WHERE brand = 'N') FROM t`,
    ],
    ['q4 2024 roas', 'filtered', `SELECT ${roas} FROM t WHERE year(day) = 2024 AND quarter(day) = 4`],
    [
      'how many campaigns were live in 2025',
      'filtered',
      `SELECT count(DISTINCT campaign_id) FROM t WHERE year(day) = 2025`,
    ],
    [
      'clicks on Retargeting - 30d Visitors on 3/15/25',
      'lookup',
      `SELECT clicks FROM t WHERE campaign = 'Retargeting - 30d Visitors' AND day = DATE '2025-03-15'`,
    ],
    [
      'whats the roas on the tiktok ugc test',
      'filtered',
      `SELECT ${roas} FROM t WHERE campaign = 'UGC Creators Test'`,
    ],
    [
      'impressions by campaign type',
      'group-by',
      `SELECT campaign_type, sum(impressions) FROM t GROUP BY campaign_type`,
    ],
    [
      'cpc by month this year',
      'group-by',
      `SELECT strftime(day, '%Y-%m') AS m, sum(spend) / sum(clicks) FROM t WHERE year(day) = 2025 GROUP BY m`,
    ],
    ['which ad creative had the best ctr', 'clarify', null],
    ['yoy spend growth for november', 'clarify', null],
  ],
});
