/**
 * The analytics sandbox, attacked directly: SQL sent straight to the query instance (past every
 * check of the tools) can read the workspace's datasets and nothing else, writes no file and
 * changes no setting; forged metadata cannot point a dataset at another workspace's file.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../data/registry';
import { DatasetWorkspaces } from '../data/workspaces';

let root: string;
const filesOf = (org: string, user: string) => join(root, 'files', org, user);
const cacheRoot = () => join(root, 'cache');

/** Every file under `dir` with its size, to prove that nothing was written. */
async function snapshot(dir: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    out.set(path, entry.isFile() ? (await stat(path)).size : -1);
  }
  return out;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'engine-sandbox-'));
  await mkdir(filesOf('org1', 'alice'), { recursive: true });
  await mkdir(filesOf('org2', 'bob'), { recursive: true });
  await writeFile(join(filesOf('org1', 'alice'), 'sales.csv'), 'day,amount\n2024-01-01,10\n2024-01-02,20\n');
  await writeFile(join(filesOf('org2', 'bob'), 'secret.csv'), 'code\nBOB-ONLY-1234\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('analytics sandbox', () => {
  it('refuses file writes, attachments, settings, extensions and file reads on the query path', async () => {
    const workspaces = new DatasetWorkspaces({ cacheRoot: cacheRoot(), filesRootOf: filesOf });
    try {
      const alice = await workspaces.forWorkspace('org1', 'alice');
      await alice.register(join(filesOf('org1', 'alice'), 'sales.csv'));
      const before = await snapshot(root);
      const files = filesOf('org1', 'alice');
      const cache = join(cacheRoot(), 'org1', 'alice');
      const attacks = [
        `COPY (SELECT 1) TO '${files}/x.csv'`,
        `COPY (SELECT * FROM sales) TO '${cache}/tables/x.parquet' (FORMAT parquet)`,
        `COPY (SELECT 1) TO '${cache}/datasets.json'`,
        `EXPORT DATABASE '${files}/dump'`,
        `ATTACH '${files}/new.duckdb' AS w`,
        `ATTACH '${cache}/tables/evil.duckdb' AS w`,
        `SET allowed_directories = ['/']`,
        `SET enable_external_access = true`,
        `SET memory_limit = '64GB'`,
        `SET temp_directory = '${files}'`,
        `INSTALL httpfs`,
        `SELECT * FROM read_csv('${files}/sales.csv')`,
        `SELECT * FROM '${files}/sales.csv'`,
        `SELECT * FROM read_csv('${filesOf('org2', 'bob')}/secret.csv')`,
        `SELECT * FROM glob('${root}/**')`,
        `SELECT * FROM read_text('${cache}/datasets.json')`,
        `CREATE TABLE d0.main.more AS SELECT 1`,
        `INSERT INTO d0.main.data VALUES ('2024-01-03', 30)`,
      ];
      for (const sql of attacks) {
        await expect(alice.query(sql), sql).rejects.toThrow();
      }
      const settings = await alice.query(
        "SELECT current_setting('allowed_directories')::VARCHAR AS dirs, current_setting('temp_directory') AS tmp",
      );
      expect(JSON.stringify(settings.rows)).not.toContain(root);
      const databases = await alice.query('SELECT count(*) AS n FROM duckdb_databases() WHERE NOT internal');
      expect(databases.rows[0]?.n).toBe(2); // The in-memory catalog and the one dataset.
      expect((await alice.query('SELECT sum(amount) AS s FROM sales')).rows[0]?.s).toBe(30);
      expect(await snapshot(root)).toEqual(before);
    } finally {
      await workspaces.closeAll();
    }
  });

  it('ignores forged metadata that points a dataset at another workspace, with a log line', async () => {
    const warnings: string[] = [];
    const logger = { warn: (m: string) => warnings.push(m) };
    const workspaces = new DatasetWorkspaces({
      cacheRoot: cacheRoot(),
      filesRootOf: filesOf,
      registry: { logger },
    });
    const aliceCache = join(cacheRoot(), 'org1', 'alice');
    const bobFile = join(filesOf('org2', 'bob'), 'secret.csv');
    try {
      const alice = await workspaces.forWorkspace('org1', 'alice');
      await alice.register(join(filesOf('org1', 'alice'), 'sales.csv'));
      await workspaces.closeAll();
      const saved = JSON.parse(await readFile(join(aliceCache, 'datasets.json'), 'utf8')) as Record<
        string,
        unknown
      >[];
      const template = saved[0] as Record<string, unknown>;
      const forged = [
        ...saved,
        { ...template, name: 'stolen', fileName: 'secret.csv', path: bobFile, tableFile: null },
        {
          ...template,
          name: 'dotdot',
          path: join(filesOf('org1', 'alice'), '..', '..', 'org2', 'bob', 'secret.csv'),
        },
        { ...template, name: 'evil_table', tableFile: '../../../org2/bob/workspace.duckdb' },
        { ...template, name: 'Bad"Name', tableFile: null },
      ];
      await writeFile(join(aliceCache, 'datasets.json'), JSON.stringify(forged));
      const reopened = await workspaces.forWorkspace('org1', 'alice');
      expect(reopened.names().sort()).toEqual(['evil_table', 'sales']);
      // The forged table file is never opened: the entry is read again from its own source.
      const evil = await reopened.get('evil_table');
      expect(evil.path).toBe(join(filesOf('org1', 'alice'), 'sales.csv'));
      await expect(reopened.get('stolen')).rejects.toMatchObject({ code: 'not_found' });
      const listed = JSON.stringify(await reopened.list());
      expect(listed).not.toContain('BOB-ONLY');
      expect(warnings.join('\n')).toMatch(/"stolen" dropped: its file is outside the workspace/);
      expect(warnings.join('\n')).toMatch(/"dotdot" dropped/);
      expect(warnings.join('\n')).toMatch(/invalid name/);
    } finally {
      await workspaces.closeAll();
    }
  });

  it('reads a dataset again from its source when its table file is damaged', async () => {
    const warnings: string[] = [];
    const options = {
      cacheDir: join(root, 'cache-damaged'),
      dataDirs: [filesOf('org1', 'alice')],
      logger: { warn: (m: string) => warnings.push(m) },
    };
    const first = await DatasetRegistry.open(options);
    await first.register(join(filesOf('org1', 'alice'), 'sales.csv'));
    await first.close();
    const tables = join(options.cacheDir, 'tables');
    const [file] = await readdir(tables);
    await writeFile(join(tables, file as string), 'not a database');
    const again = await DatasetRegistry.open(options);
    try {
      await again.get('sales');
      expect((await again.query('SELECT sum(amount) AS s FROM sales')).rows[0]?.s).toBe(30);
      expect(warnings.join('\n')).toMatch(/sales: its table file could not be opened/);
      expect(await readdir(tables)).not.toContain(file);
    } finally {
      await again.close();
    }
  });

  it('follows symbolic links: a link to another workspace file is outside, at registration and later', async () => {
    const warnings: string[] = [];
    const files = filesOf('org1', 'alice');
    const registry = await DatasetRegistry.open({
      cacheDir: join(root, 'cache-links'),
      dataDirs: [files],
      logger: { warn: (m) => warnings.push(m) },
    });
    try {
      await symlink(join(filesOf('org2', 'bob'), 'secret.csv'), join(files, 'link.csv'));
      await expect(registry.register(join(files, 'link.csv'))).rejects.toMatchObject({
        code: 'outside_workspace',
      });
      // A file registered honestly, then swapped for a link: the next load drops the dataset.
      await writeFile(join(files, 'swap.csv'), 'code\nmine\n');
      await registry.register(join(files, 'swap.csv'));
      await rm(join(files, 'swap.csv'));
      await symlink(join(filesOf('org2', 'bob'), 'secret.csv'), join(files, 'swap.csv'));
      await expect(registry.get('swap')).rejects.toMatchObject({ code: 'not_found' });
      expect(registry.names()).not.toContain('swap');
      expect(warnings.join('\n')).toMatch(/swap dropped/);
    } finally {
      await registry.close();
      await rm(join(files, 'link.csv'), { force: true });
      await rm(join(files, 'swap.csv'), { force: true });
    }
  });
});
