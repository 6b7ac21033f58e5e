/**
 * Coverage of the table stage's query: which words of the question it really places. A word is
 * placed when it names (by a header word, a header abbreviation or a doer's verb) a column the
 * query uses, when it is a word of a cell the query matches whole, or a number the query compares
 * with. A cell matched only by containing a piece of text, or a column the query does not use,
 * places nothing. A year said over a column of seasons ("2004–05", "2005–06") names two seasons,
 * never one: the condition becomes both cells.
 */
import { initialsOf, shortFormOf } from '../value-short-forms';
import { columnMentions, isCommonWord, wordsOf } from '../table-qa/mentions';
import type { Cond, TableQuery } from '../table-qa/query';
import type { ListTable } from '../table-qa/table';
import { demonymWordsFor } from '../table-qa/row-words';
import { stepsAsideForYears } from '../table-qa/year-columns';

/** The columns a table query reads. */
function usedColumns(q: TableQuery): Set<string> {
  const out = new Set<string>();
  const add = (c: string | undefined) => c !== undefined && out.add(c);
  switch (q.kind) {
    case 'cell':
    case 'neighbor':
    case 'most':
      add(q.target);
      break;
    case 'extreme':
      add(q.target);
      add(q.by);
      break;
    case 'count':
      add(q.distinct);
      break;
    case 'aggregate':
    case 'span':
      add(q.column);
      break;
    case 'duration':
      add(q.start);
      add(q.end);
      break;
    case 'compare':
      add(q.column);
      add(q.measure);
      break;
  }
  for (const c of condsOf(q)) if (c.kind !== 'row') add(c.column);
  return out;
}

const condsOf = (q: TableQuery): Cond[] =>
  q.kind === 'neighbor' ? q.anchor : q.kind === 'compare' ? (q.where ?? []) : q.where;

/** Stems (and plain words) of the question that the table query places strongly. */
export function tablePlacedWords(question: string, table: ListTable, q: TableQuery): Set<string> {
  const words = wordsOf(question);
  const used = usedColumns(q);
  const placed = new Set<string>();
  const addWords = (text: string) => {
    const own = wordsOf(text);
    for (const w of own) {
      placed.add(w.stem);
      placed.add(w.text);
    }
    // the value said by its initials ("bw") or a word of it in its short form ("mt")
    const initials = initialsOf(text);
    for (const w of words) if (initials.includes(w.text) || own.some((o) => shortFormOf(w.text, o.text))) placed.add(w.text);
  };
  for (const m of columnMentions(words, table)) {
    const name = table.columns[m.column]?.name;
    if (name === undefined || !used.has(name)) continue;
    for (const w of words.slice(m.start, m.end)) {
      placed.add(w.stem);
      placed.add(w.text);
    }
  }
  for (const name of used) addWords(name);
  // a one- or two-letter mark ("W", "A") stands for the question word it starts ("wins", "away")
  const marks = (value: string) => {
    if (value.trim().length > 2) return;
    for (const w of words) if (w.text.startsWith(value.trim().toLowerCase())) placed.add(w.text);
  };
  for (const c of condsOf(q)) {
    if (c.kind === 'eq') {
      addWords(c.value);
      marks(c.value);
    } else if (c.kind === 'first-word') c.value.forEach((v) => (addWords(v), marks(v)));
    else if (c.kind === 'contains') for (const w of demonymWordsFor(words, c.value)) placed.add(w);
    else if (c.kind === 'cmp' || c.kind === 'row') placed.add(String(c.value));
  }
  if (q.kind === 'compare') q.sides.forEach(addWords);
  return placed;
}

/** Words that ask for an amount: the words after them say what is counted. */
const COUNTING = /^(how many|how much|number of)$/;
/** Verbs that end what is counted ("how many elements are gases"). */
const AUXILIARY = /^(are|were|has|have|had|can|could|will|would|should|went|got|get|gets|ended|end|ends)$/;

/**
 * Words the parser could not place that say what is counted ("how many streams") when the table
 * query counts the one row a name picks and places none of them: the answer would count rows.
 */
export function unplacedByTable(question: string, ignored: string[], placed: Set<string>): string[] {
  const words = wordsOf(question);
  const left = new Set(ignored.flatMap((p) => wordsOf(p).map((w) => w.text)));
  const at = words.findIndex((_, i) => COUNTING.test(`${words[i - 1]?.text ?? ''} ${words[i]?.text ?? ''}`));
  if (at < 0) return [];
  const counted: typeof words = [];
  for (const w of words.slice(at + 1)) {
    if (isCommonWord(w.text) || AUXILIARY.test(w.text) || /^\d/.test(w.text)) break;
    counted.push(w);
  }
  const isPlaced = (w: (typeof words)[number]) => placed.has(w.stem) || placed.has(w.text);
  if (counted.length === 0 || counted.some(isPlaced)) return [];
  return counted.filter((w) => left.has(w.text)).map((w) => w.text);
}

/**
 * Rows counted where a column that names each row is one value: one row, so a "how many X"
 * asks for an amount of that row ("how many streams did lover get"), not for how many rows.
 */
export function countsOneRow(table: ListTable, q: TableQuery): boolean {
  if (q.kind !== 'count' || q.distinct !== undefined) return false;
  return q.where.some((c) => c.kind === 'eq' && (table.columns.find((x) => x.name === c.column)?.uniqueness ?? 0) >= 0.9);
}

/**
 * A weak link in the table query: a column for a year the question does not say, a cell
 * matched by a piece of a longer question word ("collec" of "collected"), or a cell matched by a near form of a word ("bayern" → "Bayer
 * Leverkusen") while another cell holds that very word ("Bayern Munich").
 */
export function weakTableLink(question: string, table: ListTable, q: TableQuery): boolean {
  // a column for a year the question does not say, or one of a measure's years taken unasked
  if (stepsAsideForYears(question, table.columns.map((c) => c.name), q)) return true;
  const words = wordsOf(question);
  const said = new Set(words.map((w) => w.text));
  const cellWords = new Set(
    table.rows.flatMap((r) => r.flatMap((v) => (v === null ? [] : wordsOf(v).map((w) => w.text)))),
  );
  for (const c of condsOf(q)) {
    const demonym = c.kind === 'contains' && demonymWordsFor(words, c.value).length > 0;
    if (c.kind === 'contains' && !demonym && wordsOf(c.value).some((w) => !said.has(w.text) && !said.has(`${w.text}s`))) return true;
    if (c.kind !== 'eq') continue;
    const own = new Set(wordsOf(c.value).map((w) => w.text));
    const near = words.filter(
      (w) => !own.has(w.text) && [...own].some((o) => o.length >= 3 && w.text !== o && w.text.startsWith(o) && w.text.length <= o.length + 2),
    );
    if (near.some((w) => cellWords.has(w.text))) return true;
  }
  return false;
}

/**
 * An aggregation the question says ("total …", "average …") that the table query does not
 * compute: a cell looked up, or rows counted, instead of the sum or the average asked for.
 */
export function tableLosesAggregate(question: string, q: TableQuery): boolean {
  const text = question.toLowerCase();
  const total = /\b(total|sum)\b(?!\s+(number|count|of rows|rows))/.test(text) && !/\bin total\b/.test(text);
  const average = /\b(avg|average|mean)\b/.test(text);
  if (!total && !average) return false;
  if (q.kind === 'aggregate') return total ? q.fn !== 'sum' : q.fn !== 'avg';
  return q.kind === 'cell' || q.kind === 'extreme' || q.kind === 'neighbor' || q.kind === 'count';
}

/** "2004–05": a season written as its first year and the next year's last two digits. */
const SEASON = /^\s*(\d{4})\s*[–—\-/]\s*(\d{2})\s*$/;

/**
 * A year compared for equality with a column of seasons: the seasons that contain the year (the
 * one it starts and the one it ends), each as its own cell.
 */
export function seasonConds(table: ListTable, q: TableQuery): TableQuery {
  const rewrite = (conds: Cond[]): Cond[] =>
    conds.flatMap((c): Cond[] => {
      if (c.kind !== 'cmp' || c.op !== '=') return [c];
      const at = table.columns.findIndex((x) => x.name === c.column);
      if (at < 0) return [c];
      const cells = table.rows.map((r) => r[at]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
      const seasons = cells.filter((v) => SEASON.test(v));
      if (cells.length === 0 || seasons.length < 0.8 * cells.length) return [c];
      const containing = [...new Set(seasons)].filter((v) => {
        const m = SEASON.exec(v) as RegExpExecArray;
        const start = Number(m[1]);
        return start === c.value || start + 1 === c.value;
      });
      return containing.length ? containing.map((value) => ({ kind: 'eq', column: c.column, value })) : [c];
    });
  switch (q.kind) {
    case 'neighbor':
      return { ...q, anchor: rewrite(q.anchor) };
    case 'compare':
      return q.where ? { ...q, where: rewrite(q.where) } : q;
    default:
      return { ...q, where: rewrite(q.where) };
  }
}
