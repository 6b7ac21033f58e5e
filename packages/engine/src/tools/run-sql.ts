/**
 * run_sql: one read-only query over the caller's datasets, with a statement timeout and a row
 * limit. The result comes back as a table and, when its shape suits one, a chart.
 */
import { z } from 'zod';
import { QueryTimeoutError, isNumericType, isTemporalType } from '../data/duck';
import { buildChart } from '../charts/builder';
import { tableItem, type RenderItem } from '../charts/render-items';
import { validateReadOnlySql } from './sql-guard';
import { defineTool, ToolInputError } from './types';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_ROWS = 1000;

export const runSqlTool = defineTool({
  name: 'run_sql',
  description:
    'Run one read-only SQL query (a SELECT or WITH … SELECT, DuckDB dialect) over your datasets; each dataset is a table named as in list_datasets. Returns at most 1000 rows. With `source` set to a connected database table (postgres:… or mysql:…), the SQL runs in that database, in its dialect, over its tables by schema.table.',
  schema: z.object({
    sql: z.string().min(1).describe('One SELECT or WITH statement.'),
    maxRows: z.number().int().min(1).max(10_000).optional().describe('Row limit (default 1000).'),
    chart: z.enum(['auto', 'none', 'bar', 'line', 'pie', 'scatter']).default('auto'),
    source: z
      .string()
      .optional()
      .describe('A connected database table reference (postgres:… or mysql:…) to run the SQL in that database.'),
  }),
  async run(args, ctx) {
    const connected = args.source === undefined ? undefined : ctx.connected?.(args.source);
    if (args.source !== undefined && !connected?.validate)
      throw new ToolInputError(`"${args.source}" is not a connected database table of this conversation.`);
    const source = connected ?? ctx.registry;
    const sql = connected?.validate ? connected.validate(args.sql) : await validateReadOnlySql(args.sql, ctx.registry);
    const maxRows = Math.min(args.maxRows ?? ctx.maxRows ?? DEFAULT_MAX_ROWS, 10_000);
    let result;
    try {
      result = await source.query(sql, { timeoutMs: ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxRows });
    } catch (error) {
      if (error instanceof QueryTimeoutError || error instanceof ToolInputError) throw new ToolInputError(error.message);
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new ToolInputError(`The query failed: ${message}`);
    }
    const headers = result.columns.map((c) => c.name);
    const items: RenderItem[] = [tableItem(headers, result.rows, { truncated: result.truncated })];
    const [first, second] = result.columns;
    const numeric = result.columns.slice(1).filter((c) => isNumericType(c.type));
    if (
      args.chart !== 'none' &&
      first &&
      second &&
      numeric.length > 0 &&
      result.rows.length > 1 &&
      result.rows.length <= 500
    ) {
      const temporal = isTemporalType(first.type);
      if (args.chart !== 'auto' || temporal || !isNumericType(first.type)) {
        items.push(
          buildChart(
            {
              kind: args.chart,
              title: `${numeric.map((c) => c.name).join(', ')} by ${first.name}`,
              x: first.name,
              y: numeric.map((c) => c.name),
              xIsTime: temporal,
            },
            result.rows,
          ),
        );
      }
    }
    const count = `${result.rows.length}${result.truncated ? '+' : ''} row${result.rows.length === 1 ? '' : 's'}`;
    const note = result.truncated && !result.notice ? ` (showing the first ${maxRows})` : '';
    const limits = result.notice ? ` ${result.notice}` : '';
    return { text: `The query returned ${count}${note}.${limits}`, items, data: result };
  },
});
