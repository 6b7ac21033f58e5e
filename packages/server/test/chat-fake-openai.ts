import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of an OpenAI-compatible chat completions endpoint (POST /v1/chat/completions) that
 * streams Server-Sent Events like the real one (and of Anthropic's POST /v1/messages, which always
 * streams one fixed answer). Each test sets `respond` to script the model; every
 * request is recorded (headers and JSON body) so a test can assert what the model was told.
 */
export type FakeRequest = { headers: http.IncomingHttpHeaders; body: ChatCompletionBody };

export type ChatCompletionBody = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
};

export type Responder = (request: FakeRequest, res: http.ServerResponse, index: number) => void;

export class FakeOpenAi {
  readonly requests: FakeRequest[] = [];
  respond: Responder = (_request, res) => sseText(res, ['Hello', ' from', ' the', ' fake.']);
  private readonly server: http.Server;
  private readonly hanging = new Set<http.ServerResponse>();

  private constructor() {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method === 'POST' && req.url?.endsWith('/messages')) {
          const request = {
            headers: req.headers,
            body: JSON.parse(Buffer.concat(chunks).toString()) as ChatCompletionBody,
          };
          this.requests.push(request);
          sseAnthropicText(res, ['Bonjour', ' from', ' Claude.']);
          return;
        }
        if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
          return;
        }
        const request = {
          headers: req.headers,
          body: JSON.parse(Buffer.concat(chunks).toString()) as ChatCompletionBody,
        };
        this.requests.push(request);
        this.hanging.add(res);
        res.on('close', () => this.hanging.delete(res));
        this.respond(request, res, this.requests.length - 1);
      });
    });
  }

  static async start(): Promise<FakeOpenAi> {
    const fake = new FakeOpenAi();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  reset(): void {
    this.requests.length = 0;
    this.respond = (_request, res) => sseText(res, ['Hello', ' from', ' the', ' fake.']);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const chunk = (
  delta: Record<string, unknown>,
  finish: string | null = null,
  extra: Record<string, unknown> = {},
) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  })}\n\n`;

function startSse(res: http.ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
}

/** Streams `tokens` as content deltas, then stop with usage and [DONE]. */
export function sseText(res: http.ServerResponse, tokens: string[]): void {
  startSse(res);
  res.write(chunk({ role: 'assistant', content: '' }));
  for (const token of tokens) res.write(chunk({ content: token }));
  res.write(
    chunk({}, 'stop', {
      usage: { prompt_tokens: 42, completion_tokens: tokens.length, total_tokens: 42 + tokens.length },
    }),
  );
  res.end('data: [DONE]\n\n');
}

/** Streams one tool call (its arguments in two pieces, as real models do), then finish_reason tool_calls. */
export function sseToolCall(
  res: http.ServerResponse,
  id: string,
  name: string,
  args: Record<string, unknown>,
): void {
  startSse(res);
  const json = JSON.stringify(args);
  const half = Math.floor(json.length / 2);
  res.write(
    chunk({
      role: 'assistant',
      content: null,
      tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: json.slice(0, half) } }],
    }),
  );
  res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(half) } }] }));
  res.write(
    chunk({}, 'tool_calls', { usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 } }),
  );
  res.end('data: [DONE]\n\n');
}

/** Answers an HTTP error with OpenAI's error body. */
export function httpError(res: http.ServerResponse, status: number, message: string, code: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code } }));
}

/**
 * Streams `tokens` and leaves the stream open; the returned function drops the connection without
 * a finish chunk or [DONE]. A test drops it once the tokens have reached a socket client.
 */
export function sseUnfinished(res: http.ServerResponse, tokens: string[]): () => void {
  startSse(res);
  res.write(chunk({ role: 'assistant', content: '' }));
  for (const token of tokens) res.write(chunk({ content: token }));
  return () => res.socket?.destroy();
}

/** Anthropic's Messages API stream: message_start, one text block in deltas, message_delta, message_stop. */
export function sseAnthropicText(res: http.ServerResponse, tokens: string[]): void {
  startSse(res);
  const event = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event('message_start', {
    message: {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: 'claude-fake',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 30, output_tokens: 0 },
    },
  });
  event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  for (const text of tokens) event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
  event('content_block_stop', { index: 0 });
  event('message_delta', {
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: tokens.length },
  });
  event('message_stop', {});
  res.end();
}
