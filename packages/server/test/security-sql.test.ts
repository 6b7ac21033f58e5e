import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../src/files/test-helpers';
import { createTestApp, type TestApp } from './support';

/**
 * The outside probe's SQL findings, replayed over HTTP: a CSV header holding `t$3` and a crafted
 * column that once turned compare_periods into `COPY … TO` the caller's files (past the quota);
 * settings and file functions in run_sql; a 150 MB cell; a forged dataset metadata file that
 * pointed a dataset at another organization's file. Each gets a safe result or a clear 4xx,
 * nothing is written and the quota usage does not move.
 */
type Caller = ReturnType<typeof client>;

/** Every file under `dir` with its size. */
function tree(dir: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) out[full] = fs.statSync(full).size;
  }
  return out;
}

describe('SQL safety of the analytics tools', () => {
  let t: TestApp;
  let alice: Caller;
  let bob: Caller;
  let filesRoot: string;
  let aliceIds: { organizationId: string; userId: string };
  const crafted = (target: string) =>
    `x") FILTER (WHERE true) AS previous, 1 AS current, 1 AS change, 1 AS change_pct FROM sales; ` +
    `COPY (SELECT repeat('x', 1000) FROM range(50000)) TO '${target}'; --`;

  const usedBytes = async (c: Caller) => (await c.list('')).json().directory_info.used as number;
  const call = (c: Caller, tool: string, payload: Record<string, unknown>) =>
    c.call({ method: 'POST', url: `/api/mcp/tools/${tool}/call/`, payload });

  beforeAll(async () => {
    t = await createTestApp('pglite', { USER_QUOTA_MB: '2' });
    const acme = await t.seedOrganization('ACME');
    const beta = await t.seedOrganization('BETA');
    const aliceUser = await t.addUser(acme.orgId, 'ACME', 'alice');
    alice = client(t.app, (await t.login(aliceUser)).access);
    bob = client(t.app, (await t.login(await t.addUser(beta.orgId, 'BETA', 'bob'))).access);
    aliceIds = { organizationId: acme.orgId, userId: aliceUser.id };
    filesRoot = t.app.services.files.rootOf(aliceIds);
    const target = path.join(filesRoot, 'Uploads', 'pwned.csv');
    const header = ['day', 't$3', 'amount', `"${crafted(target).replace(/"/g, '""')}"`].join(',');
    const rows = Array.from({ length: 60 }, (_, i) => {
      const day = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
      return `${day},${day},${i},${i}`;
    });
    await alice.mkdir('Uploads');
    const up = await alice.upload(
      [{ filename: 'sales.csv', content: `${header}\n${rows.join('\n')}\n` }],
      'Uploads',
    );
    expect(up.statusCode).toBe(201);
    await bob.mkdir('Uploads');
    // The probe read another organization's spreadsheet: .xlsx is converted outside DuckDB.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('S');
    sheet.addRow(['code']);
    sheet.addRow(['BETA-SECRET-4242']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    await bob.upload([{ filename: 'secret.xlsx', content: xlsx }], 'Uploads');
    expect((await bob.call({ method: 'GET', url: '/api/datasets/' })).statusCode).toBe(200);
    expect((await alice.call({ method: 'GET', url: '/api/datasets/' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('compare_periods over a `t$3` time column and a crafted column: a safe result, no file written', async () => {
    const before = tree(t.config.dataDir);
    const used = await usedBytes(alice);
    // The crafted column as the CSV reader named it (its header quoting kept as written).
    const described = await call(alice, 'describe_dataset', { dataset: 'sales' });
    const columns = described.json().result.data.info.columns as { name: string }[];
    const column = columns[3]?.name as string;
    expect(column).toContain("COPY (SELECT repeat('x', 1000)");
    for (const measure of [
      { fn: 'sum', column },
      { fn: 'count_distinct', column },
      { fn: 'sum', column: 'amount' },
    ]) {
      const res = await call(alice, 'compare_periods', {
        dataset: 'sales',
        measure,
        timeColumn: 't$3',
        current: { from: '2024-02-01', to: '2024-03-01' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().result.data.rows as { current: number; previous: number }[];
      // February is days 31–59 of the file, January days 0–30.
      if (measure.fn === 'sum') expect(rows[0]).toMatchObject({ current: 1305, previous: 465 });
      else expect(rows[0]).toMatchObject({ current: 29, previous: 31 });
    }
    expect(fs.existsSync(path.join(filesRoot, 'Uploads', 'pwned.csv'))).toBe(false);
    expect(await usedBytes(alice)).toBe(used);
    const after = tree(t.config.dataDir);
    for (const file of Object.keys(after)) {
      if (!(file in before)) expect(file).not.toMatch(/pwned|\.csv$/);
    }
  });

  it('run_sql refuses writes, settings and file or catalog functions with a 400 in plain words', async () => {
    const used = await usedBytes(alice);
    for (const [sql, message] of [
      [`COPY (SELECT 1) TO '${filesRoot}/Uploads/x.csv'`, /Only read-only queries|could not be parsed/],
      [`SELECT current_setting('allowed_directories')`, /current_setting\(\) is not allowed/],
      [`SELECT * FROM (WITH "X" AS (SELECT 1) SELECT 1) t, 'Uploads/sales.csv'`, /Unknown dataset/],
      [`SELECT * FROM read_csv('${filesRoot}/Uploads/sales.csv')`, /read_csv\(\) is not allowed/],
      [`SELECT * FROM duckdb_databases()`, /not allowed/],
    ] as const) {
      const res = await call(alice, 'run_sql', { sql });
      expect(res.statusCode, sql).toBe(400);
      expect(res.json().error, sql).toMatch(message);
    }
    expect(fs.existsSync(path.join(filesRoot, 'Uploads', 'x.csv'))).toBe(false);
    expect(await usedBytes(alice)).toBe(used);
  });

  it('run_sql of a 150 MB cell answers with the cell cut and a note, not a 500', async () => {
    const res = await call(alice, 'run_sql', { sql: "SELECT repeat('x', 150000000) AS big" });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(8 * 1024 * 1024);
    expect(res.json().result.markdown).toMatch(/too large to show in full/);
  }, 60_000);

  it('ignores a forged metadata file pointing a dataset at another organization’s file', async () => {
    const { services } = t.app;
    const aliceMeta = path.join(
      t.config.dataDir,
      'cache',
      aliceIds.organizationId,
      aliceIds.userId,
      'datasets.json',
    );
    expect(fs.existsSync(aliceMeta)).toBe(true);
    const bobFile = Object.keys(tree(path.join(t.config.dataDir, 'files'))).find((f) =>
      f.endsWith('secret.xlsx'),
    );
    expect(bobFile).toBeDefined();
    const saved = JSON.parse(fs.readFileSync(aliceMeta, 'utf8')) as Record<string, unknown>[];
    const forged = {
      ...saved[0],
      name: 'stolen',
      fileName: 'secret.csv',
      path: bobFile,
      format: 'csv',
      tableFile: null,
    };
    fs.writeFileSync(aliceMeta, JSON.stringify([...saved, forged]));
    await services.datasets.workspaces.closeAll(); // As after a restart.
    const preview = await alice.call({ method: 'GET', url: '/api/datasets/stolen/preview/' });
    expect(preview.statusCode).toBe(404);
    expect(preview.body).not.toContain('BETA-SECRET');
    const list = await alice.call({ method: 'GET', url: '/api/datasets/' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('BETA-SECRET');
    expect(list.body).not.toContain('stolen');
  });
});
