/**
 * OpenAI, Anthropic and OpenAI-compatible models through the Vercel AI SDK: one streamText call
 * with the tools offered by function calling (up to five tool rounds), its text deltas passed on
 * as tokens. Charts and tables the tools produced are appended after the model's text, as fenced
 * blocks, so the user sees them without the model copying JSON. Every failure becomes a
 * ProviderError with a sentence the user can act on.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { dynamicTool, jsonSchema, stepCountIs, streamText, type LanguageModel, type ToolSet } from 'ai';
import type { ToolCall } from '@ai-analyst/contract';
import type { AppConfig } from '../platform/config';
import type { ModelEntry } from './models';
import {
  ProviderError,
  type AssistantProvider,
  type ReplyOutcome,
  type ReplyRequest,
} from './provider';
import type { ToolRunContext } from './tools';

/** Longest tool result kept in a reply's steps (the full output is in the reply itself). */
const MAX_STEP_RESULT = 20_000;

export class AiSdkProvider implements AssistantProvider {
  constructor(
    private readonly llm: AppConfig['llm'],
    private readonly toolContext: (request: ReplyRequest) => ToolRunContext,
    /** What the model is told about the message's attached files (null when there are none). */
    private readonly describeAttachments: (request: ReplyRequest) => Promise<string | null> = async () =>
      null,
  ) {}

  /** The SDK model object for a registry entry. */
  languageModel(model: ModelEntry): LanguageModel {
    const { llm } = this;
    switch (model.provider) {
      case 'openai':
        return createOpenAI({ apiKey: llm.openai.apiKey, baseURL: llm.openai.baseUrl }).chat(model.apiModel);
      case 'anthropic':
        return createAnthropic({ apiKey: llm.anthropic.apiKey, baseURL: llm.anthropic.baseUrl })(
          model.apiModel,
        );
      case 'openai_compatible':
        return createOpenAICompatible({
          name: 'compatible',
          baseURL: llm.compatible.baseUrl ?? '',
          apiKey: llm.compatible.apiKey,
        })(model.apiModel);
      default:
        throw new ProviderError('not_configured', `${model.name} is not served by a model provider`);
    }
  }

  async reply(request: ReplyRequest): Promise<ReplyOutcome> {
    const toolCalls: ToolCall[] = [];
    const renders: string[] = [];
    const ctx = this.toolContext(request);
    const tools: ToolSet = {};
    for (const t of request.tools) {
      tools[t.name] = dynamicTool({
        description: t.description,
        inputSchema: jsonSchema(t.parameters as Parameters<typeof jsonSchema>[0]),
        execute: async (args) => {
          try {
            const output = await t.run(args, ctx);
            // What the tool showed, for the reply's collapsible steps (as the built-in analyst keeps).
            const result =
              output.markdown.length > MAX_STEP_RESULT
                ? `${output.markdown.slice(0, MAX_STEP_RESULT)}…`
                : output.markdown;
            toolCalls.push({ name: t.name, arguments: args, ok: true, ...(result ? { result } : {}) });
            renders.push(output.markdown);
            return output.text;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            toolCalls.push({ name: t.name, arguments: args, ok: false, error: message });
            // The model reads the failure and can correct its arguments.
            return `Error: ${message}`;
          }
        },
      });
    }
    const timeout = AbortSignal.timeout(this.llm.timeoutMs);
    let content = '';
    let usage: ReplyOutcome['usage'];
    try {
      const messages = request.history.map((t) => ({ role: t.role, content: t.content }));
      const attached = await this.describeAttachments(request);
      const last = messages[messages.length - 1];
      if (attached && last?.role === 'user') last.content = `${last.content}\n\n${attached}`;
      const result = streamText({
        model: this.languageModel(request.model),
        system: request.system,
        messages,
        ...(request.tools.length ? { tools, stopWhen: stepCountIs(6) } : {}),
        abortSignal: AbortSignal.any([request.signal, timeout]),
        maxRetries: 0,
        // Errors arrive as 'error' parts below; the SDK's default would also print them.
        onError: () => undefined,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          content += part.text;
          request.onToken(part.text);
        } else if (part.type === 'error') {
          throw part.error;
        } else if (part.type === 'abort') {
          // An aborted stream ends quietly with this part instead of throwing.
          throw new Error('The request was aborted');
        } else if (part.type === 'finish') {
          usage = { inputTokens: part.totalUsage.inputTokens, outputTokens: part.totalUsage.outputTokens };
        }
      }
      if (timeout.aborted) throw new Error('The request timed out');
    } catch (error) {
      if (request.signal.aborted) throw request.signal.reason;
      throw toProviderError(error, request.model, timeout.aborted, content !== '');
    }
    if (request.signal.aborted) throw request.signal.reason;
    for (const block of renders.filter((r) => r.trim() !== '')) {
      const token = `${content ? '\n\n' : ''}${block}`;
      content += token;
      request.onToken(token);
    }
    if (content.trim() === '')
      throw new ProviderError(
        'stream_dropped',
        `${request.model.name} returned an empty answer. Please try again.`,
      );
    return { content, toolCalls, ...(usage ? { usage } : {}) };
  }
}

/** Maps SDK, HTTP and network errors to what the user is told. */
export function toProviderError(
  error: unknown,
  model: ModelEntry,
  timedOut: boolean,
  partial: boolean,
): ProviderError {
  if (error instanceof ProviderError) return error;
  const name = model.name;
  if (timedOut) return new ProviderError('timeout', `${name} did not answer in time. Please try again.`);
  // A stream that fails after a 200 carries that status: it is a dropped stream, not an HTTP error.
  const code = (error as { statusCode?: unknown }).statusCode;
  const status = typeof code === 'number' && code >= 400 ? code : undefined;
  if (status === 401 || status === 403)
    return new ProviderError(
      'auth',
      `${name} rejected the server's API key (HTTP ${status}). An administrator needs to check the key.`,
    );
  if (status === 429)
    return new ProviderError(
      'rate_limit',
      `${name} is rate limiting this server right now. Please wait a moment and try again.`,
    );
  if (typeof status === 'number' && status >= 500)
    return new ProviderError(
      'unavailable',
      `${name} is unavailable right now (HTTP ${status}). Please try again later.`,
    );
  if (typeof status === 'number')
    return new ProviderError('bad_request', `${name} could not process this request (HTTP ${status}).`);
  if (partial)
    return new ProviderError(
      'stream_dropped',
      `The connection to ${name} dropped before the answer was complete. Please try again.`,
    );
  const message = error instanceof Error ? error.message : String(error);
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|socket|network|terminated/i.test(message))
    return new ProviderError('unavailable', `${name} could not be reached. Please try again later.`);
  return new ProviderError('stream_dropped', `${name} failed to answer: ${message.slice(0, 200)}`);
}
