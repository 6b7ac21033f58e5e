/**
 * What a model is told besides the conversation: the mode's system prompt, the user's
 * personalization from Settings (role, bio, response style) and, in custom mode, the
 * conversation's own instructions (`metadata.system_prompt`).
 */
import { CONNECTED_TABLE_REFERENCE, type Personalization, type QpnMode } from '@ai-analyst/contract';
import type { CallerDatasets } from '../datasets/service';
import type { ChatTurn } from './provider';

const BASE =
  'You are AI Analyst, the analytics assistant of a self-hosted workspace. You answer business ' +
  'questions about the user\'s data. Prefer the tools over guessing numbers; say plainly when the ' +
  'data cannot answer. Format answers as GitHub-flavoured markdown. Charts and tables produced by ' +
  'tools are shown to the user automatically; do not repeat them as text.';

export const MODE_PROMPTS: Record<QpnMode, string> = {
  simple: 'Mode: simple chat. Answer conversationally and briefly.',
  tool_enhanced:
    'Mode: tool enhanced. Use the analytics tools (SQL over datasets, aggregates, profiles, charts) to ground every number.',
  rca:
    'Mode: root cause analysis. Find which segments (dimension values) explain a change in a metric: confirm the change, break it down by dimensions, test competing explanations and state your confidence.',
  time_series:
    'Mode: time series. Describe trend, seasonality and anomalies, and forecast with the forecasting tools when asked.',
  eda: 'Mode: exploratory data analysis. Profile the data: columns, types, missing values, distributions, correlations and notable findings.',
  custom: 'Mode: custom. Follow the conversation\'s instructions below.',
};

const STYLE: Record<Personalization['responseStyle'], string> = {
  concise: 'Keep answers short: the key result first, at most a few sentences or bullets.',
  balanced: 'Give the key result first, then the supporting detail that matters.',
  detailed: 'Give thorough answers: method, results, caveats and next steps.',
};

export function systemPrompt(
  mode: QpnMode,
  personalization: Partial<Personalization>,
  metadata: Record<string, unknown>,
): string {
  const parts = [BASE, MODE_PROMPTS[mode]];
  if (mode === 'custom' && typeof metadata.system_prompt === 'string' && metadata.system_prompt.trim())
    parts.push(`Instructions for this conversation:\n${metadata.system_prompt.trim().slice(0, 8000)}`);
  const about: string[] = [];
  if (personalization.role?.trim()) about.push(`Their role: ${personalization.role.trim()}.`);
  if (personalization.bio?.trim()) about.push(`About them: ${personalization.bio.trim()}`);
  if (about.length) parts.push(`About the user. ${about.join(' ')}`);
  parts.push(STYLE[personalization.responseStyle ?? 'balanced']);
  return parts.join('\n\n');
}

/**
 * The turns a model sees: the last `maxTurns` of the branch, each cut to `maxChars`, so a long
 * conversation never exceeds a small model's context.
 */
export function trimHistory(turns: ChatTurn[], maxTurns = 30, maxChars = 8000): ChatTurn[] {
  return turns
    .slice(-maxTurns)
    .filter((t) => t.content.trim() !== '')
    .map((t) => ({ role: t.role, content: t.content.length > maxChars ? `${t.content.slice(0, maxChars)}…` : t.content }));
}

/**
 * What a model is told about the files attached to a message: each data file's dataset (the table
 * name its tools use), size and columns; other files by name; files that cannot be used, why.
 */
export async function describeAttachments(
  datasets: CallerDatasets,
  attachments: string[],
  connectedTables?: (references: string[]) => Promise<string[]>,
): Promise<string | null> {
  if (attachments.length === 0) return null;
  // Connected database tables (`postgres:{connection}/{schema}.{table}`) are not files.
  const tables = attachments.filter((a) => CONNECTED_TABLE_REFERENCE.test(a));
  const tableLines = tables.length > 0 && connectedTables ? await connectedTables(tables) : [];
  const fileRefs = attachments.filter((a) => !CONNECTED_TABLE_REFERENCE.test(a));
  const lines = (fileRefs.length > 0 ? await datasets.resolveAttachments(fileRefs) : []).map((a) => {
    if (a.error) return `- ${a.reference}: cannot be used (${a.error})`;
    if (!a.dataset) return `- ${a.reference}: not a data file`;
    const columns = a.dataset.columns.map((c) => c.name).join(', ');
    return `- ${a.reference}: dataset \`${a.dataset.name}\` (${a.dataset.rowCount} rows; columns ${columns})`;
  });
  if (tableLines.length > 0 && lines.length === 0) return `Attached database tables (use these first):\n${tableLines.join('\n')}`;
  return `Attached files (use these datasets first):\n${[...lines, ...tableLines].join('\n')}`;
}

/**
 * The typed query of the conversation's latest analysis, which a follow-up question modifies:
 * newest message first, the query stored with the reply (`analyst_query`), else its last
 * successful ask_data call. A reply that computed something with neither (a table look-up no
 * typed query expresses, a profile) ends the search: the follow-up has nothing typed to modify,
 * rather than an older, unrelated question's query.
 */
export function previousAnalystQuery(metadata: unknown[]): unknown {
  for (let i = metadata.length - 1; i >= 0; i--) {
    const message = metadata[i] as { tool_calls?: unknown; analyst_query?: unknown } | null | undefined;
    if (message?.analyst_query && typeof message.analyst_query === 'object') return message.analyst_query;
    const calls = message?.tool_calls;
    if (!Array.isArray(calls)) continue;
    let computed = false;
    for (let j = calls.length - 1; j >= 0; j--) {
      const call = calls[j] as { name?: unknown; ok?: unknown; arguments?: unknown } | null;
      if (call?.name === 'ask_data' && call.ok === true && call.arguments) return call.arguments;
      if (call?.ok === true) computed = true;
    }
    if (computed) return undefined;
  }
  return undefined;
}

/**
 * The conversation's previous question, which a short follow-up ("and the smallest?") edits: the
 * whole question its reply read it as (`analyst_question`), else the user's message as typed.
 */
export function previousQuestion(
  earlier: { role: string; content: string; metadata: unknown }[],
): string | undefined {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const message = earlier[i]!;
    if (message.role !== 'user') continue;
    const reply = earlier[i + 1]?.metadata as { analyst_question?: unknown } | null | undefined;
    if (typeof reply?.analyst_question === 'string' && reply.analyst_question) return reply.analyst_question;
    return message.content.trim() || undefined;
  }
  return undefined;
}

/**
 * The attachments a message without any of its own is about: those of the latest earlier user
 * message on the branch that had some. A user attaches a file once and then asks about it.
 */
export function conversationAttachments(earlier: { role: string; attachments: string[] }[]): string[] {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const message = earlier[i]!;
    if (message.role === 'user' && message.attachments.length > 0) return message.attachments;
  }
  return [];
}
