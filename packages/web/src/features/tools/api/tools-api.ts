// Requests of the tool management panel (/api/mcp/*): the tool list with
// switches and statistics, health and configuration, the connection test, and (admins) the
// organization's external MCP servers.
import type {
  CreateMcpServer,
  McpConfiguration,
  McpHealth,
  McpServer,
  Qcn,
  SystemHealth,
  TestConnectionResponse,
  Tool,
  ToolListResponse,
} from '@ai-analyst/contract/mcp-types';
import { api } from '../../../lib/api-client';

export function listTools(): Promise<ToolListResponse> {
  return api.get<ToolListResponse>('/mcp/tools/');
}

const toolPath = (name: string) => `/mcp/tools/${encodeURIComponent(name)}/`;

/** The organization's switch (admins). */
export async function setOrganizationSwitch(name: string, enabled: boolean): Promise<Tool> {
  const body = await api.put<{ tool: Tool }>(toolPath(name), { enabled });
  return body.tool;
}

/** The caller's own choice. */
export async function setPreference(name: string, enabled: boolean): Promise<Tool> {
  const body = await api.put<{ tool: Tool }>(`${toolPath(name)}preference/`, { enabled });
  return body.tool;
}

export function getHealth(): Promise<McpHealth> {
  return api.get<McpHealth>('/mcp/healthy/');
}

export function getConfiguration(): Promise<McpConfiguration> {
  return api.get<McpConfiguration>('/mcp/config/api-keys/');
}

export function getSystemHealth(): Promise<SystemHealth> {
  return api.get<SystemHealth>('/mcp/health/');
}

export async function listQcns(): Promise<Qcn[]> {
  const body = await api.get<{ qcns: Qcn[] }>('/mcp/config/qcns/');
  return body.qcns;
}

export function testConnection(serverId?: string): Promise<TestConnectionResponse> {
  return api.post<TestConnectionResponse>('/mcp/test-connection/', serverId ? { server_id: serverId } : {});
}

export async function addServer(server: CreateMcpServer): Promise<McpServer> {
  const body = await api.post<{ server: McpServer }>('/mcp/servers/', server);
  return body.server;
}

export async function removeServer(id: string): Promise<void> {
  await api.delete(`/mcp/servers/${encodeURIComponent(id)}/`);
}
