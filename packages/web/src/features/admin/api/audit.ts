// Requests and query hooks of the Audit Logs tab and its contact requests panel.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import type { AuditLogResponse, ContactRequestListResponse } from '@ai-analyst/contract/admin-types';
import type { ContactStatus } from '@ai-analyst/contract/contact-types';
import { toQueryString } from '../utils/query-string';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  action: string;
  actor: string;
  /** Dates as the date inputs give them (YYYY-MM-DD); the server includes the whole `to` day. */
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilters = { action: '', actor: '', from: '', to: '' };

/** The query string of the filters, shared by the list and the CSV export. */
export function auditQuery(filters: AuditFilters, page?: number): string {
  return toQueryString({
    ...(page !== undefined && { page, page_size: AUDIT_PAGE_SIZE }),
    action: filters.action,
    actor: filters.actor,
    from: filters.from,
    to: filters.to,
  });
}

export function useAuditLogs(filters: AuditFilters, page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['admin', 'audit-logs', filters, page],
    queryFn: ({ signal }) =>
      api.get<AuditLogResponse>(`/admin/audit-logs/${auditQuery(filters, page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function fetchAuditCsv(filters: AuditFilters): Promise<string> {
  return api.get<string>(`/admin/audit-logs/export/${auditQuery(filters)}`, {
    headers: { Accept: 'text/csv' },
  });
}

/**
 * Contact requests are the operator's sales inbox: another organization's admins get 403, and
 * the panel then hides itself, so a 403 is an answer here, not an error.
 */
export function useContactRequests(page: number) {
  return useQuery({
    queryKey: ['admin', 'contact-requests', page],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ContactRequestListResponse>(
          `/admin/contact-requests/${toQueryString({ page, page_size: 20 })}`,
          { signal },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** Marks a contact request new, read or handled; the inbox and the audit log refresh. */
export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) =>
      api.patch(`/admin/contact-requests/${encodeURIComponent(id)}/`, { status }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'contact-requests'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-logs'] });
    },
  });
}
