/**
 * The assistant as the chat sees it: a model registry, a tool registry and a provider per kind of
 * model. `providerFor` is the only place that knows which provider serves which model.
 */
import type { QpnMode } from '@ai-analyst/contract';
import type { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import type { AppConfig } from '../platform/config';
import type { CallerDatasets } from '../datasets/service';
import type { ConversationOwner } from '../auth/owner';
import { AiSdkProvider } from './ai-sdk-provider';
import { BuiltinAnalystProvider, type ConnectedTableCopies } from './analyst';
import { describeAttachments } from './context';
import { ModelRegistry, type ModelEntry } from './models';
import type { OrganizationModelChoice } from '../organizations/settings';
import type { AssistantProvider, ChatTurn, ReplyOutcome } from './provider';
import { builtinTools, ToolRegistry } from './tools';
import type { TableSource } from '@ai-analyst/engine/tools/types';

/** Connected database tables, as the assistant's tools and attachment notes need them. */
export interface ConnectedTables {
  resolverFor(organizationId: string): Promise<(dataset: string) => TableSource | undefined>;
  /** One line per attached table reference for the model; empty for references that are not tables. */
  describeReferences(organizationId: string, references: string[]): Promise<string[]>;
  /** A connected table as the built-in analyst reads it: a copy to parse against, the database to run in. */
  copyForAnalyst: ConnectedTableCopies['copyForAnalyst'];
}

/** A chat question that may ask for a root cause investigation. */
export interface ChatInvestigationRequest {
  owner: ConversationOwner;
  conversationId: string;
  mode: QpnMode;
  question: string;
  /** The branch up to and including the question, oldest first. */
  history: ChatTurn[];
  attachments: string[];
}

/** Starts root cause investigations from chat questions; the RCA feature provides it. */
export interface ChatInvestigations {
  /** The reply when the question asks for a root cause (started, or what is missing); else null. */
  startIfAsked(request: ChatInvestigationRequest): Promise<ReplyOutcome | null>;
}

export type AssistantOptions = {
  config: AppConfig;
  datasetsOf: (owner: ConversationOwner) => CallerDatasets;
  /** The organization's model choice (enabled providers, default model); none means the server's defaults. */
  modelChoice?: (organizationId: string) => Promise<OrganizationModelChoice | undefined>;
  /** Replaces a provider (tests). */
  providers?: Partial<Record<ModelEntry['provider'], AssistantProvider>>;
};

export class AssistantService {
  readonly models: ModelRegistry;
  readonly tools = new ToolRegistry();
  private readonly analyst: AssistantProvider;
  private readonly sdk: AssistantProvider;
  private investigations: ChatInvestigations | undefined;
  private connections: ConnectedTables | undefined;

  constructor(private readonly options: AssistantOptions) {
    const { config, datasetsOf } = options;
    this.models = new ModelRegistry(config.llm);
    for (const tool of builtinTools()) this.tools.register(tool);
    this.analyst = new BuiltinAnalystProvider({
      datasetsOf,
      tokenDelayMs: config.chat.analystTokenDelayMs,
      tools: this.tools,
      connectedTables: () => this.connections,
      // The organization's language model takes the questions the parser is unsure of.
      fallback: async (owner) => {
        const model = this.models.fallbackFor(await options.modelChoice?.(owner.organizationId));
        return model ? { provider: this.providerFor(model), model } : undefined;
      },
    });
    this.sdk = new AiSdkProvider(
      config.llm,
      (request) => {
        const datasets = datasetsOf(request.owner);
        let synced: Promise<DatasetRegistry> | undefined;
        return {
          owner: request.owner,
          signal: request.signal,
          // Files uploaded since the last listing become datasets before the first tool looks.
          datasets: () => (synced ??= datasets.list().then(() => datasets.registry())),
          connected: async () =>
            this.connections ? this.connections.resolverFor(request.owner.organizationId) : () => undefined,
        };
      },
      (request) =>
        describeAttachments(datasetsOf(request.owner), request.attachments, (references) =>
          this.connections
            ? this.connections.describeReferences(request.owner.organizationId, references)
            : Promise.resolve([]),
        ),
    );
  }

  /** Lets tools read connected database tables (set once the connections feature exists). */
  useConnections(connections: ConnectedTables): void {
    this.connections = connections;
  }

  /** Lets chat questions start root cause investigations (set once RCA exists: it posts to chat). */
  useInvestigations(investigations: ChatInvestigations): void {
    this.investigations = investigations;
  }

  /**
   * An RCA-mode question, or "why did X drop/rise", starts a real investigation before any model
   * or planner sees it; the reply says so. Null when the question is not one (or RCA is absent).
   */
  async startInvestigationIfAsked(request: ChatInvestigationRequest): Promise<ReplyOutcome | null> {
    return this.investigations ? this.investigations.startIfAsked(request) : null;
  }

  providerFor(model: ModelEntry): AssistantProvider {
    const override = this.options.providers?.[model.provider];
    if (override) return override;
    return model.provider === 'builtin' ? this.analyst : this.sdk;
  }
}
