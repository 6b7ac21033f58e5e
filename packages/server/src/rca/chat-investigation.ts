/**
 * Root cause investigations started from the chat. In an RCA-mode conversation, or in any
 * conversation asking why a metric dropped or rose, the question becomes a real RCA request on
 * the conversation's dataset (the files attached to this message, else the latest ones attached
 * in the conversation), run by the durable RCA runner: its progress reaches the conversation's
 * sockets, and its summary is posted there as the assistant when it ends. The reply to the
 * question says what runs on which data and links the report. The user's earlier messages in the
 * branch are the investigation's context (releases, price changes, campaigns with their dates).
 */
import type { QpnMode } from '@ai-analyst/contract';
import type { AuthContext } from '../auth/authenticate';
import type { ConversationOwner } from '../auth/owner';
import type { ConversationService } from '../chat/conversations';
import type { DatasetService } from '../datasets/service';
import type { Database } from '../platform/db/client';
import type { ChatTurn, ReplyOutcome } from '../assistant/provider';
import { toFence } from '@ai-analyst/engine/charts/render-items';
import { MAX_CHOICES } from '@ai-analyst/contract/render-items';
import {
  describeGuesses,
  guessesOf,
  metricReading,
  namedDatasets,
  numericColumns,
  restartedFrom,
  withPart,
} from './chat-guesses';
import { ownerAsCaller } from './run-inputs';
import type { RcaService } from './service';

/** "Why did revenue drop…", "why has X fallen", "what caused the rise in Y", "X fell — why?". */
const WHY_CHANGE =
  /\b(why|what (?:caused|explains|drove|is behind)|root cause|reason for)\b[^?.!]*\b(drop|dropp|fall|fell|fallen|decline|decreas|dip|down|lower|rise|rose|risen|increas|grow|grew|jump|spike|surge|up|higher|change|tank|plummet|sink|sank)/i;
const CHANGE_THEN_WHY =
  /\b(dropped|fell|declined|decreased|dipped|rose|increased|jumped|spiked|surged|went (?:down|up)|is (?:down|up))\b[^?]*\b(why|what happened|explain)\b/i;

/** Whether a chat message asks why a metric changed. */
export function asksWhyMetricChanged(question: string): boolean {
  return WHY_CHANGE.test(question) || CHANGE_THEN_WHY.test(question);
}

export interface ChatInvestigationRequest {
  owner: ConversationOwner;
  conversationId: string;
  mode: QpnMode;
  question: string;
  /** The branch up to and including the question, oldest first. */
  history: ChatTurn[];
  attachments: string[];
}

/** Starts investigations from chat questions; see the file comment. */
export class ChatInvestigations {
  constructor(
    private readonly options: {
      db: Database;
      rca: RcaService;
      datasets: DatasetService;
      conversations: Pick<ConversationService, 'latestAttachments'>;
    },
  ) {}

  /**
   * The reply to a question that asks for a root cause (an RCA-mode conversation, or "why did X
   * drop/rise"): a started investigation, or what is missing to start one. Null for any other
   * question, which the assistant answers as usual.
   */
  async startIfAsked(request: ChatInvestigationRequest): Promise<ReplyOutcome | null> {
    const question = request.question.trim();
    if (!question) return null;
    const why = asksWhyMetricChanged(question);
    if (
      !why &&
      !(
        request.mode === 'rca' &&
        /\b(why|cause|explain|investigat|drop|fall|fell|rise|rose|declin|increas)/i.test(question)
      )
    )
      return null;
    const datasets = this.options.datasets.forOwner(request.owner);
    // The data: the files attached to this message, else datasets the question names ("Data:
    // `sales`."), else the files of the latest message that had any (a guess, said so).
    const mine = await datasets
      .list()
      .then((l) => l.datasets)
      .catch(() => []);
    const named = request.attachments.length ? [] : namedDatasets(question, mine);
    const references = request.attachments.length
      ? request.attachments
      : named.length
        ? []
        : await this.options.conversations.latestAttachments(request.conversationId);
    const dataGuessed = !request.attachments.length && !named.length && references.length > 0;
    const resolved = references.length
      ? await datasets.resolveAttachments(references).catch((error: unknown) => [
          {
            reference: references.join(', '),
            dataset: null,
            error: error instanceof Error ? error.message : String(error),
          },
        ])
      : [];
    const usable = [...named, ...resolved.filter((a) => a.dataset).map((a) => a.dataset!)];
    if (usable.length === 0) {
      // Outside RCA mode, a "why" without data is the analyst's to answer.
      if (request.mode !== 'rca') return null;
      const names = mine.slice(0, 10).map((d) => `\`${d.name}\``);
      const problems = resolved.filter((a) => a.error).map((a) => `${a.reference}: ${a.error}`);
      const offered = mine.slice(0, MAX_CHOICES).map((d) => withPart(question, `Data: \`${d.name}\``));
      return {
        content: [
          'To investigate, I need the data: attach the file (CSV, Excel, Parquet…) with the metric, a date column and the dimensions to this conversation and ask again.',
          problems.length ? `\nThe attached files could not be used: ${problems.join('; ')}.` : '',
          names.length ? `\nYour datasets: ${names.join(', ')}.` : '',
          offered.length
            ? `\n\n${toFence({ type: 'choices', question: 'Or investigate one of your datasets:', choices: offered })}`
            : '',
        ].join(''),
        toolCalls: [],
      };
    }
    const context = request.history
      .slice(0, -1)
      .filter((t) => t.role === 'user')
      .map((t) => t.content.trim())
      .filter(Boolean)
      .join('\n')
      .slice(-10_000);
    // What the question names, read as the investigation will: a metric the data does not hold is
    // answered at once; what it leaves unsaid is guessed, said so, and offered alternatives.
    const reading = metricReading(question, '', usable[0]!);
    if (reading.unknown) {
      const numeric = numericColumns(usable[0]!);
      return {
        content: `Your question asks about "${reading.unknown}", but \`${usable[0]!.name}\` has no such column; its numeric columns are ${numeric.join(', ') || 'none'}. Ask again naming one of them, for example "why did ${numeric[0] ?? 'revenue'} drop last week?".`,
        toolCalls: [],
      };
    }
    const guesses = guessesOf({ question, context, dataset: usable[0]!, dataGuessed, others: mine });
    const caller = await ownerAsCaller(this.options.db, request.owner, 'chat-rca');
    // A choice picked from the guesses of an earlier investigation restarts on it: the earlier
    // run, if still going, is stopped.
    const previous = restartedFrom(question, request.history);
    const stopped = previous ? await this.stop(caller, previous) : false;
    const created = await this.options.rca.createAndStart(caller, {
      problem_description: question.slice(0, 5000),
      data_sources: usable.map((d) => d.name),
      context_info: context,
      priority: 'medium',
      client_id: 'demo',
      metadata: { source: 'chat', ...(previous ? { restarts: previous } : {}) },
      conversation_id: request.conversationId,
    });
    const data = usable.map((d) => `\`${d.name}\` (${d.rowCount.toLocaleString('en-US')} rows)`).join(', ');
    return {
      content: [
        `${previous ? 'Restarted the root cause investigation' : 'Started a root cause investigation of your question'} on ${data}.`,
        ...(stopped ? ['', 'The earlier investigation on the guess was stopped.'] : []),
        '',
        'It reads the metric, the period and any dated events from your messages, states every default it has to take, and tests whether the change is more than normal variation before naming a cause. Progress shows here; the result follows in this conversation.',
        ...describeGuesses(guesses),
        '',
        `[Open report](#rca-report=${created.id})`,
      ].join('\n'),
      toolCalls: [
        {
          name: 'root_cause_analysis',
          arguments: { request_id: created.id, data_sources: usable.map((d) => d.name) },
          ok: true,
          result: `Investigation ${created.id} started on ${usable.map((d) => d.name).join(', ')}.`,
        },
      ],
    };
  }

  /** Stops a running investigation of the caller; false when it had already ended (or is not theirs). */
  private async stop(caller: AuthContext, id: string): Promise<boolean> {
    try {
      await this.options.rca.cancel(caller, id);
      return true;
    } catch {
      return false;
    }
  }
}
