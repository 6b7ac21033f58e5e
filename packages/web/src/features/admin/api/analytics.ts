// The Analytics tab's data (GET /api/admin/analytics/).
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import type { UsageAnalytics } from '../types/admin';

/** Servers without usage analytics answer 404; that is a state to show, not a failure to retry. */
export function isAnalyticsMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useUsageAnalytics() {
  return useQuery({
    queryKey: ['admin', 'analytics'],
    queryFn: ({ signal }) => api.get<{ data: UsageAnalytics }>('/admin/analytics/', { signal }),
    select: (body) => body.data,
    retry: (count, error) => !isAnalyticsMissing(error) && count < 1,
  });
}
