import { table } from '../spec';

/** Hours from opening to resolution of a ticket. */
const hours = `date_diff('minute', created_at, resolved_at) / 60.0`;

export default table({
  name: 'support_tickets',
  file: 'support-tickets.csv',
  domain:
    'helpdesk ticket export for 2024 (synthetic, seeded): ticket id, created and resolved timestamps as text (`2024-03-05 14:22`, resolved empty while open), priority, channel, agent (empty when unassigned), customer tier, status open / closed / escalated, satisfaction score 1–5 (often blank), first response in minutes',
  load: `SELECT ticket_id,
      strptime(created_at, '%Y-%m-%d %H:%M') AS created_at,
      strptime(NULLIF(resolved_at, ''), '%Y-%m-%d %H:%M') AS resolved_at,
      priority, channel, NULLIF(agent, '') AS agent, customer_tier, status,
      NULLIF(satisfaction_score, '')::INTEGER AS satisfaction_score,
      NULLIF(first_response_minutes, '')::INTEGER AS first_response_minutes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many tickets do we have', 'aggregate', `SELECT count(*) FROM t`],
    ['avg first response time', 'aggregate', `SELECT avg(first_response_minutes) FROM t`],
    [
      'avg resolution time in hours for high priority tickets in q3',
      'filtered',
      `SELECT avg(${hours}) FROM t WHERE priority = 'High' AND quarter(created_at) = 3`,
    ],
    ['and for urgent ones?', 'follow-up', `SELECT avg(${hours}) FROM t WHERE priority = 'Urgent' AND quarter(created_at) = 3`],
    [
      'which agent closed the most tickets in march',
      'argmax',
      `SELECT agent FROM t WHERE status = 'closed' AND resolved_at >= '2024-03-01' AND resolved_at < '2024-04-01' GROUP BY agent ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['tickets by channel', 'group-by', `SELECT channel, count(*) FROM t GROUP BY channel`],
    ['what % of tickets got escalated', 'share', `SELECT 100.0 * count(*) FILTER (WHERE status = 'escalated') / count(*) FROM t`],
    [
      'escalation rate by customer tier',
      'share',
      `SELECT customer_tier, 100.0 * count(*) FILTER (WHERE status = 'escalated') / count(*) FROM t GROUP BY customer_tier`,
    ],
    ['avg csat', 'aggregate', `SELECT avg(satisfaction_score) FROM t`],
    ['how many tickets have no satisfaction score', 'missing', `SELECT count(*) FROM t WHERE satisfaction_score IS NULL`],
    ['avg satisfaction by channel', 'group-by', `SELECT channel, avg(satisfaction_score) FROM t GROUP BY channel`],
    [
      'which channel has the worst csat',
      'argmax',
      `SELECT channel FROM t WHERE satisfaction_score IS NOT NULL GROUP BY channel ORDER BY avg(satisfaction_score) ASC LIMIT 1`,
    ],
    ['new tickets per month', 'group-by', `SELECT strftime(created_at, '%Y-%m') AS month, count(*) FROM t GROUP BY month`],
    [
      'busiest weekday for new tickets',
      'calendar',
      `SELECT dayname(created_at) AS weekday FROM t GROUP BY weekday ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'top 3 agents by avg satisfaction score',
      'top-n',
      `SELECT agent FROM t WHERE agent IS NOT NULL AND satisfaction_score IS NOT NULL GROUP BY agent ORDER BY avg(satisfaction_score) DESC LIMIT 3`,
    ],
    ['how many tickets are still open', 'filtered', `SELECT count(*) FROM t WHERE status = 'open'`],
    ['how many of those are urgent', 'follow-up', `SELECT count(*) FROM t WHERE status = 'open' AND priority = 'Urgent'`],
    [
      'median first response chat vs email',
      'compare',
      `SELECT median(first_response_minutes) FILTER (WHERE channel = 'Chat'), median(first_response_minutes) FILTER (WHERE channel = 'Email') FROM t`,
    ],
    [
      'is there a correlation between first reponse time and csat',
      'correlation',
      `SELECT corr(first_response_minutes, satisfaction_score) FROM t`,
    ],
    ['how many tickets were reopened after being closed', 'clarify', null],
    ['who handled TCK-11234', 'lookup', `SELECT agent FROM t WHERE ticket_id = 'TCK-11234'`],
    [
      'how many enterprise tickets were resolved in under 4 hours',
      'filtered',
      `SELECT count(*) FROM t WHERE customer_tier = 'Enterprise' AND ${hours} < 4`,
    ],
    ['avg first response by priority', 'group-by', `SELECT priority, avg(first_response_minutes) FROM t GROUP BY priority`],
    ['how many tickets arent assigned to anyone', 'missing', `SELECT count(*) FROM t WHERE agent IS NULL`],
    ['which product gets the most tickets', 'clarify', null],
  ],
});
