/**
 * ask_data: runs one typed AnalystQuery — the built-in analyst's own tool, also offered to
 * models so they can ask the same structured questions. It compiles the query, runs it, and
 * writes the numbers in words (a single value, the leader of a ranking, a percentage, the
 * difference between two sides) with a table and, when there is something to plot, a chart.
 */
import { analystQuerySchema, type AnalystMeasure, type AnalystQuery } from '@ai-analyst/contract';
import { buildChart } from '../charts/builder';
import { tableItem, type RenderItem } from '../charts/render-items';
import type { Row } from '../data/duck';
import { ConnectorError } from '../connectors/types';
import { correlateTool } from '../tools/correlate';
import { fmt, human } from '../tools/format';
import { defineTool, sourceFor, type TableSource } from '../tools/types';
import { aggregate, col, renderSelect } from '../data/sql-builder';
import { MONTH_LABELS } from './calendar-words';
import { compileQuery, measureAlias, measureWords, placeWord, type Compiled } from './compile';
import { narrateChange } from './compile/change-words';
import { nameReferencedIds } from './referenced-ids';

export interface AskDataData {
  sql: string;
  rows: Row[];
  labelKeys: string[];
  valueKeys: string[];
}

/** A label as shown: years and other whole numbers without separators, missing values in words. */
const cell = (v: unknown) =>
  v === null || v === undefined
    ? '(missing)'
    : typeof v === 'number' && !Number.isInteger(v)
      ? fmt(v)
      : String(v);
/** A number as stated in a reply: thousands separators and up to two decimals (four significant digits below 1). */
const exact = (v: unknown) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) return cell(v);
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  return Math.abs(v) < 1
    ? String(Number(v.toPrecision(4)))
    : v.toLocaleString('en-US', { maximumFractionDigits: 2 });
};

/**
 * Calendar months held as whole numbers shown by their names: a group on a column named month
 * (or a month part of one) whose values, in the whole table, all lie in 1–12.
 */
async function nameMonths(q: AnalystQuery, rows: Row[], c: Compiled, source: TableSource): Promise<void> {
  for (const [i, g] of q.groupBy.entries()) {
    const key = c.labelKeys[i];
    if (!key || g.grain || (g.part && g.part !== 'month') || !/(^|[^a-z])month($|[^a-z])/i.test(g.column))
      continue;
    const fits = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 12;
    if (!rows.every((r) => fits(r[key]))) continue;
    const range = await source.query(
      renderSelect(
        {
          select: [
            { expr: aggregate('min', col(g.column)), as: 'lo' },
            { expr: aggregate('max', col(g.column)), as: 'hi' },
          ],
          from: { table: q.dataset },
        },
        source.dialect,
      ),
      { maxRows: 1 },
    );
    const [lo, hi] = [Number(range.rows[0]?.lo), Number(range.rows[0]?.hi)];
    if (!(lo >= 1 && hi <= 12)) continue;
    for (const r of rows) r[key] = MONTH_LABELS[(r[key] as number) - 1] ?? r[key] ?? null;
  }
}

/** Decades shown as decades: the group 1870 of a decade part reads "1870s". */
function nameDecades(q: AnalystQuery, rows: Row[], c: Compiled): void {
  for (const [i, g] of q.groupBy.entries()) {
    const key = c.labelKeys[i];
    if (!key || g.part !== 'decade') continue;
    for (const r of rows) {
      const v = r[key];
      if (typeof v === 'number' && Number.isInteger(v) && v % 10 === 0) r[key] = `${v}s`;
    }
  }
}

/**
 * Year-months shown as people write them: the group `2012-01` of a month grain reads `Jan 2012`.
 * The SQL keeps the sortable `YYYY-MM` form; only the rows handed back are relabelled.
 */
function nameYearMonths(q: AnalystQuery, rows: Row[], c: Compiled): void {
  for (const [i, g] of q.groupBy.entries()) {
    const key = c.labelKeys[i];
    if (!key || g.grain !== 'month') continue;
    for (const r of rows) {
      const m = /^(\d{4})-(\d{2})$/.exec(String(r[key] ?? ''));
      const name = m ? MONTH_LABELS[Number(m[2]) - 1] : undefined;
      if (m && name) r[key] = `${name.slice(0, 3)} ${m[1]}`;
    }
  }
}

/** A row named by a date split into year, month and day-of-month columns, as one ISO date. */
function splitDate(keys: string[], r: Row): string | undefined {
  if (keys.length !== 3 || !/year/i.test(keys[0]!) || !/month/i.test(keys[1]!) || !/day|date/i.test(keys[2]!))
    return undefined;
  const [y, m, d] = keys.map((k) => r[k]);
  const whole = (v: unknown, lo: number, hi: number): v is number =>
    typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
  if (!whole(y, 1000, 9999) || !whole(m, 1, 12) || !whole(d, 1, 31)) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Aggregates of a percent column that are themselves percents (a count or a sum of them is not). */
const PERCENT_LEVELS: ReadonlySet<string> = new Set(['avg', 'median', 'min', 'max', 'percentile']);

export function narrate(
  q: AnalystQuery,
  rows: Row[],
  c: Compiled,
  yesShare = false,
  percents: ReadonlySet<string> = new Set(),
): string {
  if (q.change && q.kind === 'aggregate') return narrateChange(q, rows, c, { cell, exact });
  if (rows.length === 0) return 'No rows match these conditions.';
  const first = rows[0] as Row;
  const m = q.measures[0];
  switch (q.kind) {
    case 'rows': {
      if (!q.order)
        return `${rows.length} matching row${rows.length === 1 ? '' : 's'}: ${rows
          .slice(0, 5)
          .map((r) => c.labelKeys.map((k) => cell(r[k])).join(' — '))
          .join('; ')}.`;
      const by = q.order.by;
      const top = rows.filter((r) => r[by] === first[by]);
      const who = (r: Row) => {
        const date = splitDate(c.labelKeys, r);
        if (date) return `**${date}**`;
        // a number alone does not say what it is: "hour **4**", not "**4**"
        return c.labelKeys
          .map((k) =>
            typeof r[k] === 'number' && !/year/i.test(k)
              ? `${human(k)} **${cell(r[k])}**`
              : `**${cell(r[k])}**`,
          )
          .join(', ');
      };
      const dir = `${placeWord(q.offset)}${q.order.dir === 'desc' ? 'highest' : 'lowest'}`;
      if ((q.limit ?? 1) === 1) {
        const tie =
          top.length > 1
            ? ` (a tie between ${top.length} rows: ${top.slice(0, 10).map(who).join('; ')})`
            : '';
        const shown = /year/i.test(by)
          ? cell(first[by])
          : `${exact(first[by])}${percents.has(by) && typeof first[by] === 'number' ? '%' : ''}`;
        // no column names the row (only the ranked one is shown): the figure alone
        if (c.labelKeys.length === 0) return `The ${dir} ${human(by)} is **${shown}**.`;
        return `${capitalised(who(first))} has the ${dir} ${human(by)}: **${shown}**${tie}.`;
      }
      return `The ${rows.length} rows with the ${dir} ${human(by)}: ${rows
        .slice(0, 10)
        .map((r) => `${who(r)} (${exact(r[by])})`)
        .join('; ')}.`;
    }
    case 'percent': {
      if (c.labelKeys.length === 0)
        return `**${exact(first.percent)}%** (${exact(first.matching)} of ${exact(first.total)}${m?.column ? ` ${measureWords(m)}` : ' rows'}).`;
      return (
        rows
          .slice(0, 12)
          .map(
            (r) =>
              `${c.labelKeys.map((k) => cell(r[k])).join(' / ')}: **${exact(r.percent)}%** (${exact(r.matching)} of ${exact(r.total)})`,
          )
          .join('; ') + '.'
      );
    }
    case 'share':
      return `**${cell(first[c.labelKeys[0] as string])}** has the largest share: **${exact(first.percent)}%** of the ${measureWords(m ?? { fn: 'count' })} (${exact(first[c.valueKeys[1] as string])}).`;
    case 'compare': {
      const [a, b] = q.sides ?? [];
      const pct = yesShare ? '%' : '';
      const line = (r: Row) =>
        `${a?.label}: **${exact(r.a)}${pct}**, ${b?.label}: **${exact(r.b)}${pct}** — a difference of **${exact(r.difference)}**${yesShare ? ' points' : ''}${typeof r.change_pct === 'number' ? ` (${r.change_pct >= 0 ? '+' : ''}${exact(r.change_pct)}%)` : ''}`;
      const what = yesShare
        ? `share of rows with ${human(m?.column ?? '')} true`
        : measureWords(m ?? { fn: 'count' });
      if (c.labelKeys.length === 0) return `The ${what}: ${line(first)}.`;
      return (
        rows
          .slice(0, 10)
          .map((r) => `${c.labelKeys.map((k) => cell(r[k])).join(' / ')} — ${line(r)}`)
          .join('; ') + '.'
      );
    }
    case 'correlation': {
      if (c.labelKeys.length)
        return (
          rows
            .slice(0, 12)
            .map((r) => `${c.labelKeys.map((k) => cell(r[k])).join(' / ')}: r = **${fmt(r.r)}**`)
            .join('; ') + '.'
        );
      const r = Number(first.r);
      const strength = !Number.isFinite(r)
        ? 'undefined'
        : Math.abs(r) >= 0.7
          ? 'strong'
          : Math.abs(r) >= 0.4
            ? 'moderate'
            : Math.abs(r) >= 0.2
              ? 'weak'
              : 'little or no';
      return `The correlation is **r = ${fmt(first.r)}** (${strength}${Number.isFinite(r) && Math.abs(r) >= 0.2 ? (r > 0 ? ', positive' : ', negative') : ''}) over ${exact(first.pairs)} rows with both values.`;
    }
    default: {
      if (c.labelKeys.length === 0) {
        const parts = q.measures.length ? q.measures : [{ fn: 'count' as const }];
        // rows without a value of the measured column are said apart: the figure is not over them
        const valued =
          typeof first.valued === 'number' && typeof first.rows === 'number' && first.valued < first.rows
            ? first.valued
            : undefined;
        const matched =
          typeof first.rows === 'number' && parts.some((p) => p.fn !== 'count' || p.column)
            ? valued !== undefined
              ? ` (over the ${exact(valued)} of ${exact(first.rows)} matching rows that hold a value)`
              : ` (over ${exact(first.rows)} matching row${first.rows === 1 ? '' : 's'})`
            : '';
        // the earliest or latest year is written as a year (1903), not as an amount (1,903)
        // a level read from cells such as `5%` keeps its percent sign ("the average Discount is 2.8%")
        const figure = (p: AnalystMeasure, v: unknown) =>
          /^(earliest|latest) /.test(measureWords(p)) && typeof v === 'number' && Number.isInteger(v)
            ? String(v)
            : p.column && percents.has(p.column) && PERCENT_LEVELS.has(p.fn) && typeof v === 'number'
              ? `${exact(v)}%`
              : exact(v);
        return `${parts.map((p, i) => `The ${measureWords(p)} is **${figure(p, first[c.valueKeys[i] as string])}**`).join('; ')}${matched}.`;
      }
      const v = c.valueKeys[0] as string;
      const label = (r: Row) => c.labelKeys.map((k) => cell(r[k])).join(' / ');
      // a level of a percent column keeps its sign in each group's figure too
      const sign = m?.column && percents.has(m.column) && PERCENT_LEVELS.has(m.fn) && !m.per ? '%' : '';
      const fig = (x: unknown) => (sign && typeof x === 'number' ? `${exact(x)}%` : exact(x));
      const what = measureWords(m ?? { fn: 'count' });
      if (q.order && q.limit === 1) {
        const extreme = q.order.dir === 'desc' ? 'highest' : 'lowest';
        // "the lowest life expect", not "the lowest lowest life expect"
        const said = m && m.fn === (extreme === 'lowest' ? 'min' : 'max') ? human(m.column ?? '') : what;
        const tied = rows.filter((r) => r[v] === first[v]);
        if (tied.length > 1)
          return `${tied.map((r) => `**${label(r)}**`).join(', ')} share the ${placeWord(q.offset)}${extreme} ${said}: **${fig(first[v])}** each (a tie).`;
        return `**${label(first)}** has the ${placeWord(q.offset)}${extreme} ${said}: **${fig(first[v])}**.`;
      }
      const shown = rows
        .slice(0, 12)
        .map((r) => `${label(r)}: ${fig(r[v])}`)
        .join('; ');
      const more = rows.length > 12 ? ` … (${rows.length} groups in all; see the table)` : '';
      return `The ${what} by ${c.labelKeys.map(human).join(' and ')}: ${shown}${more}.`;
    }
  }
}

function chartFor(q: AnalystQuery, rows: Row[], c: Compiled): RenderItem | undefined {
  if (
    q.chart === 'none' ||
    rows.length < 2 ||
    c.labelKeys.length !== 1 ||
    q.kind === 'rows' ||
    q.kind === 'correlation'
  )
    return undefined;
  const x = c.labelKeys[0] as string;
  const y =
    q.kind === 'percent' || q.kind === 'share'
      ? 'percent'
      : q.kind === 'compare'
        ? 'difference'
        : (c.valueKeys[0] as string);
  const timeish = q.groupBy[0]?.grain !== undefined || q.groupBy[0]?.part !== undefined;
  const kind = q.chart && q.chart !== 'auto' ? q.chart : timeish && q.groupBy[0]?.grain ? 'line' : 'bar';
  const title = `${q.kind === 'percent' ? 'percentage' : measureWords(q.measures[0] ?? { fn: 'count' })} by ${human(x)}`;
  return buildChart({ kind, title, x, y: [y], xIsTime: kind === 'line' }, rows);
}

export const askDataTool = defineTool({
  name: 'ask_data',
  description:
    'Answer a question about one dataset with a typed query: measures (count, count_distinct, sum, avg, min, max, median, percentile, missing, stddev), filters (values, comparisons, date ranges and parts, null checks), groups (columns, time grains, calendar parts), ranking, row look-ups, percentages, shares, two-sided comparisons and correlations; numbers derived row by row from two columns (derived: [{ name, op, left, right }], e.g. high − low) are used by their name like columns.',
  schema: analystQuerySchema,
  async run(args, ctx) {
    // A connected database table is asked in its own dialect, inside the database.
    let source = sourceFor(ctx, args.dataset);
    const q = args as AnalystQuery;
    let compiled: Compiled;
    const table = await source.get(args.dataset);
    try {
      compiled = compileQuery(table, q, source.dialect);
    } catch (error) {
      // What the database cannot compute (a median on MySQL) is answered on the workspace's copy of the table.
      const onCopy =
        error instanceof ConnectorError && error.code === 'not_supported' && ctx.registry.has(args.dataset);
      if (!onCopy || source === ctx.registry) throw error;
      source = ctx.registry;
      compiled = compileQuery(await source.get(args.dataset), q);
    }
    const result = await source.query(compiled.sql, {
      timeoutMs: ctx.timeoutMs ?? 30_000,
      maxRows: ctx.maxRows ?? 1000,
    });
    const rows = result.rows;
    // a yes/no column's mean on two sides is the share of its rows that say yes, shown in %
    const compared = q.kind === 'compare' && q.measures[0]?.fn === 'avg' ? q.measures[0].column : undefined;
    const yesShare =
      !!compared && /BOOL/i.test(table.columns.find((col) => col.name === compared)?.type ?? '');
    if (yesShare)
      for (const r of rows)
        for (const k of ['a', 'b', 'difference']) if (typeof r[k] === 'number') r[k] = (r[k] as number) * 100;
    await nameMonths(q, rows, compiled, source).catch(() => undefined);
    nameDecades(q, rows, compiled);
    nameYearMonths(q, rows, compiled);
    // "who is X's manager": a manager id shown with the manager's name
    if (q.kind === 'rows' || q.kind === 'aggregate')
      await nameReferencedIds(table, compiled.labelKeys, rows, source).catch(() => undefined);
    const headers = result.columns.map((col) => col.name);
    const labels: Record<string, string> = { percent: 'percent (%)', change_pct: 'change (%)', rows: 'rows' };
    for (const m of q.measures) labels[measureAlias(m)] = measureWords(m);
    if (q.kind === 'compare' && q.sides) {
      labels.a = q.sides[0]?.label ?? 'a';
      labels.b = q.sides[1]?.label ?? 'b';
    }
    const items: RenderItem[] = [];
    const single = rows.length === 1 && compiled.labelKeys.length === 0 && q.kind !== 'rows';
    if (!single) items.push(tableItem(headers, rows, { truncated: result.truncated, labels }));
    const chart = chartFor(q, rows, compiled);
    if (chart) items.push(chart);
    // One pair over the whole table: the correlate tool adds its table (r, n, slope) and scatter chart.
    if (
      q.kind === 'correlation' &&
      q.pair &&
      compiled.labelKeys.length === 0 &&
      q.filters.length === 0 &&
      ctx.registry.has(q.dataset)
    ) {
      const pair = await correlateTool.run({ dataset: q.dataset, x: q.pair[0], y: q.pair[1] }, ctx);
      items.push(...pair.items);
    }
    const data: AskDataData = {
      sql: compiled.sql,
      rows,
      labelKeys: compiled.labelKeys,
      valueKeys: compiled.valueKeys,
    };
    const percents = new Set(table.columns.filter((col) => col.unit === '%').map((col) => col.name));
    return { text: narrate(q, rows, compiled, yesShare, percents), items, data };
  },
});
