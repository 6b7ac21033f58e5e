/**
 * TLS as far as it can be tested on one machine: the local PostgreSQL and MariaDB offer no TLS,
 * so a connection requiring it is refused with a message saying what to do; and a fake
 * PostgreSQL or MySQL server speaking TLS with a self-signed certificate shows that the settings
 * reach each driver: `disable` never asks for TLS, `require` encrypts without checking the
 * certificate, `verify` refuses the unknown certificate and accepts it once its CA is given.
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

const u16 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);

/**
 * A MySQL server's first packet: a protocol 10 handshake offering TLS (CLIENT_SSL among the
 * capability flags), the 4.1 protocol and native password authentication.
 */
function mysqlGreeting(): Buffer {
  const payload = Buffer.concat([
    Buffer.from([10]),
    Buffer.from('8.0.36-fake\0', 'latin1'),
    Buffer.from([1, 0, 0, 0]),
    Buffer.from('abcdefgh\0', 'latin1'),
    u16(0xffff),
    Buffer.from([33]),
    u16(2),
    u16(0x000f),
    Buffer.from([21]),
    Buffer.alloc(10),
    Buffer.from('ijklmnopqrst\0', 'latin1'),
    Buffer.from('mysql_native_password\0', 'latin1'),
  ]);
  return Buffer.concat([Buffer.from([payload.length & 0xff, payload.length >> 8, 0, 0]), payload]);
}

/**
 * How each protocol asks for TLS: PostgreSQL's client sends SSL_REQUEST and waits for `S`;
 * MySQL's server greets first and its client answers with a 32-byte SSL request packet, then
 * starts TLS.
 */
const PROTOCOLS = {
  postgres: {
    greeting: null,
    asksTls: (first: Buffer) => first.subarray(0, 8).equals(SSL_REQUEST),
    accept: 'S',
    requestBytes: 8,
  },
  mysql: {
    greeting: mysqlGreeting(),
    asksTls: (first: Buffer) => first.length >= 4 && first.readUIntLE(0, 3) === 32 && first[3] === 1,
    accept: null,
    requestBytes: 36,
  },
} as const;

describe.each(['postgres', 'mysql'] as const)('TLS settings reach the %s driver', (engine) => {
  let dir: string;
  let key: string;
  let cert: string;
  let server: net.Server;
  /** What each connection to the fake server did: asked for TLS, and the login it then sent. */
  let seen: { askedTls: boolean; startup: string | null }[] = [];
  const protocol = PROTOCOLS[engine];

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
      if (protocol.greeting) socket.write(protocol.greeting);
      socket.once('data', (first: Buffer) => {
        if (!protocol.asksTls(first)) {
          entry.startup = first.toString('latin1');
          socket.destroy();
          return;
        }
        entry.askedTls = true;
        // The TLS hello may come in the same chunk as the request: handed back to the TLS layer.
        socket.pause();
        if (first.length > protocol.requestBytes) socket.unshift(first.subarray(protocol.requestBytes));
        if (protocol.accept) socket.write(protocol.accept);
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
      { ...settingsOf(engine, port), user: 'tls_probe', tls: tlsSettings },
      { connectTimeoutMs: 3000 },
    );
    const error = await connector.test().catch((e: unknown) => e as Error & { code?: string });
    await connector.close();
    return { error, seen: seen[0] };
  };

  it('"disable" sends the login in clear', async () => {
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
