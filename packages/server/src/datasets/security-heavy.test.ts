/**
 * Heavy and hostile data files through the API: a 10,000-column CSV and a spreadsheet whose
 * table of texts inflates to 2 GB. Every answer is in plain words, memory stays bounded and the
 * health endpoint keeps answering within a second throughout (it is polled while the work runs).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { writeSharedStringsBomb, writeWideCsv } from '@ai-analyst/engine/data/heavy-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';

let t: TestApp;
let dir: string;
let alice: ReturnType<typeof client>;
let bob: ReturnType<typeof client>;
let aliceOwner: { organizationId: string; userId: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-heavy-'));
  t = await createTestApp('pglite');
  const org = await t.seedOrganization('HEAVY');
  const a = await t.addUser(org.orgId, 'HEAVY', 'alice');
  const b = await t.addUser(org.orgId, 'HEAVY', 'bob');
  alice = client(t.app, (await t.login(a)).access);
  bob = client(t.app, (await t.login(b)).access);
  aliceOwner = { organizationId: org.orgId, userId: a.id };
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * Runs `work` while GET /api/health/live is asked every 100 ms; returns the slowest answer and
 * the peak growth of resident memory. The tests bound both loosely, as crash guards (a stalled server
 * answers after many seconds, an unguarded file takes gigabytes); `npm run bench:security` prints the figures.
 */
async function underWatch<T>(work: () => Promise<T>): Promise<{ result: T; slowestHealthMs: number; rssGrowthMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  let slowest = 0;
  let running = true;
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      peak = Math.max(peak, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    const result = await work();
    return { result, slowestHealthMs: slowest, rssGrowthMb: (peak - before) / 1024 / 1024 };
  } finally {
    running = false;
    await poller;
  }
}

describe('heavy data files through the API', () => {
  it('a 10,000-column CSV: listing, preview, report and the profile tool answer, bounded, with notes', async () => {
    const file = join(dir, 'wide.csv');
    await writeWideCsv(file, 10_000, 50);
    expect((await alice.upload([{ filename: 'wide.csv', content: await readFile(file) }])).statusCode).toBe(201);

    const { result, slowestHealthMs, rssGrowthMb } = await underWatch(async () => {
      const listed = await alice.call({ method: 'GET', url: '/api/datasets/' });
      const preview = await alice.call({ method: 'GET', url: '/api/datasets/wide/preview/' });
      const report = await alice.call({ method: 'GET', url: '/api/datasets/wide/report/' });
      const last = await alice.call({ method: 'GET', url: '/api/datasets/wide/report/?start=9950' });
      const named = await alice.call({ method: 'GET', url: '/api/datasets/wide/report/?column=c9999&column=c4' });
      const tool = await alice.call({
        method: 'POST',
        url: '/api/mcp/tools/profile/call/',
        payload: { dataset: 'wide', histograms: 2 },
      });
      return { listed, preview, report, last, named, tool };
    });

    expect(result.listed.statusCode).toBe(200);
    const dataset = result.listed.json().datasets[0];
    expect(dataset).toMatchObject({ name: 'wide', row_count: 50 });
    expect(dataset.columns).toHaveLength(10_000);

    expect(result.preview.statusCode).toBe(200);
    const preview = result.preview.json();
    expect(preview.columns).toHaveLength(200);
    expect(preview.rows).toHaveLength(50);
    expect(preview.omitted_columns).toBe(9_800);

    expect(result.report.statusCode).toBe(200);
    expect(result.report.body).toContain('10,000 columns');
    expect(result.report.body).toContain(
      'wide has 10,000 columns; this profile covers columns 1–200 and leaves out 9,800 (&quot;c200&quot;',
    );
    expect(result.report.body).toContain('Download the next 200 with ?start=200');
    expect(result.report.body.length).toBeLessThan(2_000_000);
    expect(result.last.statusCode).toBe(200);
    expect(result.last.body).toContain('covers columns 9951–10000');
    expect(result.named.statusCode).toBe(200);
    expect(result.named.body).toContain('<h3>c9999</h3>');
    expect(result.named.body).toContain('<h3>c4</h3>');

    expect(result.tool.statusCode).toBe(200);
    const text = result.tool.json().result.markdown as string;
    expect(text).toContain('10,000 columns');
    expect(text).toContain('To profile others, call profile again with `start: 200`');

    expect(slowestHealthMs).toBeLessThan(5_000);
    // Before the limits this request alone took the process past 4.8 GB and killed it. Readings
    // vary widely between machines (1.0–1.6 GB seen, most of it DuckDB's own buffers), so the
    // guard sits well above them and well below the crash.
    expect(rssGrowthMb).toBeLessThan(3000);
  }, 240_000);

  it('refuses report parameters it cannot use, in plain words', async () => {
    const bad = await alice.call({ method: 'GET', url: '/api/datasets/wide/report/?start=-3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^start must be the number of the first column/);
    const unknown = await alice.call({ method: 'GET', url: '/api/datasets/wide/report/?column=nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('wide has no column named "nope".');
    const tooMany = await alice.call({
      method: 'GET',
      url: `/api/datasets/wide/report/?${Array.from({ length: 201 }, (_, i) => `column=c${i}`).join('&')}`,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('A report covers at most 200 columns; 201 were named');
  });

  it('stops a report past its time limit and says so (422)', async () => {
    const service = t.app.services.datasets.forOwner(aliceOwner);
    await expect(service.profileReport('wide', { timeoutMs: 1 })).rejects.toMatchObject({
      status: 422,
      code: 'report_timeout',
      message: expect.stringMatching(/^Profiling wide took longer than 1 ms and was stopped\./),
    });
  });

  it('a 2 GB shared-strings bomb: two users listing at once get a plain-words problem; a normal spreadsheet still loads', async () => {
    const bomb = join(dir, 'bomb.xlsx');
    await writeSharedStringsBomb(bomb, 2048, { declaredMb: 1 });
    const content = await readFile(bomb);
    expect(content.length).toBeLessThan(8 * 1024 * 1024);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRows([
      ['city', 'sales'],
      ['Paris', 12],
    ]);
    const normal = Buffer.from(await wb.xlsx.writeBuffer());
    expect((await alice.upload([{ filename: 'bomb.xlsx', content }])).statusCode).toBe(201);
    expect(
      (
        await bob.upload([
          { filename: 'bomb.xlsx', content },
          { filename: 'book.xlsx', content: normal },
        ])
      ).statusCode,
    ).toBe(201);

    const { result, slowestHealthMs, rssGrowthMb } = await underWatch(() =>
      Promise.all([
        alice.call({ method: 'GET', url: '/api/datasets/' }),
        bob.call({ method: 'GET', url: '/api/datasets/' }),
      ]),
    );
    const message =
      'bomb.xlsx cannot be read: the spreadsheet expands to more than 200 MB when unpacked. Save its first sheet as CSV, or split it into smaller files.';
    for (const res of result) {
      expect(res.statusCode).toBe(200);
      expect(res.json().problems).toEqual([{ path: 'bomb.xlsx', error: message }]);
    }
    expect(result[1]?.json().datasets.map((d: { name: string }) => d.name)).toEqual(['book']);
    expect(slowestHealthMs).toBeLessThan(5_000);
    expect(rssGrowthMb).toBeLessThan(1500); // the unpacked texts alone would take over 2 GB
    expect((await bob.call({ method: 'GET', url: '/api/datasets/book/preview/' })).json().rows).toEqual([
      { city: 'Paris', sales: 12 },
    ]);
  }, 120_000);
});
