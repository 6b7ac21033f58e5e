/**
 * The table-question stage of the built-in analyst: questions about a small table read as a
 * list (row order, a cell looked up by another, counts of rows meeting a condition, two rows
 * compared, yes/no). It plans over the table's cells, runs one SQL statement and writes the
 * answer with a sentence that says what ran.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { tableItem } from '../../charts/render-items';
import type { Row } from '../../data/duck';
import type { DatasetRegistry } from '../../data/registry';
import type { ToolResult } from '../../tools/types';
import { planTableQuestion } from './plan';
import { tableQuerySql, type ColumnsByName, type Cond, type TableQuery } from './query';
import { readListTable, ROW } from './table';
import { typedTwin } from './typed';
import { withImpliedMeasure } from './implied-measure';
import { withCellDayOrder, withUnitsApart } from './said-forms';
import { withRatioColumn } from './ratio-columns';
import { withTwoRowsNamed } from './two-rows';
import { placeBeforeSuperlative } from '../parse/rank-follow-up';
import { refinePlan, unplacedMeasureWord } from './refine';
import { wordsOf } from './mentions';
import { countedNumbers, listConds } from './list-counts';
import { mostTimes } from './country-columns';
import { rowNounIndex } from './row-words';
import { datedLookup, datedPlan } from './date-gaps';
import { successionPlan } from './succession';
import { scoreNotes, sidePoints } from './score-columns';
import { describeDated, narrateDated } from './date-gaps-sql';
import { countsOneRow, seasonConds, tableLosesAggregate, tablePlacedWords, unplacedByTable, weakTableLink } from '../parse/coverage-table';

export interface TableAnswer {
  /** What ran, in words ("the Team of the row listed right after the row where Team is Chelsea"). */
  understood: string;
  result: ToolResult;
  sql: string;
  strength: 'strong' | 'weak';
  query: TableQuery;
  /** Words (and their stems) of the question the query places strongly. */
  placed?: ReadonlySet<string>;
  /** A cell matched by a piece of a word, or by a near form of a word another cell holds exactly. */
  weak?: boolean;
  /** Rows counted where a column naming each row is one value (always one row). */
  oneRow?: boolean;
  /** The typed query computing the same thing, when one does exactly (what a follow-up modifies). */
  typed?: AnalystQuery;
}

/** What the parser made of the same question, to choose between the two. */
export interface ParserView {
  query?: AnalystQuery;
  ignored: string[];
  confidence: number;
}

export const conditionsOf = (q: TableQuery): Cond[] =>
  q.kind === 'neighbor' ? q.anchor : q.kind === 'compare' ? [] : q.where;

/**
 * Whether the table answer should stand instead of the parser's: always for a plainly
 * row-oriented question; for a count or a look-up when the parser left words unplaced, was
 * unsure, counted rows for a question that asks for a value, applied fewer conditions, or took
 * a column the question filters on ("in period 3") for the measure.
 */
export function preferTableAnswer(found: TableAnswer, parsed: ParserView, question: string): boolean {
  const q = parsed.query;
  // the parser asked about what is counted, and the table query counts the one row a name picks
  if (!q && found.oneRow && found.placed && unplacedByTable(question, parsed.ignored, new Set(found.placed)).length) return false;
  if (found.weak || tableLosesAggregate(question, found.query)) return false;
  // "the last film takahata directed": a name the parser placed as a condition, which the table reading dropped
  if (
    q &&
    parsed.ignored.length === 0 &&
    (found.query.kind === 'cell' || found.query.kind === 'extreme') &&
    dropsNamedCell(q, conditionsOf(found.query), question) &&
    // ("the last single" matching a cell "Non-album single" is the noun of the rows, no name)
    !parserFiltersRowNoun(question, q, conditionsOf(found.query))
  )
    return false;
  if (found.strength === 'strong') return true;
  if (!q || parsed.ignored.length > 0 || parsed.confidence < 0.9) return true;
  const conds = conditionsOf(found.query);
  if (parserFiltersRowNoun(question, q, conds)) return true;
  const bareCount = q.kind === 'aggregate' && q.groupBy.length === 0 && q.measures.every((m) => m.fn === 'count' && !m.column);
  if (bareCount && found.query.kind !== 'count' && !/\b(how many|number of|count)\b/i.test(question)) return true;
  // "how many medals were won in total": an amount the stage adds up, never the number of rows.
  if (bareCount && found.query.kind === 'aggregate' && found.query.fn === 'sum' && /\bhow many (?!times|rows|entries|records)\w+/i.test(question)) return true;
  if (conds.length > q.filters.length) return true;
  // The same cell taken from another column than the one the question names ("brazil the runner-up").
  for (const c of conds) {
    if (c.kind !== 'eq') continue;
    // a name on either side of the row ("Team 1 or Team 2") where the parser read one side only
    if (c.also?.length) return true;
    const elsewhere = q.filters.some(
      (f) => f.kind === 'values' && f.column !== c.column && f.values.some((v) => String(v).toLowerCase() === c.value.toLowerCase()),
    );
    if (elsewhere) return true;
  }
  // "office only": the cell alone, where the parser also took the lists that hold it ("Office, shop")
  if (/\b(only|purely|solely|exclusively|alone)\b/i.test(question)) {
    const widened = conds.some(
      (c) => c.kind === 'eq' && q.filters.some((f) => f.kind === 'values' && !f.negate && f.column === c.column && f.values.length > 1 && f.values.some((v) => String(v).toLowerCase() === c.value.toLowerCase())),
    );
    if (widened) return true;
  }
  // "Gale" matched by the parser as the one cell that is it, while other cells list it too ("Parr, Ince, Gale").
  for (const c of conds) {
    if (c.kind !== 'contains') continue;
    const same = q.filters.some(
      (f) => f.kind === 'values' && f.column === c.column && f.values.some((v) => String(v).toLowerCase() === c.value.trim().toLowerCase()),
    );
    if (same) return true;
  }
  // A count answered by adding up a numbering column ("Number", "No.", "Rank"): never a count.
  const numbering = (name: string) => /^(number|no\.?|#|id|rank|pos\.?|position)$/i.test(name.trim());
  if (found.query.kind === 'count' && q.measures.some((m) => m.fn === 'sum' && m.column !== undefined && numbering(m.column))) return true;
  // A look-up whose asked column the parser's rows do not show ("who won the final at X").
  if (found.query.kind === 'cell' && q.kind === 'rows' && q.columns && !q.columns.includes(found.query.target)) return true;
  // A ranking of rows where the question ranks nothing ("the height of X in feet"): the look-up stands.
  if (found.query.kind === 'cell' && q.kind === 'rows' && q.order && !RANKING_WORDS.test(question)) return true;
  // "what year did X open": a look-up shows the cell itself rather than its average over one row.
  const looked = found.query.kind === 'cell' ? found.query.target : undefined;
  if (looked && q.kind === 'aggregate' && q.groupBy.length === 0 && q.measures.some((m) => m.column === looked)) return true;
  const filtered = new Set(conds.flatMap((c) => (c.kind === 'row' ? [] : [c.column])));
  return q.measures.some((m) => m.column !== undefined && filtered.has(m.column));
}

/** A value the parser filters on (a word of it said in the question) that no condition of the table reading holds. */
function dropsNamedCell(q: AnalystQuery, conds: Cond[], question: string): boolean {
  if (conds.length >= q.filters.length) return false;
  // the words of every cell the table reading holds ("Auvergne-Rhône-Alpes" holds "auvergne")
  const held = new Set(
    conds
      .flatMap((c) => (c.kind === 'eq' || c.kind === 'contains' ? [c.value] : c.kind === 'not' ? c.values : []))
      .flatMap((v) => wordsOf(String(v)).map((w) => w.text)),
  );
  const said = new Set(wordsOf(question).map((w) => w.text));
  return q.filters.some((f) => {
    if (f.kind !== 'values' || f.negate || f.values.length !== 1) return false;
    const words = wordsOf(String(f.values[0])).map((w) => w.text).filter((w) => w.length >= 3);
    return words.some((w) => said.has(w)) && !words.some((w) => held.has(w));
  });
}

/**
 * The parser kept a cell holding the noun that names the rows ("how many singles" → a cell
 * "Non-album single") as a condition the table query left out.
 */
function parserFiltersRowNoun(question: string, q: AnalystQuery, conds: Cond[]): boolean {
  const words = wordsOf(question);
  const noun = words[rowNounIndex(words)];
  if (!noun) return false;
  const kept = new Set(conds.flatMap((c) => (c.kind === 'eq' || c.kind === 'contains' ? [c.value.trim().toLowerCase()] : [])));
  return q.filters.some(
    (f) => f.kind === 'values' && f.values.some((v) => !kept.has(String(v).trim().toLowerCase()) && wordsOf(String(v)).some((w) => w.stem === noun.stem)),
  );
}

/** Words that rank rows: superlatives, top / bottom, first / last. */
const RANKING_WORDS = /\b(most|least|fewest|max|min|maximum|minimum|top|bottom|first|last|\w{2,}est)\b/i;

const show = (v: unknown): string => {
  if (v === null || v === undefined) return '(missing)';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number') {
    if (Number.isInteger(v)) return Math.abs(v) >= 10000 ? v.toLocaleString('en-US') : String(v);
    // (a large amount keeps its units: six digits of 1,895,318.5 would show 1895320)
    return Math.abs(v) >= 10000 ? v.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(Number(v.toPrecision(6)));
  }
  return String(v);
};

const condWords = (c: Cond): string =>
  c.kind === 'row'
    ? `the row is among the first ${c.value} of the list`
    : c.kind === 'eq'
    ? `${[c.column, ...(c.also ?? [])].join(' or ')} is ${c.value}`
    : c.kind === 'contains'
      ? `${c.column} contains "${c.value}"`
      : c.kind === 'present'
        ? `${c.column} is given`
      : c.kind === 'first-word'
        ? `${c.column} starts with ${c.value.join(' or ')}`
      : c.kind === 'not'
        ? `${c.column} ${c.partial ? 'contains none of' : 'is not'} ${c.values.join(c.partial ? ', ' : ' nor ')}`
      : `${c.column} ${{ '>': 'is above', '>=': 'is at least', '<': 'is below', '<=': 'is at most', '=': 'is' }[c.op]} ${c.value}`;

/** The conditions in words, as the SQL joins them: cells of one column with "or", columns with "and". */
function whereWords(conds: Cond[]): string {
  if (conds.length === 0) return '';
  const byColumn = new Map<string, Cond[]>();
  const parts: string[] = [];
  for (const c of conds) {
    if (c.kind === 'cmp' || c.kind === 'row' || c.kind === 'present' || c.kind === 'not' || (c.kind === 'eq' && c.also?.length)) parts.push(condWords(c));
    else byColumn.set(c.column, [...(byColumn.get(c.column) ?? []), c]);
  }
  for (const list of byColumn.values()) parts.push(list.map(condWords).join(' or '));
  return ` where ${parts.join(' and ')}`;
}

/** The sentence that says what the query computes. */
export function describeTableQuery(q: TableQuery): string {
  switch (q.kind) {
    case 'cell':
      return q.pick === 'all'
        ? `the ${q.target} of the rows${whereWords(q.where)}`
        : `the ${q.target} of the ${q.pick} row in the table's order${whereWords(q.where)}`;
    case 'neighbor':
      return `the ${q.target} of the row listed right ${q.offset === 1 ? 'after' : 'before'} the row${whereWords(q.anchor)}`;
    case 'extreme':
      if (q.nth !== undefined && q.nth > 1) return `the ${q.target} of the row in place ${q.nth} by ${q.dir === 'desc' ? 'highest' : 'lowest'} ${q.by}${whereWords(q.where)}`;
      return `the ${q.target} of the row with the ${q.dir === 'desc' ? 'highest' : 'lowest'} ${q.by}${whereWords(q.where)}`;
    case 'most':
      return `the ${q.target} found in the ${q.dir === 'desc' ? 'most' : 'fewest'} rows${whereWords(q.where)}`;
    case 'count':
      return q.distinct ? `the number of distinct ${q.distinct}${whereWords(q.where)}` : `the number of rows${whereWords(q.where)}`;
    case 'aggregate':
      return `the ${{ sum: 'total', avg: 'average', median: 'median', min: 'lowest', max: 'highest' }[q.fn]} ${q.column}${whereWords(q.where)}`;
    case 'span':
      return `the difference between the largest and the smallest ${q.column}${whereWords(q.where)}`;
    case 'duration':
      return `${q.end} minus ${q.start}${whereWords(q.where)}`;
    case 'dated':
      return describeDated(q, whereWords);
    case 'compare': {
      const what = q.measure === ROW ? 'the place in the list' : q.measure ? `the ${q.measure}` : 'the number of rows';
      const also = q.where?.length ? `, counting only rows${whereWords(q.where).replace(/^ where/, ' where')}` : '';
      return `${what} where ${q.column} is ${q.sides[0]} against where it is ${q.sides[1]}${also}`;
    }
  }
}

function narrate(q: TableQuery, rows: Row[]): string | undefined {
  const first = rows[0];
  if (!first) return undefined;
  switch (q.kind) {
    case 'cell':
    case 'neighbor': {
      const values = [...new Set(rows.map((r) => show(r[q.target])))];
      return `**${values.slice(0, 10).join('**, **')}**${values.length > 10 ? ` and ${values.length - 10} more` : ''}.`;
    }
    case 'extreme':
      if (q.nth !== undefined && q.nth > 1) {
        const teen = q.nth % 100 >= 11 && q.nth % 100 <= 13;
        const place = `${q.nth}${(!teen && { 1: 'st', 2: 'nd', 3: 'rd' }[q.nth % 10]) || 'th'}`;
        const rank = `the ${place} ${q.dir === 'desc' ? 'highest' : 'lowest'} ${q.by}`;
        return q.target === q.by ? `The value at ${rank.replace(/^the /, '')} is **${show(first[q.by])}**.` : `**${show(first[q.target])}** has ${rank}: ${show(first[q.by])}.`;
      }
      if (q.target === q.by) return `The ${q.dir === 'desc' ? 'highest' : 'lowest'} ${q.by} is **${show(first[q.by])}**.`;
      return `${rows.map((r) => `**${show(r[q.target])}**`).join(', ')} ${rows.length > 1 ? 'share' : 'has'} the ${q.dir === 'desc' ? 'highest' : 'lowest'} ${q.by}: ${show(first[q.by])}.`;
    case 'most': {
      const tied = rows.filter((r) => r.rows === first.rows);
      const names = tied.map((r) => `**${show(r[q.target])}**`).join(', ');
      return tied.length > 1 ? `${names} are tied, with ${show(first.rows)} rows each.` : `${names}, with ${show(first.rows)} rows.`;
    }
    case 'count':
      return `**${show(first.count)}**.`;
    case 'aggregate':
      if (first.value === null) return undefined;
      return `**${show(first.value)}** (over ${show(first.rows)} row${first.rows === 1 ? '' : 's'}).`;
    case 'dated':
      return narrateDated(q, rows);
    case 'duration':
      if (first.years === null || rows.length > 1) return undefined;
      return `**${show(first.years)}** (from ${show(first[q.start])} to ${show(first[q.end])}).`;
    case 'span':
      if (first.difference === null) return undefined;
      return `**${show(first.difference)}** (from ${show(first.first)} to ${show(first.last)}).`;
    case 'compare': {
      const a = Number(first.a);
      const b = Number(first.b);
      if (first.a === null || first.b === null || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
      const [sa, sb] = q.sides;
      const row = q.measure === ROW ? 'row ' : '';
      const values = `${sa}: ${row}${show(first.a)}, ${sb}: ${row}${show(first.b)}`;
      if (q.ask === 'difference') return `A difference of **${show(Math.abs(a - b))}** (${values}).`;
      if (q.ask === 'ratio') return b === 0 ? undefined : `**${show(Math.round((a / b) * 100) / 100)}** times (${values}).`;
      if (q.ask === 'more' || q.ask === 'less') return `**${(q.ask === 'more' ? a > b : a < b) ? 'Yes' : 'No'}** (${values}).`;
      if (a === b) return `Neither: both have ${show(a)}.`;
      const pickA = q.ask === 'which-more' ? a > b : a < b;
      return `**${pickA ? sa : sb}** (${values}).`;
    }
  }
}

/** Answers a row-oriented question about a small table, or undefined when it is not one (or nothing matched). */
export async function answerTableQuestion(
  registry: DatasetRegistry,
  dataset: string,
  asker: string,
  options: { timeoutMs?: number } = {},
): Promise<TableAnswer | undefined> {
  const read = await readListTable(registry, dataset);
  if (!read) return undefined;
  // "between X's two launches": the two rows said by their names
  // "July 14th" over cells written `14 July`: said in the cells' order
  const question = withTwoRowsNamed(withUnitsApart(withCellDayOrder(asker, read)), read);
  if (question === null) return undefined;
  // a measure said by a word ("bigger": the area) or a ratio of two columns ("population density")
  const implied = withImpliedMeasure(question, read);
  const { question: said, table, ratio } = withRatioColumn(implied.question, read);
  const asked = countedNumbers(said, table);
  // time between dates, and succession, are read first; null: such a question that cannot be answered surely
  const dated = datedPlan(question, table);
  const plan = dated === null ? undefined : (dated ?? successionPlan(question, table) ?? datedLookup(question, table, mostTimes(question, table, listConds(question, table, scoreNotes(wordsOf(asked), table, sidePoints(wordsOf(asked), table, refinePlan(asked, table, planTableQuestion(asked, table))))))));
  if (!plan) return undefined;
  const planned = seasonConds(table, plan.query);
  // "the second largest": a place down the ranking, read as that place
  const place = planned.kind === 'extreme' ? placeBeforeSuperlative(question) : undefined;
  const query: TableQuery = planned.kind === 'extreme' && place !== undefined ? { ...planned, nth: place } : planned;
  const placed = tablePlacedWords(question, table, query);
  // "the average mirror size" read as the average of another column: not answered here
  if (unplacedMeasureWord(question, placed) !== undefined) return undefined;
  const columns: ColumnsByName = new Map([...table.columns, ...(plan.virtual ?? [])].map((c) => [c.name, c]));
  const sql = tableQuerySql(dataset, columns, query, table.totals);
  const result = await registry.query(sql, { timeoutMs: options.timeoutMs ?? 30_000, maxRows: 50 });
  // "who took the most wickets in 1999": the rows found most often among the one row a condition keeps rank nothing
  if (query.kind === 'most' && query.where.length > 0 && result.rows.length === 1 && Number(result.rows[0]?.rows) === 1) return undefined;
  const text = narrate(query, result.rows);
  if (!text) return undefined;
  const headers = result.columns.map((c) => c.name);
  const typed = typedTwin(table, query);
  const items = result.rows.length > 1 || headers.length > 1 ? [tableItem(headers, result.rows)] : [];
  return {
    understood: describeTableQuery(query),
    result: { text, items, data: { sql, rows: result.rows } },
    sql,
    // a ratio the question names, or a measure a word implies, is the column read: the reading is sure
    strength: [ratio, implied.implied].some((c) => c && JSON.stringify(query).includes(JSON.stringify(c))) ? 'strong' : plan.strength,
    query,
    placed,
    ...(weakTableLink(question, table, query) ? { weak: true } : {}),
    ...(countsOneRow(table, query) ? { oneRow: true } : {}),
    ...(typed ? { typed } : {}),
  };
}
