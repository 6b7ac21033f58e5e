/**
 * Tools and MCP, the schemas of /api/mcp/*: the tools, MCP health, configuration and system
 * health, the tool call and the organization's MCP servers. Their types are zod-free in
 * ./mcp-types.
 */
import { z } from 'zod';
import type * as Wire from './mcp-types';
import type { Checks } from './schema-checks';

export type * from './mcp-types';

export const toolTypeSchema = z.enum(['builtin', 'mcp']);

/** Real usage of a tool in the caller's organization, from every run (API, assistant, MCP). */
export const toolStatisticsSchema = z.object({
  calls: z.number().int(),
  errors: z.number().int(),
  /** Mean run time in milliseconds; null before the first call. */
  mean_duration_ms: z.number().nullable(),
  last_called_at: z.string().nullable(),
});

/** A tool: id equals name. `enabled` is what applies to the caller (organization and own choice). */
export const toolSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: toolTypeSchema,
  schema: z.record(z.string(), z.unknown()),
  enabled: z.boolean(),
  /** The organization's switch, set by admins. */
  organization_enabled: z.boolean(),
  /** The caller's own switch (mcp_tool_preferences). */
  user_enabled: z.boolean(),
  /** For MCP tools: the id and name of the server they come from. */
  server: z.object({ id: z.string(), name: z.string() }).nullable(),
  statistics: toolStatisticsSchema,
});

/** An external MCP server of the organization, as admins manage it. */
export const mcpServerSchema = z.object({
  id: z.string(),
  name: z.string(),
  transport: z.enum(['stdio', 'http']),
  command: z.string().nullable(),
  args: z.array(z.string()),
  url: z.string().nullable(),
  status: z.enum(['connected', 'error']),
  error: z.string().nullable(),
  tools_count: z.number().int(),
  created_at: z.string(),
});

/** GET /api/mcp/tools/ */
export const toolListResponseSchema = z.object({
  success: z.literal(true),
  connected: z.boolean(),
  tools: z.array(toolSchema),
  /** Our own MCP endpoint, where outside agents reach the built-in tools. */
  server_url: z.string(),
  servers: z.array(mcpServerSchema),
  /** Set when an external server could not be reached; its tools are missing from the list. */
  error: z.string().nullable(),
});

/** PUT /api/mcp/tools/{name}/ (admins: the organization's switch) and .../preference/ (own). */
export const toolToggleSchema = z.object({ enabled: z.boolean() }).strict();

/** GET /api/mcp/healthy/ — MCP health; the healthy status string is 'healthy'. */
export const mcpHealthSchema = z.object({
  status: z.enum(['healthy', 'degraded']),
  message: z.string(),
  connected: z.boolean(),
  tools_count: z.number().int(),
});

/** GET /api/mcp/config/api-keys/ — which model API keys are set and the MCP server mode. */
export const mcpConfigurationSchema = z.object({
  success: z.literal(true),
  has_openai_key: z.boolean(),
  has_anthropic_key: z.boolean(),
  mcp_server_mode: z.string(),
  mcp_server_available: z.boolean(),
  available_qcns: z.array(z.string()),
});

/** GET /api/mcp/health/ — system health: MCP, the QCN registry and the tools available. */
export const systemHealthSchema = z.object({
  success: z.literal(true),
  mcp_available: z.boolean(),
  qcn_registry_status: z.string(),
  available_qcns: z.number().int(),
  tools_available: z.number().int(),
  server_connected: z.boolean(),
});

/** One processing mode ("QCN") the server offers; `legacy_names` are the old server names it accepts. */
export const qcnSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  uses_tools: z.boolean(),
  legacy_names: z.array(z.string()),
});

/** GET /api/mcp/config/qcns/ */
export const qcnListResponseSchema = z.object({
  success: z.literal(true),
  qcns: z.array(qcnSchema),
  total_qcns: z.number().int(),
});

/** POST /api/mcp/test-connection/ — optionally one server; otherwise every one of the organization. */
export const testConnectionSchema = z
  .object({ server_id: z.string().uuid('server_id must be a server id').optional() })
  .strict();
export const testConnectionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  error: z.string().nullable(),
});

/** POST /api/mcp/tools/{name}/call/ — the body is the tool's arguments object. */
export const toolCallArgumentsSchema = z.record(z.string(), z.unknown(), {
  error: 'The tool arguments must be a JSON object',
});
export const toolCallResultSchema = z.object({
  /** The tool's narrative (built-in) or its text content (MCP). */
  text: z.string(),
  /** Narrative plus fenced chart and table blocks, as the chat renders them. */
  markdown: z.string(),
  /** Structured numbers, when the tool gives them. */
  data: z.unknown().optional(),
  duration_ms: z.number(),
});
export const toolCallResponseSchema = z.object({
  success: z.literal(true),
  result: toolCallResultSchema,
});

const serverName = z
  .string()
  .trim()
  .min(1, 'A server name is required')
  .max(32, 'A server name has at most 32 characters')
  .regex(
    /^[a-z][a-z0-9_-]*$/,
    'A server name starts with a letter and holds lowercase letters, digits, _ and - only',
  );

/** POST /api/mcp/servers/ (admins): a stdio command or a Streamable HTTP URL. */
export const createMcpServerSchema = z.discriminatedUnion('transport', [
  z
    .object({
      name: serverName,
      transport: z.literal('stdio'),
      command: z.string().trim().min(1, 'A command is required').max(1024),
      args: z.array(z.string().max(4096)).max(64).default([]),
    })
    .strict(),
  z
    .object({
      name: serverName,
      transport: z.literal('http'),
      url: z
        .url('Enter a valid http or https URL')
        .max(2048)
        .refine((u) => /^https?:\/\//i.test(u), 'Enter a valid http or https URL'),
      /** Sent as `Authorization: Bearer …` when given. */
      bearer_token: z.string().max(4096).optional(),
    })
    .strict(),
]);

const schemasMatchTypes: [
  Checks<typeof toolTypeSchema, Wire.ToolType>,
  Checks<typeof toolStatisticsSchema, Wire.ToolStatistics>,
  Checks<typeof toolSchema, Wire.Tool>,
  Checks<typeof mcpServerSchema, Wire.McpServer>,
  Checks<typeof toolListResponseSchema, Wire.ToolListResponse>,
  Checks<typeof toolToggleSchema, Wire.ToolToggle>,
  Checks<typeof mcpHealthSchema, Wire.McpHealth>,
  Checks<typeof mcpConfigurationSchema, Wire.McpConfiguration>,
  Checks<typeof systemHealthSchema, Wire.SystemHealth>,
  Checks<typeof qcnSchema, Wire.Qcn>,
  Checks<typeof testConnectionResponseSchema, Wire.TestConnectionResponse>,
  Checks<typeof toolCallResultSchema, Wire.ToolCallResult>,
  Checks<typeof createMcpServerSchema, Wire.CreateMcpServer>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
void schemasMatchTypes;
