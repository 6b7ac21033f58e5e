/**
 * The table stage steps aside for measures held in one column per year (`Population (2021)` /
 * `Population (2016)`): a year said in the question picks the column (the parser reads it), and
 * with no year said a reading that silently takes one of the years is no answer (the parser asks
 * which year, or reads the change between them).
 */
import { columnYearsSaid, yearColumnOf, yearSiblings } from '../year-columns';
import type { Cond, TableQuery } from './query';

const condColumns = (conds: Cond[] | undefined): string[] => (conds ?? []).flatMap((c) => (c.kind === 'row' ? [] : [c.column]));

/** The columns a table query reads. */
export function tableColumnsRead(q: TableQuery): string[] {
  switch (q.kind) {
    case 'cell':
    case 'most':
      return [q.target, ...condColumns(q.where)];
    case 'neighbor':
      return [q.target, ...condColumns(q.anchor)];
    case 'extreme':
      return [q.target, q.by, ...condColumns(q.where)];
    case 'count':
      return [...(q.distinct ? [q.distinct] : []), ...condColumns(q.where)];
    case 'aggregate':
    case 'span':
      return [q.column, ...condColumns(q.where)];
    case 'duration':
      return [q.start, q.end, ...condColumns(q.where)];
    case 'compare':
      return [q.column, ...(q.measure ? [q.measure] : []), ...condColumns(q.where)];
    default:
      return [];
  }
}

/**
 * Whether the table query reads a column for a year the question does not say (a year said picks
 * another), or, with no year said, one of several columns of a measure told apart by their years.
 */
export function stepsAsideForYears(question: string, columnNames: readonly string[], q: TableQuery): boolean {
  const read = tableColumnsRead(q);
  const said = columnYearsSaid(question, columnNames);
  if (said.length > 0) {
    // a said year compared with a column's numbers ("at least 1990") is a column's year misread
    const conds = q.kind === 'neighbor' ? q.anchor : q.kind === 'compare' ? (q.where ?? []) : q.where;
    if (conds.some((c) => c.kind === 'cmp' && said.includes(c.value))) return true;
    // two years said: both columns, or the change between them, are the parser's to read
    return read.some((name) => {
      const y = yearColumnOf(name);
      return y !== undefined && (said.length > 1 || !said.includes(y.year));
    });
  }
  const siblings = new Set(yearSiblings(columnNames).flat().map((c) => c.name));
  return read.some((name) => siblings.has(name));
}
