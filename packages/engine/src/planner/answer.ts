/**
 * The built-in analyst's reply: plan the question, run the tool, and write markdown with what
 * was understood, the narrative of the numbers and the tables and charts as fenced blocks. A
 * question that cannot be mapped, or a tool that refuses, still gets a helpful answer: what was
 * understood and concrete questions that work on this data.
 */
import {
  answeredAs,
  asksBack,
  isSameQuestion,
  placedEveryWord,
  standaloneQuestion,
} from './standalone-follow-up';
import { withAskedUnit } from './asked-units';
import { pickedRowQuery } from './picked-row';
import type { AnalystClarify, AnalystQuery } from '@ai-analyst/contract';
import type { DatasetRegistry } from '../data/registry';
import { toFence, type RenderItem } from '../charts/render-items';
import { ToolInputError, type ToolContext, type ToolResult } from '../tools/types';
import { DatasetError } from '../data/registry';
import type { AnalystMode } from './modes';
import { datasetRelevance, planQuestion, type Plan } from './planner';
import { tokenize } from './text';
import { askDataTool, type AskDataData } from './ask-data';
import { askNamedColumn, declineUnknownRole } from './answer-words';
import { declineNameForAmount } from './amount-asked';
import { declineFigureForWho } from './who-asked';
import { askDifferenceNotComputed } from './difference-asked';
import { askCountNotAsked } from './count-not-asked';
import { askUnusedValueWord } from './unused-value-word';
import { askUnusedPlace } from './unused-place';
import { declineNothingMatched } from './nothing-matched';
import { clarifyingAnswer } from './clarifying-answer';
import { answerWithTools, choicesItem, routedToTools, summaryOf } from './answer-tools';
import { describeQuery } from './compile';
import { exampleQuestions, parseQuestion, type Parsed } from './parse';
import { guardParse } from './parse/guards';
import { leaveOutTotalRows } from './parse/total-rows';
import { listNamedRows } from './parse/named-rows-figure';
import { withNumberedBase } from './parse/numbered-base';
import { yearsSpanned } from './parse/shape';
import { indexDataset, type DatasetIndex } from './schema-index';
import { tableStageAnswer } from './table-qa/stage';
import { askNotHeld } from './parse/not-held';
import { unrankSelf } from './parse/self-ranked';
import { overview } from './data-overview';
import { withoutTitlePrize } from './title-prize';
import { pointsAtRowSet } from './parse/row-set-follow-up';
import { declineUnaskedFigure } from './percent-asked';
import { askWholeCount } from './whole-count';
import { askOneRowResult } from './one-row-result';
import { withCellFigure } from './cell-tables';
import { longFormIndex, namesPeriodColumn, parseLongForm, withLongForm } from './wide-tables';
import { withCodeLabels } from './code-labels';
import { withSignedOutflows } from './signed-outflows';
import { withSidesOnNamedDate } from './parse/sides-on-date';

export interface AnswerStep {
  tool: string;
  arguments: Record<string, unknown>;
  ok: boolean;
  /** The step's narrative (what the numbers say), for the collapsible tool steps. */
  result?: string;
  error?: string;
}

export interface Answer {
  markdown: string;
  plan: Plan;
  /** The first step's result when it ran. */
  result?: ToolResult;
  items: RenderItem[];
  /** Every tool call made, in order, with its arguments and outcome. */
  steps: AnswerStep[];
  /** Set when a tool refused or failed; the markdown explains it in plain words. */
  error?: string;
  /** The typed query that ran (pass it back as `previousQuery` for a follow-up). */
  query?: AnalystQuery;
  /** A clarifying question with choices, each meant to be sent as the next message. */
  clarify?: AnalystClarify;
  /** How sure the parser was (0–1); a provider with a model may hand low-confidence questions to it. */
  confidence?: number;
  /**
   * The whole question a follow-up was answered as ("which lake is the smallest" for "and the
   * smallest?"); pass it as the next follow-up's `previousQuestion`.
   */
  readAs?: string;
}

export interface AnswerOptions {
  /** The conversation's datasets; default all of the workspace. */
  datasets?: string[];
  timeoutMs?: number;
  /** The conversation's mode: time series and EDA widen the plan (see modes.ts). */
  mode?: AnalystMode;
  /** The tool picked in the Tools select, used when the question can be put to it. */
  tool?: string | null;
  /**
   * Where the standalone HTML report of a dataset's profile can be downloaded; when given, a
   * profile answer ends with a link to it.
   */
  reportUrl?: (dataset: string) => string;
  /** The conversation's previous typed query: "and in 2009?", "only for MSFT" modify it. */
  previousQuery?: AnalystQuery;
  /**
   * The conversation's previous question as asked (or as its answer read it, `Answer.readAs`): a
   * follow-up with no typed query to modify is answered as that question edited by it.
   */
  previousQuestion?: string;
  /**
   * Datasets that are copies of connected database tables: the tools that can run inside the
   * database (ask_data, aggregate, compare_periods, time series) query the table there instead.
   */
  connected?: ToolContext['connected'];
}

/** Answers a plain-language question over the caller's datasets. */
export async function answerQuestion(
  registry: DatasetRegistry,
  question: string,
  options: AnswerOptions = {},
): Promise<Answer> {
  // "height in feet" over a column in metres: the figures also given in the unit asked
  const answer = withAskedUnit(await answerInConversation(registry, question, options), question);
  // one row picked with no typed query of its own: the row's query, for the follow-ups about it
  const datasets = answer.plan.dataset ? [answer.plan.dataset] : (options.datasets ?? []);
  const picked = await pickedRowQuery(registry, answer, datasets);
  return picked ? { ...answer, query: picked } : answer;
}

async function answerInConversation(
  registry: DatasetRegistry,
  question: string,
  options: AnswerOptions,
): Promise<Answer> {
  const answer = await answerAsAsked(registry, question, options);
  if (!options.previousQuestion || !asksBack(answer)) return answer;
  // "and the smallest?" after a look-up no typed query expressed: the question before, edited
  const datasets = options.datasets?.length ? options.datasets : registry.names();
  const standalone = await standaloneQuestion(registry, question, options.previousQuestion, datasets);
  if (!standalone) return answer;
  const { previousQuery, previousQuestion: _asked, ...alone } = options;
  // the question before asked again ("how much was it") keeps the query it was answered with
  // (it may itself have been a follow-up, "and the lowest?")
  const again = isSameQuestion(standalone, options.previousQuestion);
  const whole = await answerAsAsked(
    registry,
    standalone,
    again && previousQuery ? { ...alone, previousQuery } : alone,
  );
  // (asked again, the answer is the one already given, words it left unused included)
  return asksBack(whole) || (!again && !placedEveryWord(whole, options.previousQuestion))
    ? answer
    : answeredAs(whole, standalone, again);
}

async function answerAsAsked(
  registry: DatasetRegistry,
  asked: string,
  options: AnswerOptions,
): Promise<Answer> {
  // "who won album of the year in 2012" over the list named after that prize: the prize is the table
  const only = options.datasets?.length === 1 ? options.datasets[0] : undefined;
  const question = only ? withoutTitlePrize(asked, only) : asked;
  const viaTools = await routedToTools(registry, question, options);
  if (!viaTools) {
    const parsed = await answerParsed(registry, question, options);
    if (parsed) return (await askedForOtherColumn(registry, question, parsed)) ?? parsed;
  }
  return answerWithTools(registry, question, options);
}

/**
 * A clarifying answer in place of a stated one whose "which …" noun names a column the answer did
 * not read (it would name the wrong thing), or a decline where the answer names a thing the table
 * does not hold or a name where an amount was asked; undefined when the answer stands.
 */
async function askedForOtherColumn(
  registry: DatasetRegistry,
  question: string,
  answer: Answer,
): Promise<Answer | undefined> {
  if (answer.clarify || !answer.result || !answer.plan.dataset) return undefined;
  const index = await indexDataset(registry, answer.plan.dataset);
  const clarify =
    askNamedColumn(question, answer, index) ??
    declineUnknownRole(question, answer, index) ??
    declineNameForAmount(question, answer, index) ??
    declineFigureForWho(question, answer, index) ??
    askDifferenceNotComputed(question, answer, index) ??
    askWholeCount(question, index, answer.query) ??
    declineUnaskedFigure(question, index, answer.plan.understood, answer.query) ??
    askUnusedValueWord(question, answer, index) ??
    askUnusedPlace(question, answer, index);
  return clarify ? clarifyingAnswer(answer.plan.dataset, clarify, 0.3) : undefined;
}

/**
 * The tool an answer would run (ask_data for the parser's typed queries, run_sql for a table
 * question the table stage answers), or null when it would ask back.
 */
export async function plannedTool(
  registry: DatasetRegistry,
  question: string,
  options: AnswerOptions = {},
): Promise<string | null> {
  if (!(await routedToTools(registry, question, options))) {
    const best = (await parseAll(registry, question, options))[0];
    if (
      best &&
      !best.parsed.opening &&
      !best.asked &&
      (await tableStageAnswer(registry, best.index.info.name, question, best.original, options))
    )
      return 'run_sql';
    if (best?.parsed.query) return 'ask_data';
    if (best) return null;
  }
  return (await planQuestion(registry, question, options.datasets)).tool;
}

/** How much a dataset's relevance to the question counts beside how well the question was placed. */
const RELEVANCE_WEIGHT = 0.25;

/** The datasets of the question, each with its parse; the best-placed parse first. */
async function parseAll(
  registry: DatasetRegistry,
  question: string,
  options: AnswerOptions,
): Promise<{ index: DatasetIndex; parsed: Parsed; original: Parsed; asked?: boolean }[]> {
  const names = (options.datasets?.length ? options.datasets : registry.names()).filter((n) =>
    registry.has(n),
  );
  const out: { index: DatasetIndex; parsed: Parsed; original: Parsed; asked?: boolean }[] = [];
  for (const name of names) {
    // a wide table (one column per year) is read in its long form: a period and a value column
    const stored = await indexDataset(registry, name);
    const index = longFormIndex(stored) ?? stored;
    const { read, parsed } = index.wide
      ? parseLongForm(question, index, (text) => parseQuestion(text, index, options.previousQuery))
      : { read: question, parsed: parseQuestion(question, index, options.previousQuery) };
    // a row adding up the others ("Total", "World") is no row of the list unless the question picks it
    // a time no column holds, "both" of two values of one column: asked back, whatever else was read
    let guarded = leaveOutTotalRows(
      index,
      askNotHeld(read, index, parsed) ??
        withNumberedBase(read, index, listNamedRows(read, guardParse(read, index, parsed, options.previousQuery))),
    );
    if (guarded.query) guarded = { ...guarded, query: unrankSelf(guarded.query) };
    if (index.wide && guarded.query)
      guarded = { ...guarded, query: withLongForm(guarded.query, index, question) };
    // a table of cells (region × source → Value): a count of nothing but rows totals the figure
    else if (guarded.query) guarded = { ...guarded, query: withCellFigure(guarded.query, index, question) };
    // the table stage reads the parser's own reading; a question nothing could answer as asked
    // (a firm question from the guards), or one about the periods of a wide table (the table
    // stage reads a period column's cells one by one), is not handed to it
    const asked =
      (guarded !== parsed && !guarded.query && guarded.firm === true) ||
      !!guarded.query?.unpivot ||
      (!!index.wide && namesPeriodColumn(question, index.wide)) ||
      !!guarded.firstMeeting ||
      // "did they", "of those" after a list of rows: the table stage would read every row
      pointsAtRowSet(question, options.previousQuery);
    out.push({ index, parsed: guarded, original: parsed, ...(asked ? { asked } : {}) });
  }
  // among several datasets, what the question is about (its name, columns and values) breaks a tie
  // between readings: a bare count of a table the question never names is the weakest of them
  const tokens = out.length > 1 ? tokenize(question) : [];
  const relevance = new Map(out.map((o) => [o.index.info.name, out.length > 1 ? datasetRelevance(o.index, tokens) : 0]));
  const score = (p: Parsed, index: DatasetIndex) =>
    (p.query ? 2 : 0) +
    p.confidence +
    (p.placed ?? 0) +
    (options.previousQuery?.dataset === index.info.name ? 0.5 : 0) +
    RELEVANCE_WEIGHT * (relevance.get(index.info.name) ?? 0);
  return out.sort((a, b) => score(b.parsed, b.index) - score(a.parsed, a.index));
}

async function answerParsed(
  registry: DatasetRegistry,
  question: string,
  options: AnswerOptions,
): Promise<Answer | undefined> {
  const all = await parseAll(registry, question, options);
  const best = all[0];
  if (!best) return undefined;
  const { index, parsed, original, asked } = best;
  const dataset = index.info.name;
  const plan = (understood: string, query?: AnalystQuery): Plan => ({
    tool: query ? 'ask_data' : null,
    args: query ? { ...query } : {},
    understood,
    dataset,
    intent: 'aggregate',
  });
  if (parsed.opening) {
    const o = overview(index);
    return {
      plan: plan(`You shared ${dataset}.`),
      items: [choicesItem(o.clarify)],
      steps: [],
      markdown: o.markdown,
      clarify: o.clarify,
      confidence: 1,
    };
  }
  const table =
    asked || parsed.followUp
      ? undefined
      : await tableStageAnswer(registry, dataset, question, original, options);
  if (table) return table;
  if (!parsed.query) {
    const clarify = parsed.clarify ?? overview(index).clarify;
    // a question with nothing to choose from (a decline) is the sentence alone
    const items = clarify.choices.length ? [choicesItem(clarify)] : [];
    const markdown = [clarify.question, ...items.map(toFence)].join('\n\n');
    return {
      plan: plan(clarify.question),
      items,
      steps: [],
      markdown,
      clarify,
      confidence: parsed.confidence,
    };
  }
  // groups of number codes are shown with the names a text column gives them
  // a signed column over rows that all went out (picks written -17) is measured as a positive amount
  const query = await withSignedOutflows(
    registry,
    index,
    // "2023 vs 2024 by loss date": the periods read on the date named, not grouped by its days
    await withCodeLabels(registry, index, withSidesOnNamedDate(question, index, parsed.query)),
  );
  const understood = describeQuery(query, {
    withinOneYear: yearsSpanned(index) === 1 && index.minDate !== undefined,
  });
  const ignored = parsed.ignored.length
    ? ` I did not use: ${parsed.ignored.map((w) => (w.includes(' ') ? w : `"${w}"`)).join(', ')}.`
    : '';
  // over several datasets, the sentence says which one answered
  const from = all.length > 1 ? `${understood.replace(/\.$/, '')}, in ${dataset}.` : understood;
  const parts = [`*${from}*${ignored}`];
  try {
    const result = await askDataTool.run(query, {
      registry,
      timeoutMs: options.timeoutMs,
      connected: options.connected,
    });
    // a count of 1 over conditions that pick one row, or a count where a time, a name or a
    // difference was asked, says nothing asked: ask which figure; a figure of no rows is none
    const oneRow =
      askOneRowResult(question, index, query, result.data as AskDataData | undefined) ??
      askCountNotAsked(question, index, query) ??
      declineNothingMatched(index, query, result.data as AskDataData | undefined, understood);
    if (oneRow) return clarifyingAnswer(dataset, oneRow, 0.3);
    parts.push(result.text, ...result.items.map(toFence));
    return {
      plan: plan(understood, query),
      result,
      items: result.items,
      steps: [{ tool: 'ask_data', arguments: { ...query }, ok: true, result: summaryOf(result.text) }],
      markdown: parts.join('\n\n'),
      query,
      confidence: parsed.confidence,
    };
  } catch (caught) {
    // A query the engine could not run is answered by the tools instead of failing the reply.
    if (!(caught instanceof ToolInputError || caught instanceof DatasetError)) return undefined;
    const choices = exampleQuestions(index).slice(0, 3);
    const clarify = { question: 'Did you mean one of these?', choices };
    return {
      plan: plan(understood, query),
      items: [choicesItem(clarify)],
      steps: [{ tool: 'ask_data', arguments: { ...query }, ok: false, error: caught.message }],
      error: caught.message,
      markdown: `${parts[0]}\n\nI could not answer it: ${caught.message}\n\n${clarify.question}\n\n${toFence(choicesItem(clarify))}`,
      clarify,
      query,
      confidence: 0,
    };
  }
}

/** A planner bound to one workspace, as the server's built-in provider uses it. */
export class BuiltinAnalyst {
  constructor(private readonly registry: DatasetRegistry) {}

  plan(question: string, datasets?: string[]): Promise<Plan> {
    return planQuestion(this.registry, question, datasets);
  }

  answer(question: string, options?: AnswerOptions): Promise<Answer> {
    return answerQuestion(this.registry, question, options);
  }
}
