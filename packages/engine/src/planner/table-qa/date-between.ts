/**
 * Time between two points of a list: "how many years between A and B", "how many days after A
 * did B come out". Each side is a named row, the first or last row by date, the row listed next
 * to the other side's, or (a side naming only another date column) the other side's row itself.
 */
import { columnMentions, type CellMention, type Word } from './mentions';
import type { TablePlan } from './plan';
import type { Cond } from './query';
import type { ListTable } from './table';
import { nameColumn, nameOf } from './target';
import { startEnd, type DatedColumn } from './date-columns';
import type { Anchor, DatedQuery, GapUnit } from './date-gaps';

/** Verbs of starting and of ending: which of a start and an end column a side of a gap means. */
export const START_VERB =
  /^(took|take|taking|takes|became|become|becoming|elected|started|start|starting|began|begin|beginning|entered|entering|assumed|sworn|appointed|joined|came|took)$/;
export const END_VERB =
  /^(left|leave|leaving|leaves|ended|end|ending|stepped|resigned|retired|exited|departed|lost|quit|finished)$/;

/** "how many days after A did B", "how long before A was B": a gap said from one row to another. */
export const AFTER_ASKED =
  / how (many (years|days|months|weeks)|long|much time) (after|before|later than|earlier than) .+ (did|was|were|does|do|had|has|is) /;

export const unitOf = (text: string[]): GapUnit =>
  text.some((w) => /^days?$/.test(w))
    ? 'days'
    : text.some((w) => /^months?$/.test(w))
      ? 'months'
      : text.some((w) => /^years?$/.test(w))
        ? 'years'
        : 'auto';

export const cellCond = (t: ListTable, m: CellMention): Cond =>
  m.partial
    ? { kind: 'contains', column: nameOf(t, m.column), value: m.value.split(',')[0] as string }
    : { kind: 'eq', column: nameOf(t, m.column), value: m.value };

/** How many rows a cell mention picks. */
export function rowsOf(t: ListTable, m: CellMention): number {
  const v = m.value.trim().toLowerCase();
  return t.rows.filter((r) => {
    const cell = (r[m.column] ?? '').trim().toLowerCase();
    return m.partial ? cell.includes(v.split(',')[0] as string) : cell === v;
  }).length;
}

export interface Read {
  words: Word[];
  text: string[];
  joined: string;
  table: ListTable;
  dated: DatedColumn[];
  /** Cells naming rows: of text columns that hold no dates. */
  cells: CellMention[];
}

/**
 * A side's condition: the cell said, or the one name of the column naming the rows that holds
 * it ("ruby and sapphire came out" is the row "Pokémon Ruby and Sapphire", not the row whose
 * "Remake of" is "Ruby and Sapphire").
 */
function sideCond(r: Read, label: string | undefined, m: CellMention): Cond {
  const at = r.table.columns.findIndex((c) => c.name === label);
  const value = m.value.trim().toLowerCase();
  if (at < 0 || at === m.column || m.partial) return cellCond(r.table, m);
  const holding = r.table.rows.filter((row) => (row[at] ?? '').toLowerCase().includes(value));
  return holding.length === 1 && label ? { kind: 'contains', column: label, value } : cellCond(r.table, m);
}

/** The date columns a stretch of the question names by their headers. */
function namedColumns(r: Read, from: number, to: number): DatedColumn[] {
  const named = columnMentions(r.words, r.table).filter((c) => c.start >= from && c.start < to);
  return r.dated.filter((d) => named.some((c) => nameOf(r.table, c.column) === d.name));
}

/** The date column one side of a gap means: the only one, the one it names, or the start or end its verb says. */
function sideColumn(r: Read, from: number, to: number, other: DatedColumn[]): DatedColumn | undefined {
  if (r.dated.length === 1) return r.dated[0];
  const hits = namedColumns(r, from, to);
  const pair = startEnd(r.table, r.dated);
  const side = r.text.slice(from, to);
  if (pair && side.some((w) => END_VERB.test(w))) return pair.end;
  if (pair && side.some((w) => START_VERB.test(w))) return pair.start;
  if (hits.length === 1) return hits[0];
  // "the japanese release … came out in north america": of two release columns, the one the other side does not name
  const rest = hits.filter((d) => !other.includes(d));
  return hits.length > 1 && rest.length === 1 ? rest[0] : undefined;
}

/**
 * The column meant when no side names one: the first of several columns of the same kind of
 * date ("Japan release", "North America release": the first listed is the original).
 */
export function sameKindFirst(r: Read, dated: DatedColumn[] = r.dated): DatedColumn | undefined {
  const stems = dated.map((d) => new Set(r.table.columns.find((c) => c.name === d.name)?.stems ?? []));
  const [first, ...rest] = stems;
  const shared = first ? [...first].filter((s) => rest.every((o) => o.has(s))) : [];
  return shared.length > 0 && dated.every((d) => d.days === dated[0]?.days) ? dated[0] : undefined;
}

/** The two stretches of the question that are the sides of a gap, or undefined when it is said otherwise. */
function sidesOf(r: Read): [number, number][] | undefined {
  const { text } = r;
  const inCell = (i: number) => r.cells.some((m) => m.start <= i && i < m.end);
  const at = text.indexOf('between');
  if (at >= 0) {
    const and = text.findIndex((w, i) => i > at && w === 'and' && !inCell(i));
    return and < 0 ? undefined : [[at + 1, and], [and + 1, text.length]];
  }
  const after = text.findIndex((w) => /^(after|before|later|earlier)$/.test(w));
  const verb = text.findIndex((w, i) => i > after + 1 && /^(did|was|were|does|do|had|has|is)$/.test(w) && !inCell(i));
  if (after < 0 || verb < 0) return undefined;
  const from = /^(later|earlier)$/.test(text[after] as string) && text[after + 1] === 'than' ? after + 2 : after + 1;
  return [[from, verb], [verb + 1, text.length]];
}

/** The time between two points: each side a named row, the first or last row, or the row next to the other. */
export function between(r: Read): TablePlan | null | undefined {
  const { text, table } = r;
  const bounds = sidesOf(r);
  if (!bounds) return undefined;
  const label = labelColumn(r);
  const named = bounds.map(([from, to]) => namedColumns(r, from, to));
  // a side that names no column takes the other side's ("how many years after A did B open")
  const columns = bounds.map(([from, to], i) => sideColumn(r, from, to, named[1 - i] ?? []));
  const fallback = columns.find((c) => c !== undefined) ?? sameKindFirst(r);
  const sides: (Anchor | undefined)[] = [];
  const cellsOf = bounds.map(([from, to]) => {
    // "did pellham open its tramway": a word after "its" names no second row
    const said = r.cells.filter(
      (m) => m.start >= from && m.start < to && !/^(its|their|his|her)$/.test(text[m.start - 1] ?? ''),
    );
    const whole = said.filter((m) => !m.partial);
    return whole.length ? whole : said;
  });
  for (const [i, [from, to]] of bounds.entries()) {
    const side = text.slice(from, to);
    const cells = cellsOf[i] as CellMention[];
    const column = columns[i] ?? fallback;
    if (!column) return undefined;
    const last = side.some((w) => /^(last|latest|final|recent|current|newest)$/.test(w));
    const second = side.includes('second');
    const otherCells = cellsOf[1 - i] as CellMention[];
    if (cells.length) {
      // a name with several rows needs "the first time" (or "last", or "second" of two) to say which
      const rows = Math.max(...cells.map((m) => rowsOf(table, m)));
      const said = side.includes('first') || last || (second && rows === 2);
      if ((!said && rows > 1) || (second && rows !== 2)) return null;
      sides.push({
        column,
        by: 'cells',
        where: cells.map((m) => sideCond(r, label, m)),
        pick: last || second ? 'last' : 'first',
      });
    } else if (second) return undefined;
    else if (side.some((w) => /^(next|following|after|successor)$/.test(w)))
      sides.push({ column, by: 'offset', offset: 1 });
    else if (side.some((w) => /^(previous|preceding|before|predecessor)$/.test(w)))
      sides.push({ column, by: 'offset', offset: -1 });
    else if (side.some((w) => /^(first|earliest|oldest|original)$/.test(w)))
      sides.push({ column, by: 'date', pick: 'first' });
    else if (last) sides.push({ column, by: 'date', pick: 'last' });
    // "after the japanese release did X come out in north america": the other side's row, another column
    else if (otherCells.length && columns[i] && columns[i] !== columns[1 - i])
      sides.push({ column, by: 'cells', where: otherCells.map((m) => sideCond(r, label, m)), pick: 'first' });
    // one side names a row and the other names nothing this list can date: not answered surely
    else return otherCells.length ? null : undefined;
  }
  const [a, b] = sides as [Anchor, Anchor];
  // the first and the last rows of the list are a span of one column, read elsewhere
  if (a.by !== 'cells' && b.by !== 'cells') return undefined;
  if (a.column.days !== b.column.days) return null;
  const unit = unitOf(text);
  if (!a.column.days && (unit === 'days' || unit === 'months')) return null;
  const where = [...(a.by === 'cells' ? a.where : []), ...(b.by === 'cells' ? b.where : [])];
  const query: DatedQuery = {
    kind: 'dated',
    ask: 'between',
    unit,
    from: a.column,
    sides: [a, b],
    where,
    formula: `${b.column.name} − ${a.column.name}`,
    ...(label ? { label } : {}),
  };
  return { strength: 'strong', query };
}

/** The column naming the rows: a text column of mostly distinct cells. */
export function labelColumn(r: Read, exclude: string[] = []): string | undefined {
  const skip = new Set(
    [...r.dated.map((d) => d.name), ...exclude].map((n) => r.table.columns.findIndex((c) => c.name === n)),
  );
  const i = nameColumn(r.table, skip);
  return i === undefined ? undefined : nameOf(r.table, i);
}
