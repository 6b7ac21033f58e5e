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
import { McpToolService } from './catalog';
import { mcpEndpointRoutes } from './endpoint';
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
  const external = new ExternalServers(options.external);
  app.addHook('onClose', () => external.closeAll());
  const stats = new ToolStatisticsStore(db, app.log);
  const tools = new McpToolService({ db, external, stats });
  options.assistantTools.useSource(tools);
  const limitCalls = toolCallLimiter(app.services.rateLimits);
  await app.register(mcpToolRoutes, { db, config, datasets, tools, external, limitCalls });
  await app.register(mcpServerRoutes, { db, config, tools, external });
  await app.register(mcpEndpointRoutes, { tools, datasets, limitCalls });
  return tools;
}
