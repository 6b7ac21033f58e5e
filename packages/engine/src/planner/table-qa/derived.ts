/**
 * Measures a table holds only as two year columns: how long a row lasted (end − start: a reign,
 * a term, a pontificate) and how old someone was at its start or end (start − birth year). The
 * columns are told apart by their header words (born, began, ended, from, to…); when the words
 * do not say which is which, nothing is derived.
 */
import type { CellMention } from './mentions';
import { quoteIdent, sqlValue } from '../../data/sql';
import { numberOf, type Cond, type TableQuery } from './query';
import { numericColumn, type ListColumn, type ListTable } from './table';
import { isNumberish, nameColumn, type Ctx } from './target';

export interface YearRoles {
  born?: ListColumn;
  died?: ListColumn;
  start?: ListColumn;
  end?: ListColumn;
}

const BORN = /^(born|birth|b)$/;
const DIED = /^(died|death|d)$/;
export const START = /^(from|start|started|began|begin|beginning|took|entered|opened|open|opening|elected|crowned|since|accession|acceded|assumed|appointed|debut|founded|first|inaugurated)$/;
export const END = /^(to|end|ended|left|until|exited|closed|close|closing|retired|last|abdicated|resigned|deposed|dissolved|ending)$/;

const yearish = (c: ListColumn) => c.yearValues || c.yearLike || c.temporal;

/** The first or second year of a column of year spans ("1915–1923"), as a column of its own. */
function rangePart(column: ListColumn, part: 1 | 2): ListColumn {
  const pattern = sqlValue('^\\s*([0-9]{4})\\s*[–-]\\s*([0-9]{4})');
  const expr = `TRY_CAST(regexp_extract(CAST(${quoteIdent(column.name)} AS VARCHAR), ${pattern}, ${part}) AS DOUBLE)`;
  return numericColumn(`${column.name} (${part === 1 ? 'from' : 'to'})`, expr, { stems: [], uniqueness: column.uniqueness, yearValues: true });
}

const LIFE_HEADER = /^(life|lifespan|lived|born|birth|died|death|dates)$/;

/** The year columns by what their headers say; two unnamed year columns are a start and an end; a column of spans is both. */
export function yearRoles(table: ListTable): YearRoles {
  const roles = columnRoles(table);
  for (const c of table.columns.filter((col) => col.yearRange)) {
    const [from, to] = [rangePart(c, 1), rangePart(c, 2)];
    if (c.stems.some((st) => LIFE_HEADER.test(st))) {
      if (!roles.born && !roles.died) Object.assign(roles, { born: from, died: to });
    } else if (!roles.start && !roles.end) Object.assign(roles, { start: from, end: to });
  }
  return roles;
}

function columnRoles(table: ListTable): YearRoles {
  const years = table.columns.filter(yearish);
  const find = (re: RegExp, not: ListColumn[] = []) => years.filter((c) => !not.includes(c) && c.stems.some((s) => re.test(s)));
  const born = find(BORN);
  const died = find(DIED);
  const rest = years.filter((c) => !born.includes(c) && !died.includes(c));
  const starts = find(START, [...born, ...died]);
  const ends = find(END, [...born, ...died, ...starts]);
  const roles: YearRoles = {};
  if (born.length === 1) roles.born = born[0];
  if (died.length === 1) roles.died = died[0];
  if (starts.length === 1 && ends.length === 1) {
    roles.start = starts[0];
    roles.end = ends[0];
  } else if (starts.length === 0 && ends.length === 0 && rest.length === 2 && !sameYears(table, rest[0] as ListColumn, rest[1] as ListColumn)) {
    [roles.start, roles.end] = rest;
  } else if (roles.born && starts.length === 0 && ends.length === 0 && rest.length === 1) {
    // a list of people with a birth year and one other year (an award's): ages are counted to it
    roles.start = rest[0];
  }
  return roles;
}

/** The year a cell says: a year's, or a date's ("1962-10-05", "5 October 1962"). */
function yearOfCell(cell: string | null | undefined): number | undefined {
  const m = /(?:^|[^0-9])(1[0-9]{3}|20[0-9]{2})(?![0-9])/.exec(cell ?? '');
  return m ? Number(m[1]) : undefined;
}

/** Two year columns holding the same year in most rows date one event twice (its year and its premiere's day), never a span. */
export function sameYears(table: ListTable, a: ListColumn, b: ListColumn): boolean {
  const [ia, ib] = [table.columns.indexOf(a), table.columns.indexOf(b)];
  if (ia < 0 || ib < 0) return false;
  const pairs = table.rows.map((r) => [yearOfCell(r[ia]), yearOfCell(r[ib])]).filter(([x, y]) => x !== undefined && y !== undefined);
  return pairs.length > 0 && pairs.filter(([x, y]) => x === y).length >= 0.5 * pairs.length;
}

/** Header words of a column of lengths ("Main span"), or of the time unit it is counted in ("Running time (min)"). */
const LENGTH_HEADER = /^(running|runtime|length|duration|span|min|mins|minutes|h|hr|hrs|hours|s|sec|secs|seconds)$/;

/** The one column of lengths (running times, durations): what "the longest" and "the shortest" rank. */
export function lengthColumn(table: ListTable): number | undefined {
  const found = table.columns.flatMap((c, ci) =>
    (c.numeric || c.numberInText || c.duration) && !yearish(c) && !c.yearValues && !c.yearRange && c.stems.some((st) => LENGTH_HEADER.test(st)) ? [ci] : [],
  );
  // a length written in two units ("1,990 m (6,529 ft)") is its own column, not the second unit's
  const own = found.filter((ci) => table.columns[ci]?.expr === undefined);
  return own.length === 1 ? own[0] : undefined;
}

/** A column computed as one year column minus another, named by that subtraction. */
export function difference(end: ListColumn, start: ListColumn): ListColumn {
  return numericColumn(`${end.name} − ${start.name}`, `(${numberOf(end)} - ${numberOf(start)})`, { stems: [], uniqueness: end.uniqueness });
}

export interface DerivedPlan {
  query: TableQuery;
  virtual: ListColumn[];
}

const LIFE = /^(live|lived|life|alive|lifetime|lifespan)$/;
const AT_END = /^(died|death|left|retired|ended|end|resigned|abdicated|stepped|last)$/;

/**
 * "how long did X reign" (end − start), "how long did X live" (died − born), "how old was X when
 * elected" (start − born, or end − born for "when he died / left"), and the row with the longest
 * or shortest span, or the youngest or oldest at its start.
 */
export function derivedPlan(ctx: Ctx, cells: CellMention[], where: Cond[]): DerivedPlan | undefined {
  const { table, text } = ctx;
  const joined = ` ${text.join(' ')} `;
  const roles = yearRoles(table);
  const duration = (start: ListColumn | undefined, end: ListColumn | undefined): DerivedPlan | undefined =>
    start && end && cells.length > 0
      ? { query: { kind: 'duration', start: start.name, end: end.name, where }, virtual: [start, end].filter((c) => c.expr !== undefined) }
      : undefined;
  // "average age of the winners when they won": the mean of the row's year minus the birth year
  // ("avg age at death" over a column of ages at death is that column)
  const ageColumn = table.columns.find((c) => (c.numeric || c.numberInText) && c.stems.includes('age'));
  const ageNamed = ageColumn !== undefined && ctx.cols.some((m) => table.columns[m.column] === ageColumn);
  if (/ (average|mean|avg) age /.test(joined) && / (when|at) /.test(joined) && !ageNamed) {
    const age = ageAtStart(table);
    return age ? { query: { kind: 'aggregate', fn: 'avg', column: age.name, where }, virtual: [age] } : undefined;
  }
  if (/ how old /.test(joined)) {
    if (!roles.born) return undefined;
    const atEnd = text.some((w) => AT_END.test(w));
    return duration(roles.born, atEnd ? (roles.died ?? roles.end) : roles.start);
  }
  if (/ how (long|many years) /.test(joined) && !/ between /.test(joined)) {
    // "how many years did X live after he won": from the row's year to the death
    if (text.some((w) => LIFE.test(w))) return duration(text.includes('after') && roles.start ? roles.start : roles.born, roles.died);
    return duration(roles.start, roles.end);
  }
  // The row with the longest / shortest span, or the youngest / oldest at its start.
  const sup = text.findIndex((w) => /^(longest|shortest|youngest|oldest)$/.test(w));
  if (sup < 0 || /^ (how|what is the|what was the) (longest|shortest) /.test(joined)) return undefined;
  // a column of lengths said near the superlative ("longest runtime") is ranked as itself
  if (ctx.cols.some((c) => Math.abs(c.start - sup) <= 3 && isNumberish(table.columns[c.column] as ListColumn) && !yearish(table.columns[c.column] as ListColumn)))
    return undefined;
  const word = text[sup] as string;
  // "who lived the longest" is the length of a life: a column of ages (at death) when there is one
  if (text.some((w) => LIFE.test(w)) && /^(longest|shortest)$/.test(word)) {
    const target = nameColumn(table, new Set());
    if (!ageColumn || target === undefined) return undefined;
    return { query: { kind: 'extreme', target: (table.columns[target] as ListColumn).name, by: ageColumn.name, dir: word === 'longest' ? 'desc' : 'asc', where }, virtual: [] };
  }
  // "the longest film" over a column of running times is that column, never a span of two dates
  if (/^(longest|shortest)$/.test(word) && lengthColumn(table) !== undefined) return undefined;
  const age = /^(youngest|oldest)$/.test(word);
  // "the oldest pope" may mean born first or oldest at election: only "when / at" says which.
  if (age && !/ (when|at) /.test(joined)) return undefined;
  const measure = age
    ? roles.born && (text.some((w) => AT_END.test(w)) ? (roles.died ?? roles.end) : roles.start)
    : roles.start && roles.end;
  const from = age ? roles.born : roles.start;
  const to = age ? measure : roles.end;
  if (!from || !to || typeof to === 'boolean') return undefined;
  const column = difference(to, from);
  const parts = [to, from].filter((c) => c.expr !== undefined && !table.columns.includes(c));
  const target = nameColumn(table, new Set(where.flatMap((c) => (c.kind === 'row' ? [] : [table.columns.findIndex((col) => col.name === c.column)]))));
  if (target === undefined) return undefined;
  const dir = /^(longest|oldest)$/.test(word) ? 'desc' : 'asc';
  return { query: { kind: 'extreme', target: (table.columns[target] as ListColumn).name, by: column.name, dir, where }, virtual: [column, ...parts] };
}

/** "served for less than 10 years", "reigned more than 20 years": the span of a row compared with a number. */
export function spanConds(ctx: Ctx): { conds: Cond[]; virtual: ListColumn[] } {
  const roles = yearRoles(ctx.table);
  if (!roles.start || !roles.end) return { conds: [], virtual: [] };
  const column = difference(roles.end, roles.start);
  const conds: Cond[] = [];
  ctx.text.forEach((w, i) => {
    if (!/^years?$/.test(w) || !/^\d+$/.test(ctx.text[i - 1] ?? '')) return;
    const before = ctx.text.slice(Math.max(0, i - 4), i - 1).join(' ');
    const op = /(more than|over|longer than|at least)$/.test(before) ? (/at least$/.test(before) ? '>=' : '>') : /(less than|fewer than|under|shorter than|at most)$/.test(before) ? (/at most$/.test(before) ? '<=' : '<') : undefined;
    if (!op) return;
    ctx.used.add(i - 1);
    conds.push({ kind: 'cmp', column: column.name, op, value: Number(ctx.text[i - 1]) });
  });
  return { conds, virtual: conds.length ? [column] : [] };
}

/** A person's age at the row's year (start − birth year) as a computed column, when the table holds both years. */
export function ageAtStart(table: ListTable): ListColumn | undefined {
  const roles = yearRoles(table);
  if (!roles.born || !roles.start) return undefined;
  const age = difference(roles.start, roles.born);
  return { ...age, name: `age (${age.name})` };
}
