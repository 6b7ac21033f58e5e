/**
 * correlate: how two numeric columns move together (Pearson or Spearman), with the slope and a
 * scatter chart; or, given several columns (or none), the whole correlation matrix as a heatmap.
 */
import { z } from 'zod';
import { isNumericType } from '../data/duck';
import {
  call,
  col,
  isNotNull,
  renderSelect,
  windowed,
  type SelectItem,
  type SelectQuery,
} from '../data/sql-builder';
import { buildChart, heatmapFigure, plotlyChart } from '../charts/builder';
import { tableItem } from '../charts/render-items';
import type { DatasetInfo } from '../data/registry';
import { fmt, human } from './format';
import { requireColumn } from './query-builder';
import { defineTool, ToolInputError } from './types';

/** Words for the strength of a correlation coefficient, as analysts usually band them. */
export function strength(r: number): string {
  const a = Math.abs(r);
  const dir = r >= 0 ? 'positive' : 'negative';
  if (a >= 0.7) return `strong ${dir}`;
  if (a >= 0.4) return `moderate ${dir}`;
  if (a >= 0.2) return `weak ${dir}`;
  return 'no meaningful';
}

function numericColumns(info: DatasetInfo, requested: string[] | undefined): string[] {
  const cols = requested?.length
    ? requested.map((c) => requireColumn(info, c))
    : info.columns.filter((c) => isNumericType(c.type)).map((c) => c.name);
  for (const c of cols) {
    const type = info.columns.find((x) => x.name === c)?.type ?? '';
    if (!isNumericType(type))
      throw new ToolInputError(`Column "${c}" is not numeric (${type}), so it has no correlation.`);
  }
  return cols;
}

/** Where the columns are read from: the dataset, or (Spearman) a sub-query of their ranks. */
function source(info: DatasetInfo, cols: string[], method: 'pearson' | 'spearman'): SelectQuery['from'] {
  const table = { table: info.name };
  if (method === 'pearson') return table;
  const query: SelectQuery = {
    select: cols.map((c) => ({ expr: windowed(call('rank'), [{ expr: col(c) }]), as: c })),
    from: table,
    where: cols.map((c) => isNotNull(col(c))),
  };
  return { query, as: 'ranked' };
}

export const correlateTool = defineTool({
  name: 'correlate',
  description:
    'Correlation between numeric columns: give x and y for one pair (coefficient, slope, scatter chart), or columns (or nothing) for a correlation matrix.',
  schema: z.object({
    dataset: z.string().min(1),
    x: z.string().optional(),
    y: z.string().optional(),
    columns: z.array(z.string()).optional(),
    method: z.enum(['pearson', 'spearman']).default('pearson'),
  }),
  async run(args, ctx) {
    const info = await ctx.registry.get(args.dataset);
    if (args.x && args.y) {
      const [x, y] = numericColumns(info, [args.x, args.y]) as [string, string];
      const qx = col(x);
      const qy = col(y);
      const stats = await ctx.registry.query(
        renderSelect({
          select: [
            { expr: call('corr', qx, qy), as: 'r' },
            { expr: call('regr_slope', qy, qx), as: 'slope' },
            { expr: call('regr_count', qy, qx), as: 'n' },
          ],
          from: source(info, [x, y], args.method),
        }),
      );
      const row = stats.rows[0] ?? {};
      const r = typeof row.r === 'number' ? row.r : null;
      const points = await ctx.registry.query(
        renderSelect({
          select: [{ expr: qx }, { expr: qy }],
          from: { table: info.name },
          where: [isNotNull(qx), isNotNull(qy)],
          sampleRows: 2000,
        }),
      );
      const chart = buildChart(
        { kind: 'scatter', title: `${human(y)} vs ${human(x)}`, x, y: [y] },
        points.rows,
      );
      const text =
        r === null
          ? `There is not enough data to correlate ${human(x)} and ${human(y)}.`
          : `${args.method === 'pearson' ? 'Pearson' : 'Spearman'} correlation between ${human(x)} and ${human(y)} is **${r.toFixed(3)}** (${strength(r)} relationship, n = ${fmt(row.n)}). ` +
            `${args.method === 'pearson' && typeof row.slope === 'number' ? slopeSentence(row.slope, human(x), human(y)) : ''}Correlation is not causation.`;
      return {
        text,
        items: [tableItem(['x', 'y', 'r', 'n'], [{ x, y, r, n: row.n ?? null }]), chart],
        data: { x, y, r, slope: row.slope ?? null, n: row.n ?? null },
      };
    }
    const cols = numericColumns(info, args.columns);
    if (cols.length < 2)
      throw new ToolInputError(`Dataset "${info.name}" needs at least two numeric columns to correlate.`);
    const matrix = await correlationMatrix(
      ctx.registry.query.bind(ctx.registry),
      source(info, cols, args.method),
      cols,
    );
    const pairs: { a: string; b: string; r: number }[] = [];
    cols.forEach((a, i) =>
      cols.slice(i + 1).forEach((b, j) => {
        const r = matrix[i]?.[i + 1 + j];
        if (typeof r === 'number') pairs.push({ a, b, r });
      }),
    );
    pairs.sort((p, q) => Math.abs(q.r) - Math.abs(p.r));
    const rows = cols.map((c, i) =>
      Object.fromEntries([
        ['column', c],
        ...cols.map((d, j) => [d, matrix[i]?.[j] === null ? null : Number((matrix[i]?.[j] ?? 0).toFixed(3))]),
      ]),
    );
    const top = pairs[0];
    const text = top
      ? `The strongest relationship is between ${human(top.a)} and ${human(top.b)} (r = ${top.r.toFixed(2)}, ${strength(top.r)}).`
      : 'No pair of columns has enough data to correlate.';
    return {
      text,
      items: [
        tableItem(['column', ...cols], rows, { title: 'Correlation matrix' }),
        plotlyChart('Correlation matrix', heatmapFigure(cols, matrix)),
      ],
      data: { columns: cols, matrix, pairs },
    };
  },
});

/** All pairwise correlations in one scan (one corr() per pair). */
export async function correlationMatrix(
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>,
  from: SelectQuery['from'],
  cols: string[],
): Promise<(number | null)[][]> {
  const select: SelectItem[] = [];
  cols.forEach((a, i) =>
    cols
      .slice(i + 1)
      .forEach((b, j) => select.push({ expr: call('corr', col(a), col(b)), as: `c_${i}_${i + 1 + j}` })),
  );
  const row = (await query(renderSelect({ select, from }))).rows[0] ?? {};
  return cols.map((_, i) =>
    cols.map((__, j) => {
      if (i === j) return 1;
      const v = row[`c_${Math.min(i, j)}_${Math.max(i, j)}`];
      return typeof v === 'number' ? v : null;
    }),
  );
}

/**
 * The regression slope in words, over a step of x large enough to read: "every 100 more of
 * price goes with 0.14 fewer units on average" rather than "-0.0014 per unit".
 */
export function slopeSentence(slope: number, x: string, y: string): string {
  if (!Number.isFinite(slope) || slope === 0) return '';
  let step = 1;
  while (Math.abs(slope * step) < 0.1 && step < 1e9) step *= 10;
  const change = Math.abs(slope * step);
  const direction = slope > 0 ? 'more' : 'fewer';
  const what = step === 1 ? `each 1 more of ${x}` : `every ${fmt(step)} more of ${x}`;
  return `On average, ${what} goes with ${fmt(change)} ${direction} ${y}. `;
}
