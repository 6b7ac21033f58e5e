/**
 * A connected table as the built-in analyst reads it. Questions are planned from the table's
 * facts (counts, ranges, the values of its text columns), computed by aggregate queries inside
 * the database and kept ten minutes: the workspace holds a table file with the table's columns
 * and none of its rows, and the typed query then runs inside the database on every row. Rows are
 * copied only when a tool that cannot run there needs them (a preview, a chart of rows, a median
 * on MySQL) — the whole table when it is small, else its earliest and latest rows by date — and
 * the reply says which; a table small enough for row questions (first, last, the row with the
 * most of something) is copied whole at once.
 */
import { PUSHED_DOWN_TOOLS, SAMPLE_ROWS } from '@ai-analyst/engine/connectors/sample';
import type { ConnectedSource } from '@ai-analyst/engine/connectors/source';
import { writeTableFile } from '@ai-analyst/engine/connectors/table-file';
import { isTemporalType, type Cell } from '@ai-analyst/engine/data/duck';
import {
  col,
  isNotNull,
  renderSelect,
  star,
  type Expr,
  type SelectQuery,
} from '@ai-analyst/engine/data/sql-builder';
import { LIST_MAX_ROWS } from '@ai-analyst/engine/planner/table-qa/table';
import { provideTableFacts, type TableFacts } from '@ai-analyst/engine/planner/schema-index';
import type { TableSource } from '@ai-analyst/engine/tools/types';

const ENGINE_NAMES = { postgres: 'PostgreSQL', mysql: 'MySQL/MariaDB' } as const;

/** A step of an answer: which tool ran on which dataset. */
export type Step = { tool: string; arguments: Record<string, unknown>; ok: boolean };

/**
 * A connected table as the built-in analyst reads it: a table file to plan questions against,
 * and the database to run them in. `sourceAs` names the database table after the file's
 * dataset; the note then says where the answer was computed.
 */
export interface AnalystCopy {
  path: string;
  sourceAs(dataset: string): TableSource;
  /** Where the answer made of `steps` was computed, for the top of the reply. */
  noteFor(dataset: string, steps: Step[]): string;
  /** Whether the answer made of `steps` needed rows of the table that the file does not hold yet. */
  rowsNeeded(dataset: string, steps: Step[]): boolean;
  /** Copies rows of the table into the file (see the module's comment). */
  withRows(): Promise<void>;
}

/** The rows a table file holds: none, the whole table, or a bounded sample. */
export interface FileRows {
  rows: number;
  truncated: boolean;
  /** The date column a bounded copy took its earliest and latest rows by (else its first rows). */
  ends: string | null;
}

/** How the copy reaches the owner's files: a table file written and counted against the quota. */
export type PlaceFile = (
  write: (temp: string) => Promise<void>,
  held: FileRows,
) => Promise<{ path: string; absolute: string }>;

/** Reads the rows of a connected table a file is given: whole when small, else a bounded sample. */
export async function readRows(
  source: ConnectedSource,
  reference: string,
  rowCount: number,
  maxRows: number,
): Promise<{ data: Record<string, Cell>[]; truncated: boolean; ends: string | null }> {
  const ask = (query: Omit<SelectQuery, 'select' | 'from'>, rows: number) =>
    source.query(
      renderSelect(
        { select: [{ expr: star }], from: { table: reference }, ...query, limit: rows + 1 },
        source.dialect,
      ),
      { maxRows: rows },
    );
  const time = (await source.get(reference)).columns.find((c) => isTemporalType(c.type))?.name;
  if (rowCount > maxRows && time) {
    // The earliest and latest rows by date, so that dates read on the copy span the whole table.
    const half = Math.floor(maxRows / 2);
    const dated: Expr[] = [isNotNull(col(time))];
    const first = await ask({ where: dated, orderBy: [{ expr: col(time) }] }, half);
    const last = await ask({ where: dated, orderBy: [{ expr: col(time), desc: true }] }, half);
    return { data: [...first.rows, ...last.rows.reverse()], truncated: true, ends: time };
  }
  const result = await ask({}, maxRows);
  return { data: result.rows, truncated: result.truncated, ends: null };
}

/** The analyst's view of a connected table: its facts for planning, rows copied on demand. */
export function analystCopy(
  source: ConnectedSource,
  reference: string,
  facts: TableFacts,
  file: { path: string; absolute: string },
  held: FileRows,
  place: PlaceFile,
  maxRows = SAMPLE_ROWS,
): AnalystCopy {
  const engine = ENGINE_NAMES[source.connector.engine];
  const rowsOf = (n: number) => n.toLocaleString('en');
  let rows = held;
  provideTableFacts(file.absolute, facts);
  const copied = () => {
    if (rows.truncated) {
      const estimate = ` of ${rowsOf(facts.rowCount)}`;
      const which = rows.ends
        ? `its ${rowsOf(rows.rows / 2)} earliest and ${rowsOf(rows.rows / 2)} latest rows by ${rows.ends}`
        : `its first ${rowsOf(rows.rows)} rows`;
      return `a bounded sample of ${reference}: ${which}${estimate} (copied to ${file.path}); figures may differ from the whole table`;
    }
    return `${reference} (${rowsOf(rows.rows)} rows, the whole table), copied to ${file.path}`;
  };
  const inside = `_Computed inside ${engine} on every row of ${reference}; only the result came back._`;
  const asked = new Map<string, ConnectedSource>();
  // Tools that read rows (profiles, previews, table look-ups) work on the file.
  const onFile = (dataset: string, steps: Step[]) =>
    steps.some(
      (s) => s.arguments.dataset === dataset && (s.tool === 'run_sql' || !PUSHED_DOWN_TOOLS.has(s.tool)),
    );
  return {
    path: file.path,
    sourceAs(dataset) {
      const renamed = source.renamed(reference, dataset);
      asked.set(dataset, renamed);
      return renamed;
    },
    noteFor(dataset, steps) {
      const renamed = asked.get(dataset);
      const pushed = (renamed?.queries ?? 0) > 0;
      const read =
        onFile(
          dataset,
          steps.filter((s) => s.ok),
        ) && rows.rows > 0;
      if (pushed && !read) return inside;
      if (!read) return '';
      const copyNote = `_What cannot run inside ${engine} was answered on ${copied()}._`;
      return pushed ? `${inside}\n${copyNote}` : copyNote;
    },
    rowsNeeded(dataset, steps) {
      if (rows.rows > 0 || facts.rowCount === 0) return false;
      // A step that succeeded without reaching the database (a median on MySQL, which has no
      // percentile function) read the file as well.
      const missed =
        (asked.get(dataset)?.queries ?? 0) === 0 &&
        steps.some((s) => s.ok && s.arguments.dataset === dataset);
      return onFile(dataset, steps) || missed;
    },
    async withRows() {
      const read = await readRows(source, reference, facts.rowCount, maxRows);
      const info = await source.get(reference);
      const now = { rows: read.data.length, truncated: read.truncated, ends: read.ends };
      const placed = await place((temp) => writeTableFile(temp, info.columns, read.data), now);
      rows = now;
      provideTableFacts(placed.absolute, facts);
    },
  };
}

/** Whether a table is small enough that the analyst answers row questions on all of its rows. */
export function copiedWhole(facts: TableFacts): boolean {
  return facts.rowCount > 0 && facts.rowCount <= LIST_MAX_ROWS;
}
