import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  ChatSocket,
  MAX_ATTEMPTS_ERROR,
  NO_TOKEN_ERROR,
  chatSocketUrl,
  type SocketLike,
} from './chat-socket';

/** A WebSocket double the tests open, close and feed frames by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  frames() {
    return this.sent.map((s) => JSON.parse(s) as { type: string; message?: string });
  }
}

function setup(options: { token?: string | null; refresh?: () => Promise<unknown> } = {}) {
  const sockets: FakeSocket[] = [];
  const client = new ChatSocket({
    conversationId: 'c1',
    baseUrl: 'ws://host/ws',
    getToken: () => (options.token === undefined ? 'tok' : options.token),
    refresh: options.refresh ?? (() => Promise.resolve()),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const statuses: string[] = [];
  const errors: string[] = [];
  client.on('status', (s) => statuses.push(s));
  client.on('error', (e) => errors.push(e));
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, statuses, errors, last };
}

describe('chat socket client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects to {base}/chat/{id}/?token= and reports its statuses', () => {
    const { client, last, statuses } = setup();
    client.connect();
    expect(last().url).toBe('ws://host/ws/chat/c1/?token=tok');
    last().open();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(chatSocketUrl('wss://x/ws', 'a b', 't&1')).toBe('wss://x/ws/chat/a%20b/?token=t%261');
  });

  it('reports a missing token without opening a socket', () => {
    const { client, sockets, errors, statuses } = setup({ token: null });
    client.connect();
    expect(sockets).toHaveLength(0);
    expect(errors).toEqual([NO_TOKEN_ERROR]);
    expect(statuses).toEqual(['error']);
  });

  it('pings every 30 seconds while open', () => {
    const { client, last } = setup();
    client.connect();
    last().open();
    vi.advanceTimersByTime(29_999);
    expect(last().frames()).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(30_000);
    expect(
      last()
        .frames()
        .map((f) => f.type),
    ).toEqual(['ping', 'ping']);
  });

  it('reconnects after 3000 ms × attempt, then gives up after 5 attempts', () => {
    const { client, sockets, last, errors, statuses } = setup();
    client.connect();
    last().serverClose(1006);
    for (const attempt of [1, 2, 3, 4, 5]) {
      const before = sockets.length;
      vi.advanceTimersByTime(3000 * attempt - 1);
      expect(sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
      last().serverClose(1006);
    }
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);
    expect(errors).toEqual([MAX_ATTEMPTS_ERROR]);
    expect(statuses[statuses.length - 1]).toBe('error');
  });

  it('starts the attempt count again after a successful connection', () => {
    const { client, sockets, last } = setup();
    client.connect();
    last().serverClose(1006);
    vi.advanceTimersByTime(3000);
    last().open();
    last().serverClose(1006);
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(3);
  });

  it('does not reconnect after a normal close (1000) or disconnect()', () => {
    const { client, sockets, last, statuses } = setup();
    client.connect();
    last().open();
    last().serverClose(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses[statuses.length - 1]).toBe('disconnected');

    client.connect();
    last().open();
    client.disconnect();
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('refreshes the token after an auth close (4401) and connects again', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const { client, sockets, last } = setup({ refresh });
    client.connect();
    last().serverClose(4401);
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('sends again, after the refresh, a message the server refused because the token expired', async () => {
    const { client, sockets, last, errors } = setup();
    const frames: string[] = [];
    client.on('frame', (f) => frames.push(f.type));
    client.connect();
    last().open();
    client.sendMessage('stored');
    last().receive(JSON.stringify({ type: 'message_received', message: { content: 'stored' } }));
    client.sendMessage('refused');
    last().receive(
      JSON.stringify({ type: 'error', code: 'token_expired', error: 'Your session has expired.' }),
    );
    last().serverClose(4401);
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    last().open();
    expect(
      last()
        .frames()
        .map((f) => f.message),
    ).toEqual(['refused']);
    expect(frames).toEqual(['message_received']);
    expect(errors).toEqual([]);
  });

  it('signs out here when the server refuses the refresh after an auth close (the session was ended)', async () => {
    const signedOut = vi.fn();
    window.addEventListener('tokenExpired', signedOut);
    try {
      const { client, sockets, last, statuses } = setup({
        refresh: () => Promise.reject(new ApiError(401, 'Token refresh failed')),
      });
      client.connect();
      last().open();
      last().serverClose(4401);
      await vi.waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
      expect(statuses.at(-1)).toBe('error');
      expect(sockets).toHaveLength(1);
    } finally {
      window.removeEventListener('tokenExpired', signedOut);
    }
  });

  it('keeps the session when the refresh merely cannot reach the server', async () => {
    const signedOut = vi.fn();
    window.addEventListener('tokenExpired', signedOut);
    try {
      const { client, last } = setup({ refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
      client.connect();
      last().serverClose(4401);
      await vi.advanceTimersByTimeAsync(10);
      expect(signedOut).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('tokenExpired', signedOut);
    }
  });

  it('signs out at once when the account is disabled (4403), without reconnecting', () => {
    const signedOut = vi.fn();
    window.addEventListener('tokenExpired', signedOut);
    try {
      const { client, sockets, last } = setup();
      client.connect();
      last().open();
      last().serverClose(4403);
      expect(signedOut).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(1);
    } finally {
      window.removeEventListener('tokenExpired', signedOut);
    }
  });

  it('queues frames while offline, at most 100 with the oldest dropped, and flushes them on open', () => {
    const { client, last } = setup();
    for (let i = 0; i < 105; i += 1) client.sendMessage(`m${i}`);
    expect(client.queuedCount).toBe(100);
    client.connect();
    last().open();
    const frames = last().frames();
    expect(frames).toHaveLength(100);
    expect(frames[0]?.message).toBe('m5');
    expect(frames[99]?.message).toBe('m104');
    expect(client.queuedCount).toBe(0);
  });

  it('sends at once when open, with a timestamp', () => {
    const { client, last } = setup();
    client.connect();
    last().open();
    client.sendMessage('hello', ['a.csv']);
    client.sendTyping(true);
    const [message, typing] = last().sent.map((s) => JSON.parse(s) as Record<string, unknown>);
    expect(message).toMatchObject({ type: 'chat_message', message: 'hello', attachments: ['a.csv'] });
    expect(typeof message?.timestamp).toBe('string');
    expect(typing).toMatchObject({ type: 'typing_start', is_typing: true });
  });

  it('hands frames to listeners and raises an error event for an unparseable one', () => {
    const { client, last, errors } = setup();
    const frames: unknown[] = [];
    client.on('frame', (f) => frames.push(f));
    client.connect();
    last().open();
    last().receive('{"type":"stream_token","token":"a","content":"a"}');
    last().receive('not json');
    expect(frames).toEqual([{ type: 'stream_token', token: 'a', content: 'a' }]);
    expect(errors).toHaveLength(1);
  });
});
