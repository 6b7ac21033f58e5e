// What the chat page does to the server: conversations (create, rename, mode, delete) and
// messages (send, edit into a branch, delete, switch branch), as TanStack Query mutations, each
// followed by the cache updates that keep the sidebar and the message list right. Failures are
// reported through `onError` in plain words; the actions themselves never throw.
import { useCallback } from 'react';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Conversation, Message, QpnMode } from '@ai-analyst/contract/chat-types';
import { ApiError } from '../../../lib/api-client';
import {
  createConversation,
  deleteConversation,
  deleteMessage,
  editMessage,
  postMessage,
  switchBranch,
  updateConversation,
  type MessagePage,
  type SendOptions,
} from '../api/chat-api';
import { chatKeys } from '../api/queries';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverError ? error.serverError : fallback;

export function useConversationActions(onError: (message: string) => void) {
  const client = useQueryClient();

  const refreshList = useCallback(
    () => client.invalidateQueries({ queryKey: chatKeys.conversations }),
    [client],
  );
  const refreshMessages = useCallback(
    (id: string) => client.invalidateQueries({ queryKey: chatKeys.messages(id) }),
    [client],
  );
  const patchConversation = useCallback(
    (conversation: Conversation) =>
      client.setQueryData<Conversation[]>(chatKeys.conversations, (list) =>
        list?.map((c) => (c.id === conversation.id ? conversation : c)),
      ),
    [client],
  );

  const { mutateAsync: createAsync, isPending: creating } = useMutation({
    mutationFn: () => createConversation({}),
    onSuccess: (conversation) =>
      client.setQueryData<Conversation[]>(chatKeys.conversations, (list) => [conversation, ...(list ?? [])]),
  });
  const { mutateAsync: updateAsync } = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Parameters<typeof updateConversation>[1] }) =>
      updateConversation(id, changes),
    onSuccess: patchConversation,
  });
  const { mutateAsync: removeAsync } = useMutation({
    mutationFn: (id: string) => deleteConversation(id),
    onSuccess: (_data, id) => {
      client.setQueryData<Conversation[]>(chatKeys.conversations, (list) => list?.filter((c) => c.id !== id));
      client.removeQueries({ queryKey: chatKeys.messages(id) });
    },
  });
  const { mutateAsync: postAsync, isPending: postPending } = useMutation({
    mutationFn: ({ id, content, options }: { id: string; content: string; options: SendOptions }) =>
      postMessage(id, content, options),
  });
  const { mutateAsync: editAsync, isPending: editPending } = useMutation({
    mutationFn: ({
      id,
      message,
      content,
      options,
    }: {
      id: string;
      message: Message;
      content: string;
      options: SendOptions;
    }) => editMessage(id, message.id, content, options),
    /**
     * The list shows the branch up to the edited message at once (with the new text), so the
     * streamed reply appears where it belongs.
     */
    onMutate: ({ id, message, content }) => {
      client.setQueryData<InfiniteData<MessagePage, number>>(chatKeys.messages(id), (data) => {
        if (!data) return data;
        const pages = data.pages.map((page) => {
          const at = page.messages.findIndex((m) => m.id === message.id);
          if (at < 0) return page;
          const branch = {
            ...message.branch,
            count: message.branch.count + 1,
            index: message.branch.count + 1,
          };
          const edited = { ...message, id: `pending-${message.id}`, content, branch };
          return { ...page, messages: [...page.messages.slice(0, at), edited] };
        });
        return { ...data, pages };
      });
    },
  });
  const { mutateAsync: removeMessageAsync } = useMutation({
    mutationFn: ({ id, messageId }: { id: string; messageId: string }) => deleteMessage(id, messageId),
  });
  const { mutateAsync: switchBranchAsync } = useMutation({
    mutationFn: ({ id, messageId }: { id: string; messageId: string }) => switchBranch(id, messageId),
  });

  const create = useCallback(async (): Promise<Conversation | null> => {
    try {
      return await createAsync();
    } catch (error) {
      onError(errorText(error, 'Failed to create conversation'));
      return null;
    }
  }, [createAsync, onError]);

  const rename = useCallback(
    async (id: string, title: string) => {
      try {
        await updateAsync({ id, changes: { title } });
      } catch (error) {
        onError(errorText(error, 'Failed to update conversation'));
      }
      void refreshList();
    },
    [onError, refreshList, updateAsync],
  );

  /** Sets the mode of a conversation that has none yet; the server refuses a second change. */
  const setMode = useCallback(
    async (id: string, mode: QpnMode): Promise<Conversation | null> => {
      try {
        return await updateAsync({ id, changes: { qpn_mode: mode } });
      } catch (error) {
        onError(errorText(error, 'Failed to update conversation'));
        void refreshList();
        return null;
      }
    },
    [onError, refreshList, updateAsync],
  );

  /** Replaces the conversation's metadata (e.g. the instructions of a Custom conversation). */
  const saveMetadata = useCallback(
    async (id: string, metadata: Record<string, unknown>): Promise<void> => {
      try {
        await updateAsync({ id, changes: { metadata } });
      } catch (error) {
        onError(errorText(error, 'Failed to save the conversation settings'));
      }
    },
    [onError, updateAsync],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await removeAsync(id);
        return true;
      } catch (error) {
        onError(errorText(error, 'Failed to delete conversation'));
        return false;
      }
    },
    [onError, removeAsync],
  );

  /** Posts over HTTP (the socket is not connected), then reloads the messages. */
  const post = useCallback(
    async (id: string, content: string, options: SendOptions) => {
      try {
        await postAsync({ id, content, options });
      } catch (error) {
        onError(errorText(error, 'Failed to send message'));
      } finally {
        void refreshMessages(id);
        void refreshList();
      }
    },
    [onError, postAsync, refreshList, refreshMessages],
  );

  /** Saves an edit as a new branch, shown at once. */
  const edit = useCallback(
    async (id: string, message: Message, content: string, options: SendOptions) => {
      try {
        await editAsync({ id, message, content, options });
      } catch (error) {
        onError(errorText(error, 'Failed to update message'));
      } finally {
        void refreshMessages(id);
        void refreshList();
      }
    },
    [editAsync, onError, refreshList, refreshMessages],
  );

  const removeMessage = useCallback(
    async (id: string, messageId: string) => {
      try {
        await removeMessageAsync({ id, messageId });
      } catch (error) {
        onError(errorText(error, 'Failed to delete message'));
      }
      void refreshMessages(id);
      void refreshList();
    },
    [onError, refreshList, refreshMessages, removeMessageAsync],
  );

  const showBranch = useCallback(
    async (id: string, messageId: string) => {
      try {
        await switchBranchAsync({ id, messageId });
      } catch (error) {
        onError(errorText(error, 'Failed to switch branch'));
      }
      await refreshMessages(id);
    },
    [onError, refreshMessages, switchBranchAsync],
  );

  return {
    creating,
    posting: postPending || editPending,
    create,
    rename,
    setMode,
    saveMetadata,
    remove,
    post,
    edit,
    removeMessage,
    showBranch,
  };
}
