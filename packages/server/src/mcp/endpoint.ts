/**
 * Our own MCP server at /api/mcp (Streamable HTTP, stateless): outside agents reach the built-in
 * analytics tools with `Authorization: Bearer <access token>`. Each request is one caller: the
 * tools are those switched on for them, they run over that caller's datasets only, and every run
 * is counted in their organization's statistics like any other.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AuthContext } from '../auth/authenticate';
import { callerOf } from '../auth/authenticate';
import { ownerOfCaller } from '../auth/owner';
import type { DatasetService } from '../datasets/service';
import { AppError } from '../platform/errors';
import type { McpToolService } from './catalog';
import type { ToolCallLimiter } from './limits';
import { MCP_ENDPOINT_PATH } from './routes';

/** One MCP server bound to one caller. */
function serverFor(
  caller: AuthContext,
  tools: McpToolService,
  datasets: DatasetService,
  limitCalls: ToolCallLimiter,
): McpServer {
  const owner = ownerOfCaller(caller);
  const server = new McpServer({ name: 'ai-analyst', version: '0.1.0' }, { capabilities: { tools: {} } });
  const builtinFor = () => tools.enabledBuiltins(owner);

  server.server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: (await builtinFor()).map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: { type: 'object' as const, ...tool.parameters },
    })),
  }));

  server.server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = (await builtinFor()).find((t) => t.name === request.params.name);
    if (!tool)
      return {
        content: [
          {
            type: 'text' as const,
            text: `There is no tool named "${request.params.name}" switched on for you`,
          },
        ],
        isError: true,
      };
    const callerDatasets = datasets.forCaller(caller);
    try {
      await limitCalls(caller.user.id);
      const outcome = await tools.runCounted(tool, request.params.arguments ?? {}, {
        owner,
        signal: extra.signal,
        datasets: async () => {
          await callerDatasets.list();
          return callerDatasets.registry();
        },
      });
      const data =
        outcome.data === undefined ? '' : `\n\nData: ${JSON.stringify(outcome.data).slice(0, 20_000)}`;
      return { content: [{ type: 'text' as const, text: `${outcome.markdown}${data}` }] };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { content: [{ type: 'text' as const, text: error.message }], isError: true };
    }
  });
  return server;
}

export async function mcpEndpointRoutes(
  app: FastifyInstance,
  opts: { tools: McpToolService; datasets: DatasetService; limitCalls: ToolCallLimiter },
) {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = callerOf(request);
    const server = serverFor(caller, opts.tools, opts.datasets, opts.limitCalls);
    // Stateless: no session ids; every POST carries its own caller. JSON answers, not SSE streams.
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      // The reply is hijacked, so the app's error handler cannot answer for us.
      request.log.error({ err: error }, 'the MCP endpoint failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }),
        );
      }
    }
  };
  app.post(MCP_ENDPOINT_PATH, { preHandler: app.authenticate }, handle);
  // Stateless: no server-sent stream to open (GET) and no session to end (DELETE). MCP clients
  // read only the 405; the body is the API's usual error.
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', 'POST');
    throw new AppError(405, 'method_not_allowed', 'The MCP endpoint takes POST requests only');
  };
  app.get(MCP_ENDPOINT_PATH, notAllowed);
  app.delete(MCP_ENDPOINT_PATH, notAllowed);
}
