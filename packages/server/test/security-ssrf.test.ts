import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsTools } from '@ai-analyst/engine/tools/catalog';
import { client } from '../src/files/test-helpers';
import { mcpServers } from '../src/mcp/tables';
import {
  AddressNotAllowedError,
  outboundFetch,
  parseHostRules,
  refusedAddress,
  type Resolver,
} from '../src/mcp/outbound';
import { createTestApp, type TestApp } from './support';

/**
 * MCP servers added by URL must not turn the server into a proxy to its own network: an admin of
 * an organization other than the operator's cannot reach loopback, this host, private, link-local
 * or other non-public addresses, by address or by name, directly or through a redirect; a failed
 * connection is described in our words, never with the body the target answered. The operator's
 * organization keeps reaching anything, and the operator can allow hosts for everyone.
 */
const SECRET = 'INTERNAL-SECRET-TEXT-67890 admin panel';

/** An internal service that must stay out of reach: it counts every request and answers its secret. */
async function internalService(): Promise<{ server: Server; port: number; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits++;
    request.resume();
    response.writeHead(404, { 'content-type': 'text/plain' }).end(SECRET);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits: () => hits };
}

describe('SSRF through MCP servers added by URL', () => {
  let t: TestApp;
  let internal: Awaited<ReturnType<typeof internalService>>;
  let redirector: Server;
  let redirectorPort: number;
  let appPort: number;
  let operator: ReturnType<typeof client>;
  let operatorToken: string;
  let tenant: ReturnType<typeof client>;
  let tenantToken: string;
  let tenantOrgId: string;

  beforeAll(async () => {
    internal = await internalService();
    // On an allowed host, a redirect to the internal service.
    redirector = createServer((request, response) => {
      request.resume();
      response.writeHead(307, { location: `http://127.0.0.1:${internal.port}/mcp` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    redirectorPort = (redirector.address() as AddressInfo).port;
    // ACME runs the installation; the operator allows one internal name, `localhost`, for everyone.
    t = await createTestApp('pglite', { ORG_CODE: 'ACME', MCP_ALLOWED_HOSTS: 'localhost' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    appPort = (t.app.server.address() as AddressInfo).port;
    const acme = await t.seedOrganization('ACME');
    operatorToken = (await t.login(acme.admin)).access;
    operator = client(t.app, operatorToken);
    const beta = await t.seedOrganization('BETA');
    tenantOrgId = beta.orgId;
    tenantToken = (await t.login(beta.admin)).access;
    tenant = client(t.app, tenantToken);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    internal.server.close();
    redirector.close();
  });

  const add = (caller: ReturnType<typeof client>, name: string, url: string, bearer?: string) =>
    caller.call({
      method: 'POST',
      url: '/api/mcp/servers/',
      payload: { name, transport: 'http', url, ...(bearer ? { bearer_token: bearer } : {}) },
    });

  it('refuses the probe’s two targets from another organization’s admin with a clear 400, echoing nothing', async () => {
    for (const [name, url] of [
      ['probe', `http://127.0.0.1:${internal.port}/mcp`],
      ['self', `http://127.0.0.1:${appPort}/api/admin/users/`],
    ] as const) {
      const res = await add(tenant, name, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'mcp_server_address_not_allowed' });
      expect(res.json().error).toBe(
        `This MCP server cannot be added: 127.0.0.1 is a loopback address; MCP servers added by your organization may only be reached at public addresses. Ask the administrator of this installation to allow this host if it is needed.`,
      );
      expect(res.body).not.toContain('INTERNAL-SECRET');
      expect(res.body).not.toContain('admin_acme');
    }
    expect(internal.hits()).toBe(0);
    expect((await tenant.call({ method: 'GET', url: '/api/mcp/servers/' })).json().servers).toEqual([]);
  });

  it('refuses every spelling of a loopback, private, link-local or reserved address', async () => {
    const p = internal.port;
    for (const url of [
      `http://[::1]:${p}/mcp`,
      `http://[::ffff:127.0.0.1]:${p}/mcp`,
      `http://[::ffff:7f00:1]:${p}/mcp`,
      `http://0.0.0.0:${p}/mcp`,
      `http://[::]:${p}/mcp`,
      `http://2130706433:${p}/mcp`, // 127.0.0.1 as one number
      `http://0x7f.1:${p}/mcp`,
      `http://127.1:${p}/mcp`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/mcp',
      'http://172.16.5.4/mcp',
      'http://192.168.1.1/mcp',
      'http://100.64.0.1/mcp',
      'http://[fd00::1]/mcp',
      'http://[fe80::1]/mcp',
      'http://[64:ff9b::7f00:1]/mcp',
      'http://224.0.0.1/mcp',
    ]) {
      const res = await add(tenant, 'internal', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('mcp_server_address_not_allowed');
    }
    expect(internal.hits()).toBe(0);
  });

  it('resolves names and refuses them when an address they resolve to is not public', async () => {
    // `localhost` is allowed by the operator, but its subdomains and other spellings are not.
    for (const url of [
      `http://localhost.:${internal.port}/mcp`,
      `http://sub.localhost:${internal.port}/mcp`,
    ]) {
      const res = await add(tenant, 'byname', url);
      expect(res.body, url).not.toContain('INTERNAL-SECRET');
      expect([400, 422], url).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().error).toMatch(/is a loopback address/);
    }
    expect(internal.hits()).toBe(0);
  });

  it('does not follow a redirect from an allowed host to an internal one', async () => {
    const res = await add(tenant, 'redirected', `http://localhost:${redirectorPort}/mcp`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      'Could not connect to the MCP server: The server answered with a redirect (HTTP 307); enter the final URL',
    );
    expect(internal.hits()).toBe(0);
  });

  it('lets another organization reach a host the operator allowed', async () => {
    const res = await add(tenant, 'allowed', `http://localhost:${appPort}/api/mcp`, tenantToken);
    expect(res.statusCode).toBe(201);
    expect(res.json().server).toMatchObject({ status: 'connected', tools_count: analyticsTools.length });
    await tenant.call({ method: 'DELETE', url: `/api/mcp/servers/${res.json().server.id}/` });
  });

  it('lets the operator’s organization reach its own network, and still never echoes a body', async () => {
    const own = await add(operator, 'self', `http://127.0.0.1:${appPort}/api/mcp`, operatorToken);
    expect(own.statusCode).toBe(201);
    await operator.call({ method: 'DELETE', url: `/api/mcp/servers/${own.json().server.id}/` });

    const before = internal.hits();
    const probe = await add(operator, 'probe', `http://127.0.0.1:${internal.port}/mcp`);
    expect(probe.statusCode).toBe(422);
    expect(probe.json()).toMatchObject({
      code: 'mcp_server_unreachable',
      error: 'Could not connect to the MCP server: The server answered HTTP 404 (check the URL)',
    });
    expect(probe.body).not.toContain('INTERNAL-SECRET');
    expect(internal.hits()).toBeGreaterThan(before);
  });

  it('checks a saved server again on every connection: the list and the test say why, in our words', async () => {
    const before = internal.hits();
    const [row] = await t.database.db
      .insert(mcpServers)
      .values({
        organizationId: tenantOrgId,
        name: 'planted',
        transport: 'http',
        url: `http://127.0.0.1:${internal.port}/mcp`,
      })
      .returning();
    const list = (await tenant.call({ method: 'GET', url: '/api/mcp/tools/' })).json();
    const planted = list.servers.find((s: { name: string }) => s.name === 'planted');
    expect(planted).toMatchObject({ status: 'error', tools_count: 0 });
    expect(planted.error).toMatch(/^127\.0\.0\.1 is a loopback address/);
    const tested = (
      await tenant.call({ method: 'POST', url: '/api/mcp/test-connection/', payload: { server_id: row!.id } })
    ).json();
    expect(tested.success).toBe(false);
    expect(JSON.stringify(tested)).not.toContain('INTERNAL-SECRET');
    expect(internal.hits()).toBe(before);
  });
});

describe('outbound address checks', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.255.254', 'a loopback address'],
    ['0.0.0.0', 'an unspecified ("this network") address'],
    ['10.1.2.3', 'a private network address'],
    ['172.16.0.1', 'a private network address'],
    ['172.31.255.255', 'a private network address'],
    ['192.168.0.10', 'a private network address'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address'],
    ['100.127.255.255', 'a shared (carrier-grade NAT) address'],
    ['169.254.169.254', 'a link-local address'],
    ['224.0.0.251', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['198.18.0.1', 'a benchmarking address'],
    ['::1', 'a loopback or unspecified address'],
    ['::', 'a loopback or unspecified address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:a9fe:a9fe', 'a link-local address'],
    ['::ffff:10.0.0.1', 'a private network address'],
    ['fc00::1', 'a private network (unique local) address'],
    ['fd12:3456::1', 'a private network (unique local) address'],
    ['fe80::1', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
    ['64:ff9b::a00:1', 'a NAT64 address'],
    ['2002:7f00:1::1', 'a 6to4 address'],
    ['2001:db8::1', 'a documentation address'],
  ])('refuses %s (%s)', (address, why) => {
    expect(refusedAddress(address)).toBe(why);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(refusedAddress(address)).toBeNull();
    },
  );

  it('reads allowed hosts: names with or without a port, subdomain wildcards, addresses and ranges', async () => {
    const rules = parseHostRules([
      'mcp.internal',
      'api.corp:8443',
      '*.tools.corp',
      '10.20.0.0/16',
      'fd00::5',
    ]);
    expect(rules.names).toEqual([
      { host: 'mcp.internal', port: null, wildcard: false },
      { host: 'api.corp', port: '8443', wildcard: false },
      { host: '.tools.corp', port: null, wildcard: true },
    ]);
    expect(rules.ranges.check('10.20.3.4', 'ipv4')).toBe(true);
    expect(rules.ranges.check('10.21.0.1', 'ipv4')).toBe(false);
    expect(rules.ranges.check('fd00::5', 'ipv6')).toBe(true);
  });

  it('connects to the address it checked: a name that rebinds to loopback after the check never reaches it', async () => {
    const internal = await internalService();
    try {
      // The first answer is public, every later one is loopback (a DNS rebinding attacker).
      let lookups = 0;
      const rebinding: Resolver = (_hostname, callback) => {
        lookups++;
        callback(null, [{ address: lookups === 1 ? '192.88.98.1' : '127.0.0.1', family: 4 }]);
      };
      const guarded = outboundFetch(
        { kind: 'public', allowed: parseHostRules([]) },
        { resolve: rebinding, connectTimeoutMs: 500 },
      );
      // The first request connects (or fails to) to the public address it checked, never to a
      // second answer; the next one is refused on its own lookup.
      await guarded.fetch(`http://rebind.example:${internal.port}/`).catch(() => undefined);
      expect(lookups).toBe(1);
      const second = await guarded.fetch(`http://rebind.example:${internal.port}/`).then(
        () => null,
        (e: unknown) => e,
      );
      expect((second as { cause?: unknown })?.cause).toBeInstanceOf(AddressNotAllowedError);
      expect(internal.hits()).toBe(0);
      await guarded.close();

      // The socket goes where the checked lookup said: a name only that resolver knows, allowed
      // by range, reaches the service it named.
      const pinned = outboundFetch(
        { kind: 'public', allowed: parseHostRules(['127.0.0.0/8']) },
        { resolve: (_h, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]) },
      );
      expect((await pinned.fetch(`http://only-here.example:${internal.port}/`)).status).toBe(404);
      expect(internal.hits()).toBe(1);
      await pinned.close();

      // One refused address among several refuses the name.
      const mixed = outboundFetch(
        { kind: 'public', allowed: parseHostRules([]) },
        {
          resolve: (_h, callback) =>
            callback(null, [
              { address: '192.88.98.1', family: 4 },
              { address: '::1', family: 6 },
            ]),
        },
      );
      const refused = await mixed.fetch(`http://mixed.example:${internal.port}/`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(String((refused as { cause?: Error })?.cause?.message)).toMatch(
        /^mixed\.example \(::1\) is a loopback/,
      );
      await mixed.close();
    } finally {
      internal.server.close();
    }
  });

  it('a guarded fetch refuses internal names and literals before sending anything, and allowed ranges pass', async () => {
    const internal = await internalService();
    try {
      const guarded = outboundFetch({ kind: 'public', allowed: parseHostRules([]) });
      for (const url of [`http://localhost:${internal.port}/`, `http://127.0.0.1:${internal.port}/`]) {
        const error = await guarded.fetch(url).then(
          () => null,
          (e: unknown) => e,
        );
        const chain = [error, (error as { cause?: unknown })?.cause];
        expect(
          chain.some((e) => e instanceof AddressNotAllowedError),
          url,
        ).toBe(true);
      }
      expect(internal.hits()).toBe(0);
      await guarded.close();
      const allowed = outboundFetch({ kind: 'public', allowed: parseHostRules(['127.0.0.0/8']) });
      const res = await allowed.fetch(`http://localhost:${internal.port}/`);
      expect(res.status).toBe(404);
      expect(internal.hits()).toBe(1);
      await allowed.close();
    } finally {
      internal.server.close();
    }
  });
});
