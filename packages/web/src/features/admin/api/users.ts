// Requests and query hooks of the Users tab (/api/admin/users/*).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminUserListResponse, AdminUserResponse, UserStatus } from '@ai-analyst/contract/admin-types';
import type { Role } from '@ai-analyst/contract/auth-types';
import { toQueryString } from '../utils/query-string';

export const USERS_PAGE_SIZE = 20;

export interface UserListFilters {
  page: number;
  search: string;
  role: Role | '';
  status: UserStatus | '';
}

export interface NewUser {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  /** Left out to let the server generate a temporary password. */
  password?: string;
}

export type UserChanges = Pick<NewUser, 'first_name' | 'last_name' | 'email' | 'role'>;

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: UserListFilters) => ['admin', 'users', 'list', filters] as const,
};

export function userListPath(filters: UserListFilters): string {
  return `/admin/users/${toQueryString({
    page: filters.page,
    page_size: USERS_PAGE_SIZE,
    search: filters.search,
    role: filters.role,
    status: filters.status,
  })}`;
}

export function useUserList(filters: UserListFilters) {
  return useQuery({
    queryKey: adminUserKeys.list(filters),
    queryFn: ({ signal }) => api.get<AdminUserListResponse>(userListPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change to a user refreshes the lists (and the organization's member count). */
function useUserMutation<TInput>(request: (input: TInput) => Promise<AdminUserResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'organization'] });
    },
  });
}

export const useCreateUser = () =>
  useUserMutation((user: NewUser) => api.post<AdminUserResponse>('/admin/users/', user));

export const useUpdateUser = () =>
  useUserMutation(({ id, changes }: { id: string; changes: UserChanges }) =>
    api.put<AdminUserResponse>(`/admin/users/${encodeURIComponent(id)}/`, changes),
  );

export const useSetUserActive = () =>
  useUserMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post<AdminUserResponse>(`/admin/users/${encodeURIComponent(id)}/${active ? 'enable' : 'disable'}/`),
  );

export const useResetPassword = () =>
  useUserMutation((id: string) =>
    api.post<AdminUserResponse>(`/admin/users/${encodeURIComponent(id)}/reset-password/`),
  );

/** The CSV of all the organization's users, as text. */
export function fetchUsersCsv(): Promise<string> {
  return api.get<string>('/admin/users/export/', { headers: { Accept: 'text/csv' } });
}
