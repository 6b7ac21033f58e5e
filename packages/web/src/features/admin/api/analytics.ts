// The Analytics tab's data (GET /api/admin/analytics/?days=N).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UsageAnalytics } from '@ai-analyst/contract/admin-types';

/** The ranges the tab offers, in days. */
export const analyticsRanges = [7, 30, 90] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

export function useUsageAnalytics(days: AnalyticsRange) {
  return useQuery({
    queryKey: ['admin', 'analytics', days],
    queryFn: ({ signal }) => api.get<{ data: UsageAnalytics }>(`/admin/analytics/?days=${days}`, { signal }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });
}
