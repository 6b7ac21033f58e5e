// TanStack Query keys and hooks of the chat's server state.
import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Message } from '@ai-analyst/contract/chat-types';
import {
  listConversations,
  listDataSources,
  listMessages,
  listModels,
  listTools,
  type MessagePage,
} from './chat-api';

export const MESSAGE_PAGE_SIZE = 50;

export const chatKeys = {
  conversations: ['chat', 'conversations'] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  models: ['chat', 'models'] as const,
  tools: ['chat', 'tools'] as const,
  dataSources: ['chat', 'data-sources'] as const,
  share: (conversationId: string) => ['chat', 'share', conversationId] as const,
};

export function useConversations(enabled = true) {
  return useQuery({ queryKey: chatKeys.conversations, queryFn: listConversations, enabled });
}

/** The active branch, newest page first; `messages` is oldest first across the loaded pages. */
export function useMessages(conversationId: string | null) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId ?? ''),
    queryFn: ({ pageParam }) => listMessages(conversationId!, pageParam, MESSAGE_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last: MessagePage) =>
      last.pagination?.has_next ? last.pagination.page + 1 : undefined,
    enabled: Boolean(conversationId),
  });
  const messages = query.data ? [...query.data.pages].reverse().flatMap((page) => page.messages) : [];
  return { ...query, messages };
}

/** Puts a message the socket delivered into the newest page, replacing one with the same id. */
export function upsertMessage(client: QueryClient, conversationId: string, message: Message): void {
  client.setQueryData<InfiniteData<MessagePage, number>>(chatKeys.messages(conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    // A stored user message replaces the optimistic copy of an edit.
    const kept =
      message.message_type === 'user'
        ? newest.messages.filter((m) => !m.id.startsWith('pending-'))
        : newest.messages;
    const exists = kept.some((m) => m.id === message.id);
    const messages = exists ? kept.map((m) => (m.id === message.id ? message : m)) : [...kept, message];
    return { ...data, pages: [{ ...newest, messages }, ...older] };
  });
}

export function useModels() {
  // Admins switch models and tools per organization: a list older than 30 s is read again when
  // the window regains focus, so the selects follow within a moment instead of after a reload.
  return useQuery({
    queryKey: chatKeys.models,
    queryFn: listModels,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useTools() {
  return useQuery({
    queryKey: chatKeys.tools,
    queryFn: listTools,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useDataSources(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.dataSources, queryFn: listDataSources, enabled });
}
