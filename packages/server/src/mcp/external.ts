/**
 * Connections to the external MCP servers organizations added (@modelcontextprotocol/sdk
 * clients over stdio or Streamable HTTP). A server is connected on first use and kept; its tool
 * list is read when it connects and again on a connection test. A connection that closes is
 * forgotten and made again on next use; a failed one is not retried for a short while, so a
 * server that is down does not slow down every tool listing.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { McpServerRow } from './tables';

export type ExternalTool = { name: string; description: string; inputSchema: Record<string, unknown> };

export type ExternalCallResult = { text: string; isError: boolean; data?: unknown };

type Connection = { client: Client; tools: ExternalTool[]; stderr: () => string };

type Entry =
  | { state: 'connecting'; promise: Promise<Connection> }
  | { state: 'connected'; connection: Connection }
  | { state: 'failed'; error: string; at: number };

export type ExternalServersOptions = {
  /** How long connecting (and listing tools) may take. */
  connectTimeoutMs?: number;
  /** How long a tool call may take. */
  callTimeoutMs?: number;
  /** How long a failed connection is remembered before trying again. */
  retryAfterMs?: number;
};

export class ExternalServers {
  private readonly entries = new Map<string, Entry>();
  private readonly connectTimeoutMs: number;
  private readonly callTimeoutMs: number;
  private readonly retryAfterMs: number;

  constructor(options: ExternalServersOptions = {}) {
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.callTimeoutMs = options.callTimeoutMs ?? 60_000;
    this.retryAfterMs = options.retryAfterMs ?? 15_000;
  }

  /** The server's tools, or why it cannot be reached. `fresh` reconnects and lists again. */
  async tools(server: McpServerRow, fresh = false): Promise<{ tools: ExternalTool[]; error: string | null }> {
    if (fresh) await this.forget(server.id);
    try {
      const connection = await this.connection(server);
      return { tools: connection.tools, error: null };
    } catch (error) {
      return { tools: [], error: describe(error) };
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
      return Promise.reject(new Error(entry.error));
    const promise = this.connect(server).then(
      (connection) => {
        if (this.entries.get(server.id)?.state === 'connecting')
          this.entries.set(server.id, { state: 'connected', connection });
        return connection;
      },
      (error: unknown) => {
        if (this.entries.get(server.id)?.state === 'connecting')
          this.entries.set(server.id, { state: 'failed', error: describe(error), at: Date.now() });
        throw error;
      },
    );
    this.entries.set(server.id, { state: 'connecting', promise });
    return promise;
  }

  private async connect(server: McpServerRow): Promise<Connection> {
    let stderrTail = '';
    let transport: Transport;
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
      transport = new StreamableHTTPClientTransport(new URL(server.url ?? ''), {
        requestInit: server.bearerToken ? { headers: { Authorization: `Bearer ${server.bearerToken}` } } : {},
      });
    }
    const client = new Client({ name: 'ai-analyst', version: '0.1.0' });
    client.onclose = () => {
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
      const tail = stderrTail.trim().split('\n').slice(-3).join(' ').trim();
      throw new Error(`${describe(error)}${tail ? ` (${tail.slice(0, 300)})` : ''}`, { cause: error });
    }
  }
}

/** An error in one sentence, for the panel and the test-connection banner. */
export function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/ENOENT/.test(message)) return 'The command was not found on the server';
  if (/ECONNREFUSED|fetch failed/i.test(message)) return 'The server refused the connection';
  return message.replace(/^MCP error -?\d+: /, '').slice(0, 500);
}
