/**
 * Words and small helpers of the table planner (`plan.ts`): comparatives and superlatives, nouns
 * of amounts, whole dates, the cell mention kept for each span, columns that number the rows or
 * hold chart places.
 */
import { columnByRole } from './name-parts';
import { BEATING, LOSER_HEADER_STEMS, SAID_LOST, SAID_WON, WINNER_HEADER_STEMS } from '../verb-forms';
import { nationalityCell } from './role-counts';
import { isCommonWord, type CellMention } from './mentions';
import { rowNounIndex } from './row-words';
import { RULES_OUT } from './negation';
import type { Cond } from './query';
import type { ListColumn, ListTable } from './table';
import type { Ctx } from './target';

export const MORE = /^(more|higher|greater|bigger|larger|heavier|longer|taller|older|later|faster)$/;
export const LESS = /^(less|fewer|lower|smaller|lighter|shorter|younger|earlier|slower)$/;
export const MOST = new Set([
  'most',
  'best',
  'highest',
  'largest',
  'greatest',
  'biggest',
  'maximum',
  'max',
  'longest',
  'heaviest',
  'tallest',
  'oldest',
  'latest',
  'recently',
  'recent',
  'slowest',
]);
export const LEAST = new Set([
  'fewest',
  'worst',
  'least',
  'lowest',
  'smallest',
  'minimum',
  'min',
  'shortest',
  'lightest',
  'fastest',
  'earliest',
  'quickest',
  'youngest',
]);
/** Nouns of amounts: "how many points" asks for a sum of something, never for a number of rows. */
export const AMOUNT_NOUNS = new Set([
  'point',
  'goal',
  'run',
  'vote',
  'medal',
  'people',
  'fan',
  'spectator',
  'yard',
  'dollar',
  'ticket',
  'seat',
  'copy',
  'kilometre',
  'kilometer',
  'mile',
  'meter',
  'metre',
  'try',
  'wicket',
  'touchdown',
  'assist',
  'rebound',
  'basket',
  'birdie',
  'ace',
  'passenger',
  'visitor',
  'viewer',
  'casualty',
  'death',
  'subscriber',
]);
/** "how many more", "how many days longer", "how much taller": the difference of two rows. */
export const HOW_MUCH_MORE =
  / how (many|much) (\w+ )?(more|less|fewer|longer|shorter|higher|taller|older|younger|bigger|larger|smaller|heavier|lighter|later|earlier) /;
/** "how many times bigger", "how many times as many": the ratio of two rows, not their difference. */
export const HOW_MANY_TIMES = / how many times /;
/** Words of chart positions, where a smaller number is a higher place. */
export const CHART_WORDS = / (peak|peaked|peaking|chart|charted|charting) /;
export const YES_NO = /^(did|does|do|is|was|were|are|has|have|had|can|could)$/;

/** One column per cell mention: the one the question also names (by header or verb), else the first. */
export function pickCells(ctx: Ctx): CellMention[] {
  const bySpan = new Map<string, CellMention[]>();
  for (const m of ctx.cells)
    bySpan.set(`${m.start}:${m.end}`, [...(bySpan.get(`${m.start}:${m.end}`) ?? []), m]);
  // "what film did he play forrest gump in": the film is asked, so the name is the role.
  const q = ctx.text.findIndex((w) => /^(what|which|who)$/.test(w));
  const asked = q >= 0 ? ctx.cols.find((c) => c.start === q + 1)?.column : undefined;
  const named = new Set(ctx.cols.map((c) => c.column));
  return [...bySpan.values()].map((all) => {
    // a whole cell said ("gemini 7" of a Mission column) is that cell, never a piece of a longer
    // note elsewhere ("… (with Gemini 7)"), even in the column asked for
    const plain = (v: string) => v.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    const said = (m: CellMention) => plain(ctx.text.slice(m.start, m.end).join(' '));
    const isWhole = (m: CellMention) => !m.partial && plain(m.value) === said(m);
    const inLonger = (m: CellMention) => !isWhole(m) && ` ${plain(m.value)} `.includes(` ${said(m)} `);
    // (a piece of a cell in a column the question names stays: "how many finals has X hosted")
    // ("played outside england": a name ruled out keeps the cells it names in part, read as before)
    const start = all[0]?.start ?? 0;
    const ruledOut = ctx.text.slice(Math.max(0, start - 3), start).some((w) => RULES_OUT.test(w));
    const wholeAndPieces = all.some((m) => m.partial) && all.some((m) => !m.partial && m.column !== all.find((p) => p.partial)?.column);
    const list = ruledOut && wholeAndPieces
      ? all.filter((m) => m.partial)
      : all.some(isWhole) ? all.filter((m) => !inLonger(m) || (named.has(m.column) && m.column !== asked)) : all;
    // "did kasparov win", "who beat kasparov": a verb says which side the name is on
    const role =
      new Set(list.map((m) => m.column)).size > 1 ? columnByRole(ctx.text, list, ctx.table) : undefined;
    if (role?.other) ctx.cols = [...ctx.cols, role.other].sort((a, b) => a.start - b.start);
    // "how many french laureates": the country the demonym stands for, not a language cell "French"
    const nationality = role ? undefined : nationalityCell(ctx, list);
    if (nationality) ctx.firm = true;
    return (
      role?.cell ??
      nationality ??
      list.find((m) => named.has(m.column) && m.column !== asked) ??
      eitherSide(ctx, list, asked) ??
      list.find((m) => m.column !== asked) ??
      (list[0] as CellMention)
    );
  });
}

/** Verbs of taking part in a game or a final, on whichever side ("played", "reached", "met"). */
const TAKES_PART = /^(play|plays|played|playing|reach|reached|reaches|make|made|makes|appear|appears|appeared|feature|features|featured|meet|met|face|faced|faces|contest|contested|compete|competed|involved|involving)$/;
/** Words that tell two sides' headers apart ("Team 1" / "Team 2", "Home side" / "Away side"). */
const SIDE_WORDS = /^(1|2|one|two|home|away|first|second|a|b|left|right|white|black)$/;

/** Whether the columns are the two sides of a row: headers alike but for a side word, or a winner's and a loser's. */
function sideColumns(table: ListTable, columns: number[]): boolean {
  if (columns.length !== 2) return false;
  const words = columns.map((c) => (table.columns[c] as ListColumn).stems);
  const rest = words.map((w) => w.filter((x) => !SIDE_WORDS.test(x)).join(' '));
  if (rest[0] !== '' && rest[0] === rest[1] && words.every((w) => w.some((x) => SIDE_WORDS.test(x)))) return true;
  const winner = words.map((w) => w.some((x) => WINNER_HEADER_STEMS.test(x)));
  const loser = words.map((w) => w.some((x) => LOSER_HEADER_STEMS.test(x)));
  return (winner[0] === true && loser[1] === true && !loser[0] && !winner[1]) || (winner[1] === true && loser[0] === true && !loser[1] && !winner[0]);
}

/**
 * A whole cell said that sits in the two side columns of a row (Team 1 and Team 2, Winners and
 * Runners-up) with a verb of taking part ("played", "reached") and no word of winning or losing,
 * while no column of the question picks one: the name is on either side, never on the first
 * column found ("how many games did croatia play").
 */
function eitherSide(ctx: Ctx, list: CellMention[], asked: number | undefined): CellMention | undefined {
  if (!ctx.text.some((w) => TAKES_PART.test(w)) || ctx.text.some((w) => SAID_WON.test(w) || SAID_LOST.test(w) || BEATING.test(w))) return undefined;
  const whole = list.filter((m) => !m.partial && m.column !== asked);
  const first = whole[0];
  if (!first) return undefined;
  const value = first.value.trim().toLowerCase();
  const same = whole.filter((m) => m.value.trim().toLowerCase() === value);
  const columns = [...new Set(same.map((m) => m.column))];
  if (!sideColumns(ctx.table, columns)) return undefined;
  return { ...first, also: columns.filter((c) => c !== first.column) };
}

/** A whole date said in the question (2009-07-01, 7/1/2009, July 1 2009, 1 July 2009). */
const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
export const FULL_DATE = new RegExp(
  String.raw`\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b(?:${MONTHS})[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b|\b\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS})[a-z]*,? \d{4}\b`,
  'i',
);

/** A column numbering the rows (1, 2, 3 … in some order): "how many seasons" counts them, never adds them up. */
export function numbering(table: ListTable, ci: number): boolean {
  // (a few rows without a number, rest days between stages, leave the others a numbering)
  const filled = table.rows.map((r) => (r[ci] ?? '').trim()).filter((v) => v !== '');
  if (filled.length < 0.75 * table.rows.length) return false;
  const ns = filled.map(Number).sort((a, b) => a - b);
  return ns.length >= 3 && ns.every((n, i) => Number.isInteger(n) && n === (ns[0] as number) + i);
}

/**
 * A column of chart places ("Peak", "UK", "Pos."): headed so, or holding only whole numbers from 1
 * to 200. "the highest summit" over heights in metres is no chart place.
 */
export function chartPlaces(table: ListTable, ci: number): boolean {
  const c = table.columns[ci] as ListColumn;
  if (c.stems.some((st) => /^(peak|chart|pos|position|place|rank|uk|us)$/.test(st))) return true;
  const ns = table.rows
    .map((r) => r[ci])
    .filter((v): v is string => !!v && v.trim() !== '')
    .map((v) => Number(v.replace(/[^0-9.]/g, '')));
  return ns.length > 0 && ns.every((n) => Number.isInteger(n) && n >= 1 && n <= 200);
}

/** Words that say where in the list, never a condition on the rows. */
const LIST_WORDS = /^(list|listed|table|one|ones|entry|entries|row|rows|ever|time|overall)$/;

/**
 * Whether a word after `from` (beyond the noun naming the rows) is left unread: no cell, column or
 * condition placed it (a condition's value holding the word's first letters places it: "successful"
 * for cells "Success"), it is no common word, nor a verb's past form ("released", "listed").
 */
export function wordsLeftAfter(ctx: Ctx, from: number, placed: Set<number>, where: Cond[]): boolean {
  const noun = rowNounIndex(ctx.words);
  const values = where
    .flatMap((c) =>
      c.kind === 'eq' || c.kind === 'contains'
        ? [c.value]
        : c.kind === 'first-word' || c.kind === 'not'
          ? c.kind === 'not'
            ? c.values
            : c.value
          : [],
    )
    .map((v) => v.toLowerCase());
  return ctx.text.some(
    (w, i) =>
      i > from &&
      i !== noun &&
      !placed.has(i) &&
      w.length >= 3 &&
      /[a-z]/.test(w) &&
      // (only a code with digits or an adjective of a place or people: verbs and nouns of the
      // table's own subject, "won", "held", "the tour", are said of every row)
      (/\d/.test(w) || /[a-z]{3}(an|ean|ian|ish|ese)$/.test(w)) &&
      !/[a-z]{3}ed$/.test(w) &&
      !LIST_WORDS.test(w) &&
      !isCommonWord(w) &&
      !values.some((v) => v.includes(w.slice(0, 5))) &&
      !ctx.cols.some((c) => c.start <= i && i < c.end) &&
      !ctx.cells.some((m) => m.start <= i && i < m.end),
  );
}

/** Whether the word at `i` is a noun no column, cell or common word accounts for ("more world titles"). */
export function saysUnnamedNoun(ctx: Ctx, i: number): boolean {
  const w = ctx.text[i];
  if (
    w === undefined ||
    w.length < 3 ||
    !/^[a-z]+$/.test(w) ||
    isCommonWord(w) ||
    /^(than|of|in|on|at|for|times|often)$/.test(w)
  )
    return false;
  return (
    !ctx.cols.some((c) => c.start <= i && i < c.end) && !ctx.cells.some((m) => m.start <= i && i < m.end)
  );
}

/** How many rows hold a cell said (the whole cell, or containing it when said in part). */
export function rowsOf(table: ListTable, m: CellMention): number {
  const value = m.value.trim().toLowerCase();
  return table.rows.filter((r) => {
    const cell = (r[m.column] ?? '').trim().toLowerCase();
    return m.partial ? cell.includes(value) : cell === value;
  }).length;
}
