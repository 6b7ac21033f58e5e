/**
 * /api/mcp/* (MCP tools and their configuration): the tool list with the organization's and
 * the caller's switches and real statistics, the health and configuration views of the tool
 * panel, the connection test and calling a tool with arguments checked against its schema.
 * Everything is scoped to the caller's organization; switching a tool for the whole
 * organization is for admins and audited.
 */
import type { FastifyInstance } from 'fastify';
import { qpnModeSchema, LEGACY_MODE_NAMES, type QpnMode } from '@ai-analyst/contract';
import {
  testConnectionSchema,
  toolCallArgumentsSchema,
  toolToggleSchema,
  type Qcn,
  type TestConnectionResponse,
} from '@ai-analyst/contract/mcp';
import { callerOf } from '../auth/authenticate';
import { ownerOfCaller } from '../auth/owner';
import { audited, noteAudit } from '../audit/route-hook';
import { authorized, ownOrganization } from '../auth/route-policy';
import type { DatasetService } from '../datasets/service';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { badRequest, notFound } from '../platform/errors';
import type { RateLimitStore } from '../platform/rate-limit';
import { parseWith } from '../platform/validation';
import type { McpToolService } from './catalog';
import type { ExternalServers } from './external';
import { toolCallLimitHook } from './limits';
import { mcpAdminPolicy } from './policy';

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,160}$/;

/** Where outside agents reach the built-in tools over MCP (endpoint.ts). */
export const MCP_ENDPOINT_PATH = '/api/mcp';

const QCN_TEXT: Record<QpnMode, { label: string; description: string; usesTools: boolean }> = {
  simple: {
    label: 'Simple',
    description: 'Plain conversation; tools only when the data is asked about.',
    usesTools: false,
  },
  tool_enhanced: {
    label: 'Tool Enhanced',
    description: 'Answers grounded in the analytics tools, shown step by step.',
    usesTools: true,
  },
  rca: {
    label: 'RCA (Root Cause Analysis)',
    description: 'Finds the segments that explain a change in a metric.',
    usesTools: true,
  },
  time_series: {
    label: 'Time Series',
    description: 'Trend, seasonality, anomalies and forecasts of a metric over time.',
    usesTools: true,
  },
  eda: { label: 'EDA', description: 'A full profile of a dataset.', usesTools: true },
  custom: { label: 'Custom', description: 'Follows the conversation’s own system prompt.', usesTools: true },
};

export const QCNS: Qcn[] = qpnModeSchema.options.map((mode) => ({
  name: mode,
  label: QCN_TEXT[mode].label,
  description: QCN_TEXT[mode].description,
  uses_tools: QCN_TEXT[mode].usesTools,
  legacy_names: Object.entries(LEGACY_MODE_NAMES)
    .filter(([, value]) => value === mode)
    .map(([name]) => name),
}));

export type McpRouteOptions = {
  db: Database;
  config: AppConfig;
  datasets: DatasetService;
  tools: McpToolService;
  external: ExternalServers;
  rateLimits: RateLimitStore;
};

export async function mcpToolRoutes(app: FastifyInstance, opts: McpRouteOptions) {
  const { db, config, datasets, tools } = opts;
  const signedIn = { preHandler: app.authenticate };
  const toolName = (name: string) => {
    if (!TOOL_NAME.test(name)) throw notFound(`There is no tool named "${name}"`, 'tool_not_found');
    return name;
  };

  app.get('/api/mcp/tools/', signedIn, async (request) => {
    const listed = await tools.list(ownerOfCaller(callerOf(request)));
    return {
      success: true,
      connected: true,
      tools: listed.tools,
      server_url: MCP_ENDPOINT_PATH,
      servers: listed.servers,
      error: listed.error,
    };
  });

  // The organization's switch: admins only, audited.
  app.put<{ Params: { name: string } }>(
    '/api/mcp/tools/:name/',
    { ...authorized(app, mcpAdminPolicy, 'switchForOrganization', ownOrganization), ...audited(db) },
    async (request) => {
      const caller = callerOf(request);
      const name = toolName(request.params.name);
      const { enabled } = parseWith(toolToggleSchema, request.body);
      const tool = await tools.setOrganizationSwitch(ownerOfCaller(caller), name, enabled);
      noteAudit(request, {
        action: enabled ? 'tool.enabled' : 'tool.disabled',
        target: { type: 'tool', id: name },
        details: { type: tool.type },
      });
      return { success: true, tool };
    },
  );

  // The caller's own choice (mcp_tool_preferences).
  app.put<{ Params: { name: string } }>('/api/mcp/tools/:name/preference/', signedIn, async (request) => {
    const name = toolName(request.params.name);
    const { enabled } = parseWith(toolToggleSchema, request.body);
    const tool = await tools.setUserPreference(ownerOfCaller(callerOf(request)), name, enabled);
    return { success: true, tool };
  });

  const limitCalls = toolCallLimitHook(opts.rateLimits, (request) => callerOf(request).user.id);
  app.post<{ Params: { name: string } }>(
    '/api/mcp/tools/:name/call/',
    { preHandler: [app.authenticate, limitCalls] },
    async (request) => {
      const caller = callerOf(request);
      const name = toolName(request.params.name);
      const body = request.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body))
        throw badRequest('The tool arguments must be a JSON object', 'validation_error');
      const args = parseWith(toolCallArgumentsSchema, body);
      const callerDatasets = datasets.forCaller(caller);
      const outcome = await tools.call(ownerOfCaller(caller), name, args, {
        datasets: async () => {
          await callerDatasets.list(); // Registers new and changed files first.
          return callerDatasets.registry();
        },
      });
      return {
        success: true,
        result: {
          text: outcome.text,
          markdown: outcome.markdown,
          ...(outcome.data !== undefined ? { data: outcome.data } : {}),
          duration_ms: outcome.durationMs,
        },
      };
    },
  );

  app.get('/api/mcp/healthy/', signedIn, async (request) => {
    const listed = await tools.list(ownerOfCaller(callerOf(request)));
    const healthy = listed.error === null;
    return {
      status: healthy ? 'healthy' : 'degraded',
      message: healthy
        ? `The tool server is running with ${listed.tools.length} tools`
        : `The tool server is running, but: ${listed.error}`,
      connected: true,
      tools_count: listed.tools.length,
    };
  });

  app.get('/api/mcp/config/api-keys/', signedIn, async () => ({
    success: true,
    has_openai_key: Boolean(config.llm.openai.apiKey),
    has_anthropic_key: Boolean(config.llm.anthropic.apiKey),
    mcp_server_mode: 'streamable_http',
    mcp_server_available: true,
    available_qcns: QCNS.map((q) => q.name),
  }));

  app.get('/api/mcp/health/', signedIn, async (request) => {
    const enabled = await tools.enabledFor(ownerOfCaller(callerOf(request)));
    return {
      success: true,
      mcp_available: true,
      qcn_registry_status: 'healthy',
      available_qcns: QCNS.length,
      tools_available: enabled.length,
      server_connected: true,
    };
  });

  app.get('/api/mcp/config/qcns/', signedIn, async () => ({
    success: true,
    qcns: QCNS,
    total_qcns: QCNS.length,
  }));

  /**
   * Tests the tool server: the built-in tools over the caller's datasets, and each external MCP
   * server of the organization reconnected (or only the one named). A failed test is an answer,
   * not an error: success false with the reason.
   */
  app.post('/api/mcp/test-connection/', signedIn, async (request): Promise<TestConnectionResponse> => {
    const caller = callerOf(request);
    const { server_id: serverId } = parseWith(testConnectionSchema, request.body ?? {});
    const servers = await tools.servers(caller.organization.id);
    const chosen = serverId ? servers.filter((s) => s.id === serverId) : servers;
    if (serverId && chosen.length === 0)
      throw notFound('There is no such MCP server', 'mcp_server_not_found');
    const problems: string[] = [];
    const reached: string[] = [];
    if (!serverId) {
      try {
        const callerDatasets = datasets.forCaller(caller);
        await callerDatasets.list();
        reached.push(`${tools.builtinCount} built-in tools`);
      } catch (error) {
        problems.push(`built-in tools: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const server of chosen) {
      const { tools: listed, error } = await opts.external.tools(server, true);
      if (error) problems.push(`${server.name}: ${error}`);
      else reached.push(`${server.name} (${listed.length} tool${listed.length === 1 ? '' : 's'})`);
    }
    if (problems.length)
      return {
        success: false,
        message: 'Connection test failed',
        error: `Connection test failed: ${problems.join('; ')}`,
      };
    return { success: true, message: `Connection successful: ${reached.join(', ')}`, error: null };
  });
}
