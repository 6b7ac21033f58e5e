// TanStack Query keys and hooks of the tool panel's server state.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMcpServer, Tool, ToolListResponse } from '@ai-analyst/contract/mcp-types';
import {
  addServer,
  getConfiguration,
  getHealth,
  getSystemHealth,
  listQcns,
  listTools,
  removeServer,
  setOrganizationSwitch,
  setPreference,
} from './tools-api';

export const toolsKeys = {
  all: ['tools'] as const,
  list: ['tools', 'list'] as const,
  health: ['tools', 'health'] as const,
  configuration: ['tools', 'configuration'] as const,
  system: ['tools', 'system'] as const,
  qcns: ['tools', 'qcns'] as const,
};

export function useToolList() {
  return useQuery({ queryKey: toolsKeys.list, queryFn: listTools, retry: false });
}

export function useMcpHealth() {
  return useQuery({ queryKey: toolsKeys.health, queryFn: getHealth, retry: false });
}

export function useMcpConfiguration() {
  return useQuery({ queryKey: toolsKeys.configuration, queryFn: getConfiguration, retry: false });
}

export function useSystemHealth() {
  return useQuery({ queryKey: toolsKeys.system, queryFn: getSystemHealth, retry: false });
}

export function useQcns() {
  return useQuery({ queryKey: toolsKeys.qcns, queryFn: listQcns, retry: false });
}

export type ToolScope = 'organization' | 'personal';

/** Switches a tool (the organization's switch or the caller's own) and puts the answer in the list. */
export function useToggleTool(scope: ToolScope, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, enabled }: { name: string; enabled: boolean }) =>
      scope === 'organization' ? setOrganizationSwitch(name, enabled) : setPreference(name, enabled),
    onSuccess: (tool: Tool) => {
      queryClient.setQueryData<ToolListResponse>(toolsKeys.list, (list) =>
        list ? { ...list, tools: list.tools.map((t) => (t.name === tool.name ? tool : t)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: toolsKeys.system });
      onChanged?.();
    },
  });
}

/** Adding or removing a server changes the tool list, health and counts. */
export function useServerMutations(onChanged?: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: toolsKeys.all });
    onChanged?.();
  };
  return {
    add: useMutation({ mutationFn: (server: CreateMcpServer) => addServer(server), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => removeServer(id), onSuccess: refresh }),
  };
}
