/**
 * A local stand-in for Google Sheets' CSV export, for tests (never the internet). Sheet ids pick
 * the behaviour: PUBLIC… answers CSV (per gid), PRIVATE… redirects to an HTML sign-in page,
 * MISSING… answers 404, SLOW… never answers, HUGE… streams without end, EMPTY… sends nothing,
 * FLAKY… answers 500. `setCsv` changes what a public sheet answers (to test refresh).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGoogle = {
  baseUrl: string;
  requests: string[];
  setCsv(spreadsheetId: string, gid: string, csv: string): void;
  dropCsv(spreadsheetId: string, gid: string): void;
  close(): Promise<void>;
};

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const sheets = new Map<string, string>();
  const requests: string[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/ServiceLogin') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!DOCTYPE html><html><body>Sign in – Google Accounts</body></html>');
      return;
    }
    const match = /^\/spreadsheets\/d\/(?:e\/)?([^/]+)\/(export|pub)$/.exec(url.pathname);
    const id = match?.[1] ?? '';
    const gid = url.searchParams.get('gid') ?? '0';
    if (!match) {
      res.writeHead(404).end('not found');
    } else if (id.startsWith('PRIVATE')) {
      res.writeHead(302, { location: '/ServiceLogin?continue=x' }).end();
    } else if (id.startsWith('HTMLCSV')) {
      res
        .writeHead(200, { 'content-type': 'text/csv' })
        .end('<html><head><title>Sign in</title></head></html>');
    } else if (id.startsWith('MISSING')) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not found</html>');
    } else if (id.startsWith('FLAKY')) {
      res.writeHead(500).end('oops');
    } else if (id.startsWith('SLOW')) {
      open.add(res); // Never answers; closed with the server.
    } else if (id.startsWith('EMPTY')) {
      res.writeHead(200, { 'content-type': 'text/csv' }).end('');
    } else if (id.startsWith('HUGE')) {
      res.writeHead(200, { 'content-type': 'text/csv' });
      open.add(res);
      const row = 'a,b,c,d,e,f,g,h\n'.repeat(256);
      const pump = () => {
        while (!res.destroyed && res.write(row));
        if (!res.destroyed) res.once('drain', pump);
      };
      res.on('error', () => undefined);
      pump();
    } else {
      const csv = sheets.get(`${id}#${gid}`);
      if (csv === undefined) {
        res.writeHead(400, { 'content-type': 'text/html' }).end('<html>Bad gid</html>');
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="Budget - Sheet1.csv"; filename*=UTF-8''Budget%20-%20Sheet1.csv`,
      });
      res.end(csv);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setCsv: (spreadsheetId, gid, csv) => sheets.set(`${spreadsheetId}#${gid}`, csv),
    dropCsv: (spreadsheetId, gid) => sheets.delete(`${spreadsheetId}#${gid}`),
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
