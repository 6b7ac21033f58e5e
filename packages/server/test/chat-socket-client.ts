import WebSocket from 'ws';
import { serverFrameSchema, type ServerFrame } from '@ai-analyst/contract';

/**
 * A real `ws` client of the chat socket for tests and the bench: every frame received is checked
 * against the contract's server frame schema and queued; `next()` takes them strictly in order.
 * A wait that never ends fails after `timeoutMs` with the frames seen so far, instead of hanging.
 */
export class ChatSocketClient {
  readonly frames: ServerFrame[] = [];
  /** Frames that did not match the contract (a test asserts this stays empty). */
  readonly invalid: unknown[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = 0;
  private wake: (() => void) | undefined;
  private isClosed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      let json: unknown;
      try {
        json = JSON.parse(data.toString());
      } catch {
        this.invalid.push(data.toString());
        return;
      }
      const parsed = serverFrameSchema.safeParse(json);
      if (parsed.success) this.frames.push(parsed.data);
      else this.invalid.push(json);
      this.wake?.();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        this.isClosed = true;
        this.wake?.();
        resolve({ code, reason: reason.toString() });
      });
    });
    ws.on('error', () => undefined);
  }

  /** Opens a socket and resolves once the connection is upgraded (not yet authenticated). */
  static open(url: string, options: WebSocket.ClientOptions = {}): Promise<ChatSocketClient> {
    const ws = new WebSocket(url, options);
    const client = new ChatSocketClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Opens a socket and waits for connection_established. */
  static async connect(url: string, options: WebSocket.ClientOptions = {}): Promise<ChatSocketClient> {
    const client = await ChatSocketClient.open(url, options);
    await client.next('connection_established');
    return client;
  }

  send(frame: Record<string, unknown>): void {
    this.ws.send(JSON.stringify({ timestamp: new Date().toISOString(), ...frame }));
  }

  /** The next frame; with `type`, it must be of that type. */
  async next<T extends ServerFrame['type']>(
    type?: T,
    timeoutMs = 20_000,
  ): Promise<Extract<ServerFrame, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    while (this.cursor >= this.frames.length) {
      if (this.isClosed)
        throw new Error(`socket closed while waiting for ${type ?? 'a frame'}; seen ${this.seen()}`);
      if (Date.now() > deadline)
        throw new Error(`no ${type ?? 'frame'} within ${timeoutMs} ms; seen ${this.seen()}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
    const frame = this.frames[this.cursor++] as ServerFrame;
    if (type && frame.type !== type)
      throw new Error(`expected ${type}, got ${frame.type}; seen ${this.seen()}`);
    return frame as Extract<ServerFrame, { type: T }>;
  }

  /** Every frame up to and including the first of `type`, in order. */
  async until<T extends ServerFrame['type']>(type: T, timeoutMs = 20_000): Promise<ServerFrame[]> {
    const out: ServerFrame[] = [];
    for (;;) {
      const frame = await this.next(undefined, timeoutMs);
      out.push(frame);
      if (frame.type === type) return out;
    }
  }

  /** Frames received but not yet taken. */
  pending(): ServerFrame[] {
    return this.frames.slice(this.cursor);
  }

  close(code = 1000): Promise<{ code: number; reason: string }> {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.close(code);
    return this.closed;
  }

  private seen(): string {
    return this.frames.map((f) => f.type).join(', ') || 'nothing';
  }
}
