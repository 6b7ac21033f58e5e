/**
 * TLS as far as it can be tested on one machine: the local PostgreSQL and MariaDB offer no TLS,
 * so a connection requiring it is refused with a message saying what to do; and a fake
 * PostgreSQL server speaking TLS with a self-signed certificate shows that the settings reach the
 * driver: `disable` never asks for TLS, `require` encrypts without checking the certificate,
 * `verify` refuses the unknown certificate and accepts it once its CA is given.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnector } from './open';
import { MYSQL_ADMIN, PG_ADMIN } from './test-databases';
import { testEngines } from './test-support';
import type { ConnectionSettings } from './types';

const engines = await testEngines();

function settingsOf(engine: 'postgres' | 'mysql', port?: number): ConnectionSettings {
  const admin = engine === 'postgres' ? PG_ADMIN : MYSQL_ADMIN;
  return {
    engine,
    host: admin.host,
    port: port ?? admin.port,
    database: admin.database,
    user: admin.user,
    password: '',
    tls: { mode: 'disable' },
    allowedSchemas: [],
    allowedTables: [],
  };
}

describe.each(engines)('$engine without TLS on the server', ({ engine, available }) => {
  it.skipIf(!available).each(['require', 'verify'] as const)(
    'a connection with TLS "%s" is refused, saying the server offers none',
    async (mode) => {
      const connector = openConnector({ ...settingsOf(engine), tls: { mode } });
      try {
        await expect(connector.test()).rejects.toMatchObject({
          code: 'tls_failed',
          message: expect.stringMatching(
            /does not offer encrypted \(TLS\) connections, but this connection requires TLS: enable TLS on the database server, or set TLS to "disable"/,
          ),
        });
      } finally {
        await connector.close();
      }
    },
  );
});

/** The PostgreSQL protocol's request to switch to TLS: length 8, code 80877103. */
const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]);

describe('TLS settings reach the PostgreSQL driver', () => {
  let dir: string;
  let key: string;
  let cert: string;
  let server: net.Server;
  /** What each connection to the fake server did: asked for TLS, and the startup message it sent. */
  let seen: { askedTls: boolean; startup: string | null }[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'connector-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    key = await readFile(join(dir, 'key.pem'), 'utf8');
    cert = await readFile(join(dir, 'cert.pem'), 'utf8');
    server = net.createServer((socket) => {
      const entry: { askedTls: boolean; startup: string | null } = { askedTls: false, startup: null };
      seen.push(entry);
      socket.on('error', () => undefined);
      socket.once('data', (first: Buffer) => {
        if (!first.subarray(0, 8).equals(SSL_REQUEST)) {
          entry.startup = first.toString('latin1');
          socket.destroy();
          return;
        }
        entry.askedTls = true;
        socket.write('S');
        const secure = new tls.TLSSocket(socket, { isServer: true, key, cert });
        secure.on('error', () => socket.destroy());
        secure.once('data', (startup: Buffer) => {
          entry.startup = startup.toString('latin1');
          secure.destroy();
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const attempt = async (tlsSettings: ConnectionSettings['tls']) => {
    seen = [];
    const port = (server.address() as net.AddressInfo).port;
    const connector = openConnector(
      { ...settingsOf('postgres', port), user: 'tls_probe', tls: tlsSettings },
      { connectTimeoutMs: 3000 },
    );
    const error = await connector.test().catch((e: unknown) => e as Error & { code?: string });
    await connector.close();
    return { error, seen: seen[0] };
  };

  it('"disable" sends the startup in clear', async () => {
    const { seen } = await attempt({ mode: 'disable' });
    expect(seen?.askedTls).toBe(false);
    expect(seen?.startup).toContain('tls_probe');
  });

  it('"require" encrypts without checking the certificate', async () => {
    const { seen } = await attempt({ mode: 'require' });
    expect(seen?.askedTls).toBe(true);
    // The server read the user name only after decrypting it.
    expect(seen?.startup).toContain('tls_probe');
  });

  it('"verify" refuses an unknown certificate in plain words, and accepts it with its CA', async () => {
    const refused = await attempt({ mode: 'verify' });
    expect(refused.seen?.askedTls).toBe(true);
    expect(refused.seen?.startup).toBeNull();
    expect(refused.error).toMatchObject({
      code: 'tls_failed',
      message: expect.stringMatching(/The encrypted connection to 127\.0\.0\.1:\d+ failed: .*certificate/),
    });
    const trusted = await attempt({ mode: 'verify', ca: cert });
    expect(trusted.seen?.startup).toContain('tls_probe');
  });
});
