/**
 * The typed query equal to a table-stage query, when there is one: the answer carries it so that a
 * follow-up ("and in 1950?", "and florida?", "only for X") modifies what ran, as it does after the
 * parser's answers. Only readings the typed query expresses exactly are translated: cells equal to
 * a value, numbers compared, a cell present; the row with the highest or lowest number, a total or
 * average, a count. Anything that depends on the list's order (first, last, after X), a piece of a
 * cell, numbers read out of text cells or a table with a Totals row has no typed twin.
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import type { Cond, TableQuery } from './query';
import type { ListColumn, ListTable } from './table';

const isText = (c: ListColumn) => !c.numeric && !c.temporal && !c.expr;

function filterOf(cond: Cond, columns: Map<string, ListColumn>): AnalystFilter | undefined {
  if (cond.kind === 'row' || cond.kind === 'contains' || cond.kind === 'first-word' || cond.kind === 'not') return undefined;
  // a value in either of two columns has no typed filter
  if (cond.kind === 'eq' && cond.also?.length) return undefined;
  const column = columns.get(cond.column);
  if (!column || column.expr) return undefined;
  switch (cond.kind) {
    case 'present':
      return { kind: 'null', column: column.name, isNull: false };
    case 'eq': {
      if (isText(column)) return { kind: 'values', column: column.name, values: [cond.value] };
      const n = Number(cond.value);
      return column.numeric && Number.isFinite(n) ? { kind: 'values', column: column.name, values: [n] } : undefined;
    }
    case 'cmp':
      if (column.numeric) return { kind: 'compare', column: column.name, op: cond.op, value: cond.value };
      // a year compared on a date column: "in 1998" is that year; other comparisons have no exact twin
      if (column.temporal && cond.op === '=') return { kind: 'date_part', column: column.name, part: 'year', values: [cond.value] };
      return undefined;
  }
}

/** A look-up of cells of rows named by text values ("Japan"), none of them a Totals row's label. */
function namedCells(q: TableQuery, columns: Map<string, ListColumn>): boolean {
  if (q.kind !== 'cell' || q.where.length === 0) return false;
  return q.where.every((c) => {
    if (c.kind !== 'eq') return false;
    const column = columns.get(c.column);
    return column !== undefined && isText(column) && !/^\s*(grand\s+)?totals?\b|^\s*(sum|overall|all|world)\s*$/i.test(String(c.value));
  });
}

/** The typed query that computes what the table query computes, or undefined when none does exactly. */
export function typedTwin(table: ListTable, q: TableQuery): AnalystQuery | undefined {
  const columns = new Map(table.columns.map((c) => [c.name, c]));
  // a Totals row is left out of the list: only a cell of rows named by a text value (which never
  // names the Totals row) reads the same over the whole table
  if (table.totals.length > 0 && !namedCells(q, columns)) return undefined;
  // names read without their running count ("Ann Lee (2)"): the typed query would read them as written
  if (table.columns.some((c) => c.cleaned && JSON.stringify(q).includes(JSON.stringify(c.name)))) return undefined;
  const conds = q.kind === 'neighbor' ? q.anchor : q.kind === 'compare' ? (q.where ?? []) : q.where;
  const filters = conds.map((c) => filterOf(c, columns));
  if (filters.some((f) => f === undefined)) return undefined;
  const base = { dataset: table.info.name, filters: filters as AnalystFilter[], groupBy: [] };
  const plain = (name: string) => {
    const c = columns.get(name);
    return c !== undefined && !c.expr;
  };
  const numeric = (name: string) => columns.get(name)?.numeric === true && plain(name);
  const shown = (target: string) => [...new Set([target, ...base.filters.map((f) => f.column)])];
  switch (q.kind) {
    case 'cell':
      if (q.pick !== 'all' || !plain(q.target)) return undefined;
      return { ...base, kind: 'rows', measures: [], columns: shown(q.target) };
    case 'extreme':
      if (!plain(q.target) || !numeric(q.by) || q.nth !== undefined) return undefined;
      return {
        ...base,
        kind: 'rows',
        measures: [],
        columns: [...new Set([...shown(q.target), q.by])],
        order: { by: q.by, dir: q.dir },
        limit: 1,
      };
    case 'aggregate':
      if (!numeric(q.column)) return undefined;
      return { ...base, kind: 'aggregate', measures: [{ fn: q.fn, column: q.column }] };
    case 'count':
      if (q.distinct !== undefined && (!plain(q.distinct) || columns.get(q.distinct)?.list)) return undefined;
      return {
        ...base,
        kind: 'aggregate',
        measures: [q.distinct === undefined ? { fn: 'count' } : { fn: 'count_distinct', column: q.distinct }],
      };
    default:
      return undefined;
  }
}
