/**
 * Plans a question about a small table as a list: which cells and columns it names, what it
 * asks for (a cell, a neighbour in list order, the first or last row, the row with the most of
 * something, a count, two rows compared) and under which conditions. Nothing here knows any
 * table: every word counts only when a header or a cell of the data matches it.
 */
import { cellCond, CMP_WORDS, countsAllRows, numberConds, participleConds, mostNumberedRows } from './conditions';
import { spanColumn } from './year-spans';
import { cellMentions, columnMentions, isCommonWord, wordsOf, type CellMention } from './mentions';
import { goalsColumn, goalsCompared, outcomeConds, venueConds } from './outcomes';
import type { Cond, TableQuery } from './query';
import { ROW, type ListColumn, type ListTable } from './table';
import { firstIndex, isNumberish, nameColumn, nameOf, targetColumn, type Ctx } from './target';
import { ageAtStart, derivedPlan, lengthColumn, spanConds } from './derived';
import { asksAgeAtEvent } from './life-years';
import { asksUnnamedColumn, eventNounPiece, qualifiedNameColumn, rowKeyColumn } from './row-key';
import { countsPeople, peopleColumn, roleCountColumn } from './role-counts';
import { rowNounIndex } from './row-words';
import { comparedNumberCell, withoutUnsaidUnits } from './cell-units';
import { changePlan } from './change-columns';
import { settledMentions } from './list-counts';
import { firstByYear, presenceConds, presenceOf } from './presence';
import { askedByPart, unsettledSide } from './name-parts';
import { ruledOutSpans, withRuledOut } from './negation';
import { saidClocks } from './clock-times';
import { onlyCell } from './only-cells';
import { placeInRanking, placeNotHeld } from './places';
import { roleNotHeld } from './unheld-roles';
import { AMOUNT_NOUNS, CHART_WORDS, chartPlaces, FULL_DATE, HOW_MANY_TIMES, HOW_MUCH_MORE, LEAST, LESS, MORE, MOST, numbering, pickCells, rowsOf, saysUnnamedNoun, wordsLeftAfter, YES_NO } from './plan-words';

export interface TablePlan {
  query: TableQuery;
  /** Strong: the question is plainly about rows (order, two rows, a superlative); weak: a count or look-up the parser may also answer. */
  strength: 'strong' | 'weak';
  /** Columns the query computes from others (a span of two year columns). */
  virtual?: ListColumn[];
}

export function planTableQuestion(question: string, table: ListTable): TablePlan | undefined {
  // a day of a date column is the parser's to read (its cells are dates, not words)
  if (table.columns.some((c) => c.temporal) && FULL_DATE.test(question)) return undefined;
  const ctx = contextOf(question, table);
  // "outside Peru", "werent dutch": the cells said after it are ruled out, or no reading
  const ruledOut = ruledOutSpans(ctx);
  const cells = ctx.cells;
  const read = planQuestion(ctx);
  const plan = ruledOut ? withRuledOut(read, ruledOut, cells) : read;
  return plan && ctx.virtual?.length ? { ...plan, virtual: ctx.virtual } : plan;
}

function contextOf(question: string, table: ListTable): Ctx {
  const words = wordsOf(question);
  const columnStems = new Set(table.columns.flatMap((c) => c.stems));
  const ctx: Ctx = {
    words,
    text: words.map((w) => w.text),
    table,
    cols: settledMentions(withoutUnsaidUnits(columnMentions(words, table), words, table.columns), words, table.columns),
    cells: [],
    used: new Set(),
    clocks: saidClocks(question),
  };
  // "hit no 1 in the uk" over a UK column and cells "UK: Gold": a word that is a whole header names
  // that column, never a piece of a longer cell
  const headerNotPiece = (m: CellMention) =>
    m.partial && ctx.cols.some((c) => !c.indirect && c.start === m.start && c.end === m.end && c.column !== m.column && (table.columns[c.column] as ListColumn).stems.length === c.end - c.start);
  // A bare number naming a cell only by its leading part ("79" for "79 (+2)") while a numeric
  // column holds that very number: the number is that column's, not the text cell's.
  const exactly = (n: string) => table.columns.some((c, ci) => c.numeric && table.rows.some((r) => Number(r[ci]) === Number(n)));
  ctx.cells = cellMentions(words, table, columnStems).filter((m) => {
    const said = ctx.text.slice(m.start, m.end).join(' ');
    return !(/^\d+(\.\d+)?$/.test(said) && m.value.trim() !== said && exactly(said)) && !comparedNumberCell(m, words) && !eventNounPiece(words, m) && !headerNotPiece(m) && !countsAllRows(ctx.text, m.start, m.end, table) && !(spanColumn(table) === table.columns[m.column] && /^\d{4}$/.test(said));
  });
  return ctx;
}

function planQuestion(ctx: Ctx): TablePlan | undefined {
  const { table } = ctx;
  if (unsettledSide(ctx.text, ctx.cells, ctx.cols, table)) return undefined;
  const cells = pickCells(ctx);
  const cellWords = new Set(cells.flatMap((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k)));
  const has = (re: RegExp) => ctx.text.some((w) => re.test(w));
  const joined = ` ${ctx.text.join(' ')} `;
  const yesNo = YES_NO.test(ctx.text[0] ?? '');
  // A negation ("not on parlophone", "never", "except") is the parser's: it negates its filters.
  if (ctx.text.some((w) => /^(not|never|except|excluding|without|nor|other|besides)$/.test(w) || /n't$/.test(w))) return undefined;
  // "which party lost the most seats" beside a `+/− seats` column: that column of change
  const changed = changePlan(ctx);
  if (changed) return changed;

  // Two rows compared: "did A have more X than B", "difference in X between A and B", "which is longer, A or B".
  const sides = cells.filter((m, i) => cells.findIndex((o) => o.column === m.column) !== i || cells.filter((o) => o.column === m.column).length === 2);
  if (sides.length === 2 && (has(/^than$/) || has(/^(difference|diff|gap)$/) || / between .+ and /.test(joined) || / or /.test(joined) || HOW_MUCH_MORE.test(joined))) {
    const [a, b] = sides as [CellMention, CellMention];
    // "which came first, A or B": the one listed first (or last).
    const orderWord = ctx.text.find((w) => /^(first|earlier|earliest|before|last|later|latest|after)$/.test(w));
    // ("which opened first": by the column of years or dates the verb names, not the list's order)
    const dated = ctx.cols.find((c) => c.column !== a.column && ((table.columns[c.column] as ListColumn).temporal || (table.columns[c.column] as ListColumn).yearValues));
    if (orderWord && / or /.test(joined) && !yesNo && !ctx.text.some((w) => MORE.test(w) || LESS.test(w) || MOST.has(w) || LEAST.has(w)))
      return {
        strength: 'strong',
        query: { kind: 'compare', column: nameOf(table, a.column), sides: [a.value, b.value], partial: a.partial || b.partial, measure: dated ? nameOf(table, dated.column) : ROW, ask: /^(first|earlier|earliest|before)$/.test(orderWord) ? 'which-less' : 'which-more' },
      };
    // ("did A or B win more world titles": a noun no column names said after "more" is what is
    // counted, never a column named by the verb or by a word of its header, "Winner's prize")
    const cmpAt = ctx.text.findIndex((w) => MORE.test(w) || LESS.test(w));
    const unnamedNoun = cmpAt >= 0 && saysUnnamedNoun(ctx, cmpAt + 1);
    const measures = ctx.cols.filter((c) => c.column !== a.column && isNumberish(table.columns[c.column] as ListColumn) && !(table.columns[c.column] as ListColumn).yearLike && !(unnamedNoun && (c.indirect || c.modifier)));
    // ("more grain" is an amount, never a "Share of grain" column unless a share is said)
    const shareWord = /^(share|percent|percentage|rate|ratio|proportion|pct)$/;
    const unsaidShare = (ci: number) => (table.columns[ci] as ListColumn).stems.some((st) => shareWord.test(st)) && !ctx.text.some((w) => shareWord.test(w)) && !/%/.test(joined);
    if (measures[0] && unsaidShare(measures[0].column)) return undefined;
    const measured = measures[0];
    // "who was older when they won": the age at the row's year, computed from the birth year
    const aged = measured ? undefined : asksAgeAtEvent(ctx.text, table) ? ageAtStart(table) : undefined;
    if (aged) ctx.virtual = [...(ctx.virtual ?? []), aged];
    const measure = measured ? nameOf(table, measured.column) : aged?.name;
    const comparative = ctx.text.find((w) => MORE.test(w) || LESS.test(w));
    // "charted higher" is the smaller position number
    const chartFlip = CHART_WORDS.test(joined) && comparative !== undefined && /^(higher|lower)$/.test(comparative);
    const less = comparative !== undefined && LESS.test(comparative) !== chartFlip;
    // ("did A or B sell more": which of the two, not yes or no)
    const either = yesNo && / or /.test(joined) && !has(/^than$/);
    const ask: Extract<TableQuery, { kind: 'compare' }>['ask'] = yesNo && !either
      ? less ? 'less' : 'more'
      : HOW_MANY_TIMES.test(joined) ? 'ratio'
      : has(/^(difference|diff|gap)$/) || HOW_MUCH_MORE.test(joined) ? 'difference' : less ? 'which-less' : 'which-more';
    if (ask !== 'difference' && ask !== 'ratio' && !comparative) return yesNo ? undefined : planRest(ctx, cells, cellWords);
    // "was A's reign longer than B's" with no column of it: an amount, never a number of rows.
    if (!measure && comparative && !/^(more|less|fewer)$/.test(comparative)) return undefined;
    // "did film A or film B make more money" where each names one row: no number of rows answers it
    if (!measure && rowsOf(table, a) <= 1 && rowsOf(table, b) <= 1) return undefined;
    // "did he win more finals on grass than on hard": both sides count only the finals won.
    const both = outcomeConds(ctx.words, table, cellWords);
    return {
      strength: 'strong',
      query: { kind: 'compare', column: nameOf(table, a.column), sides: [a.value, b.value], partial: a.partial || b.partial, ...(measure ? { measure } : {}), ask, ...(both.length ? { where: both } : {}) },
    };
  }
  if (yesNo) return undefined;
  return planRest(ctx, cells, cellWords);
}

/** Everything but two rows compared: groupings left to the parser, spans, row order, superlatives, counts, look-ups. */
function planRest(ctx: Ctx, cells: CellMention[], cellWords: Set<number>): TablePlan | undefined {
  const { table } = ctx;
  const has = (re: RegExp) => ctx.text.some((w) => re.test(w));
  const joined = ` ${ctx.text.join(' ')} `;
  const howMany = /^ (\w+ )?how many /.test(joined) || /^ (what is |what was )?(the )?(total )?number of /.test(joined);
  const totalOf = howMany || /^ (what is |what was )?(the )?(total|sum|average|avg|mean|median|combined) /.test(joined);
  // Groupings ("by region", "per team"), shares and rankings of N rows are the parser's.
  if (ctx.cols.some((c) => c.start > 0 && /^(by|per|each)$/.test(ctx.text[c.start - 1] ?? ''))) return undefined;
  // ("per decade", "by decade", "the 1800s, 1900s and 2000s": groups of periods, never one period's rows)
  if (/ (by|per|each|every) (decade|century|year|month)s? /.test(joined) || (joined.match(/ \d{2,4}s /g) ?? []).length >= 2) return undefined;
  // ("more than 10 percent" is a condition on a column of percentages, not a share to compute)
  if (ctx.text.some((w, i) => /^(share|percent|percentage|proportion|ratio|correlation|correlate|compare|vs|versus)$/.test(w) && !(w === 'percent' && /^\d/.test(ctx.text[i - 1] ?? ''))))
    return undefined;
  // "the top 5 nations" inside a total or a count: the first rows of the list; a ranking of N rows is the parser's.
  const topN = / (top|first) (\d+) /.exec(joined);
  if ((topN && !totalOf) || / (bottom|last) \d+ /.test(joined)) return undefined;

  const spans = spanConds(ctx);
  if (spans.virtual.length) ctx.virtual = [...(ctx.virtual ?? []), ...spans.virtual];
  const numberCondsList = numberConds(ctx, cells);
  if (ctx.unsure) return undefined;
  const skip = new Set([...cellWords, ...ctx.used]);
  const presence = presenceConds(ctx, skip);
  const participles = [...participleConds(ctx, skip), ...outcomeConds(ctx.words, ctx.table, skip), ...venueConds(ctx.words, ctx.table, skip), ...presence.conds];

  // "how many years between the first and last X": the span of the year column.
  if (/how many years (between|from|passed|separate|elapsed)/.test(joined)) {
    const named = table.columns.findIndex((c) => c.yearLike);
    const year = named >= 0 ? named : table.columns.findIndex((c) => c.yearValues);
    if (year < 0) return undefined;
    return { strength: 'strong', query: { kind: 'span', column: nameOf(table, year), where: cells.map((m) => cellCond(table, m)) } };
  }

  // "how long did X reign", "how old was X when elected", "the longest reign": spans of two year columns.
  const derived = derivedPlan(ctx, cells, [...cells.map((m) => cellCond(table, m)), ...spans.conds]);
  if (derived) {
    ctx.virtual = [...(ctx.virtual ?? []), ...derived.virtual];
    return { strength: 'strong', query: derived.query };
  }
  if (/ how old /.test(joined)) return undefined;
  if (/ how (long|many years) /.test(joined) && !/ between /.test(joined) && cells.length > 0) {
    const bound = /^(from|to|start|end|began|begin|ended|born|died|since|until|took|left|entered|exited|opened|closed)$/;
    const dated = table.columns.filter((c) => c.temporal || c.yearValues || c.yearLike || (isNumberish(c) && c.stems.some((st) => bound.test(st))));
    const [start, end] = dated;
    if (dated.length === 2 && start && end)
      return { strength: 'strong', query: { kind: 'duration', start: start.name, end: end.name, where: cells.map((m) => cellCond(table, m)) } };
  }

  // Row order: "after X", "before X", "next to X", "first", "last".
  const order = ctx.text.findIndex((w, i) => /^(after|before|following|preceding|next|previous|above|below)$/.test(w) || (/^(ahead|behind)$/.test(w) && ctx.text[i + 1] === 'of') || (w === 'behind' && ctx.text[i + 1] !== 'of'));
  const anchorCells = order >= 0 ? cells.filter((m) => m.start > order && m.start <= order + 4) : [];
  // "the year after 1982": the row after the one of that year, not every later year.
  const yearAnchor =
    order > 0 && anchorCells.length === 0 && /^(year|season|one|edition)$/.test(ctx.text[order - 1] ?? '')
      ? numberCondsList.find((c) => c.kind === 'cmp' && ctx.text[order + 1] === String(c.value))
      : undefined;
  // "how many elements discovered after 1900": a count of later rows, not the row listed after 1900.
  if (howMany && !yearAnchor && anchorCells.some((m) => /^\d+$/.test(m.value.trim()))) return undefined;
  if (order >= 0 && (anchorCells.length || yearAnchor)) {
    const offset: 1 | -1 = /^(after|following|next|below|behind)$/.test(ctx.text[order] as string) ? 1 : -1;
    const anchorCols = new Set(anchorCells.map((m) => m.column));
    const anchor: Cond[] = yearAnchor
      ? [{ ...yearAnchor, op: '=' } as Cond]
      : [...anchorCells.map((m) => cellCond(table, m)), ...numberCondsList.filter((c) => ctx.words.findIndex((w) => w.text === String(c.value)) > order)];
    const fallback = anchorCells[0]?.column ?? nameColumn(table, new Set());
    const target = targetColumn(ctx, new Set()) ?? fallback;
    if (target === undefined) return undefined;
    let chosen = anchorCols.has(target) && !ctx.cols.some((c) => c.column === target && c.start < order) ? (anchorCells[0] as CellMention).column : target;
    // "what won the year after fearless": "the year after" places the row, the anchor's column is asked
    const placing = ctx.cols.find((c) => c.column === chosen && c.end === order && /^(year|season|edition)$/.test(ctx.text[c.start] ?? ''));
    if (placing && anchorCells[0] && !/^(what|which)$/.test(ctx.text[placing.start - 1] ?? '')) chosen = anchorCells[0].column;
    // "which lighthouse opened the year after 1890": the year column is the anchor, the name is asked.
    if (yearAnchor?.kind === 'cmp' && nameOf(table, chosen) === yearAnchor.column) {
      const q = ctx.text.findIndex((w) => /^(what|which|who)$/.test(w));
      const askedRight = ctx.cols.find((c) => c.start === q + 1)?.column;
      const name = nameColumn(table, new Set([chosen]));
      if (askedRight !== chosen && name !== undefined) chosen = name;
    }
    return { strength: 'strong', query: { kind: 'neighbor', target: nameOf(table, chosen), anchor, offset } };
  }
  // "reached the top 10 in the UK": a place of at most 10 in the column of places said after it, not the first 10 rows.
  const topAt = topN ? ctx.text.findIndex((w, i) => w === topN[2] && /^(top|first)$/.test(ctx.text[i - 1] ?? '')) : -1;
  // ("ranked in the top 5": a column of places said just before it)
  const placed = (c: { column: number }) => (table.columns[c.column] as ListColumn).stems.some((st) => /^(rank|ranked|position|place|placed)$/.test(st));
  const placeCol = topN ? (ctx.cols.find((c) => c.start > topAt && c.start <= topAt + 4 && isNumberish(table.columns[c.column] as ListColumn) && !(table.columns[c.column] as ListColumn).yearValues) ?? ctx.cols.find((c) => c.start < topAt && c.start >= topAt - 4 && placed(c) && isNumberish(table.columns[c.column] as ListColumn))) : undefined;
  const topRows: Cond[] = topN ? [placeCol ? { kind: 'cmp', column: nameOf(table, placeCol.column), op: '<=', value: Number(topN[2]) } : { kind: 'row', op: '<=', value: Number(topN[2]) }] : [];
  const where = [...cells.map((m) => onlyCell(ctx, m) ?? cellCond(table, m)), ...spans.conds, ...numberCondsList.filter((c) => !topN || c.value !== Number(topN[2])), ...participles, ...topRows];
  const condCols = new Set(where.flatMap((c) => (c.kind === 'row' ? [] : [table.columns.findIndex((col) => col.name === c.column)])));

  // "which club came 4th on goals", "finished second in attendance": the place in a ranking by the column said
  const placeCond = where.find((c) => c.kind === 'cmp' && c.op === '=' && ctx.text.some((w) => w === `${c.value}st` || w === `${c.value}nd` || w === `${c.value}rd` || w === `${c.value}th`));
  const nth = placeInRanking(ctx, condCols, placeCond?.kind === 'cmp' ? placeCond.column : undefined);
  if (nth) {
    const others = new Set([...condCols, nth.by]);
    const target = targetColumn(ctx, others) ?? nameColumn(table, others);
    if (target === undefined) return undefined;
    const numbers = where.filter((c) => c !== placeCond);
    return { strength: 'strong', query: { kind: 'extreme', target: nameOf(table, target), by: nameOf(table, nth.by), dir: 'desc', where: numbers, nth: nth.place } };
  }
  // "who came 3rd in 1998" over a list of winners: a place the table does not hold is asked back
  if (placeNotHeld(ctx, cellWords)) return undefined;

  // Goals read from a score column: "how many goals did they score against X", "score the most in one game".
  const sup = ctx.text.findIndex((w) => MOST.has(w) || LEAST.has(w));
  const goals = goalsColumn(ctx.words, table, new Set(cells.map((m) => m.start)));
  // "how many games did X score in" counts games; only "how many goals" adds goals up.
  const unitAt = ctx.text.findIndex((w) => w === 'many' || w === 'number');
  const goalsAsked = !howMany || /^(goal|goals|point|points|run|runs)$/.test(ctx.text[unitAt + 1 + (ctx.text[unitAt + 1] === 'of' ? 1 : 0)] ?? '');
  if (goals && goalsAsked && (howMany || totalOf || sup >= 0)) {
    ctx.virtual = [...(ctx.virtual ?? []), goals];
    // "games where they scored 4 or more": rows counted by their goals, not the goals added up.
    const atLeast = goalsCompared(ctx, cellWords, CMP_WORDS);
    if (atLeast && howMany) return { strength: 'strong', query: { kind: 'count', where: [...where, { kind: 'cmp', column: goals.name, ...atLeast }] } };
    if (atLeast) return undefined;
    if (howMany || totalOf) return { strength: 'strong', query: { kind: 'aggregate', fn: 'sum', column: goals.name, where } };
    const target = targetColumn(ctx, condCols) ?? nameColumn(table, condCols);
    if (target === undefined) return undefined;
    return { strength: 'strong', query: { kind: 'extreme', target: nameOf(table, target), by: goals.name, dir: MOST.has(ctx.text[sup] as string) ? 'desc' : 'asc', where } };
  }

  // Superlatives: the row with the most of a column, or the value found in the most rows.
  if (sup >= 0 && !howMany) {
    const dir = MOST.has(ctx.text[sup] as string) ? 'desc' : 'asc';
    const asksName = /^(which|who|name)$/.test(ctx.text[0] ?? '');
    // "the most ascents" is a count column, not the year of the first ascent; "earliest" may rank years.
    const timely = /^(earliest|latest|oldest|youngest|recent|recently)$/.test(ctx.text[sup] as string) || /^(recent|recently)$/.test(ctx.text[sup + 1] ?? '');
    const near = ctx.cols.filter((c) => {
      const col = table.columns[c.column] as ListColumn;
      return Math.abs(c.start - sup) <= 3 && isNumberish(col) && !col.temporal && !col.yearLike && (timely || !col.yearValues) && !condCols.has(c.column) && !mostNumberedRows(ctx.text, sup, c, table);
    });
    // "the longest film": the one column of lengths when none is said
    // (only over every row: a name said with it may be a piece of a cell, "the longest suspension bridge")
    const length = near.length === 0 && where.length === 0 && /^(longest|shortest)$/.test(ctx.text[sup] as string) ? lengthColumn(table) : undefined;
    const by = near.find((c) => c.start < sup && c.indirect) ?? near.find((c) => c.start > sup) ?? near[0] ?? (length !== undefined && !condCols.has(length) ? { column: length, start: sup, end: sup + 1, indirect: true } : undefined);
    // the superlative's words name the measure ranked, and every column they name is not the one asked ("longest" of Length (km) and Length (mi))
    const skipCols = new Set(by ? ctx.cols.filter((c) => c.start === by.start && c.end === by.end).map((c) => c.column) : []);
    // "what is the tallest building": the superlative names the measure, the noun after it (no column) the row.
    const next = ctx.text[sup + 1];
    // ("what was the earliest console released": the noun right after it, the measure said later)
    const rowNoun = by !== undefined && (by.start === sup || (timely && by.start > sup + 1 && !/^(year|date|day|time|season|month|week|number|amount)$|ing$/.test(next ?? ''))) && next !== undefined && !ctx.cols.some((c) => c.start === sup + 1) && !ctx.cells.some((m) => m.start === sup + 1) && /^[a-z]{3,}$/.test(next) && !/^(one|of|in|for|on|and|than|per)$/.test(next);
    const unnamed = new Set([...condCols, ...skipCols]);
    // ("lowest league finish": a bare superlative asks for the row, named by its name column;
    // "minimum age" asks for the figure, the parser's)
    const bare = sup === 0 && by !== undefined && by.start > sup && !/^(max|min|maximum|minimum)$/.test(ctx.text[sup] ?? '');
    const firstNames = !unnamed.has(0) && (table.columns[0] as ListColumn).uniqueness >= 0.99 && (!(table.columns[0] as ListColumn).numeric || (table.columns[0] as ListColumn).yearLike) ? 0 : undefined;
    const target = rowKeyColumn(ctx, unnamed) ?? targetColumn(ctx, skipCols) ?? (bare ? (firstNames ?? nameColumn(table, unnamed)) : asksName || rowNoun ? nameColumn(table, unnamed) : undefined);
    // A position is better the lower it is: the "highest rank" is rank 1.
    const position = by && (table.columns[by.column] as ListColumn).stems.some((s) => /^(rank|pos|position|place|placing|seed)$/.test(s));
    // Best and worst of a position or a time are its lowest and highest numbers.
    const timed = by && (table.columns[by.column] as ListColumn).stems.some((s) => /^(time|note|result|mark)$/.test(s));
    // A chart peak is a position too: "peaked highest in the UK" is the smallest number.
    const charted = CHART_WORDS.test(joined) && by !== undefined && !(table.columns[by.column] as ListColumn).temporal && chartPlaces(table, by.column);
    const flip = ((position || charted) && /^(highest|lowest|top|best|worst)$/.test(ctx.text[sup] as string)) || (timed && /^(best|worst)$/.test(ctx.text[sup] as string));
    // ("the oldest" over a year or a date is its earliest, "the youngest" its latest; over an age, the reverse)
    const dated = by !== undefined && /^(oldest|youngest)$/.test(ctx.text[sup] as string) && ((c: ListColumn) => c.temporal || c.yearLike || c.yearValues)(table.columns[by.column] as ListColumn);
    const toward = flip !== dated ? (dir === 'desc' ? 'asc' : 'desc') : dir;
    if (by && target !== undefined) return { strength: 'strong', query: { kind: 'extreme', target: nameOf(table, target), by: nameOf(table, by.column), dir: toward, where } };
    // "what was his fastest time": the extreme of the asked column itself.
    if (by && /^(what|how)$/.test(ctx.text[0] ?? ''))
      return { strength: 'strong', query: { kind: 'extreme', target: nameOf(table, by.column), by: nameOf(table, by.column), dir: toward, where } };
    // "which film won the most oscars" over a list of names with a single measure: that measure.
    const measures = table.columns.map((c, ci) => ({ c, ci })).filter(({ c }) => (c.numeric || c.numberInText) && !c.yearLike && !c.yearValues && !c.stems.some((st) => /^(rank|pos|position|place|no|number|id)$/.test(st)));
    // ("the oldest stadium" is never ranked by its capacity: a word of time ranks only an age)
    const onlyFits = (ci: number) => !timely || (table.columns[ci] as ListColumn).stems.includes('age');
    // (a count of a list's items is never that one measure: "the most letters in the name" over a list of languages)
    const only = measures.length === 1 && onlyFits((measures[0] as { ci: number }).ci) && (measures[0] as { c: ListColumn }).c.itemsOf === undefined ? (measures[0] as { ci: number }).ci : undefined;
    if (!by && target !== undefined && only !== undefined && only !== target && (table.columns[target] as ListColumn).uniqueness >= 0.9 && !condCols.has(only))
      return { strength: 'strong', query: { kind: 'extreme', target: nameOf(table, target), by: nameOf(table, only), dir, where } };
    if (!by && target !== undefined && (table.columns[target] as ListColumn).uniqueness < 1 && /^(most|least|fewest)$/.test(ctx.text[sup] as string))
      return { strength: 'strong', query: { kind: 'most', target: nameOf(table, target), dir, where } };
    return undefined;
  }

  if (howMany) {
    if (/how many (more|less|fewer) /.test(joined)) return undefined;
    const after = ctx.cols.filter((c) => c.start >= firstIndex(ctx, (w) => w === 'many' || w === 'number') + 1);
    if (/ (different|distinct|unique) /.test(joined)) {
      const d = ctx.text.findIndex((w) => /^(different|distinct|unique)$/.test(w));
      const col = after.find((c) => c.start > d && !isNumberish(table.columns[c.column] as ListColumn)) ?? after.find((c) => c.start > d);
      // "how many different countries have won": the column the verb names, not "Host country"
      const role = roleCountColumn(ctx, col, d + 1);
      // "how many different swimmers have held the record": the names of the rows
      const people = !col && countsPeople(ctx.text[rowNounIndex(ctx.words)]) ? peopleColumn(ctx, condCols) : undefined;
      // "how many different managers" over a column of lists ("Ann Lee, Bo Kim"): the items, not how many each row lists
      const itemsOf = col ? (table.columns[col.column] as ListColumn).itemsOf : undefined;
      const listed = itemsOf !== undefined ? table.columns.findIndex((c) => c.name === itemsOf) : -1;
      const counted = role ?? (listed >= 0 ? listed : col?.column) ?? people;
      if (counted === undefined) return undefined;
      return { strength: 'strong', query: { kind: 'count', distinct: nameOf(table, counted), where } };
    }
    const many = firstIndex(ctx, (w) => w === 'many' || w === 'number');
    const times = ctx.text[many + 1] === 'times';

    const conceded = after.find((c) => /^(concede|conceded|conceding|allowed|against)$/.test(ctx.text[c.start] ?? '') && isNumberish(table.columns[c.column] as ListColumn));
    const amount = times ? undefined : conceded ?? after.find((c) => {
      const col = table.columns[c.column] as ListColumn;
      return (col.numeric || col.numberInText) && !col.yearLike && !col.yearValues && !condCols.has(c.column) && !numbering(table, c.column) && (c.start === many + 1 || (c.start === many + 2 && /^(of|in)$/.test(ctx.text[many + 1] ?? '')) || (!c.indirect && col.numberInText));
    });
    if (amount && (where.length > 0 || has(/^(total|all|altogether|combined)$/)))
      return { strength: where.length > 0 ? 'strong' : 'weak', query: { kind: 'aggregate', fn: 'sum', column: nameOf(table, amount.column), where } };
    // "how many ships made landfall": the rows whose column named after a verb of having holds something.
    const had = after.find((c) => /^(made|make|had|have|has|with|got|reached|received)$/.test(ctx.text[c.start - 1] ?? '') && !isNumberish(table.columns[c.column] as ListColumn));
    if (where.length === 0 && had && presenceOf(table, had.column))
      return { strength: 'weak', query: { kind: 'count', where: [{ kind: 'present', column: nameOf(table, had.column) }] } };
    if (where.length === 0) return undefined;
    // "how many points did they score" with no column of points: not a count of rows.
    const unit = ctx.words[many + 1];
    if (unit && AMOUNT_NOUNS.has(unit.stem) && !ctx.cols.some((c) => c.start === many + 1)) return undefined;
    // "how many employees did X have": something X holds that no column names, not its rows
    const holds = / how many \w+ (did|does|do) .+ (have|has|had|employ|own|hold)$/.test(joined.trimEnd());
    if (holds && !ctx.cols.some((c) => c.start === many + 1) && !cells.some((m) => m.start === many + 1)) return undefined;
    // "how many mayors served in the 1700s": the names of a column said by the noun, some
    // listed twice (two terms), are counted once each
    const noun = rowNounIndex(ctx.words);
    const named = ctx.cols.find((c) => c.start === noun && c.start > many && !c.indirect && !condCols.has(c.column));
    const namedCol = named ? (table.columns[named.column] as ListColumn) : undefined;
    if (named && namedCol && !isNumberish(namedCol) && !namedCol.list && countsPeople(ctx.text[noun]) && namedCol.uniqueness >= 0.6 && namedCol.uniqueness < 1)
      return { strength: ctx.firm ? 'strong' : 'weak', query: { kind: 'count', distinct: namedCol.name, where } };
    return { strength: ctx.firm ? 'strong' : 'weak', query: { kind: 'count', where } };
  }

  // "the first / last X", "top of the list", "listed first".
  const firstLast = ctx.text.findIndex((w, i) => /^(first|last|final|latest)$/.test(w) || (/^(top|bottom)$/.test(w) && / (top|bottom) of the (list|table) /.test(joined) && i >= 0));
  const pick = firstLast >= 0 ? (/^(first|top)$/.test(ctx.text[firstLast] as string) ? 'first' : 'last') : undefined;
  if (pick && !(ctx.text[firstLast] === 'final' && !/ (listed|list) /.test(joined))) {
    const byYear = firstByYear(ctx, firstLast, where);
    if (byYear === 'unsure') return undefined;
    if (byYear) return { strength: 'strong', query: { kind: 'extreme', ...byYear, where } };
    // "the first mission to land on the moon": a deed no column holds is not the first row.
    const deed = / (first|last) \w+ to (\w+) /.exec(joined);
    if (deed && !presence.words.some((i) => ctx.text[i] === deed[2])) return undefined;
    // "the first model with a 256gb option", "the first european winner": a word after it that
    // nothing placed is a condition not read, and the first row of the whole list answers nothing
    if (wordsLeftAfter(ctx, firstLast, skip, where)) return undefined;
    // "his first uk number one": a chart place said after it is a condition this reading has not read
    if (ctx.text.some((w, i) => i > firstLast && /^(number|no)$/.test(w) && /^(one|1)$/.test(ctx.text[i + 1] ?? '')) && !where.some((c) => c.kind === 'cmp')) return undefined;
    const target = targetColumn(ctx, condCols) ?? nameColumn(table, condCols);
    if (target === undefined) return undefined;
    // "when was the last job fixed" asks for a date: the latest of it, whatever the rows' order
    const dated = table.columns[target] as ListColumn;
    if (dated.temporal && !dated.expr) {
      const by = nameOf(table, target);
      return { strength: 'strong', query: { kind: 'extreme', target: by, by, dir: pick === 'last' ? 'desc' : 'asc', where } };
    }
    return { strength: 'strong', query: { kind: 'cell', target: nameOf(table, target), where, pick } };
  }

  // "the sum / average of X for …": a measure over the rows the question names.
  const fnWord = ctx.text.findIndex((w) => /^(sum|total|average|avg|mean|median|combined)$/.test(w));
  // ("median area" over "17,098,246 km² (6,601,670 sq mi)": numbers written in text cells, which
  // only this stage reads; a column stored as numbers over every row is the parser's)
  const textNumbers = (ci: number) => ((table.columns[ci] as ListColumn).expr !== undefined || !(table.columns[ci] as ListColumn).numeric) && !(table.columns[ci] as ListColumn).temporal;
  if (fnWord >= 0) {
    const amount = ctx.cols.find((c) => c.start > fnWord && isNumberish(table.columns[c.column] as ListColumn) && !condCols.has(c.column) && !(table.columns[c.column] as ListColumn).yearLike);
    const said = ctx.text[fnWord] as string;
    const fn = /^(average|avg|mean)$/.test(said) ? 'avg' : said === 'median' ? 'median' : 'sum';
    // (over every row only when nothing else is said: "median area", never "avg points X scored")
    const bare = (m: { start: number; end: number }) =>
      ctx.text.every((w, i) => i === fnWord || (i >= m.start && i < m.end) || /^(of|the|a|an|all|in|across|over|every|whole|entire|list|table|overall|is|was|what|whats)$/.test(w) || unitWord(w));
    // ("total area in sq mi": the words of the unit the column is written in)
    const unitWord = (w: string) => /^(sq|square|mi|miles?|km2?|kilomet(re|er)s?|ft|feet|foot|m|metres?|meters?|kg|lbs?|pounds?|mph|cm|mm)$/.test(w);
    if (amount && (where.length > 0 || (textNumbers(amount.column) && bare(amount))))
      return { strength: where.length > 0 && fn !== 'median' ? 'weak' : 'strong', query: { kind: 'aggregate', fn, column: nameOf(table, amount.column), where } };
  }

  // A look-up: a cell of the rows the question names.
  if (where.length === 0) return undefined;
  // "what is element 79" asks for the row's name; "what was X's favourite food" names no column after its row.
  const lastPlaced = Math.max(-1, ...cells.map((m) => m.end - 1), ...ctx.used);
  const unplacedAfter = ctx.text.some((w, i) => i > lastPlaced && w.length >= 3 && !isCommonWord(w) && !ctx.cols.some((c) => c.start <= i && i < c.end));
  // "books by X and Y", "films from 1999": a plural noun naming the rows, then their conditions, lists them
  const listed = /^[a-z]{3,}s$/.test(ctx.text[0] ?? '') && /^(by|from|with|in|of)$/.test(ctx.text[1] ?? '') && !ctx.cols.some((c) => c.start === 0) && !ctx.cells.some((m) => m.start === 0) && where.every((c) => c.kind === 'eq' || c.kind === 'contains');
  const asksRow = /^(who|which|name)$/.test(ctx.text[0] ?? '') || listed || (ctx.text[0] === 'what' && !unplacedAfter && !asksUnnamedColumn(ctx));
  // "which final did greece win": the final's name (its year), not the side a verb names
  const read = askedByPart(ctx.text, cells) ?? rowKeyColumn(ctx, condCols) ?? targetColumn(ctx, condCols) ?? (asksRow && !roleNotHeld(ctx) ? (qualifiedNameColumn(ctx, cells) ?? nameColumn(table, condCols)) : undefined);
  // "which ones did X produce" over a list of producers: the rows listing X, never that list again
  const listedIn = read !== undefined && !!(table.columns[read] as ListColumn).list && where.some((c) => c.kind === 'contains' && c.column === nameOf(table, read));
  const target = listedIn && asksRow ? nameColumn(table, condCols) : read;
  if (target === undefined) return undefined;
  return { strength: ctx.firm ? 'strong' : 'weak', query: { kind: 'cell', target: nameOf(table, target), where, pick: 'all' } };
}
