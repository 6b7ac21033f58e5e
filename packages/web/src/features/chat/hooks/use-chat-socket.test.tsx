import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Message } from '@ai-analyst/contract/chat-types';
import { chatKeys } from '../api/queries';
import { REPLY_POLL_MS, REPLY_SILENCE_MS, useChatSocket } from './use-chat-socket';

/** A connected socket double: the hook's frames and statuses are driven by the test. */
const { FakeChatSocket, sockets } = vi.hoisted(() => {
  const sockets: { emit(event: string, value: unknown): void }[] = [];
  class FakeChatSocket {
    status = 'connected';
    listeners = new Map<string, ((value: unknown) => void)[]>();
    sent: string[] = [];
    constructor() {
      sockets.push(this);
    }
    on(event: string, listener: (value: unknown) => void) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return () => undefined;
    }
    emit(event: string, value: unknown) {
      for (const listener of this.listeners.get(event) ?? []) listener(value);
    }
    connect() {
      this.emit('status', 'connected');
    }
    disconnect() {}
    sendMessage(message: string) {
      this.sent.push(message);
    }
    sendTyping() {}
  }
  return { FakeChatSocket, sockets };
});
vi.mock('../../../lib/chat-socket', () => ({ ChatSocket: FakeChatSocket }));

const message = (id: string, type: 'user' | 'assistant'): Message =>
  ({ id, message_type: type, content: id, created_at: new Date().toISOString() }) as unknown as Message;

describe('useChatSocket reply fallback', () => {
  let client: QueryClient;
  let stored: Message[];
  let fetches: number;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets.length = 0;
    stored = [message('q1', 'user')];
    fetches = 0;
    client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    // The messages query as the page keeps it: refetching reads the server's stored messages.
    client.setQueryDefaults(chatKeys.messages('c1'), {
      queryFn: () => {
        fetches += 1;
        return { pages: [{ messages: [...stored] }], pageParams: [1] };
      },
    });
    void client.prefetchQuery({ queryKey: chatKeys.messages('c1') });
  });
  afterEach(() => vi.useRealTimers());

  const render = () =>
    renderHook(
      () => {
        // The page's messages list observes the query, so invalidating refetches it.
        useQuery({ queryKey: chatKeys.messages('c1') });
        return useChatSocket('c1');
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ),
      },
    );

  it('polls the stored messages when a sent reply is never heard on the socket, until it is there', async () => {
    const { result } = render();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => void result.current.send('why?', [], {}));
    expect(result.current.typing).toBe(true);
    const before = fetches;

    // Within the silence window nothing is polled.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REPLY_SILENCE_MS - REPLY_POLL_MS);
    });
    expect(fetches).toBe(before);

    // Then it polls; the reply (streamed on another instance) is stored: polling stops.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REPLY_POLL_MS);
    });
    expect(fetches).toBe(before + 1);
    stored = [...stored, message('a1', 'assistant')];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REPLY_POLL_MS);
    });
    expect(fetches).toBe(before + 2);
    expect(result.current.typing).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REPLY_POLL_MS * 4);
    });
    expect(fetches).toBe(before + 2);
  });

  it('does not poll while the reply streams over the socket', async () => {
    const { result } = render();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => void result.current.send('why?', [], {}));
    const before = fetches;
    for (let i = 0; i < 6; i += 1) {
      act(() =>
        sockets[0]!.emit('frame', {
          type: 'stream_token',
          message_id: 'a1',
          token: 'x',
          content: 'x'.repeat(i),
        }),
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(REPLY_POLL_MS);
      });
    }
    act(() => sockets[0]!.emit('frame', { type: 'message_saved', message: message('a1', 'assistant') }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REPLY_SILENCE_MS * 3);
    });
    expect(fetches).toBe(before);
  });
});
