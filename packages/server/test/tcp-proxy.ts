import net from 'node:net';

/**
 * A TCP proxy on loopback in front of a real service (PostgreSQL, Redis) that a fault test can
 * cut: `down()` drops every open connection and refuses new ones, as a restarted or unreachable
 * server would; `up()` accepts again. The service itself, shared with other tests, is untouched.
 */
export type TcpProxy = {
  port: number;
  url(template: string): string;
  down(): void;
  up(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let accepting = true;
  const server = net.createServer((client) => {
    if (!accepting) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const cut = () => {
    accepting = false;
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port,
    /** Replaces host:port in a URL with the proxy's. */
    url(template: string) {
      const url = new URL(template);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    down: cut,
    up() {
      accepting = true;
    },
    close() {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
