import { sql, type SQLWrapper } from 'drizzle-orm';

/** The UTC calendar date of a timestamp column, as YYYY-MM-DD. */
export const utcDay = (column: SQLWrapper) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
