/**
 * Time read from the dates of a list: between two rows ("how many years between X taking office
 * and Y taking office the first time", "between the first game and X", "between X's record and
 * the next one"), how long a row lasted (its end column minus its start column, or, for a list of
 * records, until the next row's date), the row that lasted the longest or shortest, two rows
 * compared by how long they lasted, and the year of a date looked up ("what year did X come out").
 */
import { cellMentions, columnMentions, wordsOf, type CellMention } from './mentions';
import { pluralOfName } from '../parse/identifiers';
import type { TablePlan } from './plan';
import type { Cond } from './query';
import type { ListTable } from './table';
import { nameColumn, nameOf } from './target';
import { columnOf, datedColumns, hasLengthColumn, startEnd, type DatedColumn } from './date-columns';
import { datedRows, datedSpans } from './date-rows';
import { duringPlan } from './date-during';
import { AFTER_ASKED, between, cellCond, END_VERB, labelColumn, START_VERB, unitOf, type Read } from './date-between';

/** One row of a gap: the first (or last) row meeting conditions, the earliest (latest) by date, or the row listed next to the other side's. */
export type Anchor = { column: DatedColumn } & (
  | { by: 'cells'; where: Cond[]; pick: 'first' | 'last' }
  | { by: 'date'; pick: 'first' | 'last' }
  | { by: 'offset'; offset: 1 | -1 }
);

export type GapUnit = 'days' | 'months' | 'years' | 'auto';

export interface DatedQuery {
  kind: 'dated';
  /**
   * between two rows; how long rows lasted; the row lasting longest / shortest; two rows compared;
   * the year of a date; rows counted by their length; the row with the earliest (latest) date;
   * rows whose two dates fall on the same day (year); rows whose span holds a moment.
   */
  ask: 'between' | 'length' | 'extreme' | 'compare' | 'year' | 'count' | 'earliest' | 'same' | 'during';
  unit: GapUnit;
  /** The date counted from (the date looked up for `year`). */
  from: DatedColumn;
  /** The date counted to: another column of the row, or the same column of the next row listed. */
  to?: DatedColumn | 'next';
  /** The column naming each row, shown beside its dates. */
  label?: string;
  sides?: [Anchor, Anchor];
  /** extreme: longest (desc) or shortest (asc); compare: which lasted longer (desc) or shorter (asc); earliest: the latest date (desc) or the earliest (asc). */
  dir?: 'asc' | 'desc';
  /** compare: asked as yes / no ("did A serve longer than B"). */
  yesNo?: boolean;
  /** compare: the two cells of one column compared. */
  compared?: { column: string; values: [string, string] };
  pick?: 'first' | 'last' | 'all';
  /** count: the rows whose length is compared with a number (in days for dates, else years), as said. */
  longer?: { op: '>' | '>=' | '<' | '<='; value: number; said: string };
  /** to 'next': the next row by date (named beside the row), not the next one listed. */
  byDate?: boolean;
  /** during: the day or year the span must hold (a year is its first to its last day). */
  moment?: { from: string; to: string; year: number; said: string; until?: number };
  /** during: the rows counted rather than listed. */
  counted?: boolean;
  /** What is computed, in column names ("Left office − Took office"). */
  formula: string;
  where: Cond[];
}

/** Verbs of a record or a title standing until the next one. */
const LASTING = /^(lasted|last|lasting|stood|stand|standing|held|hold|survived|survive|unbroken|unbeaten)$/;
/** Words of time spent in a role: a superlative with them ranks the span of a start and an end column. */
const TENURE =
  /^(office|served|serve|serving|reign|reigned|ruled|rule|tenure|term|terms|power|time|lasted|longest|shortest|briefest|career|spell|stint)$/;

/** A question asking for the time between two points: "how many years between", "the time between". */
const GAP_ASKED =
  / (how (many (years|days|months|weeks)|long|much time)|(time|gap|years|days|months)( passed| elapsed| went by)?) (.+ )?between /;

/** Verbs of holding an office. */
const TENURE_VERB = /^(served|serve|serving|reigned|ruled|governed|held|hold|stayed|remained|lasted|run|ran)$/;


/**
 * A question about time between dates of the list, read as a table plan; null when it is one but
 * cannot be answered surely (a name with several rows and no "first time"), undefined when it is none.
 */
export function datedPlan(question: string, table: ListTable): TablePlan | null | undefined {
  const dated = datedColumns(table);
  if (dated.length === 0) return undefined;
  const words = wordsOf(question);
  const text = words.map((w) => w.text);
  const names = new Set(dated.map((d) => d.name));
  const cells = cellMentions(words, table, new Set(table.columns.flatMap((c) => c.stems))).filter((m) => {
    const c = table.columns[m.column];
    return c !== undefined && !names.has(c.name) && !c.numeric && !c.numberInText && !c.temporal;
  });
  const r: Read = { words, text, joined: ` ${text.join(' ')} `, table, dated, cells: firstPerSpan(cells) };
  const rows = datedRows(r) ?? duringPlan(r, question);
  if (rows !== undefined) return rows;
  // a number column named in the question ("the difference in time", "longest runtime") is what is measured
  // ("held the record for the longest time": the time it was held)
  const heldFor = (i: number) =>
    text[i] === 'time' &&
    /^(longest|shortest|most|least|more|less)$/.test(text[i - 1] ?? '') &&
    text.some((w) => LASTING.test(w) || TENURE_VERB.test(w));
  const measured = columnMentions(words, table).some((c) => {
    const col = table.columns[c.column];
    if (heldFor(c.start)) return false;
    // "the longest wait between two flights": the superlative ranks the gap, not a column of lengths
    if (c.indirect && gapAsked(` ${text.join(' ')} `) && /^(longest|shortest)$/.test(text[c.start] ?? '')) return false;
    // "between two flights" over a Flight column numbering the flights: the rows, not a measure
    if (col && text[c.start] !== undefined && pluralOfName(text[c.start], col.name)) return false;
    return (
      col !== undefined && (col.numeric || col.numberInText || col.duration === true) && !names.has(col.name)
    );
  });
  if (measured) return undefined;
  const spans = datedSpans(r) ?? gapPlan(r);
  if (spans) return spans;
  if (GAP_ASKED.test(r.joined) || AFTER_ASKED.test(r.joined)) return between(r);
  return spanPlan(r);
}

/** "the longest gap between two films", "the shortest wait between consecutive games": from a row to the next one by date. */
const GAP_BETWEEN =
  / (longest|biggest|largest|greatest|widest|shortest|smallest) (gap|wait|break|interval|stretch|time) between (two|consecutive|successive|back to back|one) /;

/** "which album came out after the longest gap": the row that ended the gap, read as the gap between rows. */
const GAP_AFTER = / (?:after|following) (?:the|a) (longest|biggest|largest|greatest|shortest|smallest) (?:gap|wait|break|hiatus|interval) /;
const gapAsked = (joined: string) => GAP_BETWEEN.exec(joined) ?? GAP_AFTER.exec(joined);

/** The row followed by the longest (shortest) gap until the next row's date, with that next row. */
function gapPlan(r: Read): TablePlan | undefined {
  const m = gapAsked(r.joined);
  if (!m || startEnd(r.table, r.dated)) return undefined;
  // a whole date tells rows of the same year apart; else the one column of years
  const days = r.dated.filter((d) => d.days);
  const from = days.length === 1 ? days[0] : days.length === 0 && r.dated.length === 1 ? r.dated[0] : undefined;
  if (!from) return undefined;
  const where = r.cells.map((c) => cellCond(r.table, c));
  const label = labelColumn(r, where.flatMap((c) => (c.kind === 'row' ? [] : [c.column])));
  if (!label) return undefined;
  const dir = /^(shortest|smallest)$/.test(m[1] as string) ? 'asc' : 'desc';
  const query: DatedQuery = {
    kind: 'dated',
    ask: 'extreme',
    unit: unitOf(r.text),
    from,
    to: 'next',
    byDate: true,
    dir,
    label,
    where,
    formula: `next ${from.name} − ${from.name}`,
  };
  return { strength: 'strong', query };
}

/** One cell per place in the question: the first column found. */
function firstPerSpan(cells: CellMention[]): CellMention[] {
  const seen = new Set<string>();
  return cells.filter((m) => {
    const key = `${m.start}:${m.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}


/**
 * How long rows lasted: from a start column to an end column of dates, or (a list of records
 * with one date column) from a row's date to the next row's. Questions: how long one row lasted,
 * the row lasting longest or shortest, two rows compared.
 */
function spanPlan(r: Read): TablePlan | null | undefined {
  const { text, table, joined } = r;
  const pair = startEnd(table, r.dated);
  const lasting = text.some((w) => LASTING.test(w));
  // two year columns are read by the year spans elsewhere; dates are counted in days here
  const span: { from: DatedColumn; to: DatedColumn | 'next' } | undefined =
    pair && pair.start.days
      ? { from: pair.start, to: pair.end }
      : !pair && r.dated.length === 1 && lasting
        ? { from: r.dated[0] as DatedColumn, to: 'next' }
        : undefined;
  if (!span || hasLengthColumn(table)) return undefined;
  const unit = unitOf(text);
  const formula =
    span.to === 'next' ? `next ${span.from.name} − ${span.from.name}` : `${span.to.name} − ${span.from.name}`;
  const base = { kind: 'dated' as const, unit, ...span, formula };
  const sup = text.findIndex((w) => /^(longest|shortest|briefest)$/.test(w));
  const comparative = text.find((w) => /^(longer|shorter)$/.test(w));
  // ("who lived the longest" is the length of a life, never of the span the two dates make)
  const life = text.some((w) => /^(live|lived|lives|life|alive|lifetime|lifespan)$/.test(w));
  const tenure = !life && (span.to === 'next' ? lasting : text.some((w) => TENURE.test(w)));
  // two rows compared: "who served longer, A or B", "did A's record last longer than B's"
  const sameColumn = r.cells.filter((m) => r.cells.filter((o) => o.column === m.column).length === 2);
  if (comparative && tenure && sameColumn.length === 2 && / (or|than) /.test(joined)) {
    const [a, b] = sameColumn as [CellMention, CellMention];
    const yesNo = /^(did|does|do|is|was|were|has|had)$/.test(text[0] ?? '');
    const query: DatedQuery = {
      ...base,
      ask: 'compare',
      dir: comparative === 'longer' ? 'desc' : 'asc',
      yesNo,
      where: [cellCond(table, a), cellCond(table, b)],
      compared: { column: nameOf(table, a.column), values: [a.value, b.value] },
      sides: [a, b].map((m) => ({
        column: span.from,
        by: 'cells',
        where: [cellCond(table, m)],
        pick: 'first',
      })) as [Anchor, Anchor],
    };
    return { strength: 'strong', query };
  }
  const where = r.cells.map((m) => cellCond(table, m));
  const longer = lengthCompared(joined, span.from.days);
  if (longer && tenure && /^ how many /.test(joined))
    return { strength: 'strong', query: { ...base, ask: 'count', longer, where } };
  if (longer) return undefined;
  // "who served the longest", and "the shortest presidency" opening with its superlative
  const asksRow = /^(who|whose|which|what|name)$/.test(text[0] ?? '') || text.slice(0, sup).every((w) => w === 'the');
  if (sup >= 0 && tenure && asksRow) {
    const label = labelColumn(
      r,
      where.flatMap((c) => (c.kind === 'row' ? [] : [c.column])),
    );
    if (!label) return undefined;
    return {
      strength: 'strong',
      query: { ...base, ask: 'extreme', dir: text[sup] === 'longest' ? 'desc' : 'asc', label, where },
    };
  }
  const howLong = / how (long|many (days|months|years)|much time) /.test(joined);
  if (howLong && where.length > 0 && sup < 0 && !comparative && (span.to !== 'next' || lasting)) {
    const label = labelColumn(r);
    return { strength: 'strong', query: { ...base, ask: 'length', where, ...(label ? { label } : {}) } };
  }
  return undefined;
}

/**
 * A date looked up: "when did X leave office" reads the end column of a start and an end (and
 * "take office" the start); "what year did X come out" over a column of whole dates answers the
 * year, with the date beside it.
 */
export function datedLookup(
  question: string,
  table: ListTable,
  found: TablePlan | undefined,
): TablePlan | undefined {
  const plan = endOrStart(question, table, found);
  const q = plan?.query;
  if (!plan || q?.kind !== 'cell') return plan;
  if (!/\b(what|which) years?\b|\byears? (did|was|were|does|is|are)\b/i.test(question)) return plan;
  const column = datedColumns(table).find((d) => d.name === q.target && d.days);
  if (!column || !columnOf(table, q.target)) return plan;
  const label = nameColumn(table, new Set([table.columns.findIndex((c) => c.name === q.target)]));
  const query: DatedQuery = {
    kind: 'dated',
    ask: 'year',
    unit: 'years',
    from: column,
    where: q.where,
    pick: q.pick,
    formula: `year of ${column.name}`,
    ...(label !== undefined ? { label: nameOf(table, label) } : {}),
  };
  // one named row's year is a look-up of that row, not a count of rows by year
  const named = q.where.some((c) => c.kind === 'eq');
  return { ...plan, query, ...(named ? { strength: 'strong' as const } : {}) };
}

/** A look-up of the start (end) column of a pair while the question's verb says the other end. */
function endOrStart(question: string, table: ListTable, plan: TablePlan | undefined): TablePlan | undefined {
  const q = plan?.query;
  if (!plan || q?.kind !== 'cell') return plan;
  const pair = startEnd(table, datedColumns(table));
  if (!pair || (q.target !== pair.start.name && q.target !== pair.end.name)) return plan;
  const text = wordsOf(question).map((w) => w.text);
  const ends = text.some((w) => END_VERB.test(w));
  if (ends === text.some((w) => START_VERB.test(w))) return plan;
  const target = ends ? pair.end.name : pair.start.name;
  return target === q.target ? plan : { ...plan, query: { ...q, target } };
}

const OPS: [RegExp, '>' | '>=' | '<' | '<='][] = [
  [/^(more than|longer than|over|above)$/, '>'],
  [/^(at least)$/, '>='],
  [/^(less than|shorter than|under|below|fewer than)$/, '<'],
  [/^(at most)$/, '<='],
];

/** "served more than 5 years", "stood for under 400 days": a length compared with a number, in days for dates. */
function lengthCompared(joined: string, days: boolean): DatedQuery['longer'] | undefined {
  const m =
    / (more than|longer than|over|above|at least|less than|shorter than|under|below|fewer than|at most) (\d+(?:\.\d+)?) (years?|days?|months?) /.exec(
      joined,
    );
  if (!m) return undefined;
  const op = OPS.find(([re]) => re.test(m[1] as string))?.[1];
  const n = Number(m[2]);
  const unit = m[3] as string;
  if (!op || (!days && !/^year/.test(unit))) return undefined;
  const value = !days ? n : /^year/.test(unit) ? n * 365.25 : /^month/.test(unit) ? n * 30.44 : n;
  return { op, value, said: `${m[1]} ${m[2]} ${unit}` };
}
