// The live socket of the selected conversation: its status, the reply
// being streamed and the typing indicator. Stored messages the socket announces go straight
// into the messages query, so the list and the stream never disagree.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@ai-analyst/contract/chat-types';
import type { ServerFrame } from '@ai-analyst/contract/chat';
import { ChatSocket, type SocketStatus } from '../../../lib/chat-socket';
import { chatKeys, upsertMessage } from '../api/queries';

/**
 * A reply normally streams over this socket. If none of its frames arrives this long after a send,
 * it may be streaming on another server instance this socket cannot hear (the instances' Redis is
 * down): the page then polls the stored messages until the reply is there, so a
 * stream degrades to polling rather than being lost.
 */
export const REPLY_SILENCE_MS = 10_000;
export const REPLY_POLL_MS = 5_000;
/** Polling stops after this long; the reply job's own timeouts end well before. */
export const REPLY_POLL_LIMIT_MS = 5 * 60_000;

type MessagesData = { pages: { messages: Message[] }[] };

export interface StreamingMessage {
  messageId: string;
  content: string;
  isStreaming: boolean;
}

export interface ChatSocketState {
  status: SocketStatus;
  streaming: StreamingMessage | null;
  /** The assistant is preparing a reply (before its first token). */
  typing: boolean;
  lastError: string | null;
  /** Sends over the socket; returns false when it is not connected (then the caller posts). */
  send: (
    message: string,
    attachments: string[],
    options: { model?: string; tool?: string | null },
  ) => boolean;
  sendTyping: (typing: boolean) => void;
  /**
   * Stops the reply being written; what was written so far is kept, marked as stopped. Returns
   * false when the socket is not connected.
   */
  stop: () => boolean;
  /** A stop was asked for and the reply has not ended yet. */
  stopping: boolean;
  /**
   * Hears every frame of this conversation's socket (for example the RCA progress the server
   * forwards); returns the unsubscribe function.
   */
  subscribeFrames: (listener: (frame: ServerFrame) => void) => () => void;
}

export function useChatSocket(conversationId: string | null): ChatSocketState {
  const client = useQueryClient();
  const socketRef = useRef<ChatSocket | null>(null);
  const [status, setStatus] = useState<SocketStatus>('disconnected');
  const [streaming, setStreaming] = useState<StreamingMessage | null>(null);
  const [typing, setTyping] = useState(false);
  const [lastError, setLastError] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const streamingId = useRef<string | null>(null);
  const frameListeners = useRef(new Set<(frame: ServerFrame) => void>());
  /** A sent message whose reply has not arrived: when it was sent, and the last sign of the reply. */
  const awaiting = useRef<{ sentAt: number; lastSignAt: number } | null>(null);

  useEffect(() => {
    setStreaming(null);
    setTyping(false);
    setLastError(null);
    setStopping(false);
    if (!conversationId) {
      setStatus('disconnected');
      return;
    }
    const socket = new ChatSocket({ conversationId });
    socketRef.current = socket;
    const saved = (message: Message) => {
      upsertMessage(client, conversationId, message);
      void client.invalidateQueries({ queryKey: chatKeys.conversations });
    };
    const offStatus = socket.on('status', (next) => {
      setStatus(next);
      // A disconnect clears streaming and typing state.
      if (next !== 'connected') {
        setStreaming(null);
        setTyping(false);
      }
      // Whatever was missed while away is in the stored messages and the conversation list (a
      // summary posted meanwhile also renamed the conversation).
      if (next === 'connected') {
        void client.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
        void client.invalidateQueries({ queryKey: chatKeys.conversations });
      }
    });
    const offError = socket.on('error', setLastError);
    const offFrame = socket.on('frame', (frame) => {
      for (const listener of frameListeners.current) listener(frame);
      if (awaiting.current) {
        if (frame.type === 'message_saved' && frame.message.message_type === 'assistant')
          awaiting.current = null;
        else if (frame.type.startsWith('stream_') || frame.type === 'typing_indicator')
          awaiting.current.lastSignAt = Date.now();
      }
      switch (frame.type) {
        case 'message_received':
          saved(frame.message);
          break;
        case 'typing_indicator':
          if (frame.source !== 'user') setTyping(frame.is_typing);
          break;
        case 'stream_start':
          streamingId.current = frame.message_id;
          setTyping(false);
          setStreaming({ messageId: frame.message_id, content: '', isStreaming: true });
          break;
        case 'stream_token':
          setStreaming({ messageId: frame.message_id, content: frame.content, isStreaming: true });
          break;
        case 'stream_end':
          streamingId.current = null;
          setStopping(false);
          setStreaming({ messageId: frame.message_id, content: frame.final_content, isStreaming: false });
          setTyping(false);
          break;
        case 'message_saved':
          if (frame.message.message_type === 'assistant') setStopping(false);
          saved(frame.message);
          setStreaming((current) => (current && current.messageId === frame.message.id ? null : current));
          setTyping(false);
          break;
        case 'error':
          setLastError(frame.error);
          setTyping(false);
          break;
        default:
          break;
      }
    });
    socket.connect();
    // The fallback: poll the stored messages while a reply is awaited and nothing is heard of it.
    const poll = setInterval(() => {
      const wait = awaiting.current;
      if (!wait) return;
      const now = Date.now();
      if (now - wait.sentAt > REPLY_POLL_LIMIT_MS) {
        awaiting.current = null;
        setTyping(false);
        return;
      }
      if (now - wait.lastSignAt < REPLY_SILENCE_MS) return;
      void client.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }).then(() => {
        const data = client.getQueryData<MessagesData>(chatKeys.messages(conversationId));
        const newest = data?.pages[0]?.messages.at(-1);
        // The question is stored before the socket acknowledges it, so an assistant message on
        // top is its reply.
        if (newest?.message_type === 'assistant') {
          if (awaiting.current === wait) awaiting.current = null;
          setTyping(false);
          void client.invalidateQueries({ queryKey: chatKeys.conversations });
        }
      });
    }, REPLY_POLL_MS);
    return () => {
      clearInterval(poll);
      awaiting.current = null;
      offStatus();
      offError();
      offFrame();
      socket.disconnect();
      if (socketRef.current === socket) socketRef.current = null;
    };
  }, [conversationId, client]);

  const send = useCallback<ChatSocketState['send']>((message, attachments, options) => {
    const socket = socketRef.current;
    if (!socket || socket.status !== 'connected') return false;
    setLastError(null);
    setTyping(true);
    socket.sendMessage(message, attachments, options);
    const now = Date.now();
    awaiting.current = { sentAt: now, lastSignAt: now };
    return true;
  }, []);

  const sendTyping = useCallback((isTyping: boolean) => {
    const socket = socketRef.current;
    if (socket?.status === 'connected') socket.sendTyping(isTyping);
  }, []);

  const stop = useCallback(() => {
    const socket = socketRef.current;
    if (socket?.status !== 'connected') return false;
    socket.cancelGeneration(streamingId.current ?? undefined);
    setStopping(true);
    return true;
  }, []);

  const subscribeFrames = useCallback<ChatSocketState['subscribeFrames']>((listener) => {
    const listeners = frameListeners.current;
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  return { status, streaming, typing, lastError, send, sendTyping, stop, stopping, subscribeFrames };
}
