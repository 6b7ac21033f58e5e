/**
 * Assembles MCP and tools: the catalog (built-in and external tools, switches, statistics), the
 * REST routes, the admins' server routes and our own MCP endpoint. It installs the catalog as the
 * assistant's tool source, so the chat offers only tools switched on for the user and every run
 * of the assistant is counted.
 */
import type { FastifyInstance } from 'fastify';
import type { ToolRegistry } from '../assistant/tools';
import type { DatasetService } from '../datasets/service';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { organizationCodeOf } from '../organizations/commands';
import { McpToolService } from './catalog';
import { mcpEndpointRoutes } from './endpoint';
import { parseHostRules, type OutboundPolicy } from './outbound';
import { ExternalServers, type ExternalServersOptions } from './external';
import { toolCallLimiter } from './limits';
import { mcpToolRoutes } from './routes';
import { mcpServerRoutes } from './server-routes';
import { ToolStatisticsStore } from './stats';

export type McpFeatureOptions = {
  config: AppConfig;
  db: Database;
  datasets: DatasetService;
  /** The assistant's tool registry, which gets the catalog as its source. */
  assistantTools: ToolRegistry;
  external?: ExternalServersOptions;
};

export async function registerMcp(app: FastifyInstance, options: McpFeatureOptions): Promise<McpToolService> {
  const { db, config, datasets } = options;
  const external = new ExternalServers({
    outbound: outboundPolicies(db, config),
    ...options.external,
  });
  app.addHook('onClose', () => external.closeAll());
  const stats = new ToolStatisticsStore(db, app.log);
  const tools = new McpToolService({ db, external, stats });
  options.assistantTools.useSource(tools);
  const limitCalls = toolCallLimiter(app.services.rateLimits);
  await app.register(mcpToolRoutes, { db, config, datasets, tools, external, rateLimits: app.services.rateLimits });
  await app.register(mcpServerRoutes, { db, config, tools, external });
  await app.register(mcpEndpointRoutes, { tools, datasets, limitCalls });
  return tools;
}

/**
 * Where each organization's URL servers may connect: the operator's organization (ORG_CODE), which
 * runs this installation, anywhere; every other one to public addresses and the hosts the operator
 * allowed (MCP_ALLOWED_HOSTS) only, so that no tenant can reach this host, its network or the
 * cloud's metadata service through a server URL.
 */
function outboundPolicies(
  db: Database,
  config: AppConfig,
): (server: { organizationId: string }) => Promise<OutboundPolicy> {
  const restricted: OutboundPolicy = { kind: 'public', allowed: parseHostRules(config.mcpAllowedHosts) };
  const codes = new Map<string, string>();
  return async ({ organizationId }) => {
    let code = codes.get(organizationId);
    if (code === undefined) {
      code = await organizationCodeOf(db, organizationId);
      codes.set(organizationId, code);
    }
    return code === config.bootstrap.orgCode ? { kind: 'open' } : restricted;
  };
}
