/**
 * Columns of final scores: "34–7", "20–17 (OT)", "12½–9½". Such a cell is two numbers, not one.
 * Over a column of scores the table gains numbers of its own, computed from the cells: the
 * points of both sides together ("Total points"), the gap
 * between them ("Margin"), and, when the score stands between the two sides' columns ("Winning
 * team, Score, Losing team"), the points of each side ("Winning team points"). A question about
 * the points a named side scored reads that side's points. A note after a score ("(OT)", "(ET)",
 * "(pen.)") gives a column of its own ("Overtime": 1 for the rows carrying it), so "which game
 * went to overtime" is a condition on it.
 */
import { quoteIdent } from '../../data/sql';
import { splitWords, stem } from '../text';
import type { Word } from './mentions';
import type { TablePlan } from './plan';
import type { Cond } from './query';
import { numericColumn, type ListColumn, type ListTable } from './table';
import { nameColumn, nameOf } from './target';

/** A score: two numbers (perhaps with a half) joined by a dash, then perhaps notes ("(OT)", "(a.e.t.) (4–1 p)", "[a]"). */
const SCORE = /^\s*(\d{1,3})(½?)\s*[–—-]\s*(\d{1,3})(½?)(?:\s*(?:\([^)]*\)|\[[^\]]*\]))*\s*$/;

/** The two numbers of a score cell ("12½–9½" → [12.5, 9.5]); undefined for other cells. */
export function scoreOf(cell: string): [number, number] | undefined {
  const m = SCORE.exec(cell);
  if (!m) return undefined;
  return [Number(m[1]) + (m[2] ? 0.5 : 0), Number(m[3]) + (m[4] ? 0.5 : 0)];
}

/** Whether four in five written cells of a text column are scores, and no cell is a span of years. */
export function isScoreColumn(column: ListColumn, cells: (string | null)[]): boolean {
  if (column.numeric || column.temporal || column.expr || column.yearRange || column.duration) return false;
  const written = cells.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return written.length >= 2 && written.filter((v) => scoreOf(v) !== undefined).length >= 0.8 * written.length;
}

/** SQL: one side's number of a score cell (1 the first, 2 the second), halves read as .5. */
function sideSql(column: string, side: 1 | 2): string {
  const text = `CAST(${quoteIdent(column)} AS VARCHAR)`;
  const pattern = side === 1 ? '^\\s*([0-9]+½?)\\s*[–—-]' : '[–—-]\\s*([0-9]+½?)';
  return `TRY_CAST(replace(regexp_extract(${text}, '${pattern}', 1), '½', '.5') AS DOUBLE)`;
}

/** Notes written after a score ("34–28 (OT)"): the column of rows carrying one, the words for it, the note. */
const SCORE_NOTES: { name: string; asked: RegExp; note: RegExp; sql: string }[] = [
  { name: 'Overtime', asked: /\b(overtime|ot)\b/, note: /\(\d?ot\)/i, sql: '\\([0-9]?ot\\)' },
  { name: 'Extra time', asked: /\bextra time\b/, note: /\((et|aet|a\.e\.t\.)\)/i, sql: '\\((et|aet|a\\.e\\.t\\.)\\)' },
  // ("(pen.)", or the shootout's own score: "(4–1 p)")
  { name: 'Penalties', asked: /\b(penalties|shootout)\b/, note: /\((\d+\s*[–—-]\s*\d+\s*)?(pen|pens|p|so|pso)\.?\)/i, sql: '\\(([0-9]+\\s*[–—-]\\s*[0-9]+\\s*)?(pen|pens|p|so|pso)\\.?\\)' },
];

type Extra = { column: ListColumn; cells: (string | null)[] };

/** A header naming what a score counts, when that is not points: "Games", "Sets", "Matches". */
const COUNTED_HEADER = /^(games|matches|sets|legs|frames|bouts|races|series)$/i;

/**
 * The columns computed from a column of scores at `at` among `columns` (its side columns are the
 * text columns right before and after it), with their cells; none for other columns.
 */
export function scoreColumns(columns: ListColumn[], at: number, cells: (string | null)[]): Extra[] {
  const column = columns[at] as ListColumn;
  if (!isScoreColumn(column, cells)) return [];
  const scores = cells.map((c) => (c === null ? undefined : scoreOf(c)));
  const cellsOf = (f: (s: [number, number]) => number) => scores.map((s) => (s ? String(f(s)) : null));
  const [a, b] = [sideSql(column.name, 1), sideSql(column.name, 2)];
  const more = { uniqueness: column.uniqueness };
  // A series of games written as a score ("Games: 4–2"): its total is the games played ("went to
  // game 7", "average length in games"), and its first number alone means nothing.
  const counted = COUNTED_HEADER.exec(column.name.trim())?.[1]?.toLowerCase();
  if (counted) column.numberInText = false;
  const total = counted ? `Total ${counted}` : 'Total points';
  // (a game's points are its goals when the sport counts goals: "the game with the most goals")
  const stems = [...splitWords(total).map(stem), ...(counted ? [] : ['goal'])];
  const out: Extra[] = [
    { column: numericColumn(total, `(${a} + ${b})`, { ...more, stems }), cells: cellsOf(([x, y]) => x + y) },
    { column: numericColumn('Margin', `abs(${a} - ${b})`, { ...more, stems: ['margin'] }), cells: cellsOf(([x, y]) => Math.abs(x - y)) },
  ];
  // "went to overtime": 1 for the rows whose score carries the note, 0 for the others
  for (const n of SCORE_NOTES) {
    if (!cells.some((c) => c !== null && n.note.test(c))) continue;
    const expr = `CASE WHEN regexp_matches(lower(CAST(${quoteIdent(column.name)} AS VARCHAR)), '${n.sql}') THEN 1 ELSE 0 END`;
    const stems = splitWords(n.name).map(stem);
    out.push({ column: numericColumn(n.name, expr, { ...more, stems, noteOf: column.name }), cells: cells.map((c) => (c !== null && n.note.test(c) ? '1' : '0')) });
  }
  const side = (c: ListColumn | undefined) => c !== undefined && !c.numeric && !c.temporal && !c.expr && !c.numberInText;
  const [before, after] = [columns[at - 1], columns[at + 1]];
  if (side(before) && side(after)) {
    const own = (c: ListColumn, sql: string, pick: 0 | 1): Extra => ({
      // named by no word of its own: a question about a side's points reaches it through the total
      column: numericColumn(`${c.name} points`, sql, { ...more, stems: [], pointsOf: c.name }),
      cells: cellsOf((s) => s[pick]),
    });
    out.push(own(before as ListColumn, a, 0), own(after as ListColumn, b, 1));
  }
  return out;
}

/** "how many points did X score", "X's points": asked of a side's points (not their total). */
const POINTS_OF_SIDE = /\b(points?|score|scored)\b/;

const lower = (v: string | null | undefined) => (v ?? '').toLowerCase();

const CMP: Record<string, (a: number, b: number) => boolean> = Object.assign(Object.create(null) as Record<string, (a: number, b: number) => boolean>, {
  '>': (a: number, b: number) => a > b,
  '>=': (a: number, b: number) => a >= b,
  '<': (a: number, b: number) => a < b,
  '<=': (a: number, b: number) => a <= b,
  '=': (a: number, b: number) => a === b,
});

/** The rows of the table meeting the plan's conditions on cells and numbers; undefined when it has others. */
function rowsMeeting(table: ListTable, where: Cond[]): (string | null)[][] | undefined {
  if (where.some((c) => c.kind !== 'eq' && c.kind !== 'contains' && c.kind !== 'cmp')) return undefined;
  return table.rows.filter((r) =>
    where.every((c) => {
      if (c.kind !== 'eq' && c.kind !== 'contains' && c.kind !== 'cmp') return false;
      const cell = r[table.columns.findIndex((x) => x.name === c.column)];
      if (c.kind === 'cmp') return CMP[c.op]?.(Number(cell), c.value) === true;
      return c.kind === 'eq' ? lower(cell) === lower(c.value) : lower(cell).includes(lower(c.value));
    }),
  );
}

/**
 * The plan with the points a named side scored: a total or look-up of all the points, while the
 * question names a side ("how many points did carlsen score in 2021"), reads that side's points.
 * The side is the one whose column holds, in every row the plan keeps, the first name the
 * question says. Other plans are kept.
 */
export function sidePoints(words: Word[], table: ListTable, plan: TablePlan | undefined): TablePlan | undefined {
  if (!plan) return plan;
  const q = plan.query;
  const sides = table.columns.flatMap((c) => (c.pointsOf !== undefined ? [{ points: c.name, at: table.columns.findIndex((x) => x.name === c.pointsOf) }] : []));
  const text = words.map((w) => w.text).join(' ');
  // "total points", "combined": both sides together, as asked
  if (sides.length !== 2 || !POINTS_OF_SIDE.test(text) || /\b(total|combined|both|altogether|together)\b/.test(text)) return plan;
  if ((q.kind !== 'cell' && q.kind !== 'aggregate') || (q.kind === 'cell' ? q.target : q.column) !== 'Total points') return plan;
  const pick = (points: string): TablePlan => ({ ...plan, query: q.kind === 'cell' ? { ...q, target: points } : { ...q, column: points } });
  // a condition on one side's column names that side
  const onSide = sides.filter((s) => q.where.some((c) => (c.kind === 'eq' || c.kind === 'contains') && c.column === table.columns[s.at]?.name));
  if (onSide.length === 1) return pick((onSide[0] as (typeof sides)[number]).points);
  // a side said by its column's header ("how many goals did the winners score")
  const said = new Set(words.map((w) => w.stem));
  const headed = sides.filter((s) => {
    const stems = table.columns[s.at]?.stems ?? [];
    return stems.length > 0 && stems.every((st) => said.has(st));
  });
  if (headed.length === 1) return pick((headed[0] as (typeof sides)[number]).points);
  const rows = rowsMeeting(table, q.where);
  if (!rows?.length) return plan;
  // the first word of the question naming a side in every row kept
  for (const w of words) {
    if (w.text.length < 3 || /^(points?|score|scored|total|the|how|many|did)$/.test(w.text)) continue;
    const holds = sides.filter((s) => rows.every((r) => new RegExp(`\\b${w.text.replace(/[^a-z0-9]/g, '')}\\b`).test(lower(r[s.at]))));
    if (holds.length === 1) return pick((holds[0] as (typeof sides)[number]).points);
    if (holds.length === 2) return plan;
  }
  return plan;
}

/**
 * "which game went to overtime", "how many finals went to extra time": the rows whose score
 * carries that note ("34–28 (OT)") are a condition of the plan; without a plan, the rows' names
 * (or their number after "how many").
 */
export function scoreNotes(words: Word[], table: ListTable, plan: TablePlan | undefined): TablePlan | undefined {
  const text = words.map((w) => w.text).join(' ');
  const said = SCORE_NOTES.find((n) => n.asked.test(text));
  const at = said ? table.columns.findIndex((c) => c.noteOf !== undefined && c.name === said.name) : -1;
  if (at < 0) return plan;
  const cond: Cond = { kind: 'cmp', column: (table.columns[at] as ListColumn).name, op: '=', value: 1 };
  if (plan) {
    const q = plan.query;
    if (q.kind !== 'cell' && q.kind !== 'count' && q.kind !== 'aggregate' && q.kind !== 'extreme') return plan;
    if (q.where.some((c) => c.kind === 'cmp' && c.column === cond.column)) return plan;
    if (q.kind === 'aggregate' && q.column === cond.column) return { ...plan, query: { kind: 'count', where: [...q.where, cond] } };
    return { ...plan, query: { ...q, where: [...q.where, cond] } };
  }
  if (/^how many\b/.test(text)) return { strength: 'weak', query: { kind: 'count', where: [cond] } };
  if (!/^(which|what|who|when|name)\b/.test(text)) return undefined;
  const score = table.columns.findIndex((c) => c.name === table.columns[at]?.noteOf);
  const target = nameColumn(table, new Set([at, score]));
  return target === undefined ? undefined : { strength: 'weak', query: { kind: 'cell', target: nameOf(table, target), where: [cond], pick: 'all' } };
}
