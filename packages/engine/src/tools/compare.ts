/**
 * compare_periods: a measure in one date range against another (by default the equally long
 * range just before), overall and optionally per group, with the absolute and relative change.
 * Ranges are half-open [from, to) so consecutive periods never double-count a day.
 */
import { z } from 'zod';
import { and, binary, call, cast, col, lit, or, renderSelect, type SelectQuery } from '../data/sql-builder';
import { buildChart } from '../charts/builder';
import { tableItem, type RenderItem } from '../charts/render-items';
import type { Row } from '../data/duck';
import { fmt, human, periodText, signedPct } from './format';
import {
  defaultTimeColumn,
  filterSchema,
  measureExpr,
  measureSchema,
  requireColumn,
  whereExprs,
} from './query-builder';
import { defineTool, sourceFor, ToolInputError } from './types';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
const range = z.object({ from: isoDate, to: isoDate.describe('Exclusive end date.') });

const DAY_MS = 86_400_000;

/**
 * The range just before `current`: the same number of calendar months when `current` runs from
 * a first of the month to a first of the month (so Q3 is compared with Q2, not with 92 days),
 * otherwise the same number of days.
 */
export function previousRange(current: { from: string; to: string }): { from: string; to: string } {
  const from = Date.parse(`${current.from}T00:00:00Z`);
  const to = Date.parse(`${current.to}T00:00:00Z`);
  if (current.from.endsWith('-01') && current.to.endsWith('-01')) {
    const a = new Date(from);
    const b = new Date(to);
    const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
    const start = new Date(Date.UTC(a.getUTCFullYear(), a.getUTCMonth() - months, 1));
    return { from: start.toISOString().slice(0, 10), to: current.from };
  }
  const days = Math.round((to - from) / DAY_MS);
  return { from: new Date(from - days * DAY_MS).toISOString().slice(0, 10), to: current.from };
}

export const compareSchema = z.object({
  dataset: z.string().min(1),
  measure: measureSchema,
  timeColumn: z.string().optional(),
  current: range,
  previous: range.optional().describe('Defaults to the equally long range just before current.'),
  groupBy: z.string().optional(),
  filters: z.array(filterSchema).default([]),
  limit: z.number().int().min(1).max(1000).default(20),
});

export const comparePeriodsTool = defineTool({
  name: 'compare_periods',
  description:
    'Compare a measure between two date ranges (current vs previous, end dates exclusive), overall or per group, with the change and percent change.',
  schema: compareSchema,
  async run(args, ctx) {
    const source = sourceFor(ctx, args.dataset);
    const info = await source.get(args.dataset);
    const timeName = args.timeColumn ?? defaultTimeColumn(info);
    if (!timeName)
      throw new ToolInputError(`Dataset "${info.name}" has no date column to compare periods on.`);
    const time = col(requireColumn(info, timeName));
    const previous = args.previous ?? previousRange(args.current);
    const inRange = (r: { from: string; to: string }) =>
      and(binary('>=', time, cast(lit(r.from), 'DATE')), binary('<', time, cast(lit(r.to), 'DATE')));
    const groupName = args.groupBy ? requireColumn(info, args.groupBy) : undefined;
    const before = measureExpr(info, args.measure, inRange(previous));
    const now = measureExpr(info, args.measure, inRange(args.current));
    const change = binary('-', now, before);
    const query: SelectQuery = {
      select: [
        ...(groupName ? [{ expr: col(groupName), as: groupName }] : []),
        { expr: before, as: 'previous' },
        { expr: now, as: 'current' },
        { expr: change, as: 'change' },
        { expr: binary('/', change, call('nullif', call('abs', before), lit(0))), as: 'change_pct' },
      ],
      from: { table: info.name },
      where: whereExprs(info, args.filters, [or(inRange(args.current), inRange(previous))]),
      ...(groupName
        ? {
            groupBy: [col(groupName)],
            orderBy: [{ expr: call('abs', change), desc: true, nullsLast: true }],
            limit: args.limit,
          }
        : {}),
    };
    const sql = renderSelect(query, source.dialect);
    const result = await source.query(sql, { timeoutMs: ctx.timeoutMs ?? 30_000 });
    const rows = result.rows.map((r) => ({ ...r, previous: r.previous ?? 0, current: r.current ?? 0 }));
    const headers = result.columns.map((c) => c.name);
    // The table shows the change as a percentage (−3.13, headed "change (%)"), never a raw ratio.
    const shown = rows.map((r: Row) =>
      typeof r.change_pct === 'number' ? { ...r, change_pct: Number((r.change_pct * 100).toPrecision(4)) } : r,
    );
    const items: RenderItem[] = [tableItem(headers, shown, { labels: { change_pct: 'change (%)' } })];
    const what = `${args.measure.fn === 'count' && !args.measure.column ? 'row count' : `${args.measure.fn} of ${human(args.measure.column ?? '')}`}`;
    const currentText = periodText(args.current.from, args.current.to);
    const previousText = periodText(previous.from, previous.to);
    const periods = `${currentText} vs ${previousText}`;
    let text: string;
    if (groupName) {
      items.push(
        buildChart(
          { kind: 'bar', title: `${what}: ${periods}`, x: groupName, y: ['previous', 'current'] },
          rows,
        ),
      );
      const biggest = rows[0] as Row | undefined;
      text = biggest
        ? `Comparing ${periods}: the biggest change is in **${biggest[groupName]}** (${fmt(biggest.change)}, ${signedPct(biggest.change_pct as number)}).`
        : 'No rows fall in either period.';
    } else {
      const r = rows[0] as Row;
      text = `The ${what} was **${fmt(r.current)}** in ${currentText} against ${fmt(r.previous)} in ${previousText}: a change of ${fmt(r.change)} (${signedPct(r.change_pct as number)}).`;
    }
    return { text, items, data: { sql, rows, current: args.current, previous } };
  },
});
