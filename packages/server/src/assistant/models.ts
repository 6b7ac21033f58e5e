/**
 * The models the server offers, by id (the UI knows only ids): the spec's gpt-4, gpt-3.5-turbo
 * and claude-3, the operator's LLM_MODELS on an OpenAI-compatible endpoint, and the built-in
 * analyst, which is always available. The default is gpt-4 when OpenAI is configured, else the
 * analyst.
 */
import type { ModelInfo } from '@ai-analyst/contract';
import type { AppConfig } from '../platform/config';
import { badRequest } from '../platform/errors';

export const ANALYST_MODEL = 'analyst';

export type ModelEntry = ModelInfo & {
  /** The id the provider's API expects. */
  apiModel: string;
  /** Why it is unavailable, for the error a user sees when picking it anyway. */
  unavailableReason?: string;
};

export class ModelRegistry {
  readonly models: ModelEntry[];
  readonly defaultModel: string;

  constructor(llm: AppConfig['llm']) {
    const openai = Boolean(llm.openai.apiKey);
    const anthropic = Boolean(llm.anthropic.apiKey);
    const compatible = Boolean(llm.compatible.baseUrl);
    this.models = [
      { id: ANALYST_MODEL, name: 'Built-in analyst', provider: 'builtin', available: true, apiModel: ANALYST_MODEL },
      {
        id: 'gpt-4',
        name: 'GPT-4',
        provider: 'openai',
        available: openai,
        apiModel: 'gpt-4',
        unavailableReason: 'OpenAI is not configured on this server (OPENAI_API_KEY)',
      },
      {
        id: 'gpt-3.5-turbo',
        name: 'GPT-3.5 Turbo',
        provider: 'openai',
        available: openai,
        apiModel: 'gpt-3.5-turbo',
        unavailableReason: 'OpenAI is not configured on this server (OPENAI_API_KEY)',
      },
      {
        id: 'claude-3',
        name: 'Claude 3',
        provider: 'anthropic',
        available: anthropic,
        apiModel: llm.anthropic.model,
        unavailableReason: 'Anthropic is not configured on this server (ANTHROPIC_API_KEY)',
      },
      ...llm.compatible.models
        .filter((m) => !['analyst', 'gpt-4', 'gpt-3.5-turbo', 'claude-3'].includes(m))
        .map((m) => ({
          id: m,
          name: m,
          provider: 'openai_compatible' as const,
          available: compatible,
          apiModel: m,
          unavailableReason: 'The OpenAI-compatible endpoint is not configured (LLM_BASE_URL)',
        })),
    ];
    this.defaultModel = openai ? 'gpt-4' : ANALYST_MODEL;
  }

  /** The wire list of GET /api/models/. */
  list(): ModelInfo[] {
    return this.models.map(({ id, name, provider, available }) => ({ id, name, provider, available }));
  }

  find(id: string): ModelEntry | undefined {
    return this.models.find((m) => m.id === id);
  }

  /** The model to use for a message: requested, else the conversation's, else the default. */
  resolve(requested: string | undefined, conversationDefault: unknown): string {
    const id = requested ?? (typeof conversationDefault === 'string' ? conversationDefault : undefined);
    if (id === undefined) return this.defaultModel;
    const model = this.find(id);
    if (!model)
      throw badRequest(
        `Unknown model "${id}". Available: ${this.models.filter((m) => m.available).map((m) => m.id).join(', ')}`,
        'unknown_model',
      );
    if (!model.available) throw badRequest(`${model.name} is not available: ${model.unavailableReason}`, 'model_unavailable');
    return model.id;
  }
}
