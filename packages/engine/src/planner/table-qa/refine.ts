/**
 * Second readings of a table plan by the words that say what its rows are and how they rank:
 * "oldest" over a year is its lowest value; "the first to end" ranks by a column of that verb
 * (never the first row of the list); the noun a question counts ("how many matches") is never
 * the column a number is compared with; a total or an average names the column it adds up.
 */
import { plusAsOrMore, rereadComparisons } from './compare-words';
import { columnMentions, wordsOf, type Word } from './mentions';
import { namedAmount, noneCount } from './named-amount';
import { goalsColumn, goalsCompared } from './outcomes';
import type { TablePlan } from './plan';
import type { Cond, TableQuery } from './query';
import { rowNounIndex } from './row-words';
import type { ListColumn, ListTable } from './table';
import { nameColumn, nameOf, type Ctx } from './target';

const yearish = (c: ListColumn | undefined) => !!c && (c.yearLike || c.yearValues || c.temporal);
const columnNamed = (t: ListTable, name: string) => t.columns.find((c) => c.name === name);
const COMPARISONS: [RegExp, '>' | '>=' | '<' | '<='][] = [
  [/(more than|over|above|greater than)$/, '>'],
  [/(at least)$/, '>='],
  [/(less than|fewer than|under|below)$/, '<'],
  [/(at most)$/, '<='],
];

/** The plan with its readings of row words corrected, or undefined when the question cannot be read here. */
export function refinePlan(question: string, table: ListTable, found: TablePlan | undefined): TablePlan | undefined {
  const words = wordsOf(question);
  const text = words.map((w) => w.text);
  if (!found) return byAge(words, table) ?? wholeTotal(words, table) ?? noneCount(words, table);
  // "no more than 5", "95 or higher", "95+": the comparison the words around the number say
  let plan = { ...found, query: rereadComparisons(found.query, wordsOf(plusAsOrMore(question)).map((w) => w.text)) };
  // "how many reactors does X have under construction": the amount of the column named in full
  plan = namedAmount(words, table, plan);
  const q = namedColumnCells(words, table, plan.query);
  if (q !== plan.query) plan = { ...plan, query: q };
  if (ambiguousCell(words, table, q) || unnamedAsked(words, table, q)) return undefined;
  // "the oldest bridge": the earliest year (or date), "the newest": the latest.
  if (q.kind === 'extreme' && yearish(columnNamed(table, q.by)) && q.target !== q.by) {
    if (text.includes('oldest')) return { ...plan, query: { ...q, dir: 'asc' } };
    if (text.some((w) => /^(newest|youngest)$/.test(w))) return { ...plan, query: { ...q, dir: 'desc' } };
  }
  // "which telescope was the first to end its mission": ranked by the date of that verb, not the list's order.
  const firstTo = / (first|last) to (\w+) /.exec(` ${text.join(' ')} `);
  if (firstTo && q.kind === 'cell' && q.pick !== 'all') {
    const verb = firstTo[2] as string;
    const by = table.columns.findIndex((c) => yearish(c) && c.stems.some((s) => verb.length >= 3 && s.startsWith(verb.slice(0, Math.max(3, verb.length - 1)))));
    if (by < 0) return undefined;
    const condCols = new Set(q.where.flatMap((c) => (c.kind === 'row' ? [] : [table.columns.findIndex((x) => x.name === c.column)])));
    const target = nameColumn(table, new Set([...condCols, by]));
    if (target === undefined) return undefined;
    return { ...plan, query: { kind: 'extreme', target: nameOf(table, target), by: nameOf(table, by), dir: firstTo[1] === 'first' ? 'asc' : 'desc', where: q.where } };
  }
  return rowNounNotCompared(words, table, plan);
}

/**
 * "how many matches did they score 4 or more goals in": the counted noun names the rows, so a
 * number compared with the column it also names ("Match") is read again as goals of a score
 * column, or the plan is dropped.
 */
function rowNounNotCompared(words: Word[], table: ListTable, plan: TablePlan): TablePlan | undefined {
  const q = plan.query;
  if (q.kind !== 'count' && q.kind !== 'aggregate') return plan;
  const noun = rowNounIndex(words);
  if (noun < 0) return plan;
  const cols = columnMentions(words, table);
  const onlyAtNoun = (name: string) => {
    const at = cols.filter((c) => nameOf(table, c.column) === name);
    return at.length > 0 && at.every((c) => c.start <= noun && noun < c.end);
  };
  const wrong = q.where.filter((c) => c.kind === 'cmp' && onlyAtNoun(c.column));
  if (wrong.length === 0 || (q.kind === 'aggregate' && onlyAtNoun(q.column))) return wrong.length ? undefined : plan;
  const kept: Cond[] = q.where.filter((c) => !wrong.includes(c));
  const goals = goalsColumn(words, table, new Set());
  const ctx: Ctx = { words, text: words.map((w) => w.text), table, cols, cells: [], used: new Set() };
  const compared = goals && q.kind === 'count' ? goalsCompared(ctx, new Set(), COMPARISONS) : undefined;
  if (!goals || !compared) return undefined;
  const query: TableQuery = { kind: 'count', where: [...kept, { kind: 'cmp', column: goals.name, ...compared }] };
  return { ...plan, strength: 'strong', query, virtual: [...(plan.virtual ?? []), goals] };
}

/** Words that say what a total, an average or an extreme is of: the words right after them name its column. */
const MEASURE_WORDS = /^(average|avg|mean|total|sum)$/;
const SKIPPED = /^(the|of|a|an|number|amount|count|combined|overall)$/;

/**
 * A measure word whose next word the query does not place ("the average mirror size" answered
 * with the average launch year): the first content word after it, when one follows.
 */
export function unplacedMeasureWord(question: string, placed: ReadonlySet<string>): string | undefined {
  const words = wordsOf(question);
  for (const [i, w] of words.entries()) {
    if (!MEASURE_WORDS.test(w.text)) continue;
    // "in total", "the total for X": nothing named after it
    if (words[i - 1]?.text === 'in') continue;
    let j = i + 1;
    while (j < words.length && SKIPPED.test((words[j] as Word).text)) j++;
    const next = words[j];
    if (!next || /^\d/.test(next.text) || /^(for|in|on|at|by|across|over|per|from|is|was|are|were|of)$/.test(next.text)) continue;
    // "avg market value": one of the words naming the measure is enough
    const named = words.slice(j, j + 3).some((w) => placed.has(w.stem) || placed.has(w.text));
    if (!named) return next.text;
  }
  return undefined;
}

/** Words of a question that ask rather than name: question words, auxiliaries, articles. */
const ASKING = /^(what|which|who|was|is|were|are|the|a|an|did|does|do|has|have|had)$/;

/**
 * "what is the oldest bridge", "the newest stadium" with no column named: the row with the
 * earliest (latest) value of the table's only year or date column.
 */
function byAge(words: Word[], table: ListTable): TablePlan | undefined {
  const text = words.map((w) => w.text);
  const at = text.findIndex((w) => /^(oldest|newest)$/.test(w));
  if (at < 0 || !/^(what|which|name)$/.test(text[0] ?? '') || text.some((w) => /^\d/.test(w))) return undefined;
  if (text.slice(1, at).some((w) => !ASKING.test(w))) return undefined;
  const years = table.columns.flatMap((c, ci) => (yearish(c) ? [ci] : []));
  if (years.length !== 1 || columnMentions(words, table).length > 0) return undefined;
  // the rest says where the rows are ("on the list"), nothing else
  if (text.slice(at + 2).some((w) => !/^(on|in|of|the|list|table|ever|built|opened)$/.test(w))) return undefined;
  const year = years[0] as number;
  const target = nameColumn(table, new Set([year]));
  if (target === undefined) return undefined;
  const dir = text[at] === 'oldest' ? 'asc' : 'desc';
  return { strength: 'strong', query: { kind: 'extreme', target: nameOf(table, target), by: nameOf(table, year), dir, where: [] } };
}

/**
 * A cell said whole in several text columns ("21" an album and a chart place) while the question
 * names none of them: which one is meant is a question to ask.
 */
function ambiguousCell(words: Word[], table: ListTable, q: TableQuery): boolean {
  if (q.kind === 'compare') return false;
  const conds = q.kind === 'neighbor' ? q.anchor : q.where;
  const named = new Set(columnMentions(words, table).map((c) => nameOf(table, c.column)));
  return conds.some((c) => {
    // a number written as a cell ("21") of several columns; names shared by two sides of a game are read elsewhere
    if (c.kind !== 'eq' || named.has(c.column) || !/^\d+$/.test(c.value.trim())) return false;
    const value = c.value.trim().toLowerCase();
    return table.columns.some(
      (col, ci) => col.name !== c.column && !col.numeric && !col.temporal && !named.has(col.name) && table.rows.some((r) => (r[ci] ?? '').trim().toLowerCase() === value),
    );
  });
}

/**
 * "what was the score against X" looked up as the row's name: the noun after "what" names no
 * column and is no word of the row's cell, so the name column is a guess.
 */
function unnamedAsked(words: Word[], table: ListTable, q: TableQuery): boolean {
  if (q.kind !== 'cell' || q.pick !== 'all' || words[0]?.text !== 'what') return false;
  const target = columnNamed(table, q.target);
  if (!target || yearish(target)) return false;
  const cols = columnMentions(words, table);
  if (cols.some((c) => nameOf(table, c.column) === q.target)) return false;
  const condWords = new Set(q.where.flatMap((c) => (c.kind === 'eq' || c.kind === 'contains' ? wordsOf(c.value).map((w) => w.stem) : [])));
  const first = words.findIndex((w, i) => i > 0 && !ASKING.test(w.text));
  const w = words[first];
  // "what is element 79": the noun said right before its row's cell names the row
  const next = words[first + 1];
  if (next && (condWords.has(next.stem) || /^\d/.test(next.text))) return false;
  const rows = table.rows.filter((r) =>
    q.where.every((c) => c.kind !== 'eq' || (r[table.columns.findIndex((x) => x.name === c.column)] ?? '').trim().toLowerCase() === c.value.trim().toLowerCase()),
  );
  if (rows.length < 2) return false;
  return !!w && w.text.length >= 3 && !condWords.has(w.stem) && !cols.some((c) => c.start <= first && first < c.end) && !/^\d/.test(w.text);
}

/**
 * "who won after porto": a cell found in the column the question's verb or noun names (Winners)
 * and in another (City) is taken from the named one; a look-up keeps the asked column out of its
 * conditions ("what film did he play X in": X is the role, not the film).
 */
function namedColumnCells(words: Word[], table: ListTable, q: TableQuery): TableQuery {
  if (q.kind === 'compare') return q;
  const named = new Set(columnMentions(words, table).map((c) => nameOf(table, c.column)));
  const asked = q.kind === 'neighbor' ? undefined : 'target' in q ? q.target : undefined;
  const move = (c: Cond): Cond => {
    if (c.kind !== 'eq' || named.has(c.column)) return c;
    const value = c.value.trim().toLowerCase();
    const holders = table.columns.filter(
      (col, ci) => col.name !== c.column && named.has(col.name) && col.name !== asked && table.rows.some((r) => (r[ci] ?? '').trim().toLowerCase() === value),
    );
    return holders.length === 1 ? { ...c, column: (holders[0] as ListColumn).name } : c;
  };
  if (q.kind === 'neighbor') return q.anchor.some((c) => move(c) !== c) ? { ...q, anchor: q.anchor.map(move) } : q;
  return q.where.some((c) => move(c) !== c) ? { ...q, where: q.where.map(move) } : q;
}

/** "total viewers across the season": the measure named right after the total, over every row. */
function wholeTotal(words: Word[], table: ListTable): TablePlan | undefined {
  const text = ` ${words.map((w) => w.text).join(' ')} `;
  const m = / (total|sum|average) (of the |of )?(\w+ ){1,3}(across|over|for|in|during) the (whole |entire )?(season|series|list|table|year|tournament|competition)s? $/.exec(text);
  if (!m || /\d/.test(text)) return undefined;
  const at = words.findIndex((w) => w.text === m[1]);
  const skip = m[2] ? m[2].trim().split(' ').length : 0;
  const col = columnMentions(words, table).find((c) => c.start === at + 1 + skip);
  const column = col ? table.columns[col.column] : undefined;
  if (!column || !(column.numeric || column.numberInText) || column.yearLike || column.yearValues) return undefined;
  return { strength: 'strong', query: { kind: 'aggregate', fn: m[1] === 'average' ? 'avg' : 'sum', column: column.name, where: [] } };
}
