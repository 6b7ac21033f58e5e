// Requests and query hooks of the Organizations and Settings tabs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OrganizationDetails, OrganizationSettings, Plan } from '@ai-analyst/contract/admin-types';

const organizationKey = ['admin', 'organization'] as const;
const settingsKey = ['admin', 'settings'] as const;

export function useOrganization() {
  return useQuery({
    queryKey: organizationKey,
    queryFn: ({ signal }) =>
      api.get<{ organization: OrganizationDetails }>('/admin/organization/', { signal }),
    select: (body) => body.organization,
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { name?: string; plan?: Plan }) => api.put('/admin/organization/', changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKey }),
  });
}

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<{ settings: OrganizationSettings }>('/admin/settings/', { signal }),
    select: (body) => body.settings,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Partial<OrganizationSettings>) =>
      api.put<{ settings: OrganizationSettings }>('/admin/settings/', settings),
    onSuccess: (body) => {
      queryClient.setQueryData(settingsKey, body);
      // The per-user quota feeds the organization's storage quota.
      void queryClient.invalidateQueries({ queryKey: organizationKey });
    },
  });
}
