import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { analyticsTools } from '@ai-analyst/engine/tools/catalog';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';
import { mcpServers } from './tables';

/**
 * External MCP servers (a stdio fixture of our own, and our own endpoint reached over Streamable
 * HTTP) and our MCP endpoint at /api/mcp used with the SDK's client, on both drivers.
 */
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stdio-server.mjs');
const SALES = 'region,amount\nnorth,10\nsouth,20.5\nnorth,7\n';

type Caller = ReturnType<typeof client>;

describe.each(drivers)('external MCP servers and our MCP endpoint on %s', (driver) => {
  let t: TestApp;
  let admin: Caller;
  let adminToken: string;
  let alice: Caller;
  let aliceToken: string;
  let otherAdmin: Caller;
  let baseUrl: string;
  let serverId: string;
  let acmeOrgId: string;

  beforeAll(async () => {
    // ACME runs the installation: its admins may add servers that run a command.
    t = await createTestApp(driver, { ORG_CODE: 'ACME' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const acme = await t.seedOrganization('ACME');
    acmeOrgId = acme.orgId;
    adminToken = (await t.login(acme.admin)).access;
    admin = client(t.app, adminToken);
    aliceToken = (await t.login(await t.addUser(acme.orgId, 'ACME', 'alice'))).access;
    alice = client(t.app, aliceToken);
    otherAdmin = client(t.app, (await t.login((await t.seedOrganization('BETA')).admin)).access);
    await alice.mkdir('Uploads');
    await alice.upload([{ filename: 'sales.csv', content: SALES }], 'Uploads');
  });
  afterAll(() => t.close());

  const toolNames = async (c: Caller): Promise<string[]> =>
    (await c.call({ method: 'GET', url: '/api/mcp/tools/' }))
      .json()
      .tools.map((tool: { name: string }) => tool.name);
  const callTool = (c: Caller, name: string, payload: object) =>
    c.call({ method: 'POST', url: `/api/mcp/tools/${name}/call/`, payload });

  it('lets only admins add servers, and refuses bad definitions and servers that do not start', async () => {
    const body = { name: 'fixture', transport: 'stdio', command: process.execPath, args: [FIXTURE] };
    expect((await alice.call({ method: 'POST', url: '/api/mcp/servers/', payload: body })).statusCode).toBe(
      403,
    );
    expect((await alice.call({ method: 'GET', url: '/api/mcp/servers/' })).statusCode).toBe(403);
    for (const [payload, error] of [
      [{ name: 'x', transport: 'carrier-pigeon' }, /transport/],
      [{ ...body, name: 'Bad Name' }, /lowercase letters/],
      [{ name: 'web', transport: 'http', url: 'ftp://example.com' }, 'Enter a valid http or https URL'],
      [{ name: 'web', transport: 'stdio', command: '' }, 'A command is required'],
    ] as const) {
      const res = await admin.call({ method: 'POST', url: '/api/mcp/servers/', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(error);
    }
    // Another organization's admin may not run commands on the host, only add servers by URL.
    const hostCommand = await otherAdmin.call({ method: 'POST', url: '/api/mcp/servers/', payload: body });
    expect(hostCommand.statusCode).toBe(403);
    expect(hostCommand.json()).toMatchObject({ success: false, code: 'mcp_stdio_not_allowed' });

    const missing = await admin.call({
      method: 'POST',
      url: '/api/mcp/servers/',
      payload: { name: 'ghost', transport: 'stdio', command: '/nonexistent/mcp-server' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'mcp_server_unreachable',
      error: 'Could not connect to the MCP server: The command was not found on the server',
    });

    const added = await admin.call({ method: 'POST', url: '/api/mcp/servers/', payload: body });
    expect(added.statusCode).toBe(201);
    expect(added.json().server).toMatchObject({
      name: 'fixture',
      transport: 'stdio',
      command: process.execPath,
      args: [FIXTURE],
      url: null,
      status: 'connected',
      error: null,
      tools_count: 3,
    });
    serverId = added.json().server.id;
    const again = await admin.call({ method: 'POST', url: '/api/mcp/servers/', payload: body });
    expect(again.statusCode).toBe(409);
    const audit = (
      await admin.call({ method: 'GET', url: '/api/admin/audit-logs/?action=mcp_server.added' })
    ).json();
    expect(audit.logs).toHaveLength(1);
  });

  it('lists the server’s tools for its organization only, and calls them with checked arguments', async () => {
    const body = (await alice.call({ method: 'GET', url: '/api/mcp/tools/' })).json();
    const add = body.tools.find((tool: { name: string }) => tool.name === 'fixture__add');
    expect(add).toMatchObject({
      id: 'fixture__add',
      type: 'mcp',
      description: 'Adds two numbers',
      enabled: true,
      server: { id: serverId, name: 'fixture' },
      schema: { type: 'object', required: ['a', 'b'] },
    });
    expect(body.servers).toMatchObject([{ name: 'fixture', status: 'connected', tools_count: 3 }]);
    expect(await toolNames(otherAdmin)).not.toContain('fixture__add');
    expect((await callTool(otherAdmin, 'fixture__add', { a: 1, b: 2 })).statusCode).toBe(404);

    const sum = await callTool(alice, 'fixture__add', { a: 2, b: 3 });
    expect(sum.statusCode).toBe(200);
    expect(sum.json().result).toMatchObject({ text: 'The sum is 5', data: { sum: 5 } });

    const wrongType = await callTool(alice, 'fixture__add', { a: 'two', b: 3 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      success: false,
      code: 'validation_error',
      error: 'Invalid arguments for fixture__add: a must be number',
    });
    const missing = await callTool(alice, 'fixture__add', { a: 2 });
    expect(missing.json().error).toBe(
      "Invalid arguments for fixture__add: arguments must have required property 'b'",
    );
    const extra = await callTool(alice, 'fixture__add', { a: 2, b: 1, c: 0 });
    expect(extra.json().error).toBe('Invalid arguments for fixture__add: unknown argument "c"');
    const failed = await callTool(alice, 'fixture__fail', {});
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({ code: 'tool_error', error: 'The fixture tool failed on purpose' });

    const stats = (await admin.call({ method: 'GET', url: '/api/mcp/tools/' }))
      .json()
      .tools.filter((tool: { name: string }) => tool.name.startsWith('fixture__'))
      .map((tool: { name: string; statistics: object }) => [tool.name, tool.statistics]);
    expect(Object.fromEntries(stats)).toMatchObject({
      fixture__add: { calls: 4, errors: 3 },
      fixture__fail: { calls: 1, errors: 1 },
      fixture__shout: { calls: 0, errors: 0 },
    });
  });

  it('tests one server’s connection on demand and honours the organization’s switch for its tools', async () => {
    const tested = await alice.call({
      method: 'POST',
      url: '/api/mcp/test-connection/',
      payload: { server_id: serverId },
    });
    expect(tested.json()).toEqual({
      success: true,
      message: 'Connection successful: fixture (3 tools)',
      error: null,
    });
    const all = await alice.call({ method: 'POST', url: '/api/mcp/test-connection/' });
    expect(all.json().message).toBe(
      `Connection successful: ${analyticsTools.length} built-in tools, fixture (3 tools)`,
    );

    await admin.call({ method: 'PUT', url: '/api/mcp/tools/fixture__shout/', payload: { enabled: false } });
    const refused = await callTool(alice, 'fixture__shout', { text: 'hi' });
    expect(refused.statusCode).toBe(403);
    await admin.call({ method: 'PUT', url: '/api/mcp/tools/fixture__shout/', payload: { enabled: true } });
    expect((await callTool(alice, 'fixture__shout', { text: 'hi' })).json().result.text).toBe('HI');
  });

  it('offers the built-in tools over MCP to a signed-in agent, scoped to its caller', async () => {
    await admin.call({ method: 'PUT', url: '/api/mcp/tools/forecast/', payload: { enabled: false } });
    const agent = new Client({ name: 'test-agent', version: '1.0.0' });
    await agent.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${aliceToken}` } },
      }),
    );
    try {
      const { tools } = await agent.listTools();
      const names = tools.map((tool) => tool.name);
      expect(names).toEqual(analyticsTools.map((tool) => tool.name).filter((name) => name !== 'forecast'));
      expect(names).not.toContain('fixture__add');
      const result = await agent.callTool({
        name: 'run_sql',
        arguments: { sql: 'SELECT sum(amount) AS total FROM sales' },
      });
      expect(result.isError).toBeFalsy();
      expect(JSON.stringify(result.content)).toContain('37.5');
      const refused = await agent.callTool({ name: 'forecast', arguments: {} });
      expect(refused.isError).toBe(true);
      const invalid = await agent.callTool({ name: 'run_sql', arguments: { sql: 5 } });
      expect(invalid.isError).toBe(true);
      expect(JSON.stringify(invalid.content)).toContain('Invalid arguments for run_sql');
    } finally {
      await agent.close();
      await admin.call({ method: 'PUT', url: '/api/mcp/tools/forecast/', payload: { enabled: true } });
    }
    // The admin has no sales dataset: the same call over the admin's token sees the admin's data only.
    const adminAgent = new Client({ name: 'test-agent', version: '1.0.0' });
    await adminAgent.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${adminToken}` } },
      }),
    );
    const other = await adminAgent.callTool({ name: 'run_sql', arguments: { sql: 'SELECT * FROM sales' } });
    expect(other.isError).toBe(true);
    await adminAgent.close();

    const anonymous = await fetch(`${baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('reaches a Streamable HTTP server (our own endpoint) as an external server', async () => {
    const added = await admin.call({
      method: 'POST',
      url: '/api/mcp/servers/',
      payload: { name: 'self', transport: 'http', url: `${baseUrl}/api/mcp`, bearer_token: aliceToken },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().server).toMatchObject({
      transport: 'http',
      status: 'connected',
      tools_count: analyticsTools.length,
    });
    expect(JSON.stringify(added.json())).not.toContain(aliceToken);
    const total = await callTool(admin, 'self__run_sql', { sql: 'SELECT sum(amount) AS total FROM sales' });
    expect(total.statusCode).toBe(200);
    expect(total.json().result.text).toContain('37.5');
    const removed = await admin.call({
      method: 'DELETE',
      url: `/api/mcp/servers/${added.json().server.id}/`,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('reports a server that stopped working in health, the tool list and the connection test', async () => {
    // A server saved while it worked whose command has since gone away.
    const [ghost] = await t.database.db
      .insert(mcpServers)
      .values({
        organizationId: acmeOrgId,
        name: 'ghost',
        transport: 'stdio',
        command: '/nonexistent/mcp-server',
      })
      .returning();
    const reason = 'ghost: The command was not found on the server';
    const healthy = (await alice.call({ method: 'GET', url: '/api/mcp/healthy/' })).json();
    expect(healthy).toMatchObject({ status: 'degraded', connected: true });
    expect(healthy.message).toBe(
      `The tool server is running, but: Error connecting to MCP server: ${reason}`,
    );
    const list = (await alice.call({ method: 'GET', url: '/api/mcp/tools/' })).json();
    expect(list.error).toBe(`Error connecting to MCP server: ${reason}`);
    expect(list.servers.find((s: { name: string }) => s.name === 'ghost')).toMatchObject({
      status: 'error',
      tools_count: 0,
      error: 'The command was not found on the server',
    });
    expect(list.tools.map((tool: { name: string }) => tool.name)).toContain('fixture__add');
    const tested = (await alice.call({ method: 'POST', url: '/api/mcp/test-connection/' })).json();
    expect(tested).toEqual({
      success: false,
      message: 'Connection test failed',
      error: `Connection test failed: ${reason}`,
    });
    expect((await admin.call({ method: 'DELETE', url: `/api/mcp/servers/${ghost!.id}/` })).statusCode).toBe(
      200,
    );
  });

  it('removes a server only within its organization, and its tools go with it', async () => {
    expect(
      (await otherAdmin.call({ method: 'DELETE', url: `/api/mcp/servers/${serverId}/` })).statusCode,
    ).toBe(404);
    expect((await alice.call({ method: 'DELETE', url: `/api/mcp/servers/${serverId}/` })).statusCode).toBe(
      403,
    );
    expect((await admin.call({ method: 'DELETE', url: '/api/mcp/servers/not-an-id/' })).statusCode).toBe(404);
    const removed = await admin.call({ method: 'DELETE', url: `/api/mcp/servers/${serverId}/` });
    expect(removed.json()).toEqual({ success: true });
    expect(await toolNames(alice)).not.toContain('fixture__add');
    expect((await admin.call({ method: 'GET', url: '/api/mcp/servers/' })).json().servers).toEqual([]);
  });
});
