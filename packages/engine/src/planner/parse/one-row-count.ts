/**
 * "how many people speak hindi", "how many titles did X win": a count asked of one row that a
 * name picks. When the name sits in a column where every row has its own value, counting its rows
 * gives 1 by construction, so that count never answers the question: the figure asked is one of
 * the row's numbers. Instead of the 1, the reply asks which of them, the ones whose words the
 * question shares first.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { stem } from '../text';
import { isNumeric } from './shape';
import type { Parsed } from './types';

/** Words asking for a count of something. */
const HOW_MANY = /\bhow many\b|\bnumber of\b/;
/**
 * Counts that are about the rows themselves ("how many rows / entries", "how many times did X
 * win": a name may stand on a few rows of a list of winners).
 */
const ROWS_COUNTED = /\bhow many (rows|entries|records|lines|times)\b|\b(appear|appears|listed|mentioned)\b/;
/** Units of time: "how many years between A and B" is a span, read by other readings. */
const TIME_UNITS = /^(years?|months?|weeks?|days?|hours?|minutes?|seconds?|seasons?|decades?|centuries)$/;
/** The noun counted: the first word after "how many" / "number of" (and an "of the"). */
const COUNTED = /\b(?:how many|number of)\s+(?:of\s+(?:the\s+)?)?([a-z]+)/;

/**
 * Whether the counted noun may name the table's rows or one of its columns ("how many finals",
 * "how many of the rivers"), or a span of time: then a count of rows may well be meant.
 */
export function countsRowsOrSpan(text: string, index: DatasetIndex): boolean {
  const noun = COUNTED.exec(text)?.[1];
  if (!noun) return true;
  if (TIME_UNITS.test(noun)) return true;
  const named = [
    ...index.info.name.toLowerCase().split(/[^a-z0-9]+/),
    ...index.columns.flatMap((c) => c.words),
  ];
  return named.some((w) => w.length > 2 && stem(w) === stem(noun));
}

/** Columns where nearly every row has its own value name one row each. */
const KEY_UNIQUENESS = 0.9;
/** A column of places in an order (rank, position, seed, number): no total to take a share of. */
const ORDER_COLUMN = /^(rank|ranking|position|pos|place|seed|no|nr|number|#)\b/i;
/** Columns where most rows have their own value: a share of rows where one is named is asked about. */
const SHARE_KEY_UNIQUENESS = 0.8;

/** A cell a condition names: the column and the one value it must equal. */
export interface NamedCell {
  column: string;
  value: string;
}

/** The one row the conditions pick by a naming column, as its value. */
function namedKeyRow(
  named: NamedCell[],
  index: DatasetIndex,
  uniqueness = KEY_UNIQUENESS,
): string | undefined {
  for (const f of named) {
    const column = index.columns.find((c) => c.name === f.column);
    if (column && !isNumeric(column) && column.uniqueness >= uniqueness) return f.value;
  }
  return undefined;
}

/** The stems of a question's words of three letters or more. */
const saidStems = (question: string) =>
  new Set(
    question
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2)
      .map(stem),
  );

/**
 * The numbers of a row that a question about it may mean (not the columns its conditions use, an
 * identifier, a year or a 0/1 flag), those whose header shares a word with the question first.
 */
export function rowFigures(index: DatasetIndex, used: Iterable<string>, question: string): IndexedColumn[] {
  const filtered = new Set(used);
  const said = saidStems(question);
  const numbers = index.columns.filter(
    (c) =>
      isNumeric(c) &&
      !filtered.has(c.name) &&
      c.role !== 'identifier' &&
      !c.yearLike &&
      c.flagTrue === undefined,
  );
  const shares = (c: IndexedColumn) => c.words.some((w) => said.has(stem(w)));
  return [...numbers.filter(shares), ...numbers.filter((c) => !shares(c))];
}

/** A question back when the parse counts the rows of one named row; undefined when it stands. */
export function askOneRowCount(question: string, index: DatasetIndex, parsed: Parsed): Parsed | undefined {
  const q = parsed.query;
  if (!q || q.kind !== 'aggregate' || q.groupBy.length) return undefined;
  const bareCount = q.measures.length === 1 && q.measures[0]!.fn === 'count' && !q.measures[0]!.column;
  if (!bareCount) return undefined;
  const named = q.filters.flatMap((f) =>
    f.kind === 'values' && !f.negate && f.values.length === 1
      ? [{ column: f.column, value: String(f.values[0]) }]
      : [],
  );
  return askOneRowCountOf(question, index, named);
}

/**
 * A question back when a count of rows (by either answer path) is taken over the rows that equal
 * the named cells, and one of them names a single row; undefined when the count stands.
 */
export function askOneRowCountOf(
  question: string,
  index: DatasetIndex,
  named: NamedCell[],
): Parsed | undefined {
  if (index.wide || index.info.rowCount < 3) return undefined;
  const text = question.toLowerCase();
  if (!HOW_MANY.test(text) || ROWS_COUNTED.test(text) || countsRowsOrSpan(text, index)) return undefined;
  const row = namedKeyRow(named, index);
  if (row === undefined) return undefined;
  const choices = rowFigures(
    index,
    named.map((f) => f.column),
    question,
  )
    .slice(0, 3)
    .map((c) => `what is the ${human(c.name)} of ${row}`);
  return {
    ignored: [],
    confidence: 0.2,
    firm: true,
    clarify: {
      question: `${row} is one row of ${index.info.name}, so counting its rows says nothing.${
        choices.length
          ? ' Which of its figures did you mean?'
          : ` ${index.info.name} holds ${index.columns.map((c) => human(c.name)).join(', ')}.`
      }`,
      choices,
    },
  };
}

/** A figure that is a percentage or a level already (`Share of power`, `Change (%)`, a rate). */
function percentFigure(index: DatasetIndex, c: IndexedColumn): boolean {
  const info = index.info.columns.find((i) => i.name === c.name);
  return info?.unit === '%' || c.words.some((w) => /^(share|percent|percentage|pct|rate|ratio)$/.test(w));
}

/**
 * The numbers of the rows' figures the question names by a word of their header (not the naming
 * column, an identifier, a year, a flag or a place in an order).
 */
function saidFigures(index: DatasetIndex, named: NamedCell[], said: Set<string>): IndexedColumn[] {
  const used = new Set(named.map((f) => f.column));
  return index.columns.filter(
    (c) =>
      isNumeric(c) &&
      !used.has(c.name) &&
      c.role !== 'identifier' &&
      !c.yearLike &&
      c.flagTrue === undefined &&
      !ORDER_COLUMN.test(c.name) &&
      c.words.some((w) => said.has(stem(w))),
  );
}

/**
 * The share a question asks of one named row, read on the figure it names: a percentage is the
 * row's own cell, an amount the row's share of the amount's total over the rows kept.
 */
function shareOfFigure(
  index: DatasetIndex,
  q: AnalystQuery,
  figure: IndexedColumn,
  named: NamedCell[],
): AnalystQuery {
  if (percentFigure(index, figure)) {
    const { condition: _condition, order: _order, limit: _limit, ...rest } = q;
    return {
      ...rest,
      kind: 'rows',
      measures: [],
      filters: [...q.filters, ...(q.condition ?? [])],
      columns: [figure.name, ...named.map((f) => f.column)],
    };
  }
  return { ...q, measures: [{ fn: 'sum', column: figure.name }] };
}

/**
 * "what share of the people live in orvo": a share of the rows where a name
 * picks one row is 1 of n by construction. The reply asks which of the row's figures the share is
 * of instead. Undefined when the share stands.
 */
export function askOneRowShare(question: string, index: DatasetIndex, parsed: Parsed): Parsed | undefined {
  const q = parsed.query;
  if (!q || q.kind !== 'percent' || index.wide || index.info.rowCount < 3) return undefined;
  if (q.measures.some((m) => m.fn !== 'count' || m.column)) return undefined;
  const named = (q.condition ?? []).flatMap((f) =>
    f.kind === 'values' && !f.negate && f.values.length === 1
      ? [{ column: f.column, value: String(f.values[0]) }]
      : [],
  );
  // a share of rows is asked of a column of names even when a few names repeat
  const row = namedKeyRow(named, index, SHARE_KEY_UNIQUENESS);
  if (row === undefined) return undefined;
  // "the urban % in orvo", "what share of orvo's power is hydro": a figure of the row said by
  // its name is what the share is of (a percentage of the row itself, else its share of the total)
  const said = saidStems(question);
  const figures = saidFigures(index, named, said);
  if (figures.length === 1) return { ...parsed, query: shareOfFigure(index, q, figures[0]!, named) };
  const choices = (
    figures.length > 1
      ? figures
      : rowFigures(
          index,
          named.map((f) => f.column),
          question,
        )
  )
    .filter((c) => !ORDER_COLUMN.test(c.name))
    .slice(0, 3)
    .map((c) =>
      percentFigure(index, c)
        ? `what is the ${human(c.name)} of ${row}`
        : `what share of the total ${human(c.name)} is ${row}`,
    );
  if (choices.length === 0) return undefined;
  return {
    ignored: [],
    confidence: 0.2,
    firm: true,
    clarify: {
      question: `${row} is one row of ${index.info.name}, so its share of the rows says nothing. Which figure's share did you mean?`,
      choices,
    },
  };
}
