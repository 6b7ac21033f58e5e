/**
 * The whole investigation on the S and L cases (`--full`): each case file becomes a DuckDB table
 * and `investigate()` runs on it as the product does, finding the metric (`real`), its expected
 * column (`predict`) and the dimensions itself. A case's prediction is the reported segments when
 * the investigation concludes that specific segments shifted, and nothing otherwise. Time is the
 * investigation alone (the table is loaded first), like the localization's time.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DuckDBInstance } from '@duckdb/node-api';
import { investigate } from '../../packages/engine/src/rca/investigate.js';
import type { SqlRunner } from '../../packages/engine/src/rca/investigate-types.js';

export interface FullCaseResult {
  name: string;
  predicted: string[];
  ms: number;
  rootCause: string;
  confidence: number;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Runs the investigation on every case of a Squeeze-format folder. */
export async function investigateCases(
  folder: string,
  names: string[],
  attributes: number,
): Promise<FullCaseResult[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const runner: SqlRunner = {
    all: async (sql) =>
      (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[],
  };
  const results: FullCaseResult[] = [];
  try {
    for (const name of names) {
      await connection.run(
        `CREATE OR REPLACE TABLE bench_case AS SELECT * FROM read_csv(${quote(join(folder, `${name}.csv`))})`,
      );
      const started = performance.now();
      const result = await investigate(runner, {
        problem: 'Why does real differ from predict?',
        table: 'bench_case',
        // Elements may fix every attribute, and a case holds up to 8 of them.
        options: { maxDepth: attributes, maxElements: 10 },
      });
      const ms = performance.now() - started;
      const segmentShift = result.hypotheses_tested.find((h) => h.text === 'A specific segment shifted');
      results.push({
        name,
        predicted: segmentShift?.status === 'validated' ? result.elements.map((e) => e.key) : [],
        ms,
        rootCause: result.root_cause,
        confidence: result.confidence,
      });
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  return results;
}
