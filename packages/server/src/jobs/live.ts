/**
 * What other features ask of the queue about their own rows' jobs, without reading the `jobs`
 * table themselves.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { jobs } from './tables';

/**
 * A condition, for a query of another feature's rows, that holds when the job whose id is in
 * `jobIdColumn` is still queued or running, so that it may yet finish the row's work; a row whose
 * job is gone or finished is not covered by it.
 */
export function jobIsLive(jobIdColumn: AnyColumn): SQL {
  return sql`EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.id} = ${jobIdColumn} AND ${jobs.status} IN ('queued', 'running'))`;
}
