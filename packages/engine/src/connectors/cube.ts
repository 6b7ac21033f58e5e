/**
 * A connected table as an additive cube, for analyses that need rows of a table (root cause
 * analysis): the database groups by day and by the low-cardinality text columns and sums every
 * measure, counts its values (`{measure}__values`) and the rows, so only the cube crosses the
 * wire, never the table. Sums and counts of the cube equal those of the table, so a total, an
 * average (sum over count of values) and a ratio of two measures (sum over sum) come out as on
 * the table's rows. A product of two measures with no column of its own (price × quantity) is
 * summed per row inside the database too (`{a}__times__{b}`, for each pair of the first
 * PRODUCT_MEASURES measures), since the product of two sums is not the sum of the products.
 */
import type { QueryResult } from '../data/duck';
import { isNumericType, isTemporalType } from '../data/duck';
import {
  aggregate,
  binary,
  cast,
  col,
  renderSelect,
  star,
  type Expr,
  type SelectItem,
} from '../data/sql-builder';
import { PRODUCT_INFIX, VALUE_COUNT_SUFFIX } from '../rca/investigate-types';
import { ToolInputError } from '../tools/types';
import type { ConnectedSource } from './source';

export interface CubeOptions {
  /** Most distinct values a text column may have (in the first rows) to be a dimension. */
  maxValuesPerDimension?: number;
  /** Most groups the cube may hold. */
  maxGroups?: number;
}

/** Measures whose pairwise per-row products the cube sums (6 measures: 15 columns). */
export const PRODUCT_MEASURES = 6;

/** The column added to count the table's rows in each group. */
export const CUBE_COUNT_COLUMN = 'row_count';

export async function tableCube(
  source: ConnectedSource,
  dataset: string,
  options: CubeOptions = {},
): Promise<QueryResult> {
  const maxValues = options.maxValuesPerDimension ?? 200;
  const maxGroups = options.maxGroups ?? 200_000;
  const info = await source.get(dataset);
  const time = info.columns.find((c) => isTemporalType(c.type));
  const texts = info.columns.filter((c) => /CHAR|TEXT|BOOLEAN/i.test(c.type));
  const measures = info.columns.filter((c) => isNumericType(c.type) && !/(^|_)id$/i.test(c.name));
  // Dimensions: text columns with few distinct values in the first rows.
  const probe = texts.length
    ? await source.query(
        renderSelect(
          { select: texts.map((c) => ({ expr: col(c.name) })), from: { table: dataset }, limit: 20_000 },
          source.dialect,
        ),
        { maxRows: 20_000 },
      )
    : { rows: [] };
  const dimensions = texts.filter((c) => new Set(probe.rows.map((r) => r[c.name])).size <= maxValues);
  const keys: { expr: Expr; as: string }[] = [
    ...(time ? [{ expr: cast(col(time.name), 'DATE'), as: time.name }] : []),
    ...dimensions.map((c) => ({ expr: col(c.name), as: c.name })),
  ];
  if (keys.length === 0)
    throw new ToolInputError(`The table ${dataset} has no date or category column to analyse over.`);
  const select: SelectItem[] = [
    ...keys,
    ...measures.map((c) => ({ expr: aggregate('sum', col(c.name)), as: c.name })),
    ...measures.map((c) => ({ expr: aggregate('count', col(c.name)), as: `${c.name}${VALUE_COUNT_SUFFIX}` })),
    ...measures.slice(0, PRODUCT_MEASURES).flatMap((a, i) =>
      measures.slice(i + 1, PRODUCT_MEASURES).map((b) => ({
        expr: aggregate('sum', binary('*', cast(col(a.name), 'DOUBLE'), cast(col(b.name), 'DOUBLE'))),
        as: `${a.name}${PRODUCT_INFIX}${b.name}`,
      })),
    ),
    { expr: aggregate('count', star), as: CUBE_COUNT_COLUMN },
  ];
  const cube = await source.query(
    renderSelect({ select, from: { table: dataset }, groupBy: keys.map((k) => k.expr) }, source.dialect),
    { maxRows: maxGroups, timeoutMs: 120_000 },
  );
  if (cube.truncated)
    throw new ToolInputError(
      `The table ${dataset} has more than ${maxGroups.toLocaleString('en')} combinations of day and categories; ask the admin to allow a narrower view of it.`,
    );
  return cube;
}
