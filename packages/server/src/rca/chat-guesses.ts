/**
 * What a chat-started investigation takes without the question saying it: the metric (the first
 * numeric column, as the investigation does), the period (the last 7 days against the 28 before)
 * and the data (the file attached earlier in the conversation). Each guess is stated in words and
 * comes with clickable alternatives; an alternative is the question with the missing part named
 * ("… Metric: orders.", "… Period: the last 14 days.", "… Data: `sales`."), so picking one asks
 * again with it said, and the investigation restarts on it.
 */
import type { DatasetInfo } from '@ai-analyst/engine/data/registry';
import { toFence } from '@ai-analyst/engine/charts/render-items';
import { metricCandidates } from '@ai-analyst/engine/rca/investigate-inputs';
import { PeriodError, readMetric, readPeriod, type MetricReading } from '@ai-analyst/engine/rca/request';
import { MAX_CHOICES } from '@ai-analyst/contract/render-items';

const NUMERIC_TYPE =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|FLOAT|DOUBLE|REAL|DECIMAL)/i;

/** Periods offered when the question names none (the default is the last 7 days). */
const OTHER_PERIODS = ['the last 14 days', 'the last month'];

/** The numeric columns of a dataset, in table order. */
export function numericColumns(dataset: DatasetInfo): string[] {
  return dataset.columns.filter((c) => NUMERIC_TYPE.test(c.type)).map((c) => c.name);
}

/** The datasets a question names in backticks ("Data: `sales`."), among the caller's. */
export function namedDatasets(question: string, datasets: DatasetInfo[]): DatasetInfo[] {
  const said = new Set([...question.matchAll(/`([^`\n]{1,200})`/g)].map((m) => m[1]!.trim().toLowerCase()));
  return datasets.filter((d) => said.has(d.name.toLowerCase()));
}

/** The question with one more part named: "Why did it drop?" + "Metric: orders" → "Why did it drop? Metric: orders." */
export function withPart(question: string, part: string): string {
  const trimmed = question.trim();
  return `${trimmed}${/[.!?]$/.test(trimmed) ? '' : '.'} ${part}.`;
}

/** The numeric columns that may be the metric (not a forecast or plan), in table order. */
function candidatesOf(dataset: DatasetInfo, text: string): string[] {
  return metricCandidates(
    numericColumns(dataset).map((name) => ({ name })),
    text,
  ).map((c) => c.name);
}

/** The metric a question names (with the earlier messages as context), read as the investigation reads it. */
export function metricReading(question: string, context: string, dataset: DatasetInfo): MetricReading {
  return readMetric(
    question,
    context,
    candidatesOf(dataset, `${question}\n${context}`).map((name) => ({ name, type: 'DOUBLE' })),
  );
}

/** Whether the question names the period it asks about ("last week", "since 22 April", "in March"). */
export function namesPeriod(question: string): boolean {
  try {
    return readPeriod(question, '1900-01-01', '2999-12-31').named;
  } catch (error) {
    // A period outside any data is still a period the question names.
    if (error instanceof PeriodError) return true;
    throw error;
  }
}

export interface Guesses {
  /** What was taken without being said, one sentence each. */
  notes: string[];
  /** The question asked again with another metric, period or data named. */
  alternatives: string[];
}

/**
 * The guesses of an investigation of `question` on `dataset`: `dataGuessed` when the data is the
 * file of an earlier message rather than one attached or named now; `others` the caller's other
 * datasets, offered when the data was guessed.
 */
export function guessesOf(input: {
  question: string;
  context: string;
  dataset: DatasetInfo;
  dataGuessed: boolean;
  others: DatasetInfo[];
}): Guesses {
  const { question, context, dataset } = input;
  const notes: string[] = [];
  const alternatives: { kind: string; text: string }[] = [];
  const candidates = candidatesOf(dataset, `${question}\n${context}`);
  if (!metricReading(question, context, dataset).metric && candidates.length > 0) {
    const [first, ...rest] = candidates;
    notes.push(
      `Metric: **${first}** (the sum of the first numeric column), as your question names none${rest.length ? `; the others are ${rest.join(', ')}` : ''}.`,
    );
    for (const name of rest)
      alternatives.push({ kind: 'metric', text: withPart(question, `Metric: ${name}`) });
  }
  if (!namesPeriod(question)) {
    notes.push(
      'Period: **the last 7 days** of the data against the 28 days before (or as many as the data has), as your question names none.',
    );
    for (const period of OTHER_PERIODS)
      alternatives.push({ kind: 'period', text: withPart(question, `Period: ${period}`) });
  }
  if (input.dataGuessed) {
    notes.push(`Data: **\`${dataset.name}\`**, the file attached earlier in this conversation.`);
    for (const other of input.others)
      if (other.name !== dataset.name)
        alternatives.push({ kind: 'data', text: withPart(question, `Data: \`${other.name}\``) });
  }
  return { notes, alternatives: fairShare(alternatives, MAX_CHOICES) };
}

/** Up to `limit` alternatives, taken in turn from each kind so every guess gets some. */
function fairShare(alternatives: { kind: string; text: string }[], limit: number): string[] {
  const kinds = [...new Set(alternatives.map((a) => a.kind))];
  const queues = kinds.map((k) => alternatives.filter((a) => a.kind === k));
  const out: string[] = [];
  for (let round = 0; out.length < limit && queues.some((q) => q.length > round); round++)
    for (const queue of queues) if (queue[round] && out.length < limit) out.push(queue[round]!.text);
  // Keep the kinds together (metrics, then periods, then data) for reading.
  return out.sort(
    (a, b) =>
      kinds.indexOf(alternatives.find((x) => x.text === a)!.kind) -
      kinds.indexOf(alternatives.find((x) => x.text === b)!.kind),
  );
}

/** The markdown of the guesses: the sentences, then the alternatives as clickable choices. */
export function describeGuesses(guesses: Guesses): string[] {
  if (guesses.notes.length === 0) return [];
  const lines = ['', 'What I had to guess:', ...guesses.notes.map((n) => `- ${n}`)];
  if (guesses.alternatives.length > 0)
    lines.push(
      '',
      toFence({
        type: 'choices',
        question: 'It runs on these guesses now. Pick one to restart on it instead:',
        choices: guesses.alternatives,
      }),
    );
  return lines;
}

/**
 * The investigation a question restarts: when the question is one of the choices offered by a
 * recent assistant reply of the branch, the report id of that reply. Undefined otherwise.
 */
export function restartedFrom(
  question: string,
  history: { role: string; content: string }[],
): string | undefined {
  const asked = question.trim();
  for (let k = history.length - 2, seen = 0; k >= 0 && seen < 3; k--) {
    const turn = history[k]!;
    if (turn.role !== 'assistant') continue;
    seen++;
    for (const m of turn.content.matchAll(/```choices\n([\s\S]*?)\n```/g)) {
      let choices: unknown;
      try {
        choices = (JSON.parse(m[1]!) as { choices?: unknown }).choices;
      } catch {
        continue;
      }
      if (!Array.isArray(choices) || !choices.some((c) => typeof c === 'string' && c.trim() === asked))
        continue;
      return /#rca-report=([0-9a-f-]{36})/.exec(turn.content)?.[1];
    }
  }
  return undefined;
}
