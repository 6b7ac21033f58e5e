import type { DatasetInfo } from '@ai-analyst/engine/data/registry';
import type { AuthContext } from '../auth/authenticate';
import type { DataSourceService } from '../data-sources/service';
import type { DatasetService } from '../datasets/service';
import { AppError } from '../platform/errors';
import { CONNECTED_TABLE_REFERENCE } from '@ai-analyst/contract';

/** Connected database tables as files an investigation can read (their cube, aggregated in the database). */
export interface ConnectedTableCubes {
  materializeCube(caller: AuthContext, reference: string): Promise<string>;
}

const SHEETS_LINK = /^https?:\/\/(docs\.google\.com|drive\.google\.com)\//i;

/**
 * Resolves the data sources of an RCA request, each one of: a dataset name of the caller, a path in
 * the caller's files (`/Uploads/sales.csv`), or a Google Sheets link (connected, then used). Anything
 * else is refused with a message naming it.
 */
export async function resolveRcaSources(
  caller: AuthContext,
  sources: string[],
  services: {
    datasets: DatasetService;
    dataSources?: DataSourceService;
    connectedTables?: ConnectedTableCubes;
  },
): Promise<DatasetInfo[]> {
  const datasets = services.datasets.forCaller(caller);
  const resolved: DatasetInfo[] = [];
  for (const source of sources) {
    const text = source.trim();
    try {
      if (CONNECTED_TABLE_REFERENCE.test(text) && services.connectedTables) {
        // A connected table (postgres:{connection}/{schema}.{table}): the database aggregates it.
        resolved.push(
          await datasets.registerFile(await services.connectedTables.materializeCube(caller, text)),
        );
      } else if (/^https?:\/\//i.test(text)) {
        if (!SHEETS_LINK.test(text) || !services.dataSources) throw new Error('not a Google Sheets link');
        const connection = await services.dataSources.connect(caller, { url: text });
        resolved.push(await datasets.registerFile(connection.filePath));
      } else if (text.includes('/') || /\.(csv|tsv|tab|txt|dat|xlsx|arff|json|ndjson|jsonl|parquet)$/i.test(text)) {
        resolved.push(await datasets.registerFile(text.replace(/^\/+/, '')));
      } else {
        await datasets.list();
        resolved.push(await datasets.get(text));
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError(
        400,
        'invalid_data_source',
        `The data source '${text}' could not be used: it must be one of your datasets, a file in your files (for example /Uploads/sales.csv), a Google Sheets link or a connected database table (postgres:{connection}/{schema}.{table}) (${reason}).`,
      );
    }
  }
  return resolved;
}
