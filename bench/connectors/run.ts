/**
 * bench/connectors: five typical tool questions and three of the built-in analyst's typed queries
 * on a generated 10-million-row `orders` table in the
 * local PostgreSQL and MariaDB, asked through the connector (the engine's tools, SQL pushed down
 * in the database's dialect, read-only transaction and caps included) against the very SQL the
 * tool sent, typed into the database's own client (psql's \timing; mysql's "(x sec)"). Reports
 * the bytes that crossed the wire per answer (counted by a TCP relay in front of the database)
 * and this process's memory while the database works. The built-in analyst's questions also show
 * the bytes its planning takes from the database: the 50,000-row copy it used to parse questions
 * against (the earliest and latest 25,000 rows by date) against the table's facts read by
 * aggregate queries now (once per table, reused ten minutes; from a bounded sample on a table
 * of more than a million rows). Prints tables; asserts nothing.
 *
 * Run: npm run bench:connectors (BENCH_ROWS changes the table size, BENCH_REPEATS the runs per
 * question, BENCH_ENGINES=postgres or mysql to bench one engine, BENCH_QUESTIONS=words to ask only
 * the questions whose label holds one of the comma-separated words). The tables are generated once
 * (databases `bench_connectors_{rows}`) and kept for the next run.
 */
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { tableFacts } from '@ai-analyst/engine/connectors/facts';
import { openConnector } from '@ai-analyst/engine/connectors/open';
import { ConnectedSource } from '@ai-analyst/engine/connectors/source';
import { MYSQL_ADMIN, PG_ADMIN } from '@ai-analyst/engine/connectors/test-databases';
import type { ConnectionSettings } from '@ai-analyst/engine/connectors/types';
import { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { col, isNotNull, renderSelect, star, type SelectQuery } from '@ai-analyst/engine/data/sql-builder';
import { aggregateTool } from '@ai-analyst/engine/tools/aggregate';
import { comparePeriodsTool } from '@ai-analyst/engine/tools/compare';
import { askDataTool } from '@ai-analyst/engine/planner/ask-data';
import type { AnalyticsTool, ToolContext } from '@ai-analyst/engine/tools/types';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,mysql').split(',');
/** Questions whose label contains one of these words (all when unset). */
const ONLY = process.env.BENCH_QUESTIONS?.split(',').map((w) => w.trim().toLowerCase());
const DATABASE = `bench_connectors_${ROWS}`;

type Question = { label: string; tool: AnalyticsTool; args: Record<string, unknown> };
const QUESTIONS: Question[] = [
  {
    label: 'revenue by region (top 5)',
    tool: aggregateTool,
    args: { measures: [{ fn: 'sum', column: 'amount' }], groupBy: ['region'], limit: 5, chart: 'none' },
  },
  {
    label: 'orders per month',
    tool: aggregateTool,
    args: { measures: [{ fn: 'count' }], timeColumn: 'order_date', timeBucket: 'month', chart: 'none' },
  },
  {
    label: 'top 10 products, 2023 filter',
    tool: aggregateTool,
    args: {
      measures: [
        { fn: 'sum', column: 'amount' },
        { fn: 'avg', column: 'quantity' },
      ],
      groupBy: ['product'],
      limit: 10,
      filters: [{ column: 'order_date', op: 'between', value: ['2023-01-01', '2023-12-31'] }],
      chart: 'none',
    },
  },
  {
    label: 'Q4 vs Q3 2023 by region',
    tool: comparePeriodsTool,
    args: {
      measure: { fn: 'sum', column: 'amount' },
      current: { from: '2023-10-01', to: '2024-01-01' },
      previous: { from: '2023-07-01', to: '2023-10-01' },
      groupBy: 'region',
    },
  },
  {
    label: 'distinct products per region',
    tool: aggregateTool,
    args: { measures: [{ fn: 'count_distinct', column: 'product' }], groupBy: ['region'], chart: 'none' },
  },
  // The built-in analyst's typed queries, compiled to the database's dialect.
  {
    label: 'analyst: share of amount by region',
    tool: askDataTool,
    args: {
      kind: 'share',
      measures: [{ fn: 'sum', column: 'amount' }],
      groupBy: [{ column: 'region' }],
      filters: [],
      chart: 'none',
    },
  },
  {
    label: 'analyst: amount 2023 vs 2024',
    tool: askDataTool,
    args: {
      kind: 'compare',
      measures: [{ fn: 'sum', column: 'amount' }],
      sides: [
        {
          label: '2023',
          filters: [{ kind: 'date_part', column: 'order_date', part: 'year', values: [2023] }],
        },
        {
          label: '2024',
          filters: [{ kind: 'date_part', column: 'order_date', part: 'year', values: [2024] }],
        },
      ],
      groupBy: [],
      filters: [],
      chart: 'none',
    },
  },
  {
    label: 'analyst: amount~quantity correlation',
    tool: askDataTool,
    args: {
      kind: 'correlation',
      pair: ['amount', 'quantity'],
      measures: [],
      groupBy: [],
      filters: [],
      chart: 'none',
    },
  },
];

/** Counts bytes from the database to the client on every connection relayed to `port`. */
async function relay(
  port: number,
): Promise<{ port: number; bytes: () => number; close: () => Promise<void> }> {
  let down = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk: Buffer) => (down += chunk.length));
    client.pipe(upstream).pipe(client);
    const end = () => (client.destroy(), upstream.destroy());
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    bytes: () => down,
    close: () =>
      new Promise((resolve) => (sockets.forEach((s) => s.destroy()), server.close(() => resolve()))),
  };
}

async function ensurePostgres(): Promise<void> {
  const admin = new pg.Client(PG_ADMIN);
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${DATABASE}"`);
  await admin.end();
  const c = new pg.Client({ ...PG_ADMIN, database: DATABASE });
  await c.connect();
  const have = await c.query("SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'orders'");
  if (Number(have.rows[0]?.n ?? -1) < ROWS * 0.9) {
    const started = performance.now();
    process.stdout.write(`Generating ${ROWS.toLocaleString('en')} orders in PostgreSQL… `);
    await c.query('DROP TABLE IF EXISTS orders');
    await c.query(`CREATE TABLE orders AS
      SELECT i AS id, DATE '2022-01-01' + (i * 7919 % 1096)::int AS order_date,
             (ARRAY['North','South','East','West','Central'])[1 + i % 5] AS region,
             'P' || (i * 13 % 50) AS product, round(((i * 37) % 10000) / 100.0, 2)::numeric(12,2) AS amount,
             1 + i % 5 AS quantity
        FROM generate_series(1::bigint, ${ROWS}) AS i`);
    await c.query('ANALYZE orders');
    console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await c.end();
}

async function ensureMysql(): Promise<void> {
  const admin = await mysql.createConnection(MYSQL_ADMIN);
  await admin.query(`CREATE DATABASE IF NOT EXISTS \`${DATABASE}\``);
  const [rows] = await admin.query<mysql.RowDataPacket[]>(
    "SELECT TABLE_ROWS AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'orders'",
    [DATABASE],
  );
  const [count] = rows.length
    ? await admin.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${DATABASE}\`.orders`)
    : [[{ n: 0 }]];
  if (Number((count as mysql.RowDataPacket[])[0]?.n ?? 0) !== ROWS) {
    const started = performance.now();
    process.stdout.write(`Generating ${ROWS.toLocaleString('en')} orders in MariaDB… `);
    await admin.query(`DROP TABLE IF EXISTS \`${DATABASE}\`.orders`);
    await admin.query(
      `CREATE TABLE \`${DATABASE}\`.orders (id int PRIMARY KEY, order_date date NOT NULL, region varchar(20) NOT NULL, product varchar(20) NOT NULL, amount decimal(12,2) NOT NULL, quantity int NOT NULL)`,
    );
    // The sequence engine (seq_1_to_N) generates the rows in the server, a million at a time.
    for (let from = 1; from <= ROWS; from += 1_000_000) {
      const to = Math.min(ROWS, from + 999_999);
      await admin.query(`INSERT INTO \`${DATABASE}\`.orders
        SELECT seq, DATE '2022-01-01' + INTERVAL (seq * 7919 % 1096) DAY,
               ELT(1 + seq % 5, 'North', 'South', 'East', 'West', 'Central'),
               CONCAT('P', seq * 13 % 50), ROUND(((seq * 37) % 10000) / 100.0, 2), 1 + seq % 5
          FROM seq_${from}_to_${to}`);
    }
    await admin.query(`ANALYZE TABLE \`${DATABASE}\`.orders`);
    console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await admin.end();
}

/** The database's own client running `sql`, as a person would type it: its reported time in ms. */
function nativeTime(engine: string, sql: string): number {
  if (engine === 'postgres') {
    const out = execFileSync(
      'psql',
      [
        '-X',
        '-q',
        '-h',
        PG_ADMIN.host,
        '-p',
        String(PG_ADMIN.port),
        '-U',
        PG_ADMIN.user,
        '-d',
        DATABASE,
        '-c',
        '\\timing on',
        '-c',
        sql,
      ],
      { encoding: 'utf8' },
    );
    const match = /Time: ([\d.]+) ms/.exec(out);
    if (!match) throw new Error(`psql printed no time: ${out.slice(-200)}`);
    return Number(match[1]);
  }
  const out = execFileSync(
    'mysql',
    [
      '-h',
      MYSQL_ADMIN.host,
      '-P',
      String(MYSQL_ADMIN.port),
      '-u',
      MYSQL_ADMIN.user,
      '-vvv',
      DATABASE,
      '-e',
      sql,
    ],
    { encoding: 'utf8' },
  );
  const match = /\(([\d.]+) sec\)/.exec(out);
  if (!match) throw new Error(`mysql printed no time: ${out.slice(-200)}`);
  return Number(match[1]) * 1000;
}

/**
 * What planning the analyst's questions takes from the database, bytes and time: before, a copy
 * of 50,000 rows (the first rows, then the earliest and latest 25,000 by date when the table is
 * larger); now, the table's facts from aggregate queries.
 */
async function planningCost(source: ConnectedSource, reference: string, wire: { bytes: () => number }) {
  const measure = async (work: () => Promise<unknown>) => {
    const before = wire.bytes();
    const t = performance.now();
    await work();
    return { bytes: wire.bytes() - before, ms: performance.now() - t };
  };
  const ask = (query: Omit<SelectQuery, 'select' | 'from'>, rows: number) =>
    source.query(
      renderSelect(
        { select: [{ expr: star }], from: { table: reference }, ...query, limit: rows + 1 },
        source.dialect,
      ),
      { maxRows: rows },
    );
  const copy = await measure(async () => {
    const first = await ask({}, 50_000);
    if (!first.truncated) return;
    const dated = [isNotNull(col('order_date'))];
    await ask({ where: dated, orderBy: [{ expr: col('order_date') }] }, 25_000);
    await ask({ where: dated, orderBy: [{ expr: col('order_date'), desc: true }] }, 25_000);
  });
  let sample = 'every row';
  const facts = await measure(async () => {
    const read = await tableFacts(source, reference);
    if (read.sample)
      sample = `a sample of ${read.sample.rows.toLocaleString('en')} rows (${read.sample.method}) of about ${read.rowCount.toLocaleString('en')}`;
  });
  return { copy, facts, sample };
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function benchEngine(engine: 'postgres' | 'mysql', files: DatasetRegistry) {
  if (engine === 'postgres') await ensurePostgres();
  else await ensureMysql();
  const wire = await relay(engine === 'postgres' ? PG_ADMIN.port : MYSQL_ADMIN.port);
  const settings: ConnectionSettings = {
    engine,
    host: '127.0.0.1',
    port: wire.port,
    database: DATABASE,
    user: 'root',
    password: '',
    tls: { mode: 'disable' },
    allowedSchemas: [],
    allowedTables: [],
  };
  const connector = openConnector(settings, { statementTimeoutMs: 300_000 });
  const catalog = await connector.catalog();
  const orders = catalog.find((t) => t.name === 'orders');
  if (!orders) throw new Error('orders is missing');
  const reference = `${engine}:bench/${orders.schema}.orders`;
  const source = new ConnectedSource(connector, [{ dataset: reference, table: orders }], catalog);
  // The tools' statement timeout as long as the connector's, so a slow run is measured, not stopped.
  const ctx: ToolContext = {
    registry: files,
    connected: (d) => (d === reference ? source : undefined),
    timeoutMs: 300_000,
  };
  const planning = await planningCost(source, reference, wire);
  console.log(
    `${engine === 'postgres' ? 'PostgreSQL' : 'MariaDB'}, ${ROWS.toLocaleString('en')} rows: planning the analyst's questions (once per table): the 50,000-row copy took ${planning.copy.ms.toFixed(0)} ms and ${size(planning.copy.bytes)}; the facts from aggregate queries over ${planning.sample} ${planning.facts.ms.toFixed(0)} ms and ${size(planning.facts.bytes)}.`,
  );
  const rows: string[][] = [];
  let peakRss = 0;
  const rssBefore = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  for (const q of QUESTIONS.filter((q) => !ONLY || ONLY.some((w) => q.label.toLowerCase().includes(w)))) {
    const ours: number[] = [];
    const theirs: number[] = [];
    let bytes = 0;
    let answerRows = 0;
    for (let i = 0; i < REPEATS; i++) {
      const before = wire.bytes();
      const t = performance.now();
      const result = await q.tool.run({ dataset: reference, ...q.args }, ctx);
      ours.push(performance.now() - t);
      bytes = wire.bytes() - before;
      const data = result.data as { sql: string; rows: unknown[] };
      answerRows = data.rows.length;
      theirs.push(nativeTime(engine, data.sql));
    }
    const a = median(ours);
    const b = median(theirs);
    rows.push([
      q.label,
      `${a.toFixed(0)} ms`,
      `${b.toFixed(0)} ms`,
      `${(a / b).toFixed(2)}×`,
      String(answerRows),
      `${(bytes / 1024).toFixed(1)} KB`,
      q.tool === askDataTool ? `${size(planning.copy.bytes)} → ${size(planning.facts.bytes)}` : '—',
    ]);
  }
  clearInterval(sampler);
  const rssAfter = process.memoryUsage().rss;
  await connector.close();
  await wire.close();
  const client = engine === 'postgres' ? 'psql' : 'mysql CLI';
  console.log(
    `\n${engine === 'postgres' ? 'PostgreSQL' : 'MariaDB'}: ${ROWS.toLocaleString('en')} rows, median of ${REPEATS}`,
  );
  console.table(
    rows.map(([question, connectorMs, nativeMs, ratio, answer, wireBytes, planningBytes]) => ({
      question,
      'through the connector': connectorMs,
      [`same SQL in ${client}`]: nativeMs,
      ratio,
      'rows back': answer,
      'bytes on the wire': wireBytes,
      'planning bytes (row copy → facts)': planningBytes,
    })),
  );
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(`Server RSS: ${mb(rssBefore)} before, peak ${mb(peakRss)} during, ${mb(rssAfter)} after.`);
}

const cacheDir = await mkdtemp(join(tmpdir(), 'bench-connectors-'));
const files = await DatasetRegistry.open({ cacheDir, dataDirs: [cacheDir] });
try {
  for (const engine of ENGINES) await benchEngine(engine as 'postgres' | 'mysql', files);
} finally {
  await files.close();
  await rm(cacheDir, { recursive: true, force: true });
}
