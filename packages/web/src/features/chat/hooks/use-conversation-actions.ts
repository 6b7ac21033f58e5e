// What the chat page does to the server: conversations (create, rename, mode, delete) and
// messages (send, edit into a branch, delete, switch branch), each followed by the cache updates
// that keep the sidebar and the message list right.
import { useCallback, useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Conversation, Message, QpnMode } from '@ai-analyst/contract/chat';
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
  const [creating, setCreating] = useState(false);
  const [posting, setPosting] = useState(false);

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

  const create = useCallback(async (): Promise<Conversation | null> => {
    setCreating(true);
    try {
      const conversation = await createConversation({});
      client.setQueryData<Conversation[]>(chatKeys.conversations, (list) => [conversation, ...(list ?? [])]);
      return conversation;
    } catch (error) {
      onError(errorText(error, 'Failed to create conversation'));
      return null;
    } finally {
      setCreating(false);
    }
  }, [client, onError]);

  const rename = useCallback(
    async (id: string, title: string) => {
      try {
        patchConversation(await updateConversation(id, { title }));
      } catch (error) {
        onError(errorText(error, 'Failed to update conversation'));
      }
      void refreshList();
    },
    [onError, patchConversation, refreshList],
  );

  /** Sets the mode of a conversation that has none yet; the server refuses a second change. */
  const setMode = useCallback(
    async (id: string, mode: QpnMode): Promise<Conversation | null> => {
      try {
        const conversation = await updateConversation(id, { qpn_mode: mode });
        patchConversation(conversation);
        return conversation;
      } catch (error) {
        onError(errorText(error, 'Failed to update conversation'));
        void refreshList();
        return null;
      }
    },
    [onError, patchConversation, refreshList],
  );

  /** Replaces the conversation's metadata (e.g. the instructions of a Custom conversation). */
  const saveMetadata = useCallback(
    async (id: string, metadata: Record<string, unknown>): Promise<void> => {
      try {
        patchConversation(await updateConversation(id, { metadata }));
      } catch (error) {
        onError(errorText(error, 'Failed to save the conversation settings'));
      }
    },
    [onError, patchConversation],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await deleteConversation(id);
        client.setQueryData<Conversation[]>(chatKeys.conversations, (list) =>
          list?.filter((c) => c.id !== id),
        );
        client.removeQueries({ queryKey: chatKeys.messages(id) });
        return true;
      } catch (error) {
        onError(errorText(error, 'Failed to delete conversation'));
        return false;
      }
    },
    [client, onError],
  );

  /** Posts over HTTP (the socket is not connected), then reloads the messages. */
  const post = useCallback(
    async (id: string, content: string, options: SendOptions) => {
      setPosting(true);
      try {
        await postMessage(id, content, options);
      } catch (error) {
        onError(errorText(error, 'Failed to send message'));
      } finally {
        setPosting(false);
        void refreshMessages(id);
        void refreshList();
      }
    },
    [onError, refreshList, refreshMessages],
  );

  /**
   * Saves an edit as a new branch. The list shows the branch up to the edited message at once
   * (with the new text), so the streamed reply appears where it belongs.
   */
  const edit = useCallback(
    async (id: string, message: Message, content: string, options: SendOptions) => {
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
      setPosting(true);
      try {
        await editMessage(id, message.id, content, options);
      } catch (error) {
        onError(errorText(error, 'Failed to update message'));
      } finally {
        setPosting(false);
        void refreshMessages(id);
        void refreshList();
      }
    },
    [client, onError, refreshList, refreshMessages],
  );

  const removeMessage = useCallback(
    async (id: string, messageId: string) => {
      try {
        await deleteMessage(id, messageId);
      } catch (error) {
        onError(errorText(error, 'Failed to delete message'));
      }
      void refreshMessages(id);
      void refreshList();
    },
    [onError, refreshList, refreshMessages],
  );

  const showBranch = useCallback(
    async (id: string, messageId: string) => {
      try {
        await switchBranch(id, messageId);
      } catch (error) {
        onError(errorText(error, 'Failed to switch branch'));
      }
      await refreshMessages(id);
    },
    [onError, refreshMessages],
  );

  return {
    creating,
    posting,
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
