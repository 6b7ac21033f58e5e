/**
 * /api/mcp/servers/* (admins): the organization's external MCP servers. Adding one connects to it
 * first, so a server whose command or URL does not work is refused with the reason instead of
 * being saved (in our words: a URL that leads to a private or local address for an organization
 * other than the operator's is a 400; one that does not answer as an MCP server a 422 with the
 * status or network error, never the body it answered); removing one closes its connection. Both
 * are audited.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { createMcpServerSchema } from '@ai-analyst/contract/mcp';
import { callerOf } from '../auth/authenticate';
import { authorized, ownOrganization } from '../auth/route-policy';
import { audited, noteAudit } from '../audit/route-hook';
import type { Database } from '../platform/db/client';
import type { AppConfig } from '../platform/config';
import { AppError, conflict, notFound } from '../platform/errors';
import { isUuid, parseWith } from '../platform/validation';
import { presentServer, type McpToolService } from './catalog';
import type { ExternalServers } from './external';
import { mcpAdminPolicy } from './policy';
import { mcpServers, type McpServerRow } from './tables';

const MAX_SERVERS = 20;

export async function mcpServerRoutes(
  app: FastifyInstance,
  opts: { db: Database; config: AppConfig; tools: McpToolService; external: ExternalServers },
) {
  const { db, config, tools, external } = opts;
  const admins = authorized(app, mcpAdminPolicy, 'manageServers', ownOrganization);
  const auditedAdmins = { ...admins, ...audited(db) };

  app.get('/api/mcp/servers/', admins, async (request) => {
    const { servers } = await tools.catalog(callerOf(request).organization.id);
    return { success: true, servers: servers.map(presentServer) };
  });

  app.post('/api/mcp/servers/', auditedAdmins, async (request, reply) => {
    const caller = callerOf(request);
    const input = parseWith(createMcpServerSchema, request.body);
    // A stdio server runs a command on this host.
    if (input.transport === 'stdio')
      mcpAdminPolicy.authorize(caller, 'addCommandServer', {
        installation: config.mcpStdioServers,
        operatorCode: config.bootstrap.orgCode,
      });
    const existing = await tools.servers(caller.organization.id);
    if (existing.some((s) => s.name === input.name))
      throw conflict(`An MCP server named "${input.name}" already exists`, 'mcp_server_exists');
    if (existing.length >= MAX_SERVERS)
      throw conflict(`An organization can have at most ${MAX_SERVERS} MCP servers`, 'mcp_server_limit');
    const values = {
      organizationId: caller.organization.id,
      name: input.name,
      transport: input.transport,
      command: input.transport === 'stdio' ? input.command : null,
      args: input.transport === 'stdio' ? input.args : [],
      url: input.transport === 'http' ? input.url : null,
      bearerToken: input.transport === 'http' ? (input.bearer_token ?? null) : null,
      createdBy: caller.user.id,
    };
    // Try it before saving, under a throwaway id, so a broken server is never kept.
    const probe: McpServerRow = { ...values, id: crypto.randomUUID(), createdAt: new Date() };
    const probed = await external.tools(probe, true);
    await external.forget(probe.id);
    if (probed.error && probed.code === 'address_not_allowed')
      throw new AppError(
        400,
        'mcp_server_address_not_allowed',
        `This MCP server cannot be added: ${probed.error}`,
      );
    if (probed.error)
      throw new AppError(
        422,
        'mcp_server_unreachable',
        `Could not connect to the MCP server: ${probed.error}`,
      );
    const [row] = await db.insert(mcpServers).values(values).onConflictDoNothing().returning();
    if (!row) throw conflict(`An MCP server named "${input.name}" already exists`, 'mcp_server_exists');
    noteAudit(request, {
      action: 'mcp_server.added',
      target: { type: 'mcp_server', id: row.id },
      details: { name: row.name, transport: row.transport, tools: probed.tools.length },
    });
    const state = await external.tools(row);
    reply.code(201);
    return { success: true, server: presentServer({ row, tools: state.tools.length, error: state.error }) };
  });

  app.delete<{ Params: { id: string } }>('/api/mcp/servers/:id/', auditedAdmins, async (request) => {
    const caller = callerOf(request);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound('There is no such MCP server', 'mcp_server_not_found');
    // Always filter by the caller's organization: another organization's id is simply not found.
    const [row] = await db
      .delete(mcpServers)
      .where(and(eq(mcpServers.id, id), eq(mcpServers.organizationId, caller.organization.id)))
      .returning();
    if (!row) throw notFound('There is no such MCP server', 'mcp_server_not_found');
    await external.forget(row.id);
    noteAudit(request, {
      action: 'mcp_server.removed',
      target: { type: 'mcp_server', id: row.id },
      details: { name: row.name, transport: row.transport },
    });
    return { success: true };
  });
}
