/**
 * Connections to the external MCP servers organizations added (@modelcontextprotocol/sdk
 * clients over stdio or Streamable HTTP). A server is connected on first use and kept; its tool
 * list is read when it connects and again on a connection test. A connection that closes is
 * forgotten and made again on next use; a failed one is not retried for a short while, so a
 * server that is down does not slow down every tool listing.
 *
 * A URL server connects through the fetch of its organization's outbound policy (outbound.ts): an
 * organization other than the operator's reaches public addresses only. A failure is described
 * in our words (the HTTP status, the network error), never with the body the remote answered.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { AddressNotAllowedError, outboundFetch, parseHostRules, type OutboundPolicy } from './outbound';
import type { McpServerRow } from './tables';

export type ExternalTool = { name: string; description: string; inputSchema: Record<string, unknown> };

export type ExternalCallResult = { text: string; isError: boolean; data?: unknown };

type Connection = { client: Client; tools: ExternalTool[]; stderr: () => string };

/** Why a server could not be reached; `code` is 'address_not_allowed' when the policy refused it. */
export type ConnectionFailure = { error: string; code: 'address_not_allowed' | 'unreachable' };

type Entry =
  | { state: 'connecting'; promise: Promise<Connection> }
  | { state: 'connected'; connection: Connection }
  | { state: 'failed'; error: string; code: ConnectionFailure['code']; at: number };

export type ExternalServersOptions = {
  /** How long connecting (and listing tools) may take. */
  connectTimeoutMs?: number;
  /** How long a tool call may take. */
  callTimeoutMs?: number;
  /** How long a failed connection is remembered before trying again. */
  retryAfterMs?: number;
  /** Where a URL server of an organization may connect; default: public addresses only. */
  outbound?: (server: McpServerRow) => Promise<OutboundPolicy>;
};

export class ExternalServers {
  private readonly entries = new Map<string, Entry>();
  private readonly connectTimeoutMs: number;
  private readonly callTimeoutMs: number;
  private readonly retryAfterMs: number;
  private readonly outbound: (server: McpServerRow) => Promise<OutboundPolicy>;

  constructor(options: ExternalServersOptions = {}) {
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.callTimeoutMs = options.callTimeoutMs ?? 60_000;
    this.retryAfterMs = options.retryAfterMs ?? 15_000;
    this.outbound = options.outbound ?? (async () => ({ kind: 'public', allowed: parseHostRules([]) }));
  }

  /** The server's tools, or why it cannot be reached. `fresh` reconnects and lists again. */
  async tools(
    server: McpServerRow,
    fresh = false,
  ): Promise<{ tools: ExternalTool[]; error: string | null; code?: ConnectionFailure['code'] }> {
    if (fresh) await this.forget(server.id);
    try {
      const connection = await this.connection(server);
      return { tools: connection.tools, error: null };
    } catch (error) {
      return { tools: [], error: describe(error, server.transport), code: failureCode(error) };
    }
  }

  async call(
    server: McpServerRow,
    tool: string,
    args: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<ExternalCallResult> {
    const { client } = await this.connection(server);
    const result = await client.callTool({ name: tool, arguments: args }, undefined, {
      timeout: this.callTimeoutMs,
      ...(signal ? { signal } : {}),
    });
    const parts = Array.isArray(result.content) ? (result.content as { type: string; text?: unknown }[]) : [];
    const text = parts
      .map((part) =>
        part.type === 'text' && typeof part.text === 'string' ? part.text : `[${part.type} content]`,
      )
      .join('\n\n');
    return {
      text,
      isError: result.isError === true,
      ...(result.structuredContent !== undefined ? { data: result.structuredContent } : {}),
    };
  }

  /** Closes the server's connection (removed or reconnecting). */
  async forget(serverId: string): Promise<void> {
    const entry = this.entries.get(serverId);
    this.entries.delete(serverId);
    if (entry?.state === 'connected') await entry.connection.client.close().catch(() => undefined);
    if (entry?.state === 'connecting') {
      const connection = await entry.promise.catch(() => null);
      await connection?.client.close().catch(() => undefined);
    }
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.entries.keys()].map((id) => this.forget(id)));
  }

  private connection(server: McpServerRow): Promise<Connection> {
    const entry = this.entries.get(server.id);
    if (entry?.state === 'connected') return Promise.resolve(entry.connection);
    if (entry?.state === 'connecting') return entry.promise;
    if (entry?.state === 'failed' && Date.now() - entry.at < this.retryAfterMs)
      return Promise.reject(
        entry.code === 'address_not_allowed'
          ? new AddressNotAllowedError(entry.error)
          : new Error(entry.error),
      );
    const promise = this.connect(server).then(
      (connection) => {
        if (this.entries.get(server.id)?.state === 'connecting')
          this.entries.set(server.id, { state: 'connected', connection });
        return connection;
      },
      (error: unknown) => {
        if (this.entries.get(server.id)?.state === 'connecting')
          this.entries.set(server.id, {
            state: 'failed',
            error: describe(error, server.transport),
            code: failureCode(error),
            at: Date.now(),
          });
        throw error;
      },
    );
    this.entries.set(server.id, { state: 'connecting', promise });
    return promise;
  }

  private async connect(server: McpServerRow): Promise<Connection> {
    let stderrTail = '';
    let transport: Transport;
    let closeFetch = async () => undefined as void;
    if (server.transport === 'stdio') {
      // The child gets the SDK's minimal environment (PATH, HOME…), never the server's secrets.
      const stdio = new StdioClientTransport({
        command: server.command ?? '',
        args: server.args,
        stderr: 'pipe',
      });
      stdio.stderr?.on('data', (chunk: Buffer) => {
        stderrTail = (stderrTail + chunk.toString('utf8')).slice(-2000);
      });
      transport = stdio;
    } else {
      const outbound = outboundFetch(await this.outbound(server));
      closeFetch = outbound.close;
      transport = new StreamableHTTPClientTransport(new URL(server.url ?? ''), {
        requestInit: server.bearerToken ? { headers: { Authorization: `Bearer ${server.bearerToken}` } } : {},
        fetch: outbound.fetch,
      });
    }
    const client = new Client({ name: 'ai-analyst', version: '0.1.0' });
    client.onclose = () => {
      void closeFetch().catch(() => undefined);
      const entry = this.entries.get(server.id);
      if (entry?.state === 'connected' && entry.connection.client === client) this.entries.delete(server.id);
    };
    try {
      await client.connect(transport, { timeout: this.connectTimeoutMs });
      const tools: ExternalTool[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 20; page++) {
        const listed = await client.listTools(cursor ? { cursor } : {}, { timeout: this.connectTimeoutMs });
        for (const tool of listed.tools)
          tools.push({
            name: tool.name,
            description: tool.description ?? tool.title ?? '',
            inputSchema: tool.inputSchema as Record<string, unknown>,
          });
        cursor = listed.nextCursor;
        if (!cursor) break;
      }
      return { client, tools, stderr: () => stderrTail };
    } catch (error) {
      await client.close().catch(() => undefined);
      await closeFetch().catch(() => undefined);
      if (server.transport !== 'stdio') throw error;
      // A command run on this host by the operator's admins: its last words help them fix it.
      const tail = stderrTail.trim().split('\n').slice(-3).join(' ').trim();
      throw new StdioFailure(`${describe(error, 'stdio')}${tail ? ` (${tail.slice(0, 300)})` : ''}`, {
        cause: error,
      });
    }
  }
}

/** A stdio server that failed to start, already described (with the end of its stderr). */
class StdioFailure extends Error {}

/** The error and its causes, outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 6; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  return chain;
}

function failureCode(error: unknown): ConnectionFailure['code'] {
  return causes(error).some((e) => e instanceof AddressNotAllowedError)
    ? 'address_not_allowed'
    : 'unreachable';
}

const NETWORK_ERRORS: [RegExp, string][] = [
  [/^ECONNREFUSED$/, 'The server refused the connection'],
  [/^(ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_FAIL)$/, 'The server name could not be resolved'],
  [/^(ECONNRESET|EPIPE|UND_ERR_SOCKET)$/, 'The server closed the connection'],
  [
    /^(ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT)$/,
    'The server did not answer in time',
  ],
  [/^(EHOSTUNREACH|ENETUNREACH)$/, 'The server cannot be reached from here'],
  [/CERT|TLS|SSL/, 'The server’s TLS certificate could not be verified'],
];

const HTTP_HINTS: Record<number, string> = {
  401: ' (check the bearer token)',
  403: ' (check the bearer token)',
  404: ' (check the URL)',
  405: ' (check the URL: it does not look like an MCP endpoint)',
};

/**
 * An error in one sentence, for the panel and the test-connection banner, in our words: what
 * failed (status code, network error), never what the remote server wrote, which could be
 * anything the URL points at (an internal page, a secret). A command run over stdio is the
 * operator's own, so its errors are shown as they are.
 */
export function describe(error: unknown, transport: 'stdio' | 'http' = 'http'): string {
  if (error instanceof StdioFailure) return error.message;
  const chain = causes(error);
  const refused = chain.find((e) => e instanceof AddressNotAllowedError);
  if (refused) return (refused as Error).message;
  for (const e of chain) {
    const code = String((e as NodeJS.ErrnoException | undefined)?.code ?? '');
    if (code === 'ENOENT' && transport === 'stdio') return 'The command was not found on the server';
    for (const [pattern, words] of NETWORK_ERRORS) if (pattern.test(code)) return words;
  }
  const http = chain.find((e) => e instanceof StreamableHTTPError) as StreamableHTTPError | undefined;
  if (http) {
    const status = Number(http.code);
    if (status >= 300 && status < 400)
      return `The server answered with a redirect (HTTP ${status}); enter the final URL`;
    if (status > 0) return `The server answered HTTP ${status}${HTTP_HINTS[status] ?? ''}`;
    return 'The server did not answer as an MCP server (unexpected content type)';
  }
  const mcp = chain.find((e) => e instanceof McpError) as McpError | undefined;
  if (mcp?.code === ErrorCode.RequestTimeout) return 'The server did not answer in time';
  if (mcp?.code === ErrorCode.ConnectionClosed) return 'The server closed the connection';
  const message = error instanceof Error ? error.message : String(error);
  if (transport === 'stdio') {
    if (/ENOENT/.test(message)) return 'The command was not found on the server';
    if (/ECONNREFUSED|fetch failed/i.test(message)) return 'The server refused the connection';
    return message.replace(/^MCP error -?\d+: /, '').slice(0, 500);
  }
  if (mcp) return `The server answered with an MCP error (code ${mcp.code})`;
  if (/fetch failed/i.test(message)) return 'Could not connect to the server';
  return 'The server did not answer as an MCP server';
}
