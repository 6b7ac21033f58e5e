/** Runs every load and every question's reference SQL of this part in DuckDB and prints the results. */
import { DuckDBInstance } from '@duckdb/node-api';
import { resolve } from 'node:path';
import { TABLES } from './tables';

const only = process.argv[2];
const inst = await DuckDBInstance.create(':memory:');
const con = await inst.connect();
let bad = 0;
for (const t of TABLES) {
  if (only && t.name !== only) continue;
  const file = resolve(import.meta.dirname, 'data', t.file);
  await con.run(`CREATE OR REPLACE TABLE t AS ${t.load.replaceAll('{file}', file)}`);
  const n = (await con.runAndReadAll('SELECT count(*) FROM t')).getRows()[0]?.[0];
  console.log(`\n## ${t.name} (${n} rows, ${t.questions.length} questions)`);
  for (const [q, kind, sql] of t.questions) {
    if (sql === null) {
      console.log(`- [${kind}] ${q} -> (clarify)`);
      continue;
    }
    try {
      const rows = (await con.runAndReadAll(sql)).getRows();
      const cells = rows.flat();
      const flag =
        rows.length === 0 || cells.some((c) => c === null)
          ? '  !!EMPTY/NULL'
          : rows.length > 8
            ? '  !!BIG'
            : '';
      if (flag) bad++;
      console.log(
        `- [${kind}] ${q} -> ${JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? Number(v) : v && typeof v === 'object' && 'days' in v ? String(v) : v))}${flag}`,
      );
    } catch (e) {
      bad++;
      console.log(`- [${kind}] ${q} -> ERROR ${(e as Error).message}`);
    }
  }
}
console.log(`\nproblems: ${bad}`);
