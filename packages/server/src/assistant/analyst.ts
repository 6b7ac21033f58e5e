/**
 * The built-in analyst: the default model, offline and deterministic. Greetings, help and
 * questions about the product (modes, loading data, what an RCA needs) get written answers; a
 * question about data goes to the engine's planner over the caller's datasets (the message's
 * attachments first), and without data it says what is missing and how to load it. The answer is
 * streamed in word chunks like a real model's.
 */
import { analystQuerySchema, CONNECTED_TABLE_REFERENCE, type AnalystQuery, type QpnMode } from '@ai-analyst/contract';
import { answerQuestion, plannedTool } from '@ai-analyst/engine/planner/answer';
import type { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import type { TableSource } from '@ai-analyst/engine/tools/types';
import { warningNote, warningNoteHeading } from '@ai-analyst/engine/tools/format';
import type { CallerDatasets } from '../datasets/service';
import type { ConversationOwner } from '../auth/owner';
import type { AssistantProvider, ReplyOutcome, ReplyRequest } from './provider';
import type { ModelEntry } from './models';
import type { ToolRegistry } from './tools';

const MODE_HELP: Record<QpnMode, string> = {
  simple: '**Simple** — plain conversation, and quick answers to questions about your data.',
  tool_enhanced:
    '**Tool Enhanced** — I use the analytics tools (SQL over your datasets, aggregates, comparisons, correlations, charts) to ground every number.',
  rca: '**RCA (Root Cause Analysis)** — I find which segments explain a change in a metric ("why did revenue drop last week?") and report a root cause with a confidence, findings and recommendations.',
  time_series: '**Time Series** — trend, seasonality, anomalies and forecasts of a metric over time.',
  eda: '**EDA** — a profile of a dataset: columns, types, missing values, distributions, correlations and notable findings.',
  custom:
    "**Custom** — a conversation that follows your own instructions: choose Custom before the first message, then write them in Conversation settings (the conversation's ⋮ menu).",
};

const LOAD_DATA = [
  '**How to load data**',
  '- **Upload**: attach CSV, TSV, Excel (XLSX), JSON or Parquet files with the paperclip button; they are saved in your Uploads folder.',
  '- **File manager**: open **File Manager** to upload, organize and rename files; every data file there becomes a dataset I can query.',
  '- **Google Sheets**: open **Data Loader → Google Sheets**, share the sheet as "anyone with the link can view" and paste its link.',
].join('\n');

const RCA_NEEDS = [
  '**What a root cause analysis needs**',
  '- a dataset with a **metric** (revenue, orders, errors…) and a **time column** (a date or timestamp);',
  '- some **dimensions** to break the metric down by (region, product, channel…);',
  '- a description of the problem, e.g. "revenue dropped in the last week of March".',
  'Choose the **RCA** mode and press **Configure RCA Investigation** to start one; I report the root cause with a confidence, findings and recommendations.',
].join('\n');

function capabilities(mode: QpnMode): string {
  const others = (Object.keys(MODE_HELP) as QpnMode[]).filter((m) => m !== mode).map((m) => `- ${MODE_HELP[m]}`);
  return [
    "I'm the built-in analyst. I work offline on your own data: ask questions in plain language and I answer with numbers, tables and charts.",
    `This conversation is in ${MODE_HELP[mode]}`,
    'Other modes (chosen once per conversation):',
    ...others,
    '',
    LOAD_DATA,
  ].join('\n');
}

/** A message that hands over data rather than asking about it. */
const OPENING =
  /^(hi|hello|hey)?[\s,!.]*(here(?:'s| is| are)|i(?:'ve| have)? (?:just )?(?:attached|uploaded|added|sent|shared)|attached|see attached|please find)\b[^?]*\b(data|file|files|dataset|csv|table|spreadsheet|sheet|excel)\b[^?]*$/i;

type Intent = 'greeting' | 'thanks' | 'help' | 'load_data' | 'rca_help' | 'modes' | 'data';

/** What kind of message this is, from its words; anything else is a question about data. */
export function intentOf(text: string): Intent {
  const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const words = t.split(' ').length;
  if (/^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)\b/.test(t) && words <= 6) return 'greeting';
  if (/^(thanks|thank you|thx|cheers)\b/.test(t) && words <= 8) return 'thanks';
  if (/\b(upload|load|import|connect|add)\b.*\b(data|file|files|dataset|csv|sheet|sheets|excel)\b|google sheets?|file manager/.test(t))
    return 'load_data';
  if (/\b(rca|root cause)\b/.test(t) && /\b(what|how|need|needs|require|requirements|start|work|do)\b/.test(t)) return 'rca_help';
  if (/\b(modes?)\b/.test(t) && /\b(what|which|explain|difference|available|list)\b/.test(t)) return 'modes';
  if (/^(help|\?)$|what can you do|what do you do|how (do|does) (this|it|you) work|capabilit|who are you|what are you/.test(t))
    return 'help';
  return 'data';
}

export type AnalystOptions = {
  datasetsOf: (owner: ConversationOwner) => CallerDatasets;
  /** Pause between word chunks, so the reply streams like a model's (0 in tests and benches). */
  tokenDelayMs: number;
  /** The tool registry: the planner uses only tools the owner may use, and its runs are counted. */
  tools?: ToolRegistry;
  /**
   * A language model configured on the server, if any: questions the parser places with low
   * confidence go to it, with the same tools (ask_data among them) instead of a clarifying question.
   */
  fallback?: (owner: ConversationOwner) => Promise<{ provider: AssistantProvider; model: ModelEntry } | undefined>;
  /** Copies attached connected database tables into files the planner reads (once connections exist). */
  connectedTables?: () => ConnectedTableCopies | undefined;
};

/**
 * Connected database tables as the built-in analyst reads them: a copy in the owner's files to
 * parse questions against, and the database to run them in.
 */
export interface ConnectedTableCopies {
  copyForAnalyst(owner: ConversationOwner, reference: string): Promise<ConnectedTableCopy | null>;
}

export interface ConnectedTableCopy {
  path: string;
  /** The database table under the copy's dataset name: the tools that can, run inside the database. */
  sourceAs(dataset: string): TableSource;
  /** Where the answer made of these steps was computed, for the top of the reply. */
  noteFor(dataset: string, steps: { tool: string; arguments: Record<string, unknown>; ok: boolean }[]): string;
  /** Whether these steps needed rows of the table that the copy does not hold yet. */
  rowsNeeded?(dataset: string, steps: { tool: string; arguments: Record<string, unknown>; ok: boolean }[]): boolean;
  /** Copies the rows that a tool which cannot run inside the database reads. */
  withRows?(): Promise<void>;
}

/** Below this confidence the parser's answer is a guess or a clarifying question. */
const LOW_CONFIDENCE = 0.5;

type Composed = Pick<ReplyOutcome, 'content' | 'toolCalls' | 'analystQuery' | 'analystQuestion'> & {
  confidence?: number;
};

export class BuiltinAnalystProvider implements AssistantProvider {
  constructor(private readonly options: AnalystOptions) {}

  async reply(request: ReplyRequest): Promise<ReplyOutcome> {
    const { content, toolCalls, confidence, analystQuery, analystQuestion } = await this.compose(request);
    const fallback =
      confidence !== undefined && confidence < LOW_CONFIDENCE ? await this.options.fallback?.(request.owner) : undefined;
    if (fallback) {
      const tools = request.tools.length ? request.tools : ((await this.options.tools?.available(request.owner)) ?? []);
      return fallback.provider.reply({ ...request, model: fallback.model, tools });
    }
    await this.stream(content, request);
    return {
      content,
      toolCalls,
      ...(analystQuery ? { analystQuery } : {}),
      ...(analystQuestion ? { analystQuestion } : {}),
    };
  }

  private async compose(request: ReplyRequest): Promise<Composed> {
    const { mode } = request;
    // "Here is my file", "I've uploaded my data", "hi" with a file attached: an overview of the data.
    if (OPENING.test(request.question.trim()) || (request.attachments.length > 0 && intentOf(request.question) === 'greeting'))
      return this.answerAboutData({ ...request, question: 'here is my data' });
    switch (intentOf(request.question)) {
      case 'greeting':
        return {
          content: `Hello! ${capabilities(mode)}\n\nWhat would you like to look at?`,
          toolCalls: [],
        };
      case 'thanks':
        return { content: "You're welcome! Ask me anything else about your data.", toolCalls: [] };
      case 'help':
        return { content: capabilities(mode), toolCalls: [] };
      case 'modes':
        return {
          content: `The modes, chosen once per conversation:\n${(Object.keys(MODE_HELP) as QpnMode[]).map((m) => `- ${MODE_HELP[m]}`).join('\n')}`,
          toolCalls: [],
        };
      case 'load_data':
        return { content: LOAD_DATA, toolCalls: [] };
      case 'rca_help':
        return { content: RCA_NEEDS, toolCalls: [] };
      default:
        return this.answerAboutData(request);
    }
  }

  /** Routes a data question to the engine's planner, over the attachments or all datasets. */
  private async answerAboutData(request: ReplyRequest): Promise<Composed> {
    const datasets = this.options.datasetsOf(request.owner);
    const notes: string[] = [];
    let names: string[] | undefined;
    const copies: ConnectedTableCopy[] = [];
    const referenceOf = new Map<ConnectedTableCopy, string>();
    const inDatabase = new Map<string, { copy: ConnectedTableCopy; source: TableSource }>();
    if (request.attachments.length > 0) {
      // Attached database tables (postgres:{connection}/{schema}.{table}): questions are parsed
      // against a copy and run inside the database where they can.
      const attachments: string[] = [];
      const tables = this.options.connectedTables?.();
      for (const reference of request.attachments) {
        if (!tables || !CONNECTED_TABLE_REFERENCE.test(reference)) {
          attachments.push(reference);
          continue;
        }
        try {
          const copy = await tables.copyForAnalyst(request.owner, reference);
          if (copy) {
            attachments.push(copy.path);
            copies.push(copy);
            referenceOf.set(copy, reference);
          } else notes.push(`- ${reference}: no such connected table (refresh the connection's tables)`);
        } catch (error) {
          notes.push(`- ${reference}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      const resolved = await datasets.resolveAttachments(attachments);
      names = resolved.flatMap((r) => (r.dataset ? [r.dataset.name] : []));
      for (const copy of copies) {
        const name = resolved.find((r) => r.reference === copy.path)?.dataset?.name;
        if (name) inDatabase.set(name, { copy, source: copy.sourceAs(name) });
      }
      // files carried over from an earlier message had their problems told when they were attached
      if (!request.attachmentsCarried) for (const r of resolved) if (r.error) notes.push(`- ${r.reference}: ${r.error}`);
      if (names.length === 0) names = undefined;
    }
    const { datasets: all } = await datasets.list();
    // data attached earlier scopes the question unless it names another dataset of the workspace
    if (request.attachmentsCarried && names && all.some((d) => !names!.includes(d.name) && namesDataset(request.question, d.name)))
      names = undefined;
    if (all.length === 0 && !names) {
      return {
        content: [
          "I don't have any data to answer that yet — your workspace has no datasets.",
          ...(notes.length ? ['', 'The attached files could not be used:', ...notes] : []),
          '',
          LOAD_DATA,
          '',
          'Once a file is loaded, ask your question again (or attach the file to it).',
        ].join('\n'),
        toolCalls: [],
      };
    }
    const registry = await datasets.registry();
    const switchedOff = await this.switchedOffTool(registry, request, names);
    if (switchedOff)
      return {
        content: `I would answer this with the **${switchedOff}** tool, but it is switched off for you. Switch it on in the tool panel, or ask an administrator to.`,
        toolCalls: [],
      };
    const started = performance.now();
    // One tool offered means the user picked it in the Tools select.
    const chosen = request.tools.length === 1 ? (request.tools[0]?.name ?? null) : null;
    const previous = analystQuerySchema.safeParse(request.previousQuery);
    const ask = () =>
      answerQuestion(registry, request.question, {
        ...(names?.length ? { datasets: names } : {}),
        mode: request.mode,
        tool: chosen,
        reportUrl: (dataset) => `/api/datasets/${encodeURIComponent(dataset)}/report/`,
        ...(previous.success ? { previousQuery: previous.data as AnalystQuery } : {}),
        ...(request.previousQuestion ? { previousQuestion: request.previousQuestion } : {}),
        ...(inDatabase.size ? { connected: (dataset: string) => inDatabase.get(dataset)?.source } : {}),
      });
    let answer = await ask();
    // A connected table's rows are copied only when a tool that cannot run inside the database
    // read them (a profile, a look-up): then the question is answered again on the copy.
    const needed = [...inDatabase].filter(([name, { copy }]) => copy.rowsNeeded?.(name, answer.steps));
    for (const [name, { copy }] of needed) {
      try {
        await copy.withRows?.();
      } catch (error) {
        notes.push(`- ${referenceOf.get(copy) ?? name}: ${error instanceof Error ? error.message : String(error)}`);
        inDatabase.delete(name);
        names = names?.filter((n) => n !== name);
      }
    }
    if (names?.length === 0)
      return { content: `Some attachments could not be used:\n${notes.join('\n')}`, toolCalls: [] };
    if (needed.length) answer = await ask();
    const copied = [...inDatabase].map(([name, { copy }]) => copy.noteFor(name, answer.steps)).filter(Boolean);
    const perStep = (performance.now() - started) / Math.max(1, answer.steps.length);
    for (const step of answer.steps)
      this.options.tools?.recordRun({ owner: request.owner, name: step.tool, ok: step.ok, durationMs: perStep });
    const prefix =
      (notes.length ? `Some attachments could not be used:\n${notes.join('\n')}\n\n` : '') +
      (copied.length ? `${copied.join('\n\n')}\n\n` : '');
    const warned = await datasetWarnings(registry, answer, request.history);
    return {
      ...(answer.confidence !== undefined ? { confidence: answer.confidence } : {}),
      ...(answer.query ? { analystQuery: { ...answer.query } } : {}),
      ...(answer.readAs ? { analystQuestion: answer.readAs } : {}),
      content: `${prefix}${answer.markdown}${warned ? `\n\n${warned}` : ''}`,
      toolCalls: answer.steps.map((step) => ({
        name: step.tool,
        arguments: step.arguments,
        ok: step.ok,
        ...(step.result ? { result: step.result } : {}),
        ...(step.error ? { error: step.error } : {}),
      })),
    };
  }

  /** The tool the planner would pick when it is switched off for the owner (planned only then). */
  private async switchedOffTool(
    registry: DatasetRegistry,
    request: ReplyRequest,
    names: string[] | undefined,
  ): Promise<string | null> {
    const tools = this.options.tools;
    if (!tools) return null;
    const offered = new Set((await tools.available(request.owner)).map((t) => t.name));
    if (tools.list().every((t) => offered.has(t.name))) return null;
    const chosen = request.tools.length === 1 ? (request.tools[0]?.name ?? null) : null;
    const tool = await plannedTool(registry, request.question, {
      ...(names ? { datasets: names } : {}),
      mode: request.mode,
      tool: chosen,
    });
    return tool && !offered.has(tool) ? tool : null;
  }

  /** Word chunks (fenced blocks whole), with the configured pause between them. */
  private async stream(content: string, request: ReplyRequest): Promise<void> {
    for (const token of chunk(content)) {
      if (request.signal.aborted) throw request.signal.reason;
      request.onToken(token);
      if (this.options.tokenDelayMs > 0) await new Promise((r) => setTimeout(r, this.options.tokenDelayMs));
      else await new Promise((r) => setImmediate(r));
    }
  }
}

/**
 * Notes about the problems of the files an answer used (conversions that failed, ragged rows…),
 * each said once per conversation: a dataset whose note an earlier reply holds is not noted again.
 */
async function datasetWarnings(
  registry: DatasetRegistry,
  answer: Awaited<ReturnType<typeof answerQuestion>>,
  history: ReplyRequest['history'],
): Promise<string> {
  const named = [answer.query?.dataset, answer.plan.dataset, ...answer.steps.map((s) => s.arguments.dataset)];
  const used = new Set(named.filter((n): n is string => typeof n === 'string' && registry.has(n)));
  const said = history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const notes: string[] = [];
  for (const name of used) {
    if (said.some((content) => content.includes(warningNoteHeading(name)))) continue;
    const info = await registry.get(name).catch(() => undefined);
    const note = warningNote(name, info?.warnings ?? []);
    if (note) notes.push(note);
  }
  return notes.join('\n\n');
}

/** Splits markdown into streamable tokens: words with their trailing space; fences in one piece. */
export function chunk(content: string): string[] {
  const tokens: string[] = [];
  const fence = /```[\s\S]*?```/g;
  let last = 0;
  for (let m = fence.exec(content); m; m = fence.exec(content)) {
    tokens.push(...words(content.slice(last, m.index)), m[0]);
    last = m.index + m[0].length;
  }
  tokens.push(...words(content.slice(last)));
  return tokens;
}

function words(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

/**
 * Whether a question names a dataset: in backticks, as a distinctive name (`press_log`,
 * `sales-2024`, `q3.csv`, also with spaces for underscores), or as a plain word beside "table",
 * "dataset", "file" or "data" ("the sales table", "in the sales data"). A plain word alone may be
 * a column's word of the data at hand ("total sales by region") and names nothing.
 */
export function namesDataset(question: string, name: string): boolean {
  const text = question.toLowerCase();
  const lower = name.toLowerCase();
  if (text.includes(`\`${lower}\``)) return true;
  const escape = (n: string) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = (n: string, around = '') => new RegExp(`(?:^|[^a-z0-9_])${escape(n)}${around}(?:$|[^a-z0-9_])`);
  if (/[_\-.\d]/.test(lower)) return word(lower).test(text) || word(lower.replace(/_/g, ' ')).test(text);
  return word(lower, '\\s+(?:table|dataset|data|file|sheet)').test(text);
}
