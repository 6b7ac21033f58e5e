import { mkdtemp, rm, writeFile, mkdir, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import { DatasetError } from './registry';
import { DatasetWorkspaces } from './workspaces';
import { identifierFromFileName } from './sql';

let root: string;
let workspaces: DatasetWorkspaces;
const filesOf = (org: string, user: string) => join(root, 'files', org, user);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'engine-data-'));
  await mkdir(filesOf('org1', 'alice'), { recursive: true });
  await mkdir(filesOf('org2', 'bob'), { recursive: true });
  workspaces = new DatasetWorkspaces({ cacheRoot: join(root, 'cache'), filesRootOf: filesOf });
});

afterAll(async () => {
  await workspaces.closeAll();
  await rm(root, { recursive: true, force: true });
});

describe('dataset registry', () => {
  it('derives safe SQL names from file names', () => {
    expect(identifierFromFileName('/x/Sales 2024 (Q1).csv')).toBe('sales_2024_q1');
    expect(identifierFromFileName('2024.csv')).toBe('t_2024');
    expect(identifierFromFileName('order.csv')).toBe('order_data');
    expect(identifierFromFileName('Café-Ventes.xlsx')).toBe('cafe_ventes');
  });

  it('reads a CSV with a BOM, semicolons and a quoted newline, inferring types', async () => {
    const reg = await workspaces.forWorkspace('org1', 'alice');
    const file = join(filesOf('org1', 'alice'), 'My Sales.csv');
    await writeFile(file, '\uFEFFday;region;amount;note\n2024-01-01;North;10.5;"two\nlines"\n2024-01-02;South;20;plain\n2024-01-03;North;5;x\n');
    const info = await reg.register(file);
    expect(info.name).toBe('my_sales');
    expect(info.rowCount).toBe(3);
    expect(info.columns.map((c) => c.name)).toEqual(['day', 'region', 'amount', 'note']);
    expect(info.columns[0]?.type).toBe('DATE');
    expect(info.columns[2]?.type).toBe('DOUBLE');
    const preview = await reg.preview('my_sales');
    expect(preview.rows[0]).toEqual({ day: '2024-01-01', region: 'North', amount: 10.5, note: 'two\nlines' });
  });

  it('reads TSV, JSON array, NDJSON, Parquet and XLSX files', async () => {
    const reg = await workspaces.forWorkspace('org1', 'alice');
    const dir = filesOf('org1', 'alice');
    await writeFile(join(dir, 't.tsv'), 'a\tb\n1\tx\n2\ty\n');
    await writeFile(join(dir, 'arr.json'), JSON.stringify([{ a: 1, b: 'x' }, { a: 2, b: 'y' }]));
    await writeFile(join(dir, 'lines.ndjson'), '{"a":1,"b":"x"}\n{"a":2,"b":"y"}\n{"a":3,"b":"z"}\n');
    const scratch = await DuckDBInstance.create(':memory:');
    const c = await scratch.connect();
    await c.run(`COPY (SELECT range AS a, 'v' || range AS b FROM range(5)) TO '${join(dir, 'p.parquet')}' (FORMAT parquet)`);
    c.closeSync();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['city', 'sales', 'when']);
    ws.addRow(['Paris', 12, new Date(Date.UTC(2024, 0, 5))]);
    ws.addRow(['Lyon, FR', 7.5, new Date(Date.UTC(2024, 0, 6))]);
    await wb.xlsx.writeFile(join(dir, 'book.xlsx'));

    expect((await reg.register(join(dir, 't.tsv'))).rowCount).toBe(2);
    expect((await reg.register(join(dir, 'arr.json'))).rowCount).toBe(2);
    expect((await reg.register(join(dir, 'lines.ndjson'))).rowCount).toBe(3);
    const parquet = await reg.register(join(dir, 'p.parquet'));
    expect(parquet).toMatchObject({ rowCount: 5 });
    const book = await reg.register(join(dir, 'book.xlsx'));
    expect(book.columns.map((c) => c.type)).toEqual(['VARCHAR', 'DOUBLE', 'DATE']);
    expect((await reg.preview('book')).rows[1]).toEqual({ city: 'Lyon, FR', sales: 7.5, when: '2024-01-06' });
  });

  it('refreshes a dataset when its file changes', async () => {
    const reg = await workspaces.forWorkspace('org1', 'alice');
    const file = join(filesOf('org1', 'alice'), 'grow.csv');
    await writeFile(file, 'x\n1\n2\n');
    expect((await reg.register(file)).rowCount).toBe(2);
    await writeFile(file, 'x,y\n1,a\n2,b\n3,c\n');
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    const info = await reg.get('grow');
    expect(info.rowCount).toBe(3);
    expect(info.columns).toHaveLength(2);
  });

  it('keeps workspaces apart: another user sees neither the datasets nor the files', async () => {
    const alice = await workspaces.forWorkspace('org1', 'alice');
    const bob = await workspaces.forWorkspace('org2', 'bob');
    expect(bob.names()).not.toContain('my_sales');
    await expect(bob.get('my_sales')).rejects.toBeInstanceOf(DatasetError);
    const aliceFile = join(filesOf('org1', 'alice'), 'My Sales.csv');
    await expect(bob.register(aliceFile)).rejects.toMatchObject({ code: 'outside_workspace' });
    await expect(bob.query(`SELECT * FROM read_csv('${aliceFile}')`)).rejects.toThrow(/disabled by configuration|Permission/);
    await expect(bob.query(`SET enable_external_access = true`)).rejects.toThrow(/locked/);
    expect(alice.names()).toContain('my_sales');
  });

  it('restores datasets after the workspace is reopened', async () => {
    const other = new DatasetWorkspaces({ cacheRoot: join(root, 'cache2'), filesRootOf: filesOf });
    const reg = await other.forWorkspace('org1', 'alice');
    await reg.register(join(filesOf('org1', 'alice'), 'My Sales.csv'));
    await other.closeAll();
    const again = await other.forWorkspace('org1', 'alice');
    expect((await again.list()).map((d) => d.name)).toEqual(['my_sales']);
    expect((await again.query('SELECT sum(amount) AS s FROM my_sales')).rows[0]?.s).toBe(35.5);
    await other.closeAll();
  });
});
