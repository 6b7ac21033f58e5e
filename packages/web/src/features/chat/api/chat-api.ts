// Request functions of the chat feature: conversations, messages with their branches,
// models, tools, the profile, data sources and Google Sheets. Types come from the contract as
// type-only imports, so no zod reaches the chat chunk.
import type { User } from '@ai-analyst/contract/auth-types';
import type { Conversation, Message, ModelInfo, QpnMode } from '@ai-analyst/contract/chat-types';
import type { Pagination } from '@ai-analyst/contract/common-types';
import type { ConnectedSheet, DataSource } from '@ai-analyst/contract/files-types';
import { ApiError, api } from '../../../lib/api-client';

const conversationPath = (id: string) => `/chat/conversations/${encodeURIComponent(id)}/`;
const messagePath = (conversationId: string, messageId: string) =>
  `${conversationPath(conversationId)}messages/${encodeURIComponent(messageId)}/`;

export async function listConversations(): Promise<Conversation[]> {
  const body = await api.get<{ conversations: Conversation[] }>('/chat/conversations/');
  return body.conversations ?? [];
}

export async function createConversation(input: { title?: string; qpn_mode?: QpnMode | null } = {}) {
  const body = await api.post<{ conversation: Conversation }>('/chat/conversations/', input);
  return body.conversation;
}

export async function updateConversation(
  id: string,
  input: { title?: string; qpn_mode?: QpnMode; metadata?: Record<string, unknown> },
) {
  const body = await api.put<{ conversation: Conversation }>(conversationPath(id), input);
  return body.conversation;
}

export async function deleteConversation(id: string): Promise<void> {
  await api.delete(conversationPath(id));
}

export interface MessagePage {
  messages: Message[];
  pagination: Pagination;
  conversation: Conversation;
}

/** One page of the active branch; page 1 is the newest, messages oldest first inside it. */
export function listMessages(conversationId: string, page = 1, pageSize = 50): Promise<MessagePage> {
  return api.get<MessagePage>(
    `${conversationPath(conversationId)}messages/?page=${page}&page_size=${pageSize}`,
  );
}

export interface SendOptions {
  attachments?: string[];
  model?: string;
  tool?: string | null;
}

export async function postMessage(conversationId: string, content: string, options: SendOptions = {}) {
  return api.post<{ user_message: Message; assistant_message: Message | null }>(
    `${conversationPath(conversationId)}messages/`,
    {
      content,
      attachments: options.attachments ?? [],
      model: options.model,
      tool: options.tool ?? undefined,
    },
  );
}

/** Saves an edited user message as a sibling branch; the server then writes a new reply. */
export async function editMessage(
  conversationId: string,
  messageId: string,
  content: string,
  options: SendOptions = {},
) {
  return api.put<{ user_message?: Message; assistant_message?: Message | null }>(
    messagePath(conversationId, messageId),
    { content, model: options.model, tool: options.tool ?? undefined },
  );
}

export async function deleteMessage(conversationId: string, messageId: string): Promise<void> {
  await api.delete(messagePath(conversationId, messageId));
}

/** Shows the branch that goes through `messageId`. */
export async function switchBranch(conversationId: string, messageId: string): Promise<void> {
  await api.post(`${conversationPath(conversationId)}branch/`, { message_id: messageId });
}

export async function listModels(): Promise<{ models: ModelInfo[]; default_model: string }> {
  return api.get('/models/');
}

export interface ToolInfo {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  type: string;
}

/** The enabled tools; an empty list when the tools endpoint does not exist (404). */
export async function listTools(): Promise<ToolInfo[]> {
  try {
    const body = await api.get<{ tools?: ToolInfo[] }>('/mcp/tools/');
    return (body.tools ?? []).filter((tool) => tool.enabled !== false);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 501)) return [];
    throw error;
  }
}

export async function updatePersonalization(personalization: User['personalization']): Promise<User> {
  const body = await api.put<{ user: User }>('/auth/profile/', { personalization });
  return body.user;
}

export async function listDataSources(): Promise<{
  data_sources: DataSource[];
  connected_sheets: ConnectedSheet[];
}> {
  const body = await api.get<{ data_sources?: DataSource[]; connected_sheets?: ConnectedSheet[] }>(
    '/files/data-sources/',
  );
  return { data_sources: body.data_sources ?? [], connected_sheets: body.connected_sheets ?? [] };
}

/** Downloads a connected sheet again (its file and dataset follow). */
export async function refreshGoogleSheet(id: string): Promise<ConnectedSheet> {
  const body = await api.post<{ data_source: ConnectedSheet }>(
    `/files/data-sources/${encodeURIComponent(id)}/refresh/`,
    {},
  );
  return body.data_source;
}

export async function connectGoogleSheets(url: string, name?: string): Promise<ConnectedSheet> {
  const body = await api.post<{ data_source: ConnectedSheet }>('/files/data-sources/connect-google-sheets/', {
    url: url.trim(),
    ...(name?.trim() ? { name: name.trim() } : {}),
  });
  return body.data_source;
}
