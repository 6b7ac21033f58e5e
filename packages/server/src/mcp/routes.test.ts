import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsTools } from '@ai-analyst/engine/tools/catalog';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';

const SALES = 'region,amount,day\nnorth,10,2024-01-01\nsouth,20.5,2024-01-02\nnorth,7,2024-01-03\n';

type Caller = ReturnType<typeof client>;
type ToolBody = {
  name: string;
  enabled: boolean;
  organization_enabled: boolean;
  user_enabled: boolean;
  type: string;
  statistics: { calls: number; errors: number; mean_duration_ms: number | null };
};

describe.each(drivers)('MCP tools API on %s', (driver) => {
  let t: TestApp;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;
  let otherAdmin: Caller;

  beforeAll(async () => {
    t = await createTestApp(driver);
    const acme = await t.seedOrganization('ACME');
    admin = client(t.app, (await t.login(acme.admin)).access);
    alice = client(t.app, (await t.login(await t.addUser(acme.orgId, 'ACME', 'alice'))).access);
    bob = client(t.app, (await t.login(await t.addUser(acme.orgId, 'ACME', 'bob'))).access);
    const beta = await t.seedOrganization('BETA');
    otherAdmin = client(t.app, (await t.login(beta.admin)).access);
    await alice.mkdir('Uploads');
    await alice.upload([{ filename: 'sales.csv', content: SALES }], 'Uploads');
  });
  afterAll(() => t.close());

  const tools = async (c: Caller): Promise<ToolBody[]> =>
    (await c.call({ method: 'GET', url: '/api/mcp/tools/' })).json().tools;
  const toolOf = async (c: Caller, name: string) => (await tools(c)).find((tool) => tool.name === name);

  it('asks for sign-in on every MCP route', async () => {
    const anonymous = client(t.app, undefined);
    for (const [method, url] of [
      ['GET', '/api/mcp/tools/'],
      ['GET', '/api/mcp/healthy/'],
      ['GET', '/api/mcp/config/api-keys/'],
      ['GET', '/api/mcp/health/'],
      ['GET', '/api/mcp/config/qcns/'],
      ['POST', '/api/mcp/test-connection/'],
      ['POST', '/api/mcp/tools/aggregate/call/'],
      ['PUT', '/api/mcp/tools/aggregate/'],
      ['PUT', '/api/mcp/tools/aggregate/preference/'],
      ['GET', '/api/mcp/servers/'],
    ] as const) {
      const res = await anonymous.call({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('lists every built-in tool with its type, schema, switches and zero statistics', async () => {
    const res = await alice.call({ method: 'GET', url: '/api/mcp/tools/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      connected: true,
      server_url: '/api/mcp',
      servers: [],
      error: null,
    });
    expect(body.tools.map((tool: ToolBody) => tool.name)).toEqual(analyticsTools.map((tool) => tool.name));
    const aggregate = body.tools.find((tool: ToolBody) => tool.name === 'aggregate');
    expect(aggregate).toMatchObject({
      id: 'aggregate',
      type: 'builtin',
      enabled: true,
      organization_enabled: true,
      user_enabled: true,
      server: null,
      statistics: { calls: 0, errors: 0, mean_duration_ms: null, last_called_at: null },
    });
    expect(aggregate.schema).toMatchObject({ type: 'object' });
    expect(aggregate.description.length).toBeGreaterThan(10);
  });

  it('calls a tool over the caller’s own datasets and counts the call', async () => {
    const res = await alice.call({
      method: 'POST',
      url: '/api/mcp/tools/run_sql/call/',
      payload: { sql: 'SELECT region, sum(amount) AS total FROM sales GROUP BY region ORDER BY region' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.result.markdown).toContain('north');
    expect(JSON.stringify(body.result.data)).toContain('17');
    expect(body.result.duration_ms).toBeGreaterThanOrEqual(0);
    // Bob, in the same organization, has no such dataset: tools only see the caller's data.
    const other = await bob.call({
      method: 'POST',
      url: '/api/mcp/tools/preview/call/',
      payload: { dataset: 'sales' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ success: false, code: 'tool_error' });
    // Statistics are the organization's: two calls, one of them failed.
    const stats = (await toolOf(admin, 'run_sql'))?.statistics;
    expect(stats).toMatchObject({ calls: 1, errors: 0 });
    expect(stats?.mean_duration_ms).toEqual(expect.any(Number));
    expect((await toolOf(admin, 'preview'))?.statistics).toMatchObject({ calls: 1, errors: 1 });
    // Another organization's statistics are its own.
    expect((await toolOf(otherAdmin, 'run_sql'))?.statistics.calls).toBe(0);
  });

  it('refuses arguments that do not match the tool’s schema, unknown tools and non-object bodies', async () => {
    const wrongType = await alice.call({
      method: 'POST',
      url: '/api/mcp/tools/run_sql/call/',
      payload: { sql: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ success: false, code: 'validation_error' });
    expect(wrongType.json().error).toMatch(/^Invalid arguments for run_sql: /);
    const missing = await alice.call({ method: 'POST', url: '/api/mcp/tools/run_sql/call/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/sql/);
    const notObject = await alice.call({
      method: 'POST',
      url: '/api/mcp/tools/run_sql/call/',
      payload: [1, 2],
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().error).toBe('The tool arguments must be a JSON object');
    const unknown = await alice.call({
      method: 'POST',
      url: '/api/mcp/tools/no_such_tool/call/',
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      error: 'There is no tool named "no_such_tool"',
      code: 'tool_not_found',
    });
    const refused = await alice.call({
      method: 'POST',
      url: '/api/mcp/tools/run_sql/call/',
      payload: { sql: 'DELETE FROM sales' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('tool_error');
  });

  it('lets only admins switch a tool for the organization, audited, and only in their organization', async () => {
    const byUser = await alice.call({
      method: 'PUT',
      url: '/api/mcp/tools/correlate/',
      payload: { enabled: false },
    });
    expect(byUser.statusCode).toBe(403);
    const bad = await admin.call({
      method: 'PUT',
      url: '/api/mcp/tools/correlate/',
      payload: { enabled: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'validation_error' });
    const unknown = await admin.call({
      method: 'PUT',
      url: '/api/mcp/tools/nope/',
      payload: { enabled: false },
    });
    expect(unknown.statusCode).toBe(404);

    const off = await admin.call({
      method: 'PUT',
      url: '/api/mcp/tools/correlate/',
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().tool).toMatchObject({
      name: 'correlate',
      enabled: false,
      organization_enabled: false,
      user_enabled: true,
    });
    expect(await toolOf(alice, 'correlate')).toMatchObject({ enabled: false, organization_enabled: false });
    expect(await toolOf(otherAdmin, 'correlate')).toMatchObject({ enabled: true });
    const call = await alice.call({
      method: 'POST',
      url: '/api/mcp/tools/correlate/call/',
      payload: { dataset: 'sales', x: 'amount', y: 'amount' },
    });
    expect(call.statusCode).toBe(403);
    expect(call.json()).toMatchObject({
      success: false,
      code: 'tool_disabled',
      error: 'The tool "correlate" is switched off',
    });
    const health = (await alice.call({ method: 'GET', url: '/api/mcp/health/' })).json();
    expect(health.tools_available).toBe(analyticsTools.length - 1);

    const audit = (
      await admin.call({ method: 'GET', url: '/api/admin/audit-logs/?action=tool.disabled' })
    ).json();
    expect(audit.logs[0]).toMatchObject({ action: 'tool.disabled' });
    expect(JSON.stringify(audit.logs[0])).toContain('correlate');

    await admin.call({ method: 'PUT', url: '/api/mcp/tools/correlate/', payload: { enabled: true } });
    expect(await toolOf(alice, 'correlate')).toMatchObject({ enabled: true });
  });

  it('keeps each user’s own choice apart from other users', async () => {
    const off = await alice.call({
      method: 'PUT',
      url: '/api/mcp/tools/forecast/preference/',
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().tool).toMatchObject({
      enabled: false,
      organization_enabled: true,
      user_enabled: false,
    });
    expect(await toolOf(alice, 'forecast')).toMatchObject({ enabled: false, user_enabled: false });
    expect(await toolOf(bob, 'forecast')).toMatchObject({ enabled: true, user_enabled: true });
    expect(await toolOf(admin, 'forecast')).toMatchObject({ enabled: true });
    const missing = await alice.call({
      method: 'PUT',
      url: '/api/mcp/tools/forecast/preference/',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('enabled is required');
    await alice.call({
      method: 'PUT',
      url: '/api/mcp/tools/forecast/preference/',
      payload: { enabled: true },
    });
    expect(await toolOf(alice, 'forecast')).toMatchObject({ enabled: true });
  });

  it('answers the health, configuration and QCN views with the contract fields', async () => {
    const healthy = (await alice.call({ method: 'GET', url: '/api/mcp/healthy/' })).json();
    expect(healthy).toEqual({
      status: 'healthy',
      message: `The tool server is running with ${analyticsTools.length} tools`,
      connected: true,
      tools_count: analyticsTools.length,
    });
    const config = (await alice.call({ method: 'GET', url: '/api/mcp/config/api-keys/' })).json();
    expect(config).toEqual({
      success: true,
      has_openai_key: false,
      has_anthropic_key: false,
      mcp_server_mode: 'streamable_http',
      mcp_server_available: true,
      available_qcns: ['simple', 'tool_enhanced', 'rca', 'time_series', 'eda', 'custom'],
    });
    const health = (await alice.call({ method: 'GET', url: '/api/mcp/health/' })).json();
    expect(health).toEqual({
      success: true,
      mcp_available: true,
      qcn_registry_status: 'healthy',
      available_qcns: 6,
      tools_available: analyticsTools.length,
      server_connected: true,
    });
    const qcns = (await alice.call({ method: 'GET', url: '/api/mcp/config/qcns/' })).json();
    expect(qcns.total_qcns).toBe(6);
    expect(qcns.qcns.find((q: { name: string }) => q.name === 'tool_enhanced')).toMatchObject({
      label: 'Tool Enhanced',
      uses_tools: true,
      legacy_names: expect.arrayContaining(['SimpleOnceToolCallQCN']),
    });
  });

  it('tests the connection and refuses servers of other organizations or bad ids', async () => {
    const ok = await alice.call({ method: 'POST', url: '/api/mcp/test-connection/' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: `Connection successful: ${analyticsTools.length} built-in tools`,
      error: null,
    });
    const bad = await alice.call({
      method: 'POST',
      url: '/api/mcp/test-connection/',
      payload: { server_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await alice.call({
      method: 'POST',
      url: '/api/mcp/test-connection/',
      payload: { server_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
