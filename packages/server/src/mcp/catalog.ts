/**
 * The tool catalog of an organization: the engine's built-in analytics tools and the tools of the
 * organization's external MCP servers, with the organization's switches (admins), each user's own
 * choice, and real run statistics. It is also the assistant's ToolSource, so the assistant offers
 * only what is switched on for the user, and every run, wherever it comes from, is counted.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Ajv, type ValidateFunction } from 'ajv';
import { analyticsTools } from '@ai-analyst/engine/tools/catalog';
import { resultToMarkdown, ToolInputError } from '@ai-analyst/engine/tools/types';
import { DatasetError, type DatasetRegistry } from '@ai-analyst/engine/data/registry';
import type { McpServer, Tool } from '@ai-analyst/contract/mcp';
import type { AssistantTool, ToolRun, ToolSource } from '../assistant/tools';
import type { ConversationOwner } from '../auth/owner';
import type { Database } from '../platform/db/client';
import { AppError, badRequest, notFound } from '../platform/errors';
import { describe, type ExternalServers } from './external';
import { isSwitchedOn, toolPolicy } from './policy';
import { NO_STATISTICS, type ToolStatisticsStore } from './stats';
import { mcpServers, mcpToolPreferences, mcpToolSettings, type McpServerRow } from './tables';

export type ToolOutcome = { text: string; markdown: string; data?: unknown };

export type RunContext = {
  owner: ConversationOwner;
  /** The caller's dataset registry, opened on first use. */
  datasets: () => Promise<DatasetRegistry>;
  signal?: AbortSignal;
};

/** One tool of an organization's catalog, whatever its origin. */
export type CatalogTool = {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  type: 'builtin' | 'mcp';
  server: McpServerRow | null;
  /** Runs with validated arguments; a ToolInputError means the arguments or data were wrong. */
  run(args: Record<string, unknown>, ctx: RunContext): Promise<ToolOutcome>;
};

export type ServerState = { row: McpServerRow; tools: number; error: string | null };

/**
 * An external tool's name in our catalog: the server's name, two underscores, the tool's name,
 * in the characters function calling accepts (letters, digits, _ and -; at most 64).
 */
export const externalToolName = (server: string, tool: string) =>
  `${server}__${tool.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 64);

const builtinCatalog: CatalogTool[] = analyticsTools.map((tool) => ({
  name: tool.name,
  description: tool.description,
  parameters: tool.parameters,
  type: 'builtin',
  server: null,
  async run(args, ctx) {
    const result = await tool.run(args, { registry: await ctx.datasets() });
    return { text: result.text, markdown: resultToMarkdown(result), data: result.data };
  },
}));

export type McpToolServiceOptions = {
  db: Database;
  external: ExternalServers;
  stats: ToolStatisticsStore;
};

export class McpToolService implements ToolSource {
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly validators = new WeakMap<object, ValidateFunction | null>();

  constructor(private readonly options: McpToolServiceOptions) {}

  get builtinCount(): number {
    return builtinCatalog.length;
  }

  async servers(organizationId: string): Promise<McpServerRow[]> {
    return this.options.db
      .select()
      .from(mcpServers)
      .where(eq(mcpServers.organizationId, organizationId))
      .orderBy(asc(mcpServers.createdAt), asc(mcpServers.name));
  }

  /** Every tool of the organization; servers that cannot be reached contribute none, with why. */
  async catalog(
    organizationId: string,
    fresh = false,
  ): Promise<{ tools: CatalogTool[]; servers: ServerState[] }> {
    const rows = await this.servers(organizationId);
    const listed = await Promise.all(rows.map((row) => this.options.external.tools(row, fresh)));
    const tools = [...builtinCatalog];
    const servers: ServerState[] = [];
    rows.forEach((row, i) => {
      const { tools: external, error } = listed[i] ?? { tools: [], error: 'not listed' };
      servers.push({ row, tools: external.length, error });
      for (const tool of external) {
        const name = externalToolName(row.name, tool.name);
        if (tools.some((t) => t.name === name)) continue; // Two names that read the same: the first wins.
        tools.push({
          name,
          description: tool.description,
          parameters: tool.inputSchema,
          type: 'mcp',
          server: row,
          run: async (args, ctx) => {
            const result = await this.options.external.call(row, tool.name, args, ctx.signal);
            if (result.isError) throw new ToolInputError(result.text || `${tool.name} failed`);
            return { text: result.text, markdown: result.text, data: result.data };
          },
        });
      }
    });
    return { tools, servers };
  }

  /** The organization's and the user's switches, by tool name (absent means on). */
  async switches(
    owner: ConversationOwner,
  ): Promise<{ organization: Map<string, boolean>; user: Map<string, boolean> }> {
    const { db } = this.options;
    const [org, mine] = await Promise.all([
      db.select().from(mcpToolSettings).where(eq(mcpToolSettings.organizationId, owner.organizationId)),
      db
        .select()
        .from(mcpToolPreferences)
        .where(
          and(
            eq(mcpToolPreferences.userId, owner.userId),
            eq(mcpToolPreferences.organizationId, owner.organizationId),
          ),
        ),
    ]);
    return {
      organization: new Map(org.map((r) => [r.toolName, r.enabled])),
      user: new Map(mine.map((r) => [r.toolName, r.enabled])),
    };
  }

  /** The tool list (the wire's Tool shape) for one caller, with statistics of their organization. */
  async list(
    owner: ConversationOwner,
  ): Promise<{ tools: Tool[]; servers: McpServer[]; error: string | null }> {
    const [{ tools, servers }, switches, stats] = await Promise.all([
      this.catalog(owner.organizationId),
      this.switches(owner),
      this.options.stats.forOrganization(owner.organizationId),
    ]);
    const failing = servers.filter((s) => s.error);
    return {
      tools: tools.map((tool) => presentTool(tool, switches, stats.get(tool.name) ?? NO_STATISTICS)),
      servers: servers.map(presentServer),
      error: failing.length
        ? `Error connecting to MCP server: ${failing.map((s) => `${s.row.name}: ${s.error}`).join('; ')}`
        : null,
    };
  }

  async find(organizationId: string, name: string): Promise<CatalogTool> {
    const { tools } = await this.catalog(organizationId);
    const tool = tools.find((t) => t.name === name);
    if (!tool) throw notFound(`There is no tool named "${name}"`, 'tool_not_found');
    return tool;
  }

  /** Sets the organization's switch (admins); returns the tool as the caller now sees it. */
  async setOrganizationSwitch(owner: ConversationOwner, name: string, enabled: boolean): Promise<Tool> {
    const tool = await this.find(owner.organizationId, name);
    await this.options.db
      .insert(mcpToolSettings)
      .values({ organizationId: owner.organizationId, toolName: name, enabled, updatedBy: owner.userId })
      .onConflictDoUpdate({
        target: [mcpToolSettings.organizationId, mcpToolSettings.toolName],
        set: { enabled, updatedBy: owner.userId, updatedAt: new Date() },
      });
    return this.presentOne(owner, tool);
  }

  /** Sets the caller's own choice (mcp_tool_preferences). */
  async setUserPreference(owner: ConversationOwner, name: string, enabled: boolean): Promise<Tool> {
    const tool = await this.find(owner.organizationId, name);
    await this.options.db
      .insert(mcpToolPreferences)
      .values({ userId: owner.userId, organizationId: owner.organizationId, toolName: name, enabled })
      .onConflictDoUpdate({
        target: [mcpToolPreferences.userId, mcpToolPreferences.toolName],
        set: { enabled, updatedAt: new Date() },
      });
    return this.presentOne(owner, tool);
  }

  private async presentOne(owner: ConversationOwner, tool: CatalogTool): Promise<Tool> {
    const [switches, stats] = await Promise.all([
      this.switches(owner),
      this.options.stats.forTool(owner.organizationId, tool.name),
    ]);
    return presentTool(tool, switches, stats);
  }

  /** The tools switched on for the owner, in catalog order. */
  async enabledFor(owner: ConversationOwner): Promise<CatalogTool[]> {
    const [{ tools }, switches] = await Promise.all([
      this.catalog(owner.organizationId),
      this.switches(owner),
    ]);
    return tools.filter((tool) => isSwitchedOn(tool.name, switches));
  }

  /**
   * The built-in tools switched on for the owner, without reaching any external server (our MCP
   * endpoint uses this: an organization may list that very endpoint as one of its servers).
   */
  async enabledBuiltins(owner: ConversationOwner): Promise<CatalogTool[]> {
    const switches = await this.switches(owner);
    return builtinCatalog.filter((tool) => isSwitchedOn(tool.name, switches));
  }

  /**
   * Runs a tool for a caller: it must exist and be switched on for them, and the arguments must
   * match its JSON Schema. Every run that starts is counted in the statistics.
   */
  async call(
    owner: ConversationOwner,
    name: string,
    args: Record<string, unknown>,
    ctx: Omit<RunContext, 'owner'>,
  ): Promise<ToolOutcome & { durationMs: number }> {
    const [tool, switches] = await Promise.all([this.find(owner.organizationId, name), this.switches(owner)]);
    toolPolicy.authorize(owner, 'run', { name, switches });
    return this.runCounted(tool, args, { ...ctx, owner });
  }

  /** Validates, runs and counts one run; tool failures become 400s in the tool's own words. */
  async runCounted(
    tool: CatalogTool,
    args: Record<string, unknown>,
    ctx: RunContext,
  ): Promise<ToolOutcome & { durationMs: number }> {
    const started = performance.now();
    let ok = false;
    try {
      this.validate(tool, args);
      const outcome = await tool.run(args, ctx);
      ok = true;
      return { ...outcome, durationMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof ToolInputError || error instanceof DatasetError)
        throw badRequest(error.message, 'tool_error');
      if (tool.type === 'mcp')
        throw new AppError(
          502,
          'mcp_call_failed',
          `Failed to call ${tool.name}: ${describe(error, tool.server?.transport)}`,
        );
      throw error;
    } finally {
      await this.options.stats.record({
        organizationId: ctx.owner.organizationId,
        name: tool.name,
        ok,
        durationMs: performance.now() - started,
      });
    }
  }

  /** Checks arguments against the tool's JSON Schema (built-in tools check again with zod). */
  private validate(tool: CatalogTool, args: Record<string, unknown>): void {
    let validator = this.validators.get(tool.parameters);
    if (validator === undefined) {
      try {
        validator = this.ajv.compile(tool.parameters);
      } catch {
        validator = null; // A schema Ajv cannot read: the tool checks its own arguments.
      }
      this.validators.set(tool.parameters, validator);
    }
    if (validator && !validator(args)) {
      const issue = validator.errors?.[0];
      const where = issue?.instancePath ? issue.instancePath.slice(1).replace(/\//g, '.') : 'arguments';
      const what =
        issue?.keyword === 'additionalProperties'
          ? `unknown argument "${String((issue.params as { additionalProperty?: string }).additionalProperty)}"`
          : `${where} ${issue?.message ?? 'is not valid'}`;
      throw badRequest(`Invalid arguments for ${tool.name}: ${what}`, 'validation_error');
    }
  }

  // ToolSource: what the assistant offers to a user, and counting its runs.

  async toolsFor(owner: ConversationOwner, builtin: AssistantTool[]): Promise<AssistantTool[]> {
    const enabled = await this.enabledFor(owner);
    const names = new Set(enabled.map((t) => t.name));
    const counted = (tool: AssistantTool): AssistantTool => ({
      ...tool,
      run: async (args, ctx) => {
        const started = performance.now();
        let ok = false;
        try {
          const output = await tool.run(args, ctx);
          ok = true;
          return output;
        } finally {
          // Awaited, so the run is counted before the model reads its result.
          await this.options.stats.record({
            organizationId: ctx.owner.organizationId,
            name: tool.name,
            ok,
            durationMs: performance.now() - started,
          });
        }
      },
    });
    const external = enabled
      .filter((t) => t.type === 'mcp')
      .map((t): AssistantTool => ({
        name: t.name,
        description: t.description,
        parameters: t.parameters,
        source: 'mcp',
        run: async (args, ctx) => {
          const record =
            args && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
          this.validate(t, record);
          return t.run(record, { owner: ctx.owner, datasets: ctx.datasets, signal: ctx.signal });
        },
      }));
    return [...builtin.filter((t) => names.has(t.name)), ...external].map(counted);
  }

  recordRun(run: ToolRun): void {
    void this.options.stats.record({
      organizationId: run.owner.organizationId,
      name: run.name,
      ok: run.ok,
      durationMs: run.durationMs,
    });
  }
}


function presentTool(
  tool: CatalogTool,
  switches: { organization: Map<string, boolean>; user: Map<string, boolean> },
  statistics: Tool['statistics'],
): Tool {
  const organizationEnabled = switches.organization.get(tool.name) !== false;
  const userEnabled = switches.user.get(tool.name) !== false;
  return {
    id: tool.name,
    name: tool.name,
    description: tool.description,
    type: tool.type,
    schema: tool.parameters,
    enabled: organizationEnabled && userEnabled,
    organization_enabled: organizationEnabled,
    user_enabled: userEnabled,
    server: tool.server ? { id: tool.server.id, name: tool.server.name } : null,
    statistics,
  };
}

export function presentServer(state: ServerState): McpServer {
  const { row } = state;
  return {
    id: row.id,
    name: row.name,
    transport: row.transport,
    command: row.command,
    args: row.args,
    url: row.url,
    status: state.error ? 'error' : 'connected',
    error: state.error,
    tools_count: state.tools,
    created_at: row.createdAt.toISOString(),
  };
}
