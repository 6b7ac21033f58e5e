/**
 * The table stage inside the analyst's reply: a small table read as a list answers row
 * questions (first, last, after X, two rows compared, the row with the most of something)
 * itself, and counts and look-ups when the parser could not place every word of them. Any
 * failure of the stage leaves the question to the parser.
 */
import { toFence } from '../../charts/render-items';
import type { DatasetRegistry } from '../../data/registry';
import type { Answer } from '../answer';
import { askWhichRow } from './ask-which-row';
import { askWhichSide } from './ask-which-side';
import { emptyParserLookUp, emptyTableLookUp } from './empty-cells';
import { answerTableQuestion, conditionsOf, preferTableAnswer, type ParserView, type TableAnswer } from './index';
import { dropsPeriodPart } from './split-period';
import { checkTableReading } from './reading-checks';
import { groupCountAnswer } from './group-counts';
import { withoutRuledOutWords } from './negation';
import { unheldGroup } from '../count-not-asked';
import { sameValueAnswer } from './same-values';
import { eventDateColumn, eventNotHeld } from './event-dates';
import { readListTable } from './table';
import { oneRowForSpan } from './span-count';
import { askEvenCounts } from './even-counts';
import { asksCorrelation } from '../parse/guards';
import { wordsOf } from './mentions';
import type { Cond, TableQuery } from './query';
import { unusedWordsNote } from '../answer-words';
import { indexDataset, type DatasetIndex } from '../schema-index';

/**
 * A question asking for the share of rows meeting a condition: "what % of states have …", "the
 * percentage of the ones with data" (a plural after "of"), not "what % of the vote did X get".
 */
const PERCENT_ASKED =
  /(?:%|\b(?:percent|percentage|share|proportion|fraction))\s+of\s+(?:the\s+|all\s+)?(?:\w+s|them|those)\b/i;

/** Words pointing back at the rows of an earlier answer: "of those", "among them", "these ones". */
const REFERS_BACK = /\b(?:of|among|from)\s+(?:those|them|these)\b|\b(?:those|these)\s+ones\b/i;

/** "which month …", "what quarter of 2024 …", "by weekday": a question about periods of time. */
const PERIOD_ASKED =
  /\b(?:which|what)\s+(month|quarter|week|weekday|day of the week|year|decade)\b|\b(?:by|per|each)\s+(month|quarter|week|weekday|day of the week)\b/i;

/**
 * Whether the question asks about periods of a date column ("which month had the most orders")
 * that no column of the table is named for: the parser groups the dates by that period, while a
 * reading of the list would answer with one row.
 */
async function asksForPeriodOfDates(
  registry: DatasetRegistry,
  dataset: string,
  question: string,
): Promise<boolean> {
  const m = PERIOD_ASKED.exec(question);
  // a period picked by a figure over many rows ("the most orders", "the highest total"), not a look-up
  if (
    !m ||
    !(
      m[2] ||
      /\b(most|least|fewest|highest|lowest|busiest|quietest|best|worst|biggest|smallest)\b/i.test(question)
    )
  )
    return false;
  const period = (m[1] ?? m[2] ?? '').toLowerCase().split(' ')[0]!;
  const index = await indexDataset(registry, dataset);
  const dates = index.columns.some((c) => /^(DATE|TIMESTAMP)/i.test(c.type));
  const named = index.columns.some((c) => c.words.includes(period) || c.name.toLowerCase().includes(period));
  return dates && !named;
}

const summaryOf = (text: string) => (text.length > 1200 ? `${text.slice(0, 1200)}…` : text);

/**
 * The table stage's answer, or a reply saying the table has no figure when the look-up that
 * would answer (the stage's own or the parser's) finds only empty cells.
 */
export async function tableStageAnswer(
  registry: DatasetRegistry,
  dataset: string,
  question: string,
  parsed: ParserView & { firm?: boolean },
  options: { timeoutMs?: number },
): Promise<Answer | undefined> {
  // "how many of those sold out": rows an earlier answer picked, which the table reading cannot know
  if (REFERS_BACK.test(question)) return undefined;
  // "corr between the two bins": a correlation, which no reading of the list's cells computes
  if (asksCorrelation(question)) return undefined;
  // "how many women have won" where no column tells women apart: the parser's reply asks
  if (unheldGroup(question.toLowerCase(), await indexDataset(registry, dataset))) return undefined;
  // "which month had the most orders" over a date column: periods of the dates, which a list's rows are not
  if (await asksForPeriodOfDates(registry, dataset, question)) return undefined;
  // "when did X land" where the only dates are launch dates: said, never answered with another date
  const event = await eventNotHeld(registry, dataset, question).catch(() => undefined);
  if (event) return event;
  // rows sharing a value ("which peaks have the same height")
  const same = await sameValueAnswer(registry, dataset, question).catch(() => undefined);
  if (same) return same;
  // groups picked by their number of rows ("which cities hosted twice")
  const groups = await groupCountAnswer(registry, dataset, question).catch(() => undefined);
  if (groups) return groups;
  const table = await tableReading(registry, dataset, question, parsed, options);
  if (table) return table;
  // a name in several columns that nothing settles is asked about, never read on a guessed side
  const side = await askWhichSide(registry, dataset, question).catch(() => undefined);
  if (side) return side;
  return emptyParserLookUp(registry, parsed.query).catch(() => undefined);
}

async function tableReading(
  registry: DatasetRegistry,
  dataset: string,
  question: string,
  parsed: ParserView & { firm?: boolean },
  options: { timeoutMs?: number },
): Promise<Answer | undefined> {
  const found = await answerTableQuestion(registry, dataset, question, options).catch(() => undefined);
  if (!found) return undefined;
  // "alberta, sask and manitoba": a name of a list that nothing matched is never left out of the sum
  if (unmatchedListItem(question, parsed.ignored, conditionsOf(found.query))) return undefined;
  // arithmetic between columns the parser read ("high minus low", "end − start") stands against
  // a table reading that computes none (a span of two columns is named "end − start" there too)
  if (dropsPeriodPart(found.query, parsed.query)) return undefined;
  const computes = found.query.kind === 'duration' || JSON.stringify(found.query).includes(' − ');
  if (parsed.query?.derived?.length && !computes) return undefined;
  // a ratio of two totals the parser read ("revenue per session") is never each row's figure
  if (parsed.query?.measures.some((m) => m.per?.column && !m.per.grain) && !computes) return undefined;
  // a change from the previous period, read by the parser, is never one row's figure
  if (parsed.query?.change) return undefined;
  // two periods the parser compares ("from 2001 to 2009") are not the list of rows between them
  if ((parsed.query?.sides?.length ?? 0) >= 2 && found.query.kind === 'cell' && found.query.pick === 'all')
    return undefined;
  // A sure reading of the parser (groups ranked or compared, or a question about what the data
  // cannot answer) stands against a count or look-up; a plainly row-oriented question (row order,
  // two rows compared yes/no, the row with the most of something) is still answered here.
  // (unless the parser left out a condition the question states: "which nation won 17 medals").
  // (a name read on either side of the row, "Team 1 or Team 2", is a condition the parser reads on one side only)
  const eitherSide = conditionsOf(found.query).some((c) => c.kind === 'eq' && (c.also?.length ?? 0) > 0);
  const dropped = eitherSide || conditionsOf(found.query).length > (parsed.query?.filters.length ?? 0);
  // ("when did X close" read by the stage from Closing date, by the parser from another date)
  const eventRead = await eventDateRead(registry, dataset, question, found.query, parsed.query);
  if (parsed.firm && found.strength === 'weak' && !(parsed.query && dropped) && !eventRead) return undefined;
  // groups of a column ranked by a total, an average or a count are not the one row with the extreme
  // (unless the parser's reading leaves out the column the stage ranks by: "the smallest margin" over "0′ 23″")
  const groupsRanked = found.query.kind === 'extreme' && (parsed.query?.groupBy.length ?? 0) > 0;
  const by = found.query.kind === 'extreme' ? found.query.by : '';
  const said = ` ${question.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  const byNamed =
    by !== '' &&
    by
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .every((w) => said.includes(` ${w} `));
  const byLeftOut = byNamed && !JSON.stringify(parsed.query ?? {}).includes(JSON.stringify(by));
  // ("the smallest budget" over "$125 million": the parser's groups of the very amounts ranked, as text)
  const groupsAmounts = by !== '' && (parsed.query?.groupBy ?? []).some((g) => g.column === by);
  if (parsed.firm && groupsRanked && !dropped && !byLeftOut && !groupsAmounts) return undefined;
  // "what % of states have …": a percentage is never a list of rows nor one row's cell
  if (PERCENT_ASKED.test(question) && found.query.kind !== 'count' && found.query.kind !== 'aggregate')
    return undefined;
  if (!preferTableAnswer(found, parsed, question)) return undefined;
  if (rankedByNamedMeasure(found.query, parsed.query, question)) return undefined;
  // a count over one named row, or a number no row of its column can reach: ask instead
  const checked = await checkTableReading(registry, dataset, question, found.query).catch(() => undefined);
  if (checked === 'parser') return undefined;
  if (checked) return checked;
  // one row asked for by a name that several rows hold: ask which, never add them up or list them
  const rows = (found.result.data as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? [];
  // every value found in as many rows as the others: the count picks none of them
  const even = askEvenCounts(dataset, await indexDataset(registry, dataset), question, found.query, rows, parsed.query);
  if (even === 'parser') return undefined;
  if (even) return even;
  // "how many days did X run" read as the one row counted
  const span = oneRowForSpan(dataset, await readListTable(registry, dataset), question, found.query, rows);
  if (span) return span;
  const which = await askWhichRow(registry, dataset, question, found.query, rows);
  if (which) return which;
  const empty = emptyTableLookUp(dataset, found.query, rows);
  if (empty) return empty;
  const understood = `You asked for ${found.understood}.`;
  const args = { dataset, sql: found.sql };
  // a word of the question the reading did not use, and the table does not know, is said
  const index = await indexDataset(registry, dataset);
  const note = unusedWordsNote(
    withoutRuledOutWords(question, found.query),
    { plan: { tool: 'run_sql', args, understood, dataset, intent: 'aggregate' } },
    index,
  );
  // "largest hot desert": a word no cell or header holds, said right before the noun of the rows,
  // picks which rows are meant; the row with the extreme of all of them is not the answer
  if (found.query.kind === 'extreme' && qualifiesRows(question, note, index)) return undefined;
  return {
    plan: { tool: 'run_sql', args, understood, dataset, intent: 'aggregate' },
    result: found.result,
    items: found.result.items,
    steps: [{ tool: 'run_sql', arguments: args, ok: true, result: summaryOf(found.result.text) }],
    // The answer first, then what ran, then the rows it came from.
    markdown: [found.result.text, `*${understood}*${note}`, ...found.result.items.map(toFence)].join('\n\n'),
    confidence: found.strength === 'strong' ? 0.9 : 0.7,
    ...(found.typed ? { query: found.typed } : {}),
  };
}

/** Whether the stage read the date column of the event the question's verb says, and the parser did not. */
async function eventDateRead(
  registry: DatasetRegistry,
  dataset: string,
  question: string,
  query: TableQuery,
  parsedQuery: ParserView['query'],
): Promise<boolean> {
  if (query.kind !== 'cell' || !/^when\b/i.test(question.trim())) return false;
  const table = await readListTable(registry, dataset);
  if (!table) return false;
  const at = eventDateColumn(wordsOf(question).map((w) => w.text), table);
  const name = at === undefined ? undefined : table.columns[at]?.name;
  return name === query.target && !JSON.stringify(parsedQuery ?? {}).includes(JSON.stringify(name));
}

/**
 * Whether a word the note says was not used stands right before the noun the table is named by
 * and its rows' column is headed by ("hot desert" over `Desert` of largest_deserts; not "native
 * speakers" of languages_by_speakers, whose rows are languages).
 */
function qualifiesRows(question: string, note: string, index: DatasetIndex): boolean {
  const unused = [...note.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  if (!unused.length) return false;
  const heads = new Set(
    index.columns.filter((c) => !/INT|DOUBLE|DECIMAL|FLOAT|DATE|TIME/i.test(c.type) && c.words.length === 1).map((c) => c.words[0]!.replace(/s$/, '')),
  );
  const nouns = new Set(
    index.info.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .map((w) => w.replace(/s$/, ''))
      .filter((w) => w.length > 2 && heads.has(w)),
  );
  const words = question.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.some((w, i) => i > 0 && nouns.has(w.replace(/s$/, '')) && unused.includes(words[i - 1]));
}

/** Words that ask for the rows counted ("the most often", "how many times"). */
const COUNTING = /\b(how many|number of|count|counts|rows|entries|records|times|often|common|frequent|frequently|popular|usual)\b/i;

/**
 * "which plan is least satisfied": the parser ranks the plans by a column the question names (the
 * average satisfaction); the value found in the fewest rows is another question, unless the
 * question counts ("the most often", "how many times").
 */
function rankedByNamedMeasure(found: TableAnswer['query'], parsed: ParserView['query'], question: string): boolean {
  if (found.kind !== 'most' || !parsed || parsed.kind !== 'aggregate' || parsed.order?.by !== 'measure') return false;
  if (!parsed.measures.some((m) => m.column && m.fn !== 'count' && m.fn !== 'count_distinct')) return false;
  return parsed.groupBy.some((g) => g.column === found.target) && !COUNTING.test(question);
}

/**
 * A word the parser could not place said as an item of a list of names ("alberta, sask and
 * manitoba") whose other items the table reading took as cells of one column: the reading answers
 * over part of the list only.
 */
function unmatchedListItem(question: string, ignored: string[], conds: Cond[]): boolean {
  const eq = conds.flatMap((c) => (c.kind === 'eq' ? [c] : []));
  const columns = eq.map((c) => c.column);
  if (!columns.some((c, i) => columns.indexOf(c) !== i)) return false;
  // the words of the cells taken, one of which must stand right beside the unmatched word in the list
  const cellWords = [...new Set(eq.flatMap((c) => wordsOf(c.value).map((w) => w.text)))].filter((w) => /^[a-z0-9]+$/.test(w));
  if (!cellWords.length) return false;
  const cell = `(?:${cellWords.join('|')})`;
  const text = ` ${question.toLowerCase()} `;
  return ignored.some((w) => {
    const word = w.toLowerCase().replace(/[^a-z0-9]/g, '');
    // (a word the table reading took as a cell is no unmatched item)
    if (word.length < 2 || cellWords.includes(word)) return false;
    const join = '\\s*(?:,|\\band\\b|\\bor\\b)\\s*';
    // (after a cell of the list, or between two joins: "served longer, hawke or keating" lists no "longer")
    return new RegExp(`\\b${cell}${join}${word}\\b|(?:,|\\band|\\bor)\\s+${word}${join}${cell}\\b`).test(text);
  });
}
