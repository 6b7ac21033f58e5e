// The chat screen: the state and transport of the selected conversation,
// composed from the sidebar, header, banner, message list and input.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AlertCircle, X } from 'lucide-react';
import type { User } from '@ai-analyst/contract/auth-types';
import type { Conversation, Message, QpnMode } from '@ai-analyst/contract/chat-types';
import type { ServerFrame } from '@ai-analyst/contract/chat';
import { onChoicePicked } from '../../../components/rich-content/choice-event';
import { preloadRichContent } from '../../../components/rich-content/rich-content';
import { useConversations, useMessages, useModels, useTools } from '../api/queries';
import { useAttachments } from '../hooks/use-attachments';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useConversationActions } from '../hooks/use-conversation-actions';
import { downloadBlob } from '../../../lib/download';
import { allMessages, exportFileName } from '../export/collect';
import { ChatHeader } from './chat-header';
import type { ExportFormat } from './conversation-menu';
import { ChatModals, type ModalState } from './chat-modals';
import { ChatWelcome } from './chat-welcome';
import { ChatInput } from './input/chat-input';
import { MessageList } from './messages/message-list';
import { NotificationBanner } from './notification-banner';
import { ConversationSidebar } from './sidebar/conversation-sidebar';
import '../chat.css';
import '../chat-parts.css';
import '../chat-messages.css';
import '../chat-input.css';

/** What the chat page hands to the RCA workflow the app composes into it. */
export interface ChatRcaSlot {
  /** The selected conversation, or null. */
  conversation: Conversation | null;
  /**
   * Posts a message into a conversation the way the input does (the socket when connected to
   * it, else HTTP), then the message list follows.
   */
  postMessage: (conversationId: string, content: string) => Promise<void>;
  /** Hears the frames of the selected conversation's socket (the server forwards RCA progress). */
  subscribeFrames: (listener: (frame: ServerFrame) => void) => () => void;
}

export interface ChatPageProps {
  user: User;
  onLogout: () => void;
  onOpenFiles: () => void;
  /**
   * Opens the RCA request form (built with the RCA feature). In RCA mode with no conversation
   * selected yet, 'Configure RCA Investigation' first creates one in RCA mode.
   */
  onConfigureRca?: (conversation: Conversation) => void;
  /** Renders the RCA workflow beside the page (its modal, toasts). */
  renderRca?: (slot: ChatRcaSlot) => ReactNode;
  /** Buttons other features add to the header (the app passes the tool panel's). */
  headerActions?: ReactNode;
}

const wideScreen = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

export function ChatPage({
  user,
  onLogout,
  onOpenFiles,
  onConfigureRca,
  renderRca,
  headerActions,
}: ChatPageProps) {
  const [params, setParams] = useSearchParams();
  const activeId = params.get('conversation');
  const [sidebarOpen, setSidebarOpen] = useState(wideScreen);
  const [modal, setModal] = useState<ModalState>(null);
  const [error, setError] = useState<string | null>(null);
  const [draftMode, setDraftMode] = useState<QpnMode | null>(null);
  const [model, setModel] = useState('');
  const [tool, setTool] = useState('');
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const conversationsQuery = useConversations();
  const conversations = useMemo(() => conversationsQuery.data ?? [], [conversationsQuery.data]);
  const active = conversations.find((c) => c.id === activeId) ?? null;
  const messagesQuery = useMessages(active?.id ?? null);
  const socket = useChatSocket(active?.id ?? null);
  const models = useModels();
  const tools = useTools();
  const attachments = useAttachments();
  const actions = useConversationActions(setError);

  useEffect(() => preloadRichContent(), []);
  useEffect(() => {
    if (!model && models.data) setModel(models.data.default_model);
  }, [model, models.data]);
  // A link to a conversation that is not (or no longer) the reader's selects nothing, and says so.
  useEffect(() => {
    if (activeId && conversationsQuery.isSuccess && !active) {
      setParams({}, { replace: true });
      setError(
        'That conversation is not one of yours, or it was deleted. A colleague can share a conversation with you from its Share button.',
      );
    }
  }, [activeId, active, conversationsQuery.isSuccess, setParams]);
  // A mode chosen for a conversation that is being created stays with it; opening another
  // conversation forgets it. The picker can be used while the new conversation's URL is still
  // settling, so the reset must not undo that choice.
  const createdId = useRef<string | null>(null);
  useEffect(() => {
    if (activeId && activeId === createdId.current) return;
    setDraftMode(null);
  }, [activeId]);

  const select = useCallback(
    (id: string | null) => {
      setParams(id ? { conversation: id } : {}, { replace: false });
      setError(null);
      if (!wideScreen()) setSidebarOpen(false);
    },
    [setParams],
  );

  const startNew = async () => {
    if (activeId) setDraftMode(null);
    const conversation = await actions.create();
    if (!conversation) return;
    createdId.current = conversation.id;
    select(conversation.id);
  };

  const mode = active?.qpn_mode ?? draftMode;
  const send = async (text: string) => {
    let conversation = active;
    if (!conversation) {
      conversation = await actions.create();
      if (!conversation) return;
      createdId.current = conversation.id;
      select(conversation.id);
    }
    // The mode is fixed with the first message (Simple unless another was chosen), so the header
    // shows the mode the reply is written in.
    if (!conversation.qpn_mode) await actions.setMode(conversation.id, draftMode ?? 'simple');
    const options = { model: model || undefined, tool: tool || null };
    const files = attachments.ready;
    attachments.clear();
    if (conversation.id === active?.id && socket.send(text, files, options)) return;
    await actions.post(conversation.id, text, { ...options, attachments: files });
  };

  // A clicked choice of a clarifying question is sent as the next message.
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => onChoicePicked((choice) => void sendRef.current(choice)), []);

  const sendOptions = { model: model || undefined, tool: tool || null };

  /** Downloads the conversation as Markdown or PDF (the exporters load on first use). */
  const exportConversation = async (conversation: Conversation, format: ExportFormat) => {
    setExporting(format);
    try {
      const messages = await allMessages(conversation.id);
      if (format === 'markdown') {
        const { conversationMarkdown } = await import('../export/markdown-export');
        const text = await conversationMarkdown(conversation, messages);
        downloadBlob(new Blob([text], { type: 'text/markdown;charset=utf-8' }), exportFileName(conversation, 'md'));
      } else {
        const { conversationPdf } = await import('../export/pdf-export');
        const doc = await conversationPdf(conversation, messages);
        downloadBlob(doc.output('blob'), exportFileName(conversation, 'pdf'));
      }
    } catch (failure) {
      setError(`The export failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setExporting(null);
    }
  };

  /** The RCA button: the conversation (created in RCA mode when none is selected) gets the form. */
  const configureRca = async () => {
    if (!onConfigureRca) return;
    let conversation = active;
    if (!conversation) {
      conversation = await actions.create();
      if (!conversation) return;
      createdId.current = conversation.id;
      select(conversation.id);
    }
    if (!conversation.qpn_mode)
      conversation = (await actions.setMode(conversation.id, 'rca')) ?? conversation;
    onConfigureRca(conversation);
  };

  const { send: sendOverSocket } = socket;
  const { post: postOverHttp } = actions;
  const activeConversationId = active?.id;
  const postRcaMessage = useCallback(
    async (conversationId: string, content: string) => {
      if (conversationId === activeConversationId && sendOverSocket(content, [], {})) return;
      await postOverHttp(conversationId, content, {});
    },
    [activeConversationId, sendOverSocket, postOverHttp],
  );
  const busy = actions.posting || socket.typing || Boolean(socket.streaming?.isStreaming);
  const shownError = error ?? (socket.lastError && socket.status !== 'connected' ? socket.lastError : null);

  return (
    <div className={`chat-layout ${sidebarOpen ? 'sidebar-open' : 'sidebar-closed'}`}>
      <ConversationSidebar
        user={user}
        status={socket.status}
        conversations={conversations}
        loading={conversationsQuery.isPending}
        creating={actions.creating}
        activeId={active?.id ?? null}
        onNew={() => void startNew()}
        onSelect={select}
        onRename={(id, title) => void actions.rename(id, title)}
        onDelete={(conversation) => setModal({ kind: 'delete-conversation', conversation })}
        onShare={(conversation) => setModal({ kind: 'share', conversation })}
        onSettings={() => setModal({ kind: 'settings' })}
        onLogout={onLogout}
      />
      <button
        type="button"
        className="sidebar-scrim"
        aria-label="Close sidebar"
        tabIndex={-1}
        onClick={() => setSidebarOpen(false)}
      />
      <div className="chat-main">
        <ChatHeader
          conversation={active}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
          onRename={() => active && setModal({ kind: 'rename', conversation: active })}
          onOpenFiles={onOpenFiles}
          onSettings={() => setModal({ kind: 'settings' })}
          extraActions={headerActions}
          onShare={() => active && setModal({ kind: 'share', conversation: active })}
          onConversationSettings={() => active && setModal({ kind: 'conversation-settings', conversation: active })}
          onExport={(format) => active && void exportConversation(active, format)}
          exporting={exporting}
        />
        <NotificationBanner />
        <main className="chat-content">
          {active ? (
            <MessageList
              messages={messagesQuery.messages}
              loading={messagesQuery.isPending}
              streaming={socket.streaming}
              typing={socket.typing || actions.posting}
              hasEarlier={Boolean(messagesQuery.hasNextPage)}
              loadingEarlier={messagesQuery.isFetchingNextPage}
              onLoadEarlier={() => void messagesQuery.fetchNextPage()}
              onEdit={(message: Message, content) =>
                void actions.edit(active.id, message, content, sendOptions)
              }
              onDelete={(message) => setModal({ kind: 'delete-message', conversationId: active.id, message })}
              onSwitchBranch={(messageId) => void actions.showBranch(active.id, messageId)}
            />
          ) : (
            <div className="message-scroll">
              {conversationsQuery.isPending ? (
                <p className="message-placeholder">Loading conversations...</p>
              ) : (
                <ChatWelcome onStart={actions.creating ? undefined : () => void startNew()} />
              )}
            </div>
          )}
          {shownError && (
            <div className="alert alert-error chat-alert" role="alert">
              <AlertCircle size={16} aria-hidden />
              <span>{shownError}</span>
              <button
                type="button"
                className="icon-button icon-button-sm"
                aria-label="Dismiss error"
                onClick={() => setError(null)}
              >
                <X size={14} aria-hidden />
              </button>
            </div>
          )}
          {(active || !conversationsQuery.isPending) && (
            <ChatInput
              mode={mode}
              modeLocked={Boolean(active?.qpn_mode)}
              onModeChange={(next) => {
                setDraftMode(next);
                if (active && !active.qpn_mode && messagesQuery.messages.length > 0)
                  void actions.setMode(active.id, next);
              }}
              showSuggestions={!messagesQuery.isPending && messagesQuery.messages.length === 0 && !busy}
              attachments={attachments.attachments}
              uploading={attachments.uploading}
              onAttach={attachments.addFiles}
              onRemoveAttachment={attachments.remove}
              models={models.data?.models ?? []}
              model={model}
              onModelChange={setModel}
              tools={tools.data ?? []}
              tool={tool}
              onToolChange={setTool}
              onOpenDataLoader={() => setModal({ kind: 'data-loader' })}
              onConfigureRca={onConfigureRca ? () => void configureRca() : undefined}
              onTyping={socket.sendTyping}
              onSend={(text) => void send(text)}
              sending={actions.posting}
              isAdmin={user.role === 'admin'}
              onStop={
                active && socket.status === 'connected' && (socket.typing || socket.streaming?.isStreaming)
                  ? () => void socket.stop()
                  : undefined
              }
              stopping={socket.stopping}
            />
          )}
        </main>
      </div>
      <ChatModals
        modal={modal}
        user={user}
        onClose={() => setModal(null)}
        onOpen={setModal}
        onOpenFiles={onOpenFiles}
        onRename={(id, title) => void actions.rename(id, title)}
        onDeleteConversation={async (id) => {
          if ((await actions.remove(id)) && id === activeId) select(null);
        }}
        onDeleteMessage={(conversationId, message) => void actions.removeMessage(conversationId, message.id)}
        onAttachPath={attachments.addPath}
        onSaveMetadata={async (id, metadata) => {
          await actions.saveMetadata(id, metadata);
        }}
      />
      {renderRca?.({
        conversation: active,
        postMessage: postRcaMessage,
        subscribeFrames: socket.subscribeFrames,
      })}
    </div>
  );
}
