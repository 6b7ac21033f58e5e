/**
 * The query instance of a workspace (the reader): in memory, it attaches the table files
 * READ_ONLY, shows each as a view named like the dataset, then switches external access off (no
 * file can be read or written, no database attached, no extension installed, no temporary files)
 * and locks its settings. Every query from tools, run_sql, the planner and RCA runs on it.
 */
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { RegistryLogger, RegistryOptions } from './dataset-types';
import { firstLine } from './load-table';
import { quoteIdent, quoteLiteral } from './sql';

export interface OpenedReader {
  instance: DuckDBInstance;
  /** The table files it attached. */
  files: Set<string>;
  /** Datasets whose table file could not be opened (each [name, file]), to load again. */
  failed: [string, string][];
}

/** Opens a reader over `entries` ([dataset name, table file inside `tablesDir`]). */
export async function openReader(
  options: RegistryOptions,
  tablesDir: string,
  entries: [string, string][],
  log: RegistryLogger,
): Promise<OpenedReader> {
  const instance = await DuckDBInstance.create(':memory:', {
    threads: String(options.threads ?? 2),
    memory_limit: options.memoryLimit ?? '1GB',
    // No spilling: a temporary folder would be a place queries could write to.
    temp_directory: '',
  });
  const files = new Set<string>();
  const failed: [string, string][] = [];
  try {
    const connection = await instance.connect();
    try {
      let i = 0;
      for (const [name, file] of entries) {
        const alias = quoteIdent(`d${i++}`);
        try {
          await connection.run(`ATTACH ${quoteLiteral(join(tablesDir, file))} AS ${alias} (READ_ONLY)`);
          await connection.run(`CREATE VIEW ${quoteIdent(name)} AS SELECT * FROM ${alias}.main.data`);
          files.add(file);
        } catch (error) {
          log.warn(`Dataset ${name}: its table file could not be opened (${firstLine(error)}); it will be reloaded.`);
          failed.push([name, file]);
        }
      }
      await connection.run(
        'SET enable_external_access = false; SET autoinstall_known_extensions = false; ' +
          'SET autoload_known_extensions = false; SET lock_configuration = true;',
      );
    } finally {
      connection.closeSync();
    }
  } catch (error) {
    instance.closeSync();
    throw error;
  }
  return { instance, files, failed };
}
