/**
 * Conditions a question sets on the rows of a small table: a cell it names, numbers with the
 * words that compare them ("more than 60 points", "after 1950", "10th place", "negative goal
 * difference") and a state said by a participle ("relegated") found in the cells of one column.
 */
import { wordsOf, type CellMention } from './mentions';
import type { Cond } from './query';
import type { ListColumn, ListTable } from './table';
import { isNumberish, nameOf, type Ctx } from './target';
import { saidScale, scaledNumber } from './magnitudes';
import { lifeDecadeConds, lifeYearColumn, livingConds } from './life-years';
import { clockSeconds } from './clock-times';
import { stem } from '../text';
import { spanYearConds } from './year-spans';

type CmpCond = Extract<Cond, { kind: 'cmp' }>;

/** Comparatives before "than" a number: "taller than 600 m", "shorter than 10 days". */
const MORE_THAN = /^(more|higher|greater|bigger|larger|heavier|longer|taller|older|later|faster|deeper|wider|over|above)$/;
const LESS_THAN = /^(less|fewer|lower|smaller|lighter|shorter|younger|earlier|slower|shallower|narrower)$/;
/** Words before a number that compare it: "more than", "since", "under", "at most". */
export const CMP_WORDS: [RegExp, '>' | '>=' | '<' | '<='][] = [
  [/(more than|over|above|greater than|higher than|after|later than|exceeding)$/, '>'],
  [/(at least|since|or more|from)$/, '>='],
  [/(less than|fewer than|under|below|lower than|before|earlier than|prior to)$/, '<'],
  [/(at most|until|up to|or less|or fewer)$/, '<='],
];

const NUMBER = /^\d+(\.\d+)?$/;
const RANGE_START = /^(between|from)$/;
const RANGE_JOIN = /^(and|to|until|till|through|thru)$/;

/** "between 1995 and 2007", "from 10 to 20": the first number is the lower bound, the second the upper. */
function rangeSide(text: string[], i: number): '>=' | '<=' | undefined {
  if (RANGE_START.test(text[i - 1] ?? '') && RANGE_JOIN.test(text[i + 1] ?? '') && NUMBER.test(text[i + 2] ?? '')) return '>=';
  if (RANGE_JOIN.test(text[i - 1] ?? '') && NUMBER.test(text[i - 2] ?? '') && RANGE_START.test(text[i - 3] ?? '')) return '<=';
  return undefined;
}

/** A named cell as a condition: equal to it, or containing it when it was named in part. */
export const cellCond = (t: ListTable, m: CellMention): Cond =>
  m.partial
    ? { kind: 'contains', column: nameOf(t, m.column), value: m.value.split(',')[0] as string }
    : { kind: 'eq', column: nameOf(t, m.column), value: m.value, ...(m.also?.length ? { also: m.also.map((c) => nameOf(t, c)) } : {}) };

/** Conditions said with numbers: "more than 60 points", "after 1950", "in 1965", "period 3", "10th place". */
/**
 * "the avg change across the 20 ports": the number of the table's rows said between "the" and a
 * plural noun that names no column of numbers is all the rows, never a condition nor a cell.
 */
export function countsAllRows(text: string[], start: number, end: number, table: ListTable): boolean {
  const said = text.slice(start, end).join(' ');
  const next = text[end] ?? '';
  if (!/^\d+$/.test(said) || Number(said) !== table.rows.length || text[start - 1] !== 'the' || !/^[a-z]{3,}s$/.test(next)) return false;
  return !table.columns.some((c) => isNumberish(c) && c.stems.includes(stem(next)));
}

export function numberConds(ctx: Ctx, cellSpans: CellMention[]): CmpCond[] {
  const out: CmpCond[] = [];
  const inCell = (i: number) => cellSpans.some((m) => m.start <= i && i < m.end);
  const { table } = ctx;
  out.push(...centuryConds(ctx, inCell));
  ctx.words.forEach((w, i) => {
    const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(w.text);
    if (inCell(i) || ctx.used.has(i) || !(/^\d+(\.\d+)?$/.test(w.text) || ordinal)) return;
    // "all 25 shows", "of all 30": the number of the rows, no condition
    // ("across the 20 ports": the number of the rows before a plural noun no header names)
    if ((ctx.text[i - 1] === 'all' || countsAllRows(ctx.text, i, i + 1, table)) && !ordinal && Number(w.text) === table.rows.length) return;
    let value = Number(ordinal ? ordinal[1] : w.text);
    // "tours on the road in 2018", "started in 2023" over a column of spans (`2023–2024`)
    const spanned = !ordinal && value >= 1800 && value <= 2100 ? spanYearConds(table, ctx.text, i, value) : undefined;
    if (spanned) {
      out.push(...(spanned.conds as CmpCond[]));
      ctx.virtual = [...(ctx.virtual ?? []), ...spanned.virtual];
      ctx.used.add(i);
      return;
    }
    const before2 = ctx.text.slice(Math.max(0, i - 2), i).join(' ');
    const comparative = /(\w+) than$/.exec(before2)?.[1];
    const range = rangeSide(ctx.text, i);
    const op = range ?? CMP_WORDS.find(([re]) => re.test(before2))?.[1] ?? (comparative && MORE_THAN.test(comparative) ? '>' : comparative && LESS_THAN.test(comparative) ? '<' : undefined) ?? (/^or (more|less|fewer)/.test(ctx.text.slice(i + 1, i + 3).join(' ')) ? (ctx.text[i + 2] === 'more' ? '>=' : '<=') : undefined);
    const near = (from: number, to: number) =>
      ctx.cols.find((c) => c.start >= from && c.start <= to && isNumberish(table.columns[c.column] as ListColumn) && !(table.columns[c.column] as ListColumn).temporal);
    // (or a column of years the question names by a verb, "opened in 2016" over Opened `2016`, `2032 (est.)`)
    const namedYears = ctx.cols.find((c) => (table.columns[c.column] as ListColumn).yearValues && !(table.columns[c.column] as ListColumn).numeric);
    const yearCol = value >= 1800 && value <= 2100 && !ordinal ? (table.columns.some((c) => c.yearLike) ? table.columns.findIndex((c) => c.yearLike) : (namedYears?.column ?? -1)) : -1;
    // "first year X invested over 100": the number belongs to the measure said nearest before it
    const nearestBefore = () =>
      ctx.cols.filter((c) => c.start >= i - 4 && c.start < i && c === near(c.start, c.start)).at(-1);
    // "between 10 and 20 goals": the first number belongs to the column named after the second
    // "over 2 billion riders": the magnitude is said after the number, the column after it
    const magnitude = saidScale(ctx.words, i) !== undefined ? 1 : 0;
    // ("between 1 and 2 million": the magnitude said after the upper bound is the lower one's too)
    const upperMagnitude = range === '>=' && !magnitude && saidScale(ctx.words, i + 2) !== undefined ? 1 : 0;
    const named = near(i + 1, i + 2 + magnitude) ?? (range === '>=' ? near(i + 3, i + 4 + upperMagnitude) : undefined) ?? near(i - 1, i - 1) ?? (op && (!magnitude || range) ? nearestBefore() : undefined);
    // ("how many times did X win between 2000 and 2025" over amounts in the millions: a year said
    // near a column no row of which comes near it is the year column's)
    const yearsNotNamed = named !== undefined && yearCol >= 0 && named.column !== yearCol && farFrom(table, named.column, value);
    let column = (yearsNotNamed ? undefined : named?.column) ?? lifeYearColumn(ctx.text, table, i) ?? (yearCol >= 0 ? yearCol : -1);
    if (magnitude) ({ value, column } = scaledNumber(ctx.words, i, value, table.columns, column));
    else if (upperMagnitude) ({ value, column } = scaledNumber(ctx.words, i + 2, value, table.columns, column));
    if (column < 0 && !op) {
      const holders = table.columns.map((c, ci) => ({ c, ci })).filter(({ c, ci }) => c.numeric && table.rows.some((r) => Number(r[ci]) === value));
      // "the 3 inner planets", "across all 12": a number of rows said, which only a column numbering
      // the rows (1, 2, 3 …) holds, is no value of that column
      if (rowsCounted(ctx, i) && holders.length > 0 && holders.every(({ ci }) => numbersRows(table, ci))) {
        if (value !== table.rows.length) ctx.unsure = true;
        ctx.used.add(i);
        return;
      }
      if (holders.length === 1) column = (holders[0] as { ci: number }).ci;
    }
    if (column < 0) return;
    if (named) ctx.used.add(named.start);
    ctx.used.add(i);
    // "under 2:05" against a column of times: the whole time in seconds, its words all read
    const clock = ctx.clocks?.get(i);
    if (clock && (table.columns[column] as ListColumn).duration) {
      for (let k = 1; k < clock.words; k++) ctx.used.add(i + k);
      value = clockSeconds(clock, table, column);
    }
    // ("faster than 2:10" over times is a lower time)
    const pace = (table.columns[column] as ListColumn).duration && comparative ? { faster: '<', quicker: '<', slower: '>' }[comparative] : undefined;
    out.push({ kind: 'cmp', column: nameOf(table, column), op: (pace as CmpCond['op'] | undefined) ?? op ?? '=', value });
  });
  out.push(...decadeConds(ctx, inCell));
  // "born in the 1940s": a decade of the life event's year
  out.push(...[...lifeDecadeConds(ctx.text, table), ...livingConds(ctx.text, table)].map((c) => ({ kind: 'cmp' as const, ...c })));
  // "negative goal difference", "positive balance": the sign of a column.
  ctx.words.forEach((w, i) => {
    if (w.text !== 'negative' && w.text !== 'positive') return;
    const c = ctx.cols.find((m) => m.start === i + 1 && isNumberish(table.columns[m.column] as ListColumn));
    if (c) out.push({ kind: 'cmp', column: nameOf(table, c.column), op: w.text === 'negative' ? '<' : '>', value: 0 });
  });
  return out;
}

/** A state said by a participle ("relegated", "cancelled") found as a word of text cells of one column. */
export function participleConds(ctx: Ctx, skip: Set<number>): Cond[] {
  const out: Cond[] = [];
  ctx.words.forEach((w, i) => {
    if (skip.has(i) || !/ed$/.test(w.text) || w.text.length < 6 || ctx.cols.some((c) => c.start === i)) return;
    const root = w.text.slice(0, -2).replace(/(.)\1$/, '$1');
    const prefix = root.length >= 5 ? root.slice(0, Math.max(5, root.length - 1)) : undefined;
    if (!prefix) return;
    const columns = new Set<number>();
    ctx.table.columns.forEach((c, ci) => {
      if (c.numeric || c.temporal) return;
      if (ctx.table.rows.some((r) => wordsOf(r[ci] ?? '').some((cw) => cw.text.startsWith(prefix)))) columns.add(ci);
    });
    if (columns.size === 1) out.push({ kind: 'contains', column: nameOf(ctx.table, [...columns][0] as number), value: prefix });
  });
  return out;
}

/** Whether every number a column holds lies more than ten times above or below the value. */
function farFrom(table: ListTable, ci: number, value: number): boolean {
  const c = table.columns[ci] as ListColumn;
  if (c.yearLike || c.yearValues || c.temporal || value <= 0) return false;
  const ns = table.rows.map((r) => Number(String(r[ci] ?? '').replace(/[^0-9.-]/g, ''))).filter((n) => Number.isFinite(n) && n > 0);
  return ns.length > 0 && (Math.min(...ns) > value * 10 || Math.max(...ns) * 10 < value);
}

/** "the 4 moons", "all 20", "those 3": a whole number said as a number of rows, right after a determiner. */
function rowsCounted(ctx: Ctx, i: number): boolean {
  if (!/^\d+$/.test(ctx.text[i] ?? '') || !/^(the|all|those|these|its|their)$/.test(ctx.text[i - 1] ?? '')) return false;
  // (not a number a unit or a column word follows: "the 100 m", "the 3 points")
  return !ctx.cols.some((c) => c.start === i + 1) && !/^(m|km|ft|mi|kg|lb|percent|times|st|nd|rd|th)$/.test(ctx.text[i + 1] ?? '');
}

/** A column of years that reaches back before 1800 ("Discovered": 1610, 1846, 1989, a dash for none). */
function olderYears(table: ListTable, ci: number): boolean {
  const c = table.columns[ci] as ListColumn;
  if (!c.numeric && !c.numberInText) return false;
  const cells = table.rows.map((r) => (r[ci] ?? '').trim()).filter((v) => /\d/.test(v));
  return cells.length >= 3 && cells.every((v) => /^(1\d{3}|20\d\d)$/.test(v));
}

/** A column numbering the rows: whole numbers from 1 up, each one more than another. */
export function numbersRows(table: ListTable, ci: number): boolean {
  const ns = [...new Set(table.rows.map((r) => (r[ci] ?? '').trim()).filter((v) => v !== '').map(Number).filter(Number.isFinite))].sort((a, b) => a - b);
  return ns.length >= 3 && ns[0] === 1 && ns.every((n, k) => k === 0 || n - (ns[k - 1] as number) <= 1);
}

/**
 * "who won the most stages" over a Stage column counting off the rows: the rows are counted, the
 * column (said in the plural right after the superlative `sup`) is no figure to rank by.
 */
export function mostNumberedRows(text: string[], sup: number, c: { column: number; start: number }, table: ListTable): boolean {
  return /^(most|fewest|least)$/.test(text[sup] ?? '') && c.start === sup + 1 && /s$/.test(text[c.start] ?? '') && countsOffRows(table, c.column);
}

/** A column counting off the rows in file order (1, 2, 3…, rows without a number between them). */
function countsOffRows(table: ListTable, ci: number): boolean {
  if ((table.columns[ci] as ListColumn | undefined)?.itemsOf !== undefined) return false;
  const ns = table.rows.map((r) => (r[ci] ?? '').trim()).filter((v) => v !== '').map(Number);
  return ns.length >= 3 && ns[0] === 1 && ns.every((n, k) => Number.isInteger(n) && (k === 0 || n === (ns[k - 1] as number) + 1));
}

/** "in the 19th century": the hundred years of that century (the 1800s) on the table's year column. */
function centuryConds(ctx: Ctx, inCell: (i: number) => boolean): CmpCond[] {
  const { table } = ctx;
  const at = ctx.words.findIndex((w, i) => /^\d{1,2}(st|nd|rd|th)$/.test(w.text) && /^centur(y|ies)$/.test(ctx.text[i + 1] ?? '') && !inCell(i) && !ctx.used.has(i));
  if (at < 0) return [];
  const named = table.columns.findIndex((c) => c.yearLike);
  const column = named >= 0 ? named : table.columns.findIndex((c, ci) => c.yearValues || olderYears(table, ci));
  if (column < 0) return [];
  const from = (parseInt(ctx.text[at] as string, 10) - 1) * 100;
  ctx.used.add(at);
  ctx.used.add(at + 1);
  const name = nameOf(table, column);
  return [
    { kind: 'cmp', column: name, op: '>=', value: from },
    { kind: 'cmp', column: name, op: '<', value: from + 100 },
  ];
}

/**
 * "winners in the 2000s", "the 90s": the ten years of a decade on the table's year column (a
 * two-digit decade in the century the column's years fall in; "the 1700s" a century); none when
 * no column holds years.
 */
function decadeConds(ctx: Ctx, inCell: (i: number) => boolean): CmpCond[] {
  const { table } = ctx;
  const at = ctx.words.findIndex((w, i) => /^(\d{2}|\d{3}0)s$/.test(w.text) && !inCell(i) && !ctx.used.has(i) && !lifeYearColumn(ctx.text, table, i));
  if (at < 0) return [];
  const named = table.columns.findIndex((c) => c.yearLike);
  const column = named >= 0 ? named : table.columns.findIndex((c) => c.yearValues);
  if (column < 0) return [];
  const said = Number((ctx.text[at] as string).slice(0, -1));
  let from = said;
  // "the 1700s": a century (the 2000s are the decade, as people say it)
  const century = said >= 1000 && said % 100 === 0 && said !== 2000;
  if (said < 100) {
    // "the 90s": the century whose decade the column holds
    const years = table.rows.map((r) => Number(/\d{4}/.exec(r[column] ?? '')?.[0])).filter(Number.isFinite);
    const fits = [1900, 2000, 1800].map((c) => c + said).find((d) => years.some((y) => y >= d && y < d + 10));
    if (fits === undefined) return [];
    from = fits;
  }
  ctx.used.add(at);
  const name = nameOf(table, column);
  const end = from + (century ? 100 : 10);
  // "since the 70s", "before the 1900s": one bound of the decade, not the decade itself
  const bound = ctx.text[at - 1] === 'the' ? ctx.text[at - 2] : ctx.text[at - 1];
  if (bound === 'since' || bound === 'after') return [{ kind: 'cmp', column: name, op: '>=', value: bound === 'since' ? from : end }];
  if (bound === 'before' || bound === 'until') return [{ kind: 'cmp', column: name, op: '<', value: bound === 'before' ? from : end }];
  return [
    { kind: 'cmp', column: name, op: '>=', value: from },
    { kind: 'cmp', column: name, op: '<', value: end },
  ];
}
