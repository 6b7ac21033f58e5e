import { useState } from 'react';
import { analyticsRanges, useUsageAnalytics, type AnalyticsRange } from '../api/analytics';
import type { DailyCount, UsageAnalytics } from '@ai-analyst/contract/admin-types';
import { formatBytes } from '../../../utils/format';
import { formatPercent } from '../utils/format';
import { ErrorAlert, LoadingBlock } from './admin-feedback';
import { RankingChart } from './ranking-chart';
import { TimeSeriesChart } from './time-series-chart';

/** Analytics tab: usage of the organization over recent days, from GET /api/admin/analytics/. */
export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsRange>(30);
  const analytics = useUsageAnalytics(days);
  return (
    <div className="admin-analytics">
      <div className="admin-analytics-toolbar">
        <p className="admin-card-subtitle">
          {analytics.data
            ? `Usage of your organization from ${analytics.data.from} to ${analytics.data.to} (UTC).`
            : 'Usage of your organization.'}
        </p>
        <div className="admin-analytics-range">
          <label htmlFor="admin-analytics-range">Period</label>
          <select
            id="admin-analytics-range"
            className="input"
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as AnalyticsRange)}
          >
            {analyticsRanges.map((range) => (
              <option key={range} value={range}>
                Last {range} days
              </option>
            ))}
          </select>
        </div>
      </div>
      {analytics.isPending && <LoadingBlock label="Loading usage analytics..." />}
      {analytics.isError && <ErrorAlert error={analytics.error} onRetry={() => void analytics.refetch()} />}
      {analytics.data && (
        <div className={`admin-analytics-body${analytics.isPlaceholderData ? ' admin-stale' : ''}`}>
          <AnalyticsView data={analytics.data} />
        </div>
      )}
    </div>
  );
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const sum = (days: DailyCount[]) => days.reduce((total, day) => total + day.count, 0);

function AnalyticsView({ data }: { data: UsageAnalytics }) {
  const days = data.days;
  const peakUsers = Math.max(0, ...data.active_users_per_day.map((d) => d.count));
  const storage = data.storage_by_user.reduce((total, user) => total + user.bytes, 0);
  const toolCalls = data.tool_calls.reduce((total, tool) => total + tool.count, 0);
  const stats = [
    {
      label: 'Messages',
      value: sum(data.messages_per_day).toLocaleString(),
      note: days ? `last ${days} days` : '',
    },
    { label: 'Peak active users', value: String(peakUsers), note: 'on one day' },
    {
      label: 'RCA runs',
      value: data.rca.runs.toLocaleString(),
      note: `${data.rca.completed} completed · ${data.rca.failed} failed`,
    },
    {
      label: 'RCA success rate',
      value: data.rca.completed + data.rca.failed ? formatPercent(data.rca.success_rate) : '—',
      note: 'of finished runs',
    },
    { label: 'Storage used', value: formatBytes(storage), note: plural(data.storage_by_user.length, 'user') },
    {
      label: 'Tool calls',
      value: toolCalls.toLocaleString(),
      note: `${plural(data.tool_calls.length, 'tool')} used by the assistant`,
    },
  ];
  return (
    <>
      <dl className="admin-stat-cards">
        {stats.map((stat) => (
          <div key={stat.label} className="admin-stat-card">
            <dt>{stat.label}</dt>
            <dd>
              <span className="admin-stat-value">{stat.value}</span>
              {stat.note && <span className="admin-stat-note">{stat.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div className="admin-chart-grid">
        <TimeSeriesChart
          title="Messages per day"
          kind="bar"
          data={data.messages_per_day}
          unit={['message', 'messages']}
        />
        <TimeSeriesChart
          title="Active users per day"
          kind="line"
          data={data.active_users_per_day}
          unit={['user', 'users']}
        />
        <TimeSeriesChart
          title="RCA runs per day"
          kind="bar"
          data={data.rca.per_day}
          unit={['run', 'runs']}
          summary={
            data.rca.completed + data.rca.failed
              ? `${formatPercent(data.rca.success_rate)} success`
              : undefined
          }
        />
        <RankingChart
          title="Tool calls"
          items={data.tool_calls.map((t) => ({ label: t.tool, value: t.count }))}
          format={(value) => value.toLocaleString()}
          columns={['Tool', 'Calls']}
        />
        <RankingChart
          title="Storage by user"
          items={data.storage_by_user.map((u) => ({ label: u.username, value: u.bytes }))}
          format={formatBytes}
          columns={['User', 'Storage']}
        />
      </div>
    </>
  );
}
