/**
 * The models the server offers, by id (the UI knows only ids): gpt-4, gpt-3.5-turbo
 * and claude-3, the operator's LLM_MODELS on an OpenAI-compatible endpoint, and the built-in
 * analyst, which is always available. The default is gpt-4 when OpenAI is configured, else the
 * analyst.
 */
import type { ModelInfo } from '@ai-analyst/contract';
import type { OrganizationModelChoice } from '../organizations/settings';
import type { AppConfig } from '../platform/config';
import { modelPolicy } from '../models/policy';
import { badRequest } from '../platform/errors';

export const ANALYST_MODEL = 'analyst';


/** The settings' provider names: the registry calls the built-in analyst's provider 'builtin'. */
const settingsProvider = (provider: string) => (provider === 'builtin' ? 'analyst' : provider);

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

  /**
   * The models as one organization sees them: a model whose provider its admin switched off is
   * unavailable (the built-in analyst stays on when nothing else would be left); the default is
   * the admin's choice when usable, else the server's default, else the first available model.
   */
  forOrganization(choice?: OrganizationModelChoice): { models: ModelEntry[]; defaultModel: string } {
    if (!choice) return { models: this.models, defaultModel: this.defaultModel };
    const switchedOff = (m: ModelEntry) => !choice.enabledProviders.includes(settingsProvider(m.provider));
    let models = this.models.map((m) =>
      m.available && switchedOff(m)
        ? { ...m, available: false, unavailableReason: 'your organization has switched this provider off' }
        : m,
    );
    if (!models.some((m) => m.available))
      models = models.map((m) => (m.id === ANALYST_MODEL ? { ...m, available: true } : m));
    const usable = (id: string | undefined) => models.some((m) => m.id === id && m.available);
    const defaultModel = usable(choice.defaultModel)
      ? choice.defaultModel!
      : usable(this.defaultModel)
        ? this.defaultModel
        : models.find((m) => m.available)!.id;
    return { models, defaultModel };
  }

  /**
   * The language model that takes the questions the built-in analyst is unsure of, for one
   * organization: its default model when that is a language model it may use, else the first
   * language model it may use; none when the organization uses only the built-in analyst.
   */
  fallbackFor(choice?: OrganizationModelChoice): ModelEntry | undefined {
    const { models, defaultModel } = this.forOrganization(choice);
    const languageModels = models.filter((m) => m.provider !== 'builtin' && m.available);
    return languageModels.find((m) => m.id === defaultModel) ?? languageModels[0];
  }

  /** The wire list of GET /api/models/, as the organization sees it. */
  list(choice?: OrganizationModelChoice): ModelInfo[] {
    return this.forOrganization(choice).models.map(({ id, name, provider, available }) => ({
      id,
      name,
      provider,
      available,
    }));
  }

  find(id: string): ModelEntry | undefined {
    return this.models.find((m) => m.id === id);
  }

  /** The model to use for a message: requested, else the conversation's, else the default. */
  resolve(requested: string | undefined, conversationDefault: unknown, choice?: OrganizationModelChoice): string {
    const { models, defaultModel } = this.forOrganization(choice);
    const id = requested ?? (typeof conversationDefault === 'string' ? conversationDefault : undefined);
    if (id === undefined) return defaultModel;
    const model = models.find((m) => m.id === id);
    if (!model)
      throw badRequest(
        `Unknown model "${id}". Available: ${models.filter((m) => m.available).map((m) => m.id).join(', ')}`,
        'unknown_model',
      );
    // Whether the organization may use it is the model policy's to say.
    modelPolicy.authorize(choice ?? {}, 'use', model);
    return model.id;
  }
}
