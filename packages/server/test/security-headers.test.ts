import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../src/files/test-helpers';
import { createTestApp, type TestApp } from './support';

/**
 * Security headers on every page, asset, API answer and error, and script injection in what users
 * name things (titles, file names, message text) coming back as inert data: JSON, or downloads
 * that the browser saves instead of rendering on our origin.
 */
describe('security headers and script injection', () => {
  let t: TestApp;
  let webDist: string;
  let token: string;

  beforeAll(async () => {
    // A stand-in for the built web app: an index page and one hashed asset.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
    t = await createTestApp('pglite', { WEB_DIST: webDist });
    const { orgId } = await t.seedOrganization('HDRS');
    token = (await t.login(await t.addUser(orgId, 'HDRS', 'henry'))).access;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const pages = [
    '/',
    '/login',
    '/chat',
    '/chat/3f2c9a1e',
    '/files',
    '/rca',
    '/admin/users',
    '/settings',
    '/no/such/page',
  ];
  const others = [
    '/assets/app-1234.js',
    '/api/health/live',
    '/api/nope/',
    '/api/chat/conversations/',
    '/metrics',
  ];

  function expectHardened(headers: Record<string, unknown>, where: string) {
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp, where).toContain("frame-ancestors 'none'");
    expect(csp, where).toContain("default-src 'self'");
    expect(csp, where).toContain("object-src 'none'");
    expect(csp, where).toContain("base-uri 'self'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim(), where).toBe("script-src 'self'");
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['x-frame-options'], where).toBe('DENY');
    expect(headers['referrer-policy'], where).toBe('no-referrer');
  }

  it('sends CSP with frame-ancestors, nosniff and frame denial on every page, asset and API answer', async () => {
    for (const url of pages) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expectHardened(res.headers, url);
    }
    for (const url of others) {
      const res = await t.app.inject({ method: 'GET', url });
      expectHardened(res.headers, url);
    }
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: '{bad json',
      headers: { 'content-type': 'application/json' },
    });
    expect(failed.statusCode).toBe(400);
    expectHardened(failed.headers, 'a 400');
  });

  it('returns script in titles, messages and file names as JSON data, and serves such files as downloads', async () => {
    const payload = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    const as = client(t.app, token);
    const created = await as.call({
      method: 'POST',
      url: '/api/chat/conversations/',
      payload: { title: payload },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toContain('application/json');
    expect(created.json().conversation.title).toBe(payload);
    const id = created.json().conversation.id;
    const sent = await as.call({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages/`,
      payload: { content: payload },
    });
    expect(sent.headers['content-type']).toContain('application/json');
    expect(sent.json().user_message.content).toBe(payload);

    // A file that a browser would run if it rendered it inline on our origin.
    const name = 'page<script>.html';
    const upload = await as.upload([
      { filename: 'page.html', content: `<html><body>${payload}</body></html>` },
    ]);
    expect(upload.statusCode).toBe(201);
    const svg = await as.upload([
      {
        filename: 'image.svg',
        content: `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(3)</script></svg>`,
      },
    ]);
    expect(svg.statusCode).toBe(201);
    for (const file of ['page.html', 'image.svg']) {
      const res = await as.download(file);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
      expectHardened(res.headers, `download of ${file}`);
    }
    // A name with markup is refused or stored as plain text; it never comes back as HTML.
    const odd = await as.upload([{ filename: name, content: 'x' }]);
    expect(odd.headers['content-type']).toContain('application/json');
    const listing = await as.list();
    expect(listing.headers['content-type']).toContain('application/json');
  });
});
