/**
 * The assistant as the chat sees it: a model registry, a tool registry and a provider per kind of
 * model. `providerFor` is the only place that knows which provider serves which model.
 */
import type { AppConfig } from '../platform/config';
import type { CallerDatasets } from '../datasets/service';
import type { ConversationOwner } from '../chat/conversations';
import { AiSdkProvider } from './ai-sdk-provider';
import { BuiltinAnalystProvider } from './analyst';
import { ModelRegistry, type ModelEntry } from './models';
import type { AssistantProvider } from './provider';
import { builtinTools, ToolRegistry } from './tools';

export type AssistantOptions = {
  config: AppConfig;
  datasetsOf: (owner: ConversationOwner) => CallerDatasets;
  /** Replaces a provider (tests). */
  providers?: Partial<Record<ModelEntry['provider'], AssistantProvider>>;
};

export class AssistantService {
  readonly models: ModelRegistry;
  readonly tools = new ToolRegistry();
  private readonly analyst: AssistantProvider;
  private readonly sdk: AssistantProvider;

  constructor(private readonly options: AssistantOptions) {
    const { config, datasetsOf } = options;
    this.models = new ModelRegistry(config.llm);
    for (const tool of builtinTools()) this.tools.register(tool);
    this.analyst = new BuiltinAnalystProvider({
      datasetsOf,
      tokenDelayMs: config.chat.analystTokenDelayMs,
      tools: this.tools,
    });
    this.sdk = new AiSdkProvider(config.llm, (request) => ({
      owner: request.owner,
      signal: request.signal,
      datasets: () => datasetsOf(request.owner).registry(),
    }));
  }

  providerFor(model: ModelEntry): AssistantProvider {
    const override = this.options.providers?.[model.provider];
    if (override) return override;
    return model.provider === 'builtin' ? this.analyst : this.sdk;
  }
}
