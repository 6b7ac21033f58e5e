/**
 * The tool registry the assistant offers to models through function calling (and the built-in
 * analyst through its planner). Built-in analytics tools come from the engine's catalog; MCP
 * tools of outside servers register here the same way. A tool sees only the caller's datasets.
 */
import type { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { analyticsTools } from '@ai-analyst/engine/tools/catalog';
import { runOnConnectedOrSample } from '@ai-analyst/engine/connectors/sample';
import { resultToMarkdown, type TableSource } from '@ai-analyst/engine/tools/types';
import type { QpnMode } from '@ai-analyst/contract';
import type { ConversationOwner } from '../auth/owner';

export type ToolRunContext = {
  owner: ConversationOwner;
  signal: AbortSignal;
  /** The caller's dataset registry, opened on first use. */
  datasets: () => Promise<DatasetRegistry>;
  /** Resolves connected database tables (`postgres:{connection}/{schema}.{table}`) of the owner's organization. */
  connected?: () => Promise<(dataset: string) => TableSource | undefined>;
};

export type ToolOutput = {
  /** What the model reads back. */
  text: string;
  /** What the user sees in the reply: narrative plus fenced chart/table blocks. */
  markdown: string;
};

export interface AssistantTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
  source: 'builtin' | 'mcp';
  run(args: unknown, ctx: ToolRunContext): Promise<ToolOutput>;
}

/** A tool run on an owner's behalf, as the tool statistics count it. */
export type ToolRun = { owner: ConversationOwner; name: string; ok: boolean; durationMs: number };

/**
 * Decides which tools an owner may use: the MCP feature installs one that drops tools switched
 * off by the organization or the user, adds the organization's external MCP tools and counts runs.
 */
export interface ToolSource {
  toolsFor(owner: ConversationOwner, builtin: AssistantTool[]): Promise<AssistantTool[]>;
  /** Called for tool runs that do not go through `toolsFor` tools (the built-in analyst's planner). */
  recordRun(run: ToolRun): void;
}

export class ToolRegistry {
  private readonly tools = new Map<string, AssistantTool>();
  private source: ToolSource | null = null;

  /** Installs the source of per-owner tools (see ToolSource); without one every tool is offered. */
  useSource(source: ToolSource): void {
    this.source = source;
  }

  /** The tools the owner may use, in order. */
  async available(owner: ConversationOwner): Promise<AssistantTool[]> {
    return this.source ? this.source.toolsFor(owner, this.list()) : this.list();
  }

  recordRun(run: ToolRun): void {
    this.source?.recordRun(run);
  }

  register(tool: AssistantTool): void {
    this.tools.set(tool.name, tool);
  }

  list(): AssistantTool[] {
    return [...this.tools.values()];
  }

  get(name: string): AssistantTool | undefined {
    return this.tools.get(name);
  }

  /**
   * The tools offered for a message: none in simple mode (a plain conversation), all of them in
   * the analytic modes, or only the tool the user picked.
   */
  async forMessage(mode: QpnMode, only: string | null, owner: ConversationOwner): Promise<AssistantTool[]> {
    const tools = await this.available(owner);
    if (only) return tools.filter((tool) => tool.name === only);
    return mode === 'simple' ? [] : tools;
  }
}

/** The engine's analytics tools as assistant tools. */
export function builtinTools(): AssistantTool[] {
  return analyticsTools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters,
    source: 'builtin' as const,
    async run(args, ctx) {
      const connected = await ctx.connected?.();
      // On a connected database table, tools run inside the database or say they use a sample.
      const result = await runOnConnectedOrSample(tool, args, {
        registry: await ctx.datasets(),
        ...(connected ? { connected } : {}),
      });
      const markdown = resultToMarkdown(result);
      // Models read the narrative and a bounded JSON of the numbers, not the whole fenced blocks.
      const data = result.data === undefined ? '' : `\n\nData: ${JSON.stringify(result.data).slice(0, 4000)}`;
      return { text: `${result.text}${data}`, markdown };
    },
  }));
}
