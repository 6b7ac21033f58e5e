/**
 * A bare count of rows answering a question that asks for something else: "when did the rate
 * peak", "which was the only song in Serbian", "by how much did he lower his record" read as the
 * number of rows meeting the conditions. The count is true, and answers none of these: a time, a
 * name or a difference was asked; nor does it answer a question asking an amount or a rate ("total $
 * value of scrap", "the rate on line 2"). The reply asks what was meant instead, with the row's figures
 * as choices when the conditions pick rows by a value.
 */
import type { AnalystClarify, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../tools/format';
import { pickedPhrase } from './one-row-result';
import { rowFigures } from './parse/one-row-count';
import type { DatasetIndex } from './schema-index';

/** Questions that ask a time, a name, a place or a difference, never a number of rows. */
const ASKS_OTHER =
  /^\s*(?:(?:and|so|ok|then)\s+)?(?:when|who|whom|whose|which|where|why|by how much|how much (?:more|less|higher|lower|bigger|smaller))\b/;
/**
 * Other shapes that ask for a thing or a figure, never a number of rows: "what was the record in
 * 1950" (what is/was + the thing), "id 8111 is which district" (a question word after the verb),
 * "largest city in X" (a superlative picks a row), "did X score more in 2011 or 2023" (a figure
 * compared).
 */
const ASKS_THING = [
  /^\s*(?:(?:and|so|ok|then)\s+)?what(?:'s|s| is| was| were| are)\s+(?:the|his|her|its|their|that|this)\b/,
  /\b(?:is|was|are|were)\s+(?:which|who|what|where|when)\b/,
  /\b(?:largest|biggest|smallest|highest|lowest|longest|shortest|tallest|oldest|youngest|newest|best|worst|most|least|fewest|greatest|deadliest|fastest|slowest|heaviest|lightest|hottest|coldest|warmest|richest|poorest)\b/,
  /^\s*(?:did|does|do|was|were|is|are)\b.*\b(?:more|less|better|worse|higher|lower|bigger|smaller|fewer)\b/,
];
/** A question said as a noun phrase about one thing: "his only no. 1?", "the only winner from Peru". */
const ONLY_THING = /^\s*(?:(?:and|so)\s+)?(?:the|his|her|their|its|our)\s+only\b/;

/**
 * Words that ask for an amount or a rate, never for how many rows: "total $ value of scrap", "the
 * rate on machine 2", "which is bigger and by how much", "the average …".
 */
const ASKS_AMOUNT =
  /[$€£]|\b(?:value|rates?|ratio|how much|bigger|larger|smaller|amount|average|avg|mean|median)\b/;

/** Words that ask for a count whatever the question opens with ("which … how many", "the number of"). */
const COUNT_WORDS = /\b(how many|number of|count|counts|counted|many)\b/;

/** The question back when a bare count of rows answers a question that asks no count; undefined when it stands. */
export function askCountNotAsked(
  question: string,
  index: DatasetIndex,
  query: AnalystQuery,
): AnalystClarify | undefined {
  if (query.kind !== 'aggregate' || query.groupBy.length || query.change || query.derived?.length) return undefined;
  const bare =
    query.measures.length === 1 && query.measures[0]!.fn === 'count' && !query.measures[0]!.column && !query.measures[0]!.per;
  const text = question.toLowerCase();
  const group = bare ? unheldGroup(text, index) : undefined;
  if (group)
    return {
      question: `${index.info.name} does not say which rows are ${group}: none of its columns tells that, and counting all the rows would answer another question. It holds ${index.columns.map((c) => human(c.name)).join(', ')}.`,
      choices: [],
    };
  const used = new Set(query.filters.map((f) => f.column));
  const opened = openingColumn(text, index, used);
  const asksOther =
    ASKS_OTHER.test(text) ||
    ONLY_THING.test(text) ||
    ASKS_AMOUNT.test(text) ||
    ASKS_THING.some((r) => r.test(text)) ||
    opened !== undefined;
  if (!bare || !asksOther || COUNT_WORDS.test(text))
    return undefined;
  const where = query.filters.map(pickedPhrase);
  const said = where.every((w) => w !== undefined) && where.length > 0 ? ` ${where.join(' and ')}` : '';
  const figures = rowFigures(index, used, question).slice(0, 3);
  const choices = [...(opened ? [opened] : []), ...figures]
    .slice(0, 3)
    .map((c) => `what is the ${human(c.name)}${said}`);
  return {
    question: `I could only count the rows${said} of ${index.info.name}, which your question does not ask. Which figure did you mean?`,
    choices,
  };
}

const RANKED_NAME = /^(largest|biggest|smallest|highest|lowest|longest|shortest|tallest|deepest|oldest|newest|best|worst|top|main) [a-z]/;

/**
 * "largest city in nova scotia", "highest point in X": a question opening with the whole name of a
 * text column the conditions do not use asks for that column's cell, never a number of rows.
 */
function openingColumn(text: string, index: DatasetIndex, used: Set<string>) {
  const said = text.replace(/^\s*(?:(?:and|so|ok)\s+)?(?:what(?:'s| is| was)?\s+)?(?:the\s+)?/, '');
  return index.columns.find((c) => {
    if (used.has(c.name) || !/CHAR/i.test(c.type)) return false;
    const name = c.name.toLowerCase().replace(/\[[^\]]*\]|\([^)]*\)/g, ' ').replace(/[^a-z0-9]+/g, ' ').trim();
    // (a name of two words or more led by a ranking word: "Largest city", "Highest point")
    return RANKED_NAME.test(name) && new RegExp(`^${name}s?\\b(?!\\s+(?:of|from)\\b)`).test(said.replace(/[^a-z0-9]+/g, ' ').trim());
  });
}

/** Kinds of people a count may ask for that only a column of sex or age tells apart. */
const PEOPLE_KINDS = /^(women|men|females|males|girls|boys|children|kids|adults|teenagers|teens|ladies)$/;

/**
 * "how many women have won": the kind of people counted, when no header or cell of the table says
 * it (no `Sex` column, no `Women's` event). Counting all the rows answers another question.
 */
export function unheldGroup(text: string, index: DatasetIndex): string | undefined {
  const noun = /\b(?:how many|number of)\s+(?:of\s+(?:the\s+)?)?([a-z]+)/.exec(text)?.[1];
  if (!noun || !PEOPLE_KINDS.test(noun)) return undefined;
  const root = noun.slice(0, 3);
  const said = (w: string) => w.startsWith(root) || /^(sex|gender|(fe)?males?|(wo)?m[ae]n|girls?|boys?|age|ages)$/.test(w);
  if (index.columns.some((c) => c.words.some(said)) || [...index.valueWords].some(said)) return undefined;
  return noun;
}
