/**
 * Test set-up shared by the analyst's tests: CSV tables written to a temporary folder and registered
 * in a fresh registry before the file's tests, removed after them. Each key is a dataset name,
 * each value the CSV text of its file.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DatasetRegistry } from '../data/registry';
import { answerQuestion, type Answer, type AnswerOptions } from './answer';

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
