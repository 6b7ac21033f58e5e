/**
 * Questions about a figure the table does not hold. "how fast is X", "how much is a ticket" ask
 * for an amount; a count of rows never answers them, and neither does a column that merely
 * stands near the words ("how much were tickets" is a price, not the Attendance). Instead of a
 * confident number, the reply says what the table holds and offers questions it can answer.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import { RELATED } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { stem } from '../text';
import { isNumeric } from './shape';
import type { Parsed } from './types';

/** "how fast is", "how tall was", "how much does": a question asking for an amount. */
const AMOUNT_ASKED = /^(?:and )?how (much|fast|long|tall|high|old|big|large|far|deep|wide|heavy|expensive)\b/;
/** Words that ask for a count, which a count of rows does answer. */
const COUNT_ASKED = /\b(how many|number of|count|no\. of|#)\b/;
/** "how much is a ticket", "how much were tickets for X": the price of a thing. */
const PRICE_ASKED =
  /^how much (?:(?:is|was|are|were) (?:a |an |the |one )?([a-z]+)|(?:does|do|did) (?:a |an |the |one )?([a-z]+) cost)\b/;
/** Words of a column that holds a price. */
const PRICE_COLUMN = /^(price|prices|cost|costs|fee|fees|fare|fares|\$|usd|eur|€|£)$/;
/** Forms of verbs that follow "how much was" ("how much was spent on X"): not a thing priced. */
const VERB_FORM = /(ed|en)$|^(spent|paid|sold|made|won|lost|given|raised|left|got|brought)$/;

const sameWord = (a: string, b: string) => a === b || stem(a) === stem(b);

/** The columns the query reads as its answer (not the ones it filters on). */
function answered(q: AnalystQuery): string[] {
  const filtered = new Set(q.filters.map((f) => ('column' in f ? f.column : '')));
  const read = [...q.measures.flatMap((m) => (m.column ? [m.column] : [])), ...(q.columns ?? [])];
  return read.filter((c) => !filtered.has(c));
}

/** The row the question names, said as the value of its first filter ("Tokyo subway"). */
function namedRow(q: AnalystQuery): string | undefined {
  const f = q.filters.find((x) => x.kind === 'values' && x.values.length === 1 && !x.negate);
  return f && f.kind === 'values' ? String(f.values[0]) : undefined;
}

/** Questions the table can answer about the same row: its figures, the one the word names first. */
function choicesFor(index: DatasetIndex, q: AnalystQuery, word: string): string[] {
  const filtered = new Set(q.filters.map((f) => ('column' in f ? f.column : '')));
  const related = RELATED[word] ?? [];
  const figures = index.columns.filter(
    (c) => !filtered.has(c.name) && (isNumeric(c) || related.some((r) => c.words.includes(r))),
  );
  const named = figures.filter((c: IndexedColumn) => related.some((r) => c.words.includes(r)));
  const picked = [...named, ...figures.filter((c) => !named.includes(c))].slice(0, 3);
  const row = namedRow(q);
  return picked.map((c) => (row ? `what is the ${human(c.name)} of ${row}` : `highest ${human(c.name)}`));
}

/**
 * `lead` says what is missing ("has no price of …"), after the table's name. A `firm` decline
 * stands against every other reading; otherwise the table stage may still read the amount from
 * a column the adjective names ("how tall" → Height).
 */
function decline(index: DatasetIndex, q: AnalystQuery, lead: string, word: string, firm: boolean): Parsed {
  const columns = index.columns.map((c) => human(c.name));
  const choices = choicesFor(index, q, word);
  return {
    ignored: [word],
    confidence: 0.2,
    ...(firm ? { firm } : {}),
    clarify: {
      question: `${index.info.name} ${lead}: it holds ${columns.join(', ')}.${choices.length ? ' Did you mean one of these?' : ''}`,
      choices,
    },
  };
}

/**
 * A decline when the parse answers an amount question with a count of rows, or a price
 * question with a column that holds no price; undefined when the parse stands.
 */
export function declineUnheldMeasure(
  question: string,
  index: DatasetIndex,
  parsed: Parsed,
): Parsed | undefined {
  const q = parsed.query;
  // a wide table's count that counts nothing becomes the total of its period columns later
  if (index.wide) return undefined;
  if (!q || q.kind === 'compare' || q.kind === 'correlation' || q.derived?.length) return undefined;
  const text = question
    .toLowerCase()
    .replace(/[^a-z0-9$€£#.' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const amount = AMOUNT_ASKED.exec(text);
  if (!amount) return undefined;
  const bareCount =
    q.kind === 'aggregate' &&
    q.groupBy.length === 0 &&
    q.measures.length === 1 &&
    q.measures[0]!.fn === 'count' &&
    !q.measures[0]!.column;
  const price = PRICE_ASKED.exec(text);
  const thing = price?.[1] ?? price?.[2];
  // "how much did the eras tour make": the money a row took in is the table's one column of it
  const earned = bareCount && !COUNT_ASKED.test(text) ? earnedColumn(text, index) : undefined;
  if (earned)
    return { ...parsed, query: { ...q, measures: [{ fn: 'sum', column: earned.name }] }, confidence: Math.min(parsed.confidence, 0.8) };
  if (bareCount && !COUNT_ASKED.test(text))
    return thing && !VERB_FORM.test(thing)
      ? decline(index, q, `has no price of "${thing}"`, thing, true)
      : decline(
          index,
          q,
          `has no figure I could read for "how ${amount[1]}" (a count of rows does not say it)`,
          amount[1]!,
          false,
        );
  if (!thing || VERB_FORM.test(thing) || q.groupBy.length > 0) return undefined;
  // "how much was avatar": the thing is the row the question names, and its figure is what it asks
  const values = q.filters.flatMap((f) =>
    f.kind === 'values' ? f.values.map((v) => String(v).toLowerCase()) : [],
  );
  if (values.some((v) => v.split(/[^a-z0-9]+/).some((w) => sameWord(w, thing)))) return undefined;
  const read = answered(q).map((name) => index.columns.find((c) => c.name === name));
  if (read.length === 0 || read.some((c) => !c)) return undefined;
  const holds = (c: IndexedColumn) =>
    c.words.some((w) => sameWord(w, thing) || PRICE_COLUMN.test(w)) || /[$€£]/.test(c.name);
  if (read.some((c) => holds(c!))) return undefined;
  return decline(index, q, `has no price of "${thing}"`, thing, true);
}

/** "how much did X make / earn / gross / take in": a verb of taking money in. */
const EARNED = /^how much (?:money )?(?:did|does|has|have|do)\s+.+?\s(?:make|made|earn|earned|gross|grossed|take in|took in|bring in|brought in|rake in)\b/;
/** Words of a column of money taken in, and words of one averaged per something. */
const MONEY_IN = /^(gross|revenue|earning|earnings|sale|sales|income|takings|box)$/;

/** The one column of money taken in that the verb asks for ("Actual gross" beside "Average gross"), or undefined. */
function earnedColumn(text: string, index: DatasetIndex): IndexedColumn | undefined {
  if (!EARNED.test(text)) return undefined;
  const money = index.columns.filter(
    (c) => isNumeric(c) && c.words.some((w) => MONEY_IN.test(w)) && !c.words.some((w) => /^(avg|average|mean|per)$/.test(w)),
  );
  return money.length === 1 ? money[0] : undefined;
}
