/**
 * Every built-in analytics tool in one list, in the order they are offered to models and shown
 * in the tool panel. The server wraps these (enable/disable, statistics, MCP); it never needs to
 * know a tool's internals.
 */
import { chartTool } from '../charts/tool';
import { askDataTool } from '../planner/ask-data';
import { profileTool } from '../profile/tool';
import { anomaliesTool, forecastTool, timeSeriesTool } from '../timeseries/tools';
import { aggregateTool } from './aggregate';
import { comparePeriodsTool } from './compare';
import { correlateTool } from './correlate';
import { describeDatasetTool, listDatasetsTool, previewTool } from './datasets';
import { runSqlTool } from './run-sql';
import type { AnalyticsTool, ToolContext, ToolResult } from './types';
import { ToolInputError } from './types';

export const analyticsTools: readonly AnalyticsTool[] = [
  listDatasetsTool,
  describeDatasetTool,
  previewTool,
  runSqlTool,
  aggregateTool,
  comparePeriodsTool,
  correlateTool,
  profileTool,
  timeSeriesTool,
  forecastTool,
  anomaliesTool,
  chartTool,
  askDataTool,
];

export function findTool(name: string): AnalyticsTool | undefined {
  return analyticsTools.find((t) => t.name === name);
}

/** Runs a tool by name; unknown names are a ToolInputError like any other bad request. */
export async function runTool(name: string, args: unknown, ctx: ToolContext): Promise<ToolResult> {
  const tool = findTool(name);
  if (!tool) throw new ToolInputError(`There is no tool named "${name}".`);
  return tool.run(args, ctx);
}

/** The tool list in the wire's Tool shape: id, name, description, type, schema, enabled. */
export function builtinToolDescriptors(): {
  id: string;
  name: string;
  description: string;
  type: 'builtin';
  schema: Record<string, unknown>;
  enabled: boolean;
}[] {
  return analyticsTools.map((t) => ({
    id: t.name,
    name: t.name,
    description: t.description,
    type: 'builtin',
    schema: t.parameters,
    enabled: true,
  }));
}
