/**
 * Checks dev-biz10's references in DuckDB: every `load` and every question's SQL must run; prints
 * each result (a few cells) so the ties and sizes can be read. Not part of the bench runner.
 *
 * Run: node --import tsx bench/analyst/dev-biz10/check.ts [table]
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { TABLES } from './tables';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const db = await DuckDBInstance.create(':memory:');
const con = await db.connect();
let failures = 0;
for (const t of TABLES) {
  if (only && t.name !== only) continue;
  const load = t.load.replaceAll('{file}', join(here, 'data', t.file));
  await con.run(`CREATE OR REPLACE TABLE t AS ${load}`);
  const n = (await con.runAndReadAll('SELECT count(*) FROM t')).getRows()[0]![0];
  console.log(`\n=== ${t.name}: ${n} rows, ${t.questions.length} questions`);
  for (const [i, [q, kind, sql]] of t.questions.entries()) {
    if (sql === null) {
      console.log(`${i + 1}. [${kind}] ${q}\n   -> (clarify)`);
      continue;
    }
    try {
      const res = await con.runAndReadAll(sql);
      const rows = res.getRows().map((r) => r.map((c) => String(c)).join(' | '));
      console.log(
        `${i + 1}. [${kind}] ${q}\n   -> ${rows.slice(0, 12).join('\n      ')}${rows.length > 12 ? ` … (${rows.length} rows)` : ''}`,
      );
    } catch (e) {
      failures++;
      console.log(`${i + 1}. [${kind}] ${q}\n   !! ${(e as Error).message}`);
    }
  }
}
if (failures) {
  console.log(`\n${failures} failing`);
  process.exit(1);
}
