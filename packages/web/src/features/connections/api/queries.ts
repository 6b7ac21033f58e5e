// TanStack Query keys and hooks of database connections.
import { useQuery } from '@tanstack/react-query';
import { connectionTables, listConnections } from './connections-api';

export const connectionKeys = {
  all: ['connections'] as const,
  list: ['connections', 'list'] as const,
  tables: (id: string) => ['connections', 'tables', id] as const,
};

export function useConnections() {
  return useQuery({ queryKey: connectionKeys.list, queryFn: listConnections, retry: false });
}

export function useConnectionTables(id: string, enabled: boolean) {
  return useQuery({
    queryKey: connectionKeys.tables(id),
    queryFn: () => connectionTables(id),
    enabled,
    retry: false,
  });
}
