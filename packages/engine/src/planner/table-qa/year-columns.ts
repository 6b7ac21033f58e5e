/**
 * The table stage steps aside for measures held in one column per year (`Population (2021)` /
 * `Population (2016)`): a year said in the question picks the column (the parser reads it), and
 * with no year said only the latest year's column is read (the parser reads the change between
 * them when one is asked).
 */
import { columnYearsSaid, olderSiblings, yearColumnOf } from '../year-columns';
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
 * another), or, with no year said, an older year's column of a measure held for several years.
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
  // no year said: the latest year's column is the one meant; an older one is never read silently
  const older = olderSiblings(columnNames);
  return read.some((name) => older.has(name));
}
