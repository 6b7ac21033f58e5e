/**
 * The shape every built-in analytics tool shares. The same objects are offered to the built-in
 * planner, to LLM providers through function calling and to outside agents over MCP, so a tool
 * carries its own JSON Schema and validates its own arguments (zod) before touching data.
 */
import { z } from 'zod';
import type { DatasetRegistry } from '../data/registry';
import type { QueryOptions, QueryResult } from '../data/duck';
import type { DatasetColumn } from '../data/infer-types';
import type { SqlDialect } from '../data/sql-builder';
import type { RenderItem } from '../charts/render-items';
import { toFence } from '../charts/render-items';

export interface ToolContext {
  /** The caller's workspace: the only datasets the tool may read. */
  registry: DatasetRegistry;
  /** Statement timeout for SQL the tool runs (default 30 s). */
  timeoutMs?: number;
  /** Row limit for results shown as tables (default 1000). */
  maxRows?: number;
  /** Tables of connected databases by dataset reference (`postgres:…`); undefined for files. */
  connected?: (dataset: string) => TableSource | undefined;
}

/** What a tool needs to know of a table, whether a file's dataset or a database table. */
export interface SourceTable {
  name: string;
  columns: DatasetColumn[];
  rowCount: number;
}

/**
 * Where a tool's query runs: the caller's DuckDB workspace (DatasetRegistry) or a connected
 * database. Queries are rendered in the source's dialect (DuckDB when it names none) and run
 * there; only their results come back.
 */
export interface TableSource {
  readonly dialect?: SqlDialect;
  get(name: string): Promise<SourceTable>;
  /** Checks SQL written by hand for this source; sources without it take DuckDB's checks. */
  validate?(sql: string): string;
  query(sql: string, options?: QueryOptions): Promise<QueryResult>;
  /** The profile tool's answer computed where the table lives (a connected database), when it can. */
  profile?(
    dataset: string,
    args: { columns?: string[] | undefined; start?: number | undefined },
  ): Promise<ToolResult>;
}

/** The source holding `dataset`: a connected database table, or else the file workspace. */
export function sourceFor(ctx: ToolContext, dataset: string): TableSource {
  return ctx.connected?.(dataset) ?? ctx.registry;
}

export interface ToolResult {
  /** A short markdown narrative of what was found. */
  text: string;
  /** Tables and charts, in display order. */
  items: RenderItem[];
  /** Structured numbers for programs (the planner's narrative, tests, MCP structured content). */
  data?: unknown;
}

export interface AnalyticsTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments object (draft 2020-12). */
  parameters: Record<string, unknown>;
  /** Validates `args` against the schema and runs; bad arguments throw ToolInputError. */
  run(args: unknown, ctx: ToolContext): Promise<ToolResult>;
}

/** Bad arguments or a request the data cannot answer; the message is meant for the user. */
export class ToolInputError extends Error {}

/**
 * Defines a tool from a zod schema: the JSON Schema is derived once, and `run` parses the
 * arguments so each implementation receives typed, defaulted values.
 */
export function defineTool<S extends z.ZodType>(spec: {
  name: string;
  description: string;
  schema: S;
  run: (args: z.output<S>, ctx: ToolContext) => Promise<ToolResult>;
}): AnalyticsTool {
  const parameters = z.toJSONSchema(spec.schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete parameters.$schema;
  return {
    name: spec.name,
    description: spec.description,
    parameters,
    async run(args, ctx) {
      const parsed = spec.schema.safeParse(args ?? {});
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`);
        throw new ToolInputError(`Invalid arguments for ${spec.name}: ${issues.join('; ')}`);
      }
      return spec.run(parsed.data, ctx);
    },
  };
}

/** The whole result as one markdown message: the narrative, then each item as a fenced block. */
export function resultToMarkdown(result: ToolResult): string {
  return [result.text, ...result.items.map(toFence)].filter((part) => part.trim() !== '').join('\n\n');
}
