/**
 * The tools that show what data there is: list_datasets, describe_dataset and preview.
 */
import { z } from 'zod';
import { isNumericType } from '../data/duck';
import { PREVIEW_MAX_COLUMNS } from '../data/registry';
import { quoteIdent } from '../data/sql';
import { renderSummarize } from '../data/sql-builder';
import { tableItem } from '../charts/render-items';
import { fmt } from './format';
import { defineTool, type ToolContext } from './types';

const datasetArg = z.string().min(1).describe('Dataset name as shown by list_datasets.');

export const listDatasetsTool = defineTool({
  name: 'list_datasets',
  description: 'List your datasets with their row counts and columns.',
  schema: z.object({}),
  async run(_args, ctx) {
    const datasets = await ctx.registry.list();
    if (datasets.length === 0) {
      return {
        text: 'No datasets are loaded yet. Upload a CSV, Excel, JSON or Parquet file to start.',
        items: [],
        data: [],
      };
    }
    const rows = datasets.map((d) => ({
      dataset: d.name,
      file: d.fileName,
      rows: d.rowCount,
      columns: d.columns.map((c) => c.name).join(', '),
    }));
    return {
      text: `You have ${datasets.length} dataset${datasets.length === 1 ? '' : 's'}.`,
      items: [tableItem(['dataset', 'file', 'rows', 'columns'], rows, { title: 'Datasets' })],
      data: datasets,
    };
  },
});

export const describeDatasetTool = defineTool({
  name: 'describe_dataset',
  description: 'Describe a dataset: its columns, their types, missing values, distinct counts and ranges.',
  schema: z.object({ dataset: datasetArg }),
  async run(args, ctx) {
    const info = await ctx.registry.get(args.dataset);
    const summary = await ctx.registry.query(renderSummarize(info.name));
    const exact = await exactDistincts(ctx.registry, info.name, info.rowCount, summary.rows.map((r) => String(r.column_name)));
    const rows = summary.rows.map((r, i) => ({
      column: r.column_name ?? null,
      type: r.column_type ?? null,
      missing_pct: r.null_percentage === null ? null : Number(r.null_percentage),
      distinct: exact?.[i] ?? r.approx_unique ?? null,
      min: r.min ?? null,
      max: r.max ?? null,
      mean: isNumericType(String(r.column_type)) && r.avg !== null ? Number(Number(r.avg).toFixed(4)) : null,
    }));
    const numeric = info.columns.filter((c) => isNumericType(c.type)).map((c) => c.name);
    const text =
      `**${info.name}** (${info.fileName}) has ${fmt(info.rowCount)} rows and ${info.columns.length} columns` +
      (numeric.length ? `; numeric: ${numeric.join(', ')}.` : '.');
    return {
      text,
      items: [
        tableItem(['column', 'type', 'missing_pct', 'distinct', 'min', 'max', 'mean'], rows, {
          title: info.name,
        }),
      ],
      data: { info, columns: rows },
    };
  },
});

/** Rows up to which a description counts distinct values exactly (beyond, DuckDB's estimate). */
const EXACT_DISTINCT_ROWS = 2_000_000;
/** Columns counted per query. */
const DISTINCT_BATCH = 100;

/**
 * Exact distinct counts of the columns, in order, for a table small enough to count them; undefined
 * for a larger one. SUMMARIZE's estimate is off by several percent even on small tables (381
 * distinct order ids among 400 unique ones), which a reader notices at once.
 */
async function exactDistincts(
  registry: ToolContext['registry'],
  table: string,
  rowCount: number,
  columns: string[],
): Promise<number[] | undefined> {
  if (rowCount > EXACT_DISTINCT_ROWS) return undefined;
  const counts: number[] = [];
  for (let start = 0; start < columns.length; start += DISTINCT_BATCH) {
    const batch = columns.slice(start, start + DISTINCT_BATCH);
    const sql = `SELECT ${batch.map((c, i) => `count(DISTINCT ${quoteIdent(c)}) AS "d${i}"`).join(', ')} FROM ${quoteIdent(table)}`;
    const row = (await registry.query(sql)).rows[0] ?? {};
    counts.push(...batch.map((_, i) => Number(row[`d${i}`] ?? 0)));
  }
  return counts;
}

export const previewTool = defineTool({
  name: 'preview',
  description: `Show the first rows of a dataset (up to 100) and its first ${PREVIEW_MAX_COLUMNS} columns.`,
  schema: z.object({ dataset: datasetArg, limit: z.number().int().min(1).max(100).default(20) }),
  async run(args, ctx) {
    const info = await ctx.registry.get(args.dataset);
    const preview = await ctx.registry.preview(info.name, args.limit);
    const shown = new Set(preview.columns.map((c) => c.name));
    const omitted = info.columns.filter((c) => !shown.has(c.name)).map((c) => c.name);
    const listed = omitted.slice(0, 10).map((name) => `"${name}"`).join(', ');
    const omittedNote = omitted.length
      ? ` It shows the first ${fmt(preview.columns.length)} of ${fmt(info.columns.length)} columns; the ${fmt(omitted.length)} left out are ${listed}${omitted.length > 10 ? ` and ${fmt(omitted.length - 10)} more` : ''}. Query the others by name with run_sql.`
      : '';
    return {
      text: `The first ${preview.rows.length} of ${fmt(info.rowCount)} rows of **${info.name}**.${omittedNote}`,
      items: [
        tableItem(
          preview.columns.map((c) => c.name),
          preview.rows,
          { title: info.name, totalRows: info.rowCount },
        ),
      ],
      data: omitted.length ? { ...preview, omittedColumns: omitted.length } : preview,
    };
  },
});
