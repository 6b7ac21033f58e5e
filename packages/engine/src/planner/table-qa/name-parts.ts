/**
 * Cells named by a part of their text: a surname or a nickname ("kasparov" → "Garry Kasparov
 * (RUS)", "patriots" → "New England Patriots (AFC)") even when the same name sits in several
 * columns (Winner and Runner-up) or under several codes ("(URS)", "(RUS)"); a code written in
 * parentheses that several cells share ("nfc" → "… (NFC)"); and a place inside a location cell
 * ("florida" → "Tampa, Florida", "japan" → "Kuwana, Mie, Japan"). Each is matched by
 * containment. When one span names cells of several columns, a verb of the question picks the
 * column (the winner's for "won", the loser's for "beat X" or "lost").
 */
import { BEATING, LOSER_HEADER_STEMS, LOST_TO, SAID_LOST, SAID_WON, WINNER_HEADER_STEMS } from '../verb-forms';
import { isCommonWord, wordsOf, type CellMention, type ColumnMention, type Word } from './mentions';
import type { ListTable } from './table';

const bareText = (value: string) => value.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim();
const stems = (text: string) => wordsOf(text).map((w) => w.stem);
const textColumns = (table: ListTable) =>
  table.columns.flatMap((c, ci) => (c.numeric || c.temporal || c.expr || c.numberInText ? [] : [ci]));

/** A cell that reads as a name: two to four words, no digits, not a sentence-like note. */
const nameLike = (bare: string[]) =>
  bare.length >= 2 && bare.length <= 4 && bare.every((w) => !/\d/.test(w)) && !/(ed|ing)$/.test(bare[0] ?? '');

/**
 * "kasparov", "messi", "patriots": the last word of names that all read as one name (whatever
 * code or column they are written in), while no other name-like cell holds that word. The
 * existing one-cell forms already cover a last word held by a single cell.
 */
function surnameMentions(words: Word[], table: ListTable): CellMention[] {
  // last word → the names it ends (bare) and the (column, name) pairs holding them
  const byLast = new Map<string, { names: Set<string>; at: Map<string, { column: number; name: string }>; other: boolean }>();
  const entry = (w: string) => {
    let e = byLast.get(w);
    if (!e) byLast.set(w, (e = { names: new Set(), at: new Map(), other: false }));
    return e;
  };
  const cellsOf = new Map<string, number>();
  for (const column of textColumns(table)) {
    for (const value of new Set(table.rows.map((r) => r[column]))) {
      if (value === null || value === undefined) continue;
      const name = bareText(value);
      const bare = stems(name);
      if (!nameLike(bare)) {
        // a one-word name ("Ronaldo") makes its word a name of its own
        if (bare.length === 1) entry(bare[0] as string).names.add(name.toLowerCase());
        continue;
      }
      bare.slice(0, -1).forEach((w) => (entry(w).other = true));
      const e = entry(bare.at(-1) as string);
      e.names.add(name.toLowerCase());
      e.at.set(`${column}:${name.toLowerCase()}`, { column, name });
      cellsOf.set(bare.at(-1) as string, (cellsOf.get(bare.at(-1) as string) ?? 0) + 1);
    }
  }
  const out: CellMention[] = [];
  words.forEach((w, i) => {
    const e = byLast.get(w.stem);
    if (!e || e.other || e.names.size !== 1 || e.at.size < 2 || w.stem.length < 4 || isCommonWord(w.text)) return;
    for (const { column, name } of e.at.values()) {
      // the word as the cell writes it: every word of the condition is one the question says
      const said = name.split(/\s+/).at(-1) as string;
      out.push({ column, value: said, partial: true, start: i, end: i + 1 });
    }
  });
  return out;
}

/** "nfc", "afc": a code written in parentheses after the text of several cells of a column. */
function codeMentions(words: Word[], table: ListTable): CellMention[] {
  const out: CellMention[] = [];
  for (const column of textColumns(table)) {
    const counts = new Map<string, number>();
    for (const value of table.rows.map((r) => r[column])) {
      const code = value ? /\(([A-Z]{2,5})\)/.exec(value)?.[1] : undefined;
      if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    words.forEach((w, i) => {
      const code = w.text.toUpperCase();
      if ((counts.get(code) ?? 0) >= 2 && w.text.length >= 2 && !isCommonWord(w.text))
        out.push({ column, value: `(${code})`, partial: true, start: i, end: i + 1 });
    });
  }
  return out;
}

/**
 * "florida" → "Tampa, Florida", "new jersey" → "Jackson, New Jersey, US": a part after the first
 * comma of a location cell (the part before it is already a form of the cell), said whole.
 */
function placeMentions(words: Word[], table: ListTable): CellMention[] {
  const out: CellMention[] = [];
  for (const column of textColumns(table)) {
    const parts = new Map<string, string>();
    for (const value of new Set(table.rows.map((r) => r[column]))) {
      if (!value || !value.includes(',')) continue;
      for (const part of value.split(',').slice(1)) {
        const text = bareText(part);
        const key = stems(text);
        if (key.length === 0 || key.length > 3 || key.some((w) => /\d/.test(w))) continue;
        if (key.length === 1 && ((key[0] as string).length < 3 || isCommonWord(key[0] as string))) continue;
        parts.set(key.join(' '), text);
      }
    }
    for (const [key, text] of parts) {
      const n = key.split(' ').length;
      for (let i = 0; i + n <= words.length; i++)
        if (words.slice(i, i + n).map((w) => w.stem).join(' ') === key)
          out.push({ column, value: text, partial: true, start: i, end: i + n });
    }
  }
  return out;
}

/** Cells named by a surname or nickname, a code in parentheses or a place inside a location. */
export function namePartMentions(words: Word[], table: ListTable): CellMention[] {
  return [...surnameMentions(words, table), ...codeMentions(words, table), ...placeMentions(words, table)];
}

export interface RolePick {
  cell: CellMention;
  /** "who beat kasparov": the verb names the other side's column, the one asked. */
  other?: ColumnMention;
}

/**
 * Of one span's cells in several columns, the one a verb of the question picks: "did kasparov
 * win" → the winner's column, "who beat kasparov" → the loser's (and "beat" names the winner's
 * column, the one asked); undefined when no verb or both sides are said.
 */
export function columnByRole(text: string[], list: CellMention[], table: ListTable): RolePick | undefined {
  const start = list[0]?.start ?? 0;
  const end = list[0]?.end ?? start;
  const at = (re: RegExp) => text.findIndex((w, i) => (i < start || i >= end) && re.test(w));
  const beat = at(BEATING);
  // "lost to kasparov": the name after "to" won
  const lostTo = LOST_TO.test(text[start - 2] ?? '') && text[start - 1] === 'to';
  // the verb right after the name says it first ("the year zidane won", "did messi win")
  const next = text[end] ?? '';
  const nextSays = !lostTo && !BEATING.test(next) && (SAID_WON.test(next) || SAID_LOST.test(next));
  const lost = nextSays ? SAID_LOST.test(next) : (beat >= 0 && beat === start - 1) || (!lostTo && at(SAID_LOST) >= 0);
  const won = nextSays ? SAID_WON.test(next) : (beat >= 0 && beat > start) || lostTo || at(SAID_WON) >= 0;
  if (lost === won) return undefined;
  const sideOf = (header: RegExp) =>
    list.filter((m) => stems(table.columns[m.column]?.name ?? '').some((s) => header.test(s)));
  const mine = sideOf(lost ? LOSER_HEADER_STEMS : WINNER_HEADER_STEMS);
  if (mine.length !== 1) return undefined;
  const cell = mine[0] as CellMention;
  const others = sideOf(lost ? WINNER_HEADER_STEMS : LOSER_HEADER_STEMS);
  const other = beat >= 0 && others.length === 1 ? { column: (others[0] as CellMention).column, start: beat, end: beat + 1, indirect: true } : undefined;
  return { cell, ...(other ? { other } : {}) };
}

/**
 * A name said by a part of it ("kasparov", "brazilians", "nfc") sits in several columns and
 * neither a verb nor a column the question names picks one: the question is not answered by
 * guessing a side (the parser then asks back).
 */
export function unsettledSide(text: string[], cells: CellMention[], cols: ColumnMention[], table: ListTable): boolean {
  return unsettledCells(text, cells, cols, table) !== undefined;
}

/** The cells (one per column) of the first span whose side nothing in the question settles. */
export function unsettledCells(text: string[], cells: CellMention[], cols: ColumnMention[], table: ListTable): CellMention[] | undefined {
  const bySpan = new Map<string, CellMention[]>();
  for (const m of cells) bySpan.set(`${m.start}:${m.end}`, [...(bySpan.get(`${m.start}:${m.end}`) ?? []), m]);
  const named = new Set(cols.map((c) => c.column));
  return [...bySpan.values()].find((list) => {
    const columns = new Set(list.map((m) => m.column));
    if (columns.size < 2 || !list.every((m) => m.partial)) return false;
    if (columnByRole(text, list, table)) return false;
    return [...columns].filter((c) => named.has(c)).length !== 1;
  });
}

/** "which american won the title": a question word right before a part of a name asks for the whole cell. */
export function askedByPart(text: string[], cells: CellMention[]): number | undefined {
  const q = text.findIndex((w) => /^(which|who)$/.test(w));
  return q >= 0 ? cells.find((m) => m.partial && m.start === q + 1)?.column : undefined;
}
