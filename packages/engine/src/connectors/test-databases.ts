/**
 * The local PostgreSQL (127.0.0.1:5432, user root) and MariaDB (127.0.0.1:3306, user root) that
 * the machine and CI provide, for tests and benches: probe them, create and drop throwaway
 * databases, fill an `orders` table with the same generated rows as a CSV file, and open both as
 * the tools see them (a connected table, a workspace dataset). Outside CI a
 * missing server skips its tests with a message; on CI (CI=true) it fails them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { DatasetRegistry } from '../data/registry';
import { openConnector } from './open';
import { ConnectedSource } from './source';
import type { ConnectionSettings, ConnectorLimits } from './types';

export const PG_ADMIN = { host: '127.0.0.1', port: 5432, user: 'root', database: 'test' };
export const MYSQL_ADMIN = { host: '127.0.0.1', port: 3306, user: 'root', password: '', database: 'test' };

/** Whether a server answers; on CI an absent server is an error, elsewhere a skip with a reason. */
export async function serverAvailable(engine: 'postgres' | 'mysql'): Promise<boolean> {
  try {
    if (engine === 'postgres') {
      const client = new pg.Client({ ...PG_ADMIN, connectionTimeoutMillis: 3000 });
      await client.connect();
      await client.end();
    } else {
      const connection = await mysql.createConnection({ ...MYSQL_ADMIN, connectTimeout: 3000 });
      await connection.end();
    }
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    console.warn(
      `Skipping ${engine} connector tests: no ${engine === 'postgres' ? 'PostgreSQL on 127.0.0.1:5432' : 'MariaDB/MySQL on 127.0.0.1:3306'} (${(error as Error).message}).`,
    );
    return false;
  }
}

export interface OrderRow {
  id: number;
  order_date: string;
  region: string;
  product: string;
  amount: number;
  quantity: number;
}

const REGIONS = ['North', 'South', 'East', 'West', "O'Hare \\ Hub"];

/** Deterministic orders over two years: the same rows for the database and the file. */
export function generateOrders(count: number): OrderRow[] {
  const start = Date.UTC(2023, 0, 1);
  const rows: OrderRow[] = [];
  for (let i = 1; i <= count; i++) {
    const day = (i * 7919) % 730;
    rows.push({
      id: i,
      order_date: new Date(start + day * 86_400_000).toISOString().slice(0, 10),
      region: REGIONS[(i * 31) % REGIONS.length] as string,
      product: `P${(i * 13) % 17}`,
      amount: ((i * 37) % 10_000) / 100 + (day > 500 ? 5 : 0),
      quantity: (i % 5) + 1,
    });
  }
  return rows;
}

export function ordersCsv(rows: OrderRow[]): string {
  const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return [
    'id,order_date,region,product,amount,quantity',
    ...rows.map((r) =>
      [r.id, r.order_date, quote(r.region), r.product, r.amount.toFixed(2), r.quantity].join(','),
    ),
  ].join('\n');
}

function valuesSql(rows: OrderRow[], quote: (s: string) => string): string {
  return rows
    .map(
      (r) =>
        `(${r.id}, '${r.order_date}', ${quote(r.region)}, '${r.product}', ${r.amount.toFixed(2)}, ${r.quantity})`,
    )
    .join(',');
}

/** A fresh PostgreSQL database holding `orders`; returns its settings and a drop function. */
export async function createPostgresDatabase(name: string, rows: OrderRow[]) {
  const admin = new pg.Client(PG_ADMIN);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const client = new pg.Client({ ...PG_ADMIN, database: name });
  await client.connect();
  await client.query(
    'CREATE TABLE orders (id integer PRIMARY KEY, order_date date NOT NULL, region text NOT NULL, product text NOT NULL, amount numeric(12,2) NOT NULL, quantity integer NOT NULL)',
  );
  for (let i = 0; i < rows.length; i += 2000)
    await client.query(
      `INSERT INTO orders VALUES ${valuesSql(rows.slice(i, i + 2000), (s) => `'${s.replace(/'/g, "''")}'`)}`,
    );
  await client.query('ANALYZE orders');
  await client.end();
  const settings: ConnectionSettings = {
    engine: 'postgres',
    host: PG_ADMIN.host,
    port: PG_ADMIN.port,
    database: name,
    user: PG_ADMIN.user,
    tls: { mode: 'disable' },
    allowedSchemas: [],
    allowedTables: [],
  };
  return {
    settings,
    async drop() {
      const c = new pg.Client(PG_ADMIN);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh MariaDB/MySQL database holding `orders`; returns its settings and a drop function. */
export async function createMysqlDatabase(name: string, rows: OrderRow[]) {
  const admin = await mysql.createConnection(MYSQL_ADMIN);
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\``);
  await admin.query(
    `CREATE TABLE \`${name}\`.orders (id int PRIMARY KEY, order_date date NOT NULL, region varchar(40) NOT NULL, product varchar(40) NOT NULL, amount decimal(12,2) NOT NULL, quantity int NOT NULL)`,
  );
  for (let i = 0; i < rows.length; i += 2000)
    await admin.query(
      `INSERT INTO \`${name}\`.orders VALUES ${valuesSql(rows.slice(i, i + 2000), (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`)}`,
    );
  await admin.query(`ANALYZE TABLE \`${name}\`.orders`);
  await admin.end();
  const settings: ConnectionSettings = {
    engine: 'mysql',
    host: MYSQL_ADMIN.host,
    port: MYSQL_ADMIN.port,
    database: name,
    user: MYSQL_ADMIN.user,
    password: '',
    tls: { mode: 'disable' },
    allowedSchemas: [],
    allowedTables: [],
  };
  return {
    settings,
    async drop() {
      const c = await mysql.createConnection(MYSQL_ADMIN);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/** A DuckDB workspace holding the same rows as the file `orders.csv` (dataset `orders`). */
export async function ordersWorkspace(rows: OrderRow[]) {
  const dir = await mkdtemp(join(tmpdir(), 'connectors-'));
  await writeFile(join(dir, 'orders.csv'), ordersCsv(rows));
  const registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'orders.csv'));
  return {
    registry,
    dir,
    async close() {
      await registry.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway database of `engine` holding `rows` as `orders`, its connector and the table as
 * tools see it (`{engine}:test/{schema}.orders`, or `dataset` when given).
 */
export async function connectedOrders(
  engine: 'postgres' | 'mysql',
  name: string,
  rows: OrderRow[],
  limits: Partial<ConnectorLimits> = {},
  dataset?: string,
) {
  const db =
    engine === 'postgres' ? await createPostgresDatabase(name, rows) : await createMysqlDatabase(name, rows);
  const connector = openConnector(db.settings, limits);
  const catalog = await connector.catalog({ samples: true });
  const orders = catalog.find((t) => t.name === 'orders');
  if (!orders) throw new Error('orders missing from the catalog');
  const reference = dataset ?? `${engine}:test/${orders.schema}.orders`;
  const source = new ConnectedSource(
    connector,
    [{ dataset: reference, table: orders }],
    catalog,
    engine === 'postgres' ? 'public' : db.settings.database,
  );
  return {
    settings: db.settings,
    connector,
    reference,
    source,
    async close() {
      await connector.close();
      await db.drop();
    },
  };
}
