/**
 * bench/analyst: the built-in analyst's accuracy on questions typed as people type them, over
 * public tables, scored against reference SQL run directly in DuckDB. Prints accuracy per kind
 * of question and per table for the development part and the held-out part separately, the
 * confident-wrong rate and the median time per question. Held-out failures are printed only
 * when --verbose comes with that held-out part's own flag. Always exits 0: it measures, it does
 * not gate.
 *
 * Run: npm run bench:analyst [-- --dev | --dev2 | --dev3 | --wtq-dev | --wtq-dev2 | --wtq-dev3 | --dev-bookings | --dev4 | --dev5 | --dev6 | --dev7 | --dev8 | --wtq-dev4 | --wtq-dev5 | --wtq-dev6 | --wtq-dev7 | --dev9 | --wtq-dev8 | --dev10 | --dev11 | --wtq-dev9 | --dev12 | --wtq-dev10 | --dev-biz2 | --dev13 | --dev-biz3 | --wtq-dev11 | --dev14 | --dev-biz4 | --wtq-dev12 | --dev15 | --dev-biz5 | --wtq-dev13 | --dev16 | --dev-biz6 | --wtq-dev14 | --dev17 | --dev-biz7 | --wtq-dev15 | --dev18 | --dev-biz8 | --wtq-dev16 | --wtq-dev17 | --dev19 | --dev-biz9 | --dev20 | --dev-biz10 | --wtq-dev18 | --heldout | --heldout2 | --heldout3 | --heldout4] [--verbose] [--table NAME]
 */
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance, DuckDBTypeId, type DuckDBConnection } from '@duckdb/node-api';
import { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { answerQuestion, type Answer, type AnswerOptions } from '@ai-analyst/engine/planner/answer';
import { missingValues, namedBeforeRunnersUp, type Expected } from './score';
import { KINDS, type BenchTable, type Kind } from './spec';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The development parts are read and tuned on; the held-out parts are not. */
const PARTS = ['dev', 'dev2', 'dev3', 'wtq-dev', 'wtq-dev2', 'wtq-dev3', 'dev-bookings', 'dev4', 'dev5', 'dev6', 'dev7', 'dev8', 'wtq-dev4', 'wtq-dev5', 'wtq-dev6', 'wtq-dev7', 'dev9', 'wtq-dev8', 'dev10', 'dev11', 'wtq-dev9', 'dev12', 'wtq-dev10', 'dev-biz2', 'dev13', 'dev-biz3', 'wtq-dev11', 'dev14', 'dev-biz4', 'wtq-dev12', 'dev15', 'dev-biz5', 'wtq-dev13', 'dev16', 'dev-biz6', 'wtq-dev14', 'dev17', 'dev-biz7', 'wtq-dev15', 'dev18', 'dev-biz8', 'wtq-dev16', 'wtq-dev17', 'dev19', 'dev-biz9', 'dev20', 'dev-biz10', 'wtq-dev18', 'heldout', 'heldout2', 'heldout3', 'heldout4'] as const;
type Part = (typeof PARTS)[number];
/**
 * Parts shown as aggregate figures only, unless named: the held-out parts, and the newest blind
 * parts while they still measure unseen tables (until the analyst has been tuned after their first
 * run; their READMEs say when that happened).
 */
const HELD_OUT: ReadonlySet<Part> = new Set<Part>(['heldout', 'heldout2', 'heldout3', 'heldout4', 'dev20', 'dev-biz10', 'wtq-dev18']);

type Outcome = 'correct' | 'clarify' | 'wrong' | 'error';

interface Result {
  part: string;
  table: string;
  kind: Kind;
  question: string;
  outcome: Outcome;
  ms: number;
  detail: string;
  /** The whole reply, kept for `--dump`. */
  reply?: string;
  /** The parser's confidence and the tool that answered, kept for `--dump` (to study which answers go wrong). */
  confidence?: number;
  tool?: string | null;
}

/** Fields the analyst's Answer may carry (a typed query and a clarifying question), read defensively. */
type AnswerExtras = Answer & { query?: unknown; clarify?: unknown };

const NUMERIC = new Set<DuckDBTypeId>([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DECIMAL,
]);
const TIMESTAMPS = new Set<DuckDBTypeId>([
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

/** Every cell of the reference result, typed for the scorer (a ranking's runners-up may include an empty group: skipped). */
async function expectedValues(connection: DuckDBConnection, sql: string, skipNulls = false): Promise<Expected[]> {
  const reader = await connection.runAndReadAll(sql);
  const types = reader.columnTypes().map((t) => t.typeId);
  const values: Expected[] = [];
  for (const row of reader.getRowsJson()) {
    row.forEach((cell, i) => {
      if (cell === null && skipNulls) return;
      if (cell === null) throw new Error(`reference SQL returned NULL: ${sql}`);
      const type = types[i] as DuckDBTypeId;
      const text = String(cell);
      if (NUMERIC.has(type)) values.push({ kind: 'number', value: Number(cell) });
      else if (type === DuckDBTypeId.DATE) values.push({ kind: 'date', value: text });
      else if (TIMESTAMPS.has(type)) values.push({ kind: 'date', value: text.slice(0, 10) });
      else if (/^\d{4}-\d{2}$/.test(text)) values.push({ kind: 'month', value: text });
      else values.push({ kind: 'text', value: text });
    });
  }
  if (values.length === 0) throw new Error(`reference SQL returned no rows: ${sql}`);
  return values;
}

/** The LIMIT that ends a ranking query ("which …", top N); without it the query lists the runners-up. */
const RANKING_LIMIT = /\sLIMIT\s+\d+\s*$/i;

/** A look-up of one row's text value: its column's other values are the runners-up. */
const LOOKUP = /^\s*SELECT\s+(?:DISTINCT\s+)?(.+?)\s+FROM\s+t\s+WHERE\s/is;

/**
 * The values a reply must not name before the answer: the rest of the ranking for "which …" and
 * top-N questions, the column's other values for a text look-up. Null when the question has none.
 */
async function runnersUpOf(
  connection: DuckDBConnection,
  kind: Kind,
  sql: string | null,
  expected: Expected[] | null,
): Promise<Expected[] | null> {
  if (sql === null || expected === null) return null;
  if ((kind === 'argmax' || kind === 'top-n') && RANKING_LIMIT.test(sql))
    return expectedValues(connection, sql.replace(RANKING_LIMIT, ' LIMIT 500'), true);
  const lookup = LOOKUP.exec(sql);
  if (kind === 'lookup' && lookup && expected.every((e) => e.kind === 'text')) {
    // A look-up of several expressions ("SELECT a, b FROM t WHERE …") has no single column of
    // runners-up; the DISTINCT query then fails and the reply is scored without them.
    return expectedValues(
      connection,
      `SELECT DISTINCT ${lookup[1]} FROM t WHERE ${lookup[1]} IS NOT NULL LIMIT 500`,
    ).catch(() => null);
  }
  return null;
}

const show = (e: Expected) => (e.kind === 'number' ? String(e.value) : e.value);

/** Nothing was computed, or the analyst said it asks: the reply states no number as fact. */
function isClarification(answer: AnswerExtras): boolean {
  if (answer.clarify) return true;
  return answer.result === undefined && !answer.error;
}

/**
 * A part's tables, loaded only when that part runs: a --dev run never reads the held-out
 * questions (the analyst's developers work with --dev and must not see them).
 */
async function tablesOf(part: Part): Promise<BenchTable[] | undefined> {
  const file = join(HERE, part, 'tables.ts');
  if (!existsSync(file)) return undefined;
  const module = (await import(file)) as { TABLES: BenchTable[] };
  return module.TABLES;
}

async function runPart(part: Part, tables: BenchTable[], only: string | undefined): Promise<Result[]> {
  const dataDir = join(HERE, part, 'data');
  const reference = await DuckDBInstance.create(':memory:');
  const connection = await reference.connect();
  const cacheDir = await mkdtemp(join(tmpdir(), `bench-analyst-${part}-`));
  const registry = await DatasetRegistry.open({ cacheDir, dataDirs: [dataDir] });
  const results: Result[] = [];
  try {
    for (const spec of tables) {
      if (only && spec.name !== only) continue;
      const path = join(dataDir, spec.file);
      await connection.run(`CREATE OR REPLACE TABLE t AS ${spec.load.replaceAll('{file}', path.replaceAll("'", "''"))}`);
      const expected: (Expected[] | null)[] = [];
      const runnersUp: (Expected[] | null)[] = [];
      for (const [, kind, sql] of spec.questions) {
        expected.push(sql === null ? null : await expectedValues(connection, sql));
        runnersUp.push(await runnersUpOf(connection, kind, sql, expected.at(-1) ?? null));
      }
      // a file the product cannot load fails every question of its table, as it would for a user
      try {
        await registry.register(path, { name: spec.name });
        await registry.whenMaterialized(spec.name);
      } catch (error) {
        const detail = `the file did not load: ${error instanceof Error ? error.message : String(error)}`;
        for (const [question, kind] of spec.questions)
          results.push({ part, table: spec.name, kind, question, ms: 0, outcome: 'error', detail });
        continue;
      }
      let previous: AnswerExtras | undefined;
      let previousAsked: string | undefined;
      for (const [i, [question, kind]] of spec.questions.entries()) {
        const want = expected[i] ?? null;
        const options: AnswerOptions & Record<string, unknown> = { datasets: [spec.name] };
        if (kind === 'follow-up' && previous?.query !== undefined) options.previousQuery = previous.query;
        // the conversation's question before, as its answer read it (a follow-up's whole question)
        if (kind === 'follow-up' && previousAsked !== undefined)
          options.previousQuestion = previous?.readAs ?? previousAsked;
        const started = performance.now();
        let answer: AnswerExtras | undefined;
        let failure: string | undefined;
        try {
          answer = await answerQuestion(registry, question, options);
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
        }
        const ms = performance.now() - started;
        previous = answer;
        previousAsked = question;
        const base = {
          part,
          table: spec.name,
          kind,
          question,
          ms,
          reply: answer?.markdown,
          confidence: answer?.confidence,
          tool: answer?.plan.tool,
        };
        if (!answer) {
          results.push({ ...base, outcome: 'error', detail: `threw: ${failure}` });
          continue;
        }
        const reply = answer.markdown;
        const excerpt = reply.replace(/\s+/g, ' ').slice(0, 300);
        if (want === null) {
          const asked = isClarification(answer);
          results.push({ ...base, outcome: asked ? 'correct' : 'wrong', detail: asked ? '' : `answered instead of asking: ${excerpt}` });
          continue;
        }
        const missing = missingValues(want, reply, { percent: kind === 'share', unsigned: kind === 'compare' });
        const others = runnersUp[i];
        const picked = !others || namedBeforeRunnersUp(want, others, reply);
        if (missing.length === 0 && picked) results.push({ ...base, outcome: 'correct', detail: '' });
        else if (isClarification(answer)) results.push({ ...base, outcome: 'clarify', detail: `asked/declined: ${excerpt}` });
        else if (answer.error && answer.result === undefined) results.push({ ...base, outcome: 'error', detail: `tool error: ${answer.error}` });
        else if (missing.length === 0)
          results.push({ ...base, outcome: 'wrong', detail: `names a runner-up before ${want.map(show).join(', ')}; reply: ${excerpt}` });
        else
          results.push({
            ...base,
            outcome: 'wrong',
            detail: `missing ${missing.slice(0, 6).map(show).join(', ')}${missing.length > 6 ? ` (+${missing.length - 6})` : ''}; reply: ${excerpt}`,
          });
      }
    }
  } finally {
    connection.closeSync();
    reference.closeSync();
    await registry.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
  return results;
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

function breakdown(title: string, results: Result[], key: (r: Result) => string, order?: readonly string[]): void {
  const groups = new Map<string, Result[]>();
  for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  const keys = order ? order.filter((k) => groups.has(k)) : [...groups.keys()].sort();
  console.log(`\n| ${title} | n | correct | clarify | wrong | error | accuracy |\n|---|---|---|---|---|---|---|`);
  for (const k of keys) {
    const rs = groups.get(k) ?? [];
    const count = (o: Outcome) => rs.filter((r) => r.outcome === o).length;
    console.log(
      `| ${k} | ${rs.length} | ${count('correct')} | ${count('clarify')} | ${count('wrong')} | ${count('error')} | ${pct(count('correct'), rs.length)} |`,
    );
  }
}

function report(part: string, results: Result[], verbose: boolean): void {
  const n = results.length;
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`\n## ${part}: ${n} questions over ${new Set(results.map((r) => r.table)).size} tables`);
  console.log(
    `accuracy ${pct(count('correct'), n)} (${count('correct')}/${n}) · clarify/declined ${pct(count('clarify'), n)} · ` +
      `confident wrong ${pct(count('wrong'), n)} · error ${pct(count('error'), n)} · median ${median.toFixed(0)} ms/question`,
  );
  breakdown('kind', results, (r) => r.kind, KINDS);
  breakdown('table', results, (r) => r.table);
  if (verbose) {
    const failures = results.filter((r) => r.outcome !== 'correct');
    if (failures.length) console.log(`\n### ${part}: not correct (${failures.length})`);
    for (const r of failures) console.log(`- [${r.outcome}] ${r.table} · ${r.kind} · "${r.question}" — ${r.detail}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string) => args.includes(name);
  const tableAt = args.indexOf('--table');
  const only = tableAt >= 0 ? args[tableAt + 1] : undefined;
  const chosen = PARTS.filter((part) => flag(`--${part}`));
  const parts: readonly Part[] = chosen.length > 0 ? chosen : PARTS;
  const verbose = flag('--verbose');
  /** `--dump FILE` (with --verbose) appends every result of the parts shown in detail, whole replies included, as JSON lines. */
  const dumpAt = args.indexOf('--dump');
  const dumpTo = dumpAt >= 0 ? args[dumpAt + 1] : undefined;
  /** A held-out part's questions are shown only when it was asked for by name together with --verbose. */
  const detailed = (part: Part) => verbose && (!HELD_OUT.has(part) || chosen.includes(part));
  console.log('# bench:analyst — the built-in analyst on public tables (lenient scoring, see bench/analyst/README.md)');
  for (const part of parts) {
    const tables = await tablesOf(part);
    if (!tables) {
      console.log(`\n## ${part}: no questions (bench/analyst/${part}/tables.ts is missing)`);
      continue;
    }
    const results = await runPart(part, tables, only);
    if (results.length) report(part, results, detailed(part));
    if (dumpTo && detailed(part)) await appendFile(dumpTo, results.map((r) => JSON.stringify(r) + '\n').join(''));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 0;
});
