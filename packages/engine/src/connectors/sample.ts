/**
 * Tools that cannot run inside a database (the profile, correlations, previews, the built-in
 * analyst's typed query…) still answer on a connected table: they say so, read a bounded sample
 * of its rows (the first SAMPLE_ROWS, rendered in the database's dialect and capped like every
 * query) into a throwaway DuckDB workspace, run there, and the reply states the sample.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cell } from '../data/duck';
import { DatasetRegistry } from '../data/registry';
import { renderSelect, star } from '../data/sql-builder';
import type { AnalyticsTool, ToolContext, ToolResult } from '../tools/types';
import { ConnectedSource } from './source';
import { ConnectorError } from './types';

/** Tools whose queries are compiled to the database's dialect and run there. */
export const PUSHED_DOWN_TOOLS: ReadonlySet<string> = new Set([
  'aggregate',
  'compare_periods',
  'time_series',
  'forecast',
  'anomalies',
  'run_sql',
  'ask_data',
  // From aggregate queries inside the database (connectors/profile.ts).
  'profile',
]);

export const SAMPLE_ROWS = 50_000;

const ENGINE_NAMES = { postgres: 'PostgreSQL', mysql: 'MySQL/MariaDB' } as const;

function csvCell(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Runs `tool`: inside the database when it can be pushed down (or the dataset is not a connected
 * table), otherwise on a bounded sample of the table, saying so at the top of the reply. A
 * pushed-down tool asking for what the engine cannot compute (a median on MySQL, which has no
 * percentile function) is also answered on the sample, and the reply says why.
 */
export async function runOnConnectedOrSample(
  tool: AnalyticsTool,
  args: unknown,
  ctx: ToolContext,
  sampleRows = SAMPLE_ROWS,
): Promise<ToolResult> {
  const dataset = (args as { dataset?: unknown } | null)?.dataset;
  const source = typeof dataset === 'string' ? ctx.connected?.(dataset) : undefined;
  if (!(source instanceof ConnectedSource) || typeof dataset !== 'string') return tool.run(args, ctx);
  let why = `${tool.name} cannot run inside ${ENGINE_NAMES[source.connector.engine]}`;
  if (PUSHED_DOWN_TOOLS.has(tool.name)) {
    try {
      return await tool.run(args, ctx);
    } catch (error) {
      if (!(error instanceof ConnectorError && error.code === 'not_supported') || tool.name === 'run_sql')
        throw error;
      why = error.message.replace(/;.*$/s, '').replace(/\.$/, '');
    }
  }
  const info = await source.get(dataset);
  // One row more than kept, so a table larger than the sample is known to be larger.
  const sample = await source.query(
    renderSelect(
      { select: [{ expr: star }], from: { table: dataset }, limit: sampleRows + 1 },
      source.dialect,
    ),
    { maxRows: sampleRows },
  );
  const dir = await mkdtemp(join(tmpdir(), 'connector-sample-'));
  try {
    const header = sample.columns.map((c) => csvCell(c.name)).join(',');
    const lines = sample.rows.map((row) => sample.columns.map((c) => csvCell(row[c.name] ?? null)).join(','));
    const file = join(dir, 'sample.csv');
    await writeFile(file, [header, ...lines].join('\n'));
    const registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
    try {
      const local = await registry.register(file);
      const result = await tool.run({ ...(args as object), dataset: local.name }, { ...ctx, registry });
      const whole = !sample.truncated;
      const estimate = info.rowCount > 0 ? ` of about ${info.rowCount.toLocaleString('en')}` : '';
      const note =
        `_${why}: this answer is computed on ` +
        (whole
          ? `the whole table ${dataset} (${sample.rows.length.toLocaleString('en')} rows), copied here._`
          : `a bounded sample, the first ${sample.rows.length.toLocaleString('en')} rows${estimate} of ${dataset}; figures may differ from the whole table._`);
      return { ...result, text: `${note}\n\n${result.text}` };
    } finally {
      await registry.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
