/**
 * The chart tool: draws a line, bar, pie or scatter chart from the result of a read-only query,
 * or passes through a Plotly figure (for models that write their own figure JSON). The query
 * goes through the same guard as run_sql, so a chart can never read outside the workspace.
 */
import { z } from 'zod';
import { isTemporalType } from '../data/duck';
import { validateReadOnlySql } from '../tools/sql-guard';
import { defineTool, ToolInputError } from '../tools/types';
import { buildChart, plotlyChart } from './builder';

export const chartTool = defineTool({
  name: 'chart',
  description:
    'Draw a chart. Either give sql (one SELECT over your datasets) with x and y columns and a kind (line, bar, pie, scatter, auto), or give a Plotly figure {data, layout}.',
  schema: z.object({
    title: z.string().default('Chart'),
    sql: z.string().optional(),
    x: z.string().optional().describe('Column for the x axis / labels (default: first column).'),
    y: z.array(z.string()).optional().describe('Measure columns (default: the numeric columns after x).'),
    kind: z.enum(['auto', 'line', 'bar', 'pie', 'scatter']).default('auto'),
    plotly: z
      .object({
        data: z.array(z.record(z.string(), z.unknown())),
        layout: z.record(z.string(), z.unknown()).default({}),
      })
      .optional(),
  }),
  async run(args, ctx) {
    if (args.plotly) return { text: '', items: [plotlyChart(args.title, args.plotly)] };
    if (!args.sql) throw new ToolInputError('Give either sql (with x and y) or a plotly figure.');
    const sql = await validateReadOnlySql(args.sql, ctx.registry);
    const result = await ctx.registry.query(sql, { timeoutMs: ctx.timeoutMs ?? 30_000, maxRows: 5000 });
    const x = args.x ?? result.columns[0]?.name;
    if (!x || !result.columns.some((c) => c.name === x))
      throw new ToolInputError(`The query has no column "${x ?? ''}" for the x axis.`);
    const y =
      args.y ??
      result.columns
        .filter((c) => c.name !== x && /INT|DOUBLE|FLOAT|DECIMAL|REAL/.test(c.type))
        .map((c) => c.name);
    const missing = y.filter((c) => !result.columns.some((col) => col.name === c));
    if (y.length === 0 || missing.length)
      throw new ToolInputError(
        `No numeric column to plot${missing.length ? ` (unknown: ${missing.join(', ')})` : ''}.`,
      );
    const xIsTime = isTemporalType(result.columns.find((c) => c.name === x)?.type ?? '');
    return {
      text: '',
      items: [buildChart({ kind: args.kind, title: args.title, x, y, xIsTime }, result.rows)],
      data: { rows: result.rows.length },
    };
  },
});
