/**
 * A status column that writes when a row ended ("Removed (2024)", "Closed (1998)[a]") beside
 * rows still running ("Operating"): read as each row's end year, today's year for a row still
 * running. "How many years was X open" is then the years from the row's opening year to it.
 */
import { quoteIdent, sqlValue } from '../../data/sql';
import type { DatedColumn } from './date-columns';
import { cellCond, labelColumn, type Read } from './date-between';
import type { DatedQuery } from './date-gaps';
import type { TablePlan } from './plan';

const FOOTNOTE = /\s*\[[^\]]*\]/g;
/** A status word, with the year it took effect in parentheses or not. */
const STATUS_CELL = /^[a-z][a-z -]*?(?: \((1[89]\d\d|20\d\d)\))?$/i;
/** Status words of a row still running. */
const RUNNING = ['operating', 'open', 'active', 'in operation', 'in service', 'running', 'existing', 'standing'];
/** Words asking how long a row was running. */
const OPEN_WORDS =
  /^(open|opened|operate|operating|operated|operation|operational|running|ran|run|service|existed|exist|active|standing|stood|last|lasted)$/;
/** Header words of a row's start: opened, built, founded. */
const OPENED = /^(open|built|found|establish|introduc|launch|inaugurat|commission|start|debut)/;

/** The column of statuses that write an end year, as a column of years; undefined when the table has none. */
export function statusEndColumn(r: Read): DatedColumn | undefined {
  const found = r.table.columns.findIndex((c, ci) => {
    if (c.numeric || c.temporal || c.expr) return false;
    const said = r.table.rows.map((row) => (row[ci] ?? '').replace(FOOTNOTE, '').trim()).filter((v) => v !== '');
    const years = said.filter((v) => /\(\d{4}\)$/.test(v)).length;
    const running = said.filter((v) => RUNNING.includes(v.toLowerCase())).length;
    return said.length > 0 && years > 0 && running > 0 && said.every((v) => STATUS_CELL.test(v));
  });
  const column = r.table.columns[found];
  if (!column) return undefined;
  const clean = `lower(trim(regexp_replace(CAST(${quoteIdent(column.name)} AS VARCHAR), ${sqlValue('\\s*\\[[^\\]]*\\]')}, '', 'g')))`;
  return {
    name: column.name,
    sql: `TRY_CAST(regexp_extract(${clean}, ${sqlValue('\\(([0-9]{4})\\)$')}, 1) AS INTEGER)`,
    days: false,
    ongoing: `coalesce(${clean} IN (${RUNNING.map((w) => sqlValue(w)).join(', ')}), false)`,
  };
}

/** "how many years was X open", "how long has X been operating": from its opening year to its status's end year (or today). */
export function yearsOpen(r: Read): TablePlan | undefined {
  const { text, joined } = r;
  if (!/ how (long|many years) /.test(joined) || / (between|after|before|since|ago) /.test(joined)) return undefined;
  if (r.cells.length === 0 || !text.some((w) => OPEN_WORDS.test(w))) return undefined;
  const end = statusEndColumn(r);
  if (!end) return undefined;
  const stemsOf = (d: DatedColumn) => r.table.columns.find((c) => c.name === d.name)?.stems ?? [];
  const opened = r.dated.length === 1 ? r.dated : r.dated.filter((d) => stemsOf(d).some((s) => OPENED.test(s)));
  const start = opened.length === 1 ? opened[0] : undefined;
  if (!start) return undefined;
  // a whole date ("24 April 1990") counts by its year, as the status's end does
  const from = start.days ? { ...start, sql: `year(${start.sql})`, days: false } : start;
  // "been operating" names the status of a running row, not a condition on it
  const where = r.cells.filter((m) => r.table.columns[m.column]?.name !== end.name).map((m) => cellCond(r.table, m));
  if (where.length === 0) return undefined;
  const label = labelColumn(r);
  const query: DatedQuery = {
    kind: 'dated',
    ask: 'length',
    unit: 'years',
    from,
    to: end,
    where,
    formula: `end year of ${end.name} − ${from.name}`,
    ...(label ? { label } : {}),
  };
  return { strength: 'strong', query };
}
