/**
 * Test set-up shared by the analyst's tests: CSV tables written to a temporary folder and registered
 * in a fresh registry before the file's tests, removed after them. Each key is a dataset name,
 * each value the CSV text of its file.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { DatasetRegistry } from '../data/registry';
import { answerQuestion, type Answer, type AnswerOptions } from './answer';
import type { AskDataData } from './ask-data';

export interface CsvTables {
  /** Set once the tables are registered (inside tests). */
  registry: DatasetRegistry;
  /** Asks over one dataset; `previous` is the answer a follow-up continues. */
  ask(question: string, dataset: string, previous?: Answer, options?: AnswerOptions): Promise<Answer>;
}

export function useCsvTables(files: Record<string, string>): CsvTables {
  let dir = '';
  const tables: CsvTables = {
    registry: undefined as unknown as DatasetRegistry,
    ask: (question, dataset, previous, options = {}) =>
      answerQuestion(tables.registry, question, {
        ...options,
        datasets: [dataset],
        ...(previous?.query ? { previousQuery: previous.query } : {}),
      }),
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'analyst-tables-'));
    tables.registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
    for (const [name, text] of Object.entries(files)) {
      const path = join(dir, `${name}.csv`);
      await writeFile(path, text);
      await tables.registry.register(path, { name });
      await tables.registry.whenMaterialized(name);
    }
  }, 60_000);
  afterAll(async () => {
    await tables.registry?.close();
    await rm(dir, { recursive: true, force: true });
  });
  return tables;
}

/** The typed query's result of an answer that computed one (fails the test otherwise). */
export function askDataOf(answer: Answer): AskDataData {
  expect(answer.error, answer.markdown).toBeUndefined();
  expect(answer.clarify, answer.markdown).toBeUndefined();
  expect(answer.result, answer.markdown).toBeDefined();
  return answer.result?.data as AskDataData;
}

/** The first figure of an answer's result. */
export function firstValueOf(answer: Answer): number {
  const d = askDataOf(answer);
  return Number(d.rows[0]?.[d.valueKeys[0] as string]);
}

/** The first cell of a query run on the tables, as a number. */
export async function firstCell(tables: CsvTables, sql: string): Promise<number> {
  const rows = (await tables.registry.query(sql)).rows;
  return Number(Object.values(rows[0] ?? {})[0]);
}

/** Two figures equal but for floating-point noise. */
export const expectClose = (a: number, b: number) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(b)));
