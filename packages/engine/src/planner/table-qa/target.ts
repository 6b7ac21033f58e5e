/**
 * The column a question asks for and the column that names a table's rows. A column counts only
 * when a header or a cell of the data matches a word of the question; a verb of meeting ("play",
 * "beat", "face") asks for the other side of a game.
 */
import { PLACE_WORDS, type CellMention, type ColumnMention, type Word } from './mentions';
import type { ListColumn, ListTable } from './table';
import { sideAsked, sideColumn } from '../verb-forms';
import { lifeEventColumn } from './life-years';
import { eventDateColumn } from './event-dates';
import { namesPeople } from './people-columns';
import { sportsCode } from '../parse/geo-codes';
import { roleNotHeld } from './unheld-roles';
import type { SaidClock } from './clock-times';

export interface Ctx {
  words: Word[];
  text: string[];
  table: ListTable;
  cols: ColumnMention[];
  cells: CellMention[];
  used: Set<number>;
  /** The wording settles a reading the parser may miss (a demonym before people read as their country). */
  firm?: boolean;
  /** Columns computed from others that the plan uses (a span of two year columns). */
  virtual?: ListColumn[];
  /** Something said cannot be read surely (a number of rows that picks some unnamed rows): no plan. */
  unsure?: boolean;
  /** Times said in the question ("under 2:05"), by the index of their first word. */
  clocks?: Map<number, SaidClock>;
}

export const nameOf = (t: ListTable, i: number) => (t.columns[i] as ListColumn).name;
export const isNumberish = (c: ListColumn) => c.numeric || c.numberInText || c.temporal;
export const firstIndex = (ctx: Ctx, test: (w: string) => boolean) => ctx.text.findIndex(test);

/** The column a question asks for: after what/which/who, "where" a place, "when" a date or year. */
/** Nouns that ask for a date or a period ("which year", "what date"). */
const TIME_NOUN = /^(year|date|day|month|week|season|time|decade|period|quarter|era)s?$/;

export function targetColumn(ctx: Ctx, exclude: Set<number>): number | undefined {
  const { table, text } = ctx;
  const cols = ctx.cols.filter((c) => !exclude.has(c.column));
  const q = firstIndex(ctx, (w) => /^(what|which|who|whom|whose|where|when|name)$/.test(w));
  const word = q >= 0 ? text[q] : undefined;
  if (word === 'where') {
    const place = table.columns.findIndex((c) => !c.numeric && c.stems.some((s) => PLACE_WORDS.includes(s)));
    if (place >= 0) return place;
  }
  const yearAsked = word === 'when' || (q >= 0 && /^years?$/.test(text[q + 1] ?? ''));
  // "when did X die": the year of that life event, never another year of the row
  const life = yearAsked ? lifeEventColumn(text, table) : undefined;
  if (life !== undefined) return life >= 0 && !exclude.has(life) ? life : undefined;
  // "when did X close" over Opening date and Closing date: the date of the event said
  const event = yearAsked ? eventDateColumn(text, table) : undefined;
  if (event !== undefined && !exclude.has(event)) return event;
  if (yearAsked && !cols.some((c) => c.start === q + 1)) {
    // "when did X come out in north america": the date column the question names
    const dated = cols.find((c) => table.columns[c.column]?.temporal || table.columns[c.column]?.yearLike);
    if (dated) return dated.column;
    const year = table.columns.findIndex((c, ci) => !exclude.has(ci) && (c.yearLike || c.temporal));
    const byValues = table.columns.findIndex((c, ci) => !exclude.has(ci) && c.yearValues);
    if (year >= 0 || byValues >= 0) return year >= 0 ? year : byValues;
  }
  if (word === 'when') {
    const date = table.columns.findIndex((c) => c.temporal) ;
    const year = table.columns.findIndex((c) => c.yearLike);
    const named = cols.find((c) => table.columns[c.column]?.temporal || table.columns[c.column]?.yearLike);
    return named?.column ?? (date >= 0 ? date : year >= 0 ? year : undefined);
  }
  // "who beat X", "who was runner up", "who did X lose to": the column of the side asked
  const side = sideAsked(text);
  // (a header the file repeats beside each side is no side itself: it belongs to one)
  const repeated = (c: ListColumn) => table.columns.filter((o) => twinBase(o.name, table.columns) === twinBase(c.name, table.columns)).length > 1;
  const sideCol = side ? sideColumn(table.columns.map((c, ci) => (exclude.has(ci) || isNumberish(c) || repeated(c) ? undefined : c.stems)), side) : undefined;
  // ("who trained the winner": the verb right after "who" names its doer's column, not a side;
  // "who won the golden boot": the column the thing won is named by, not the winning side)
  const doer = side && word === 'who' && /ed$/.test(text[q + 1] ?? '') ? cols.find((c) => c.start === q + 1 && c.indirect && c.column !== sideCol && !sideAsked(text.slice(q, q + 2))) : undefined;
  const prize = side ? cols.find((c) => !c.indirect && c.column !== sideCol && text[c.start - 1] === 'the' && sideAsked(text.slice(q, c.start - 1)) && !isNumberish(table.columns[c.column] as ListColumn) && !sideColumnOf(table, c.column)) : undefined;
  if (side && (doer ?? prize)) return besideSide(table, (doer ?? prize)?.column, sideCol);
  // ("which team lost the most": "team" names both sides' columns, the verb picks the loser's)
  const alsoSide = (c: ColumnMention) => cols.some((o) => o.start === c.start && o.end === c.end && o.column === sideCol);
  if (sideCol !== undefined && !cols.some((c) => c.start === q + 1 && c.column !== sideCol && !c.indirect && !alsoSide(c))) return sideCol;
  const opponent = q >= 0 && !cols.some((c) => c.start === q + 1) ? otherSide(ctx, exclude) : undefined;
  if (opponent !== undefined) return opponent;
  // (a word a number condition has read, "game 7", is that condition, not the column asked; a year
  // said with its condition, "which year since 1850", may still be asked)
  const after = cols.filter((c) => c.start > q && !ctx.cells.some((m) => m.start <= c.start && c.start < m.end) && !(ctx.used.has(c.start) && !(table.columns[c.column] as ListColumn).yearLike));
  const people = word === 'who' || word === 'whom' || word === 'whose';
  // "population density of X": of two columns named by adjacent words, the last word (the head
  // noun) is the column asked; the first only qualifies it
  // (never the noun right after which / what, "which nation ranked", nor before a verb, "country hosted", "films gross")
  const headed = (c: ColumnMention) =>
    !c.indirect &&
    (q < 0 || c.start !== q + 1) &&
    // (a plural noun before it is a subject: "the films gross")
    !/[a-z]{3}s$/.test(text[c.start] ?? '') &&
    cols.some((o) => o.start === c.end && o.column !== c.column && !o.indirect && o.end === o.start + 1 && !/(ed|ing)$/.test(text[o.start] ?? ''));
  const fit = after.filter(
    (c) =>
      !headed(c) &&
      (!people || !isNumberish(table.columns[c.column] as ListColumn)) &&
      // "who finished ahead of X": the verb names the position column, the person is asked
      !(people && c.indirect && /ed$/.test(text[c.start] ?? '') && (table.columns[c.column] as ListColumn).stems.some((st) => /^(pos|position|place|placing|rank|finish)$/.test(st))) &&
      // "who did England play": one word of "England scorers" is the subject, not the column asked
      (!c.modifier || c.start === q + 1) &&
      // "which building is ranked below X": a participle after "is" says how, not what is asked
      !((c.indirect || /ed$/.test(text[c.start] ?? '')) && /^(is|was|are|were|be|been)$/.test(text[c.start - 1] ?? '')) &&
      // "which park is the biggest" over "Date established as park": a thing is asked, not a date
      !(!people && (table.columns[c.column] as ListColumn).temporal && !TIME_NOUN.test(text[c.start] ?? '')),
  );
  // "who won in 2001" with no column said: the column of people's names, never a title beside it
  // (not for "who did X play": the other side of a game is asked)
  // (nor for a deed or role no column names: "who umpired the match")
  const person = (word === 'who' || word === 'whom') && !text.some((w) => MEETING.test(w)) && !roleNotHeld(ctx) ? personColumn(table, exclude) : undefined;
  return besideSide(table, fit[0]?.column ?? person, sideCol);
}

/** The name without the number a loader gives a repeated header ("Manager_1" → "Manager"), when the first is there. */
const twinBase = (name: string, columns: ListColumn[]) => {
  const base = /^(.*)_\d{1,2}$/.exec(name)?.[1];
  return base !== undefined && columns.some((c) => c.name === base) ? base : name;
};

/**
 * "who managed the team that lost": of a header the file repeats (Manager after Winning team,
 * Manager_1 after Losing team), the one right after the column of the side said.
 */
function besideSide(table: ListTable, chosen: number | undefined, sideCol: number | undefined): number | undefined {
  if (chosen === undefined || sideCol === undefined) return chosen;
  const twin = table.columns[sideCol + 1];
  const base = twinBase((table.columns[chosen] as ListColumn).name, table.columns);
  return twin && sideCol + 1 !== chosen && twinBase(twin.name, table.columns) === base && table.columns.filter((c) => twinBase(c.name, table.columns) === base).length > 1 ? sideCol + 1 : chosen;
}

/**
 * The first text column whose header names people, when it is not the column the table names its
 * rows by already (a list of books by title has an Author column: "who" asks for the author).
 */
export function personColumn(table: ListTable, exclude: Set<number>): number | undefined {
  const i = table.columns.findIndex(
    (c, ci) => !exclude.has(ci) && !isNumberish(c) && !c.list && !c.expr && namesPeople(c) && !holdsCountries(table, ci),
  );
  return i >= 0 ? i : undefined;
}

/** A column whose cells are mostly country names ("Runner-up": England, France): no people's names. */
function holdsCountries(table: ListTable, ci: number): boolean {
  const cells = table.rows.map((r) => (r[ci] ?? '').replace(/\[[^\]]*\]|\([^)]*\)/g, '').trim()).filter((v) => v !== '');
  return cells.length > 0 && cells.filter((v) => sportsCode(v) !== undefined).length >= 0.8 * cells.length;
}

/** A column of one side of a game ("Winning team", "Runner-up"). */
const sideColumnOf = (table: ListTable, ci: number) =>
  (['winner', 'loser'] as const).some((side) => sideColumn(table.columns.map((c, i) => (i === ci ? c.stems : undefined)), side) === ci);

/** Verbs of meeting in a game: the one asked about is the other side. */
const MEETING = /^(play|played|playing|face|faced|facing|beat|beaten|defeat|defeated|meet|met|against|versus|vs|opponent)$/;

/**
 * "who did X play", "which team beat X", "who did he face": the opponent column, or the column
 * beside the one naming X that shares its last header word ("Western champion" → "Eastern champion").
 */
function otherSide(ctx: Ctx, exclude: Set<number>): number | undefined {
  const { table, text } = ctx;
  if (!text.some((w) => MEETING.test(w))) return undefined;
  const opponent = table.columns.findIndex((c, ci) => !exclude.has(ci) && !c.numeric && c.stems.some((s) => /^(opponent|opposition|opponents|versus|vs)$/.test(s)));
  if (opponent >= 0) return opponent;
  const head = (c: ListColumn) => c.stems.filter((s) => !/^\d/.test(s)).at(-1);
  const named = new Set(ctx.cells.map((m) => m.column));
  const siblings = table.columns.flatMap((c, ci) =>
    !named.has(ci) && !c.numeric && [...named].some((n) => head(table.columns[n] as ListColumn) === head(c) && head(c) !== undefined) ? [ci] : [],
  );
  return siblings.length === 1 ? siblings[0] : undefined;
}

/** The table's name column: the first text column whose cells are mostly distinct. */
export function nameColumn(table: ListTable, exclude: Set<number>): number | undefined {
  const fits = (c: ListColumn, ci: number) => !exclude.has(ci) && !isNumberish(c) && c.uniqueness >= 0.6 && !c.list;
  // A column headed "Name" or "Title" names the rows better than a code or symbol listed before it.
  const named = table.columns.findIndex((c, ci) => fits(c, ci) && c.stems.some((s) => s === 'name' || s === 'title'));
  const i = named >= 0 ? named : table.columns.findIndex(fits);
  return i >= 0 ? i : undefined;
}

