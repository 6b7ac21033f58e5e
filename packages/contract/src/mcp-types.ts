/**
 * Tools and MCP on the wire, as types only (no zod): the tools with their switches and
 * statistics, the organization's external MCP servers, health and configuration. A tool is a
 * built-in analytics tool or a tool of an external MCP server the organization's admin added;
 * whether it is on is decided by the organization (admins) and then by each user for themselves.
 * The schemas that check them are in ./mcp.
 */

export type ToolType = 'builtin' | 'mcp';

/** Real usage of a tool in the caller's organization, from every run (API, assistant, MCP). */
export interface ToolStatistics {
  calls: number;
  errors: number;
  /** Mean run time in milliseconds; null before the first call. */
  mean_duration_ms: number | null;
  last_called_at: string | null;
}

/** A tool: id equals name. `enabled` is what applies to the caller (organization and own choice). */
export interface Tool {
  id: string;
  name: string;
  description: string;
  type: ToolType;
  schema: Record<string, unknown>;
  enabled: boolean;
  /** The organization's switch, set by admins. */
  organization_enabled: boolean;
  /** The caller's own switch (mcp_tool_preferences). */
  user_enabled: boolean;
  /** For MCP tools: the id and name of the server they come from. */
  server: { id: string; name: string } | null;
  statistics: ToolStatistics;
}

/** An external MCP server of the organization, as admins manage it. */
export interface McpServer {
  id: string;
  name: string;
  transport: 'stdio' | 'http';
  command: string | null;
  args: string[];
  url: string | null;
  status: 'connected' | 'error';
  error: string | null;
  tools_count: number;
  created_at: string;
}

/** GET /api/mcp/tools/ */
export interface ToolListResponse {
  success: true;
  connected: boolean;
  tools: Tool[];
  /** Our own MCP endpoint, where outside agents reach the built-in tools. */
  server_url: string;
  servers: McpServer[];
  /** Set when an external server could not be reached; its tools are missing from the list. */
  error: string | null;
}

/** PUT /api/mcp/tools/{name}/ (admins: the organization's switch) and .../preference/ (own). */
export interface ToolToggle {
  enabled: boolean;
}

/** GET /api/mcp/healthy/ — MCP health; the healthy status string is 'healthy'. */
export interface McpHealth {
  status: 'healthy' | 'degraded';
  message: string;
  connected: boolean;
  tools_count: number;
}

/** GET /api/mcp/config/api-keys/ — which model API keys are set and the MCP server mode. */
export interface McpConfiguration {
  success: true;
  has_openai_key: boolean;
  has_anthropic_key: boolean;
  mcp_server_mode: string;
  mcp_server_available: boolean;
  available_qcns: string[];
}

/** GET /api/mcp/health/ — system health: MCP, the QCN registry and the tools available. */
export interface SystemHealth {
  success: true;
  mcp_available: boolean;
  qcn_registry_status: string;
  available_qcns: number;
  tools_available: number;
  server_connected: boolean;
}

/** One processing mode ("QCN") the server offers; `legacy_names` are the old server names it accepts. */
export interface Qcn {
  name: string;
  label: string;
  description: string;
  uses_tools: boolean;
  legacy_names: string[];
}

/** POST /api/mcp/test-connection/ */
export interface TestConnectionResponse {
  success: boolean;
  message: string;
  error: string | null;
}

/** What POST /api/mcp/tools/{name}/call/ answers in `result`. */
export interface ToolCallResult {
  /** The tool's narrative (built-in) or its text content (MCP). */
  text: string;
  /** Narrative plus fenced chart and table blocks, as the chat renders them. */
  markdown: string;
  /** Structured numbers, when the tool gives them. */
  data?: unknown;
  duration_ms: number;
}

/** POST /api/mcp/servers/ (admins): a stdio command or a Streamable HTTP URL. */
export type CreateMcpServer =
  | { name: string; transport: 'stdio'; command: string; args?: string[] | undefined }
  | {
      name: string;
      transport: 'http';
      url: string;
      /** Sent as `Authorization: Bearer …` when given. */
      bearer_token?: string | undefined;
    };
