/**
 * What the planner knows about each dataset: its columns as words, the values of its
 * categorical columns (so "North" or "online" in a question becomes a filter) and its date
 * range (to anchor "last quarter"). Built with a few cheap queries and cached until the
 * dataset's file changes.
 */
import { isNumericType, isTemporalType } from '../data/duck';
import type { DatasetInfo, DatasetRegistry } from '../data/registry';
import { quoteIdent } from '../data/sql';
import { splitWords, stem } from './text';

export type ColumnRole = 'measure' | 'dimension' | 'time' | 'identifier' | 'other';

export interface IndexedColumn {
  name: string;
  type: string;
  role: ColumnRole;
  /** Stems of the words of the name; "id"-like words are optional when matching. */
  stems: string[];
  required: string[];
  /** For dimensions: lower-case value → the value as stored. */
  values: Map<string, string>;
  distinct: number;
}

export interface DatasetIndex {
  info: DatasetInfo;
  stems: string[];
  columns: IndexedColumn[];
  timeColumn?: string;
  minDate?: string;
  maxDate?: string;
}

const OPTIONAL_WORDS = new Set([
  'id',
  'key',
  'code',
  'no',
  'num',
  'nr',
  'pct',
  'amt',
  'is',
  'has',
  'avg',
  'total',
]);
const MAX_VALUES = 200;

const cache = new WeakMap<DatasetRegistry, Map<string, { modifiedMs: number; index: DatasetIndex }>>();

/** Builds (or returns the cached) planner index of one dataset. */
export async function indexDataset(registry: DatasetRegistry, name: string): Promise<DatasetIndex> {
  const info = await registry.get(name);
  let byName = cache.get(registry);
  if (!byName) cache.set(registry, (byName = new Map()));
  const hit = byName.get(name);
  if (hit && hit.modifiedMs === info.modifiedMs && hit.index.info.rowCount === info.rowCount)
    return hit.index;
  const table = quoteIdent(info.name);
  const distinctSql = info.columns
    .map((c, i) => `approx_count_distinct(${quoteIdent(c.name)}) AS "d${i}"`)
    .join(', ');
  const distinct = (await registry.query(`SELECT ${distinctSql} FROM ${table}`)).rows[0] ?? {};
  const columns: IndexedColumn[] = [];
  for (const [i, c] of info.columns.entries()) {
    const words = splitWords(c.name);
    const stems = words.map(stem);
    const nDistinct = Number(distinct[`d${i}`] ?? 0);
    const idLike =
      words.some((w) => w === 'id' || w === 'uuid' || w === 'key') ||
      (!isNumericType(c.type) &&
        !isTemporalType(c.type) &&
        nDistinct > 0.5 * info.rowCount &&
        info.rowCount > 50);
    let role: ColumnRole;
    if (isTemporalType(c.type)) role = 'time';
    else if (idLike) role = 'identifier';
    else if (isNumericType(c.type)) role = 'measure';
    else if (/CHAR|ENUM|BOOL/i.test(c.type)) role = 'dimension';
    else role = 'other';
    const values = new Map<string, string>();
    if (role === 'dimension' && nDistinct <= MAX_VALUES * 1.2) {
      const rows = (
        await registry.query(
          `SELECT DISTINCT ${quoteIdent(c.name)}::VARCHAR AS v FROM ${table} WHERE ${quoteIdent(c.name)} IS NOT NULL LIMIT ${MAX_VALUES}`,
        )
      ).rows;
      for (const r of rows)
        if (typeof r.v === 'string' && r.v.trim() !== '') values.set(r.v.toLowerCase(), r.v);
    }
    const required = stems.filter((s) => !OPTIONAL_WORDS.has(s));
    columns.push({
      name: c.name,
      type: c.type,
      role,
      stems,
      required: required.length ? required : stems,
      values,
      distinct: nDistinct,
    });
  }
  const time = columns.find((c) => c.role === 'time');
  let minDate: string | undefined;
  let maxDate: string | undefined;
  if (time) {
    const r = (
      await registry.query(
        `SELECT min(${quoteIdent(time.name)})::DATE::VARCHAR AS mn, max(${quoteIdent(time.name)})::DATE::VARCHAR AS mx FROM ${table}`,
      )
    ).rows[0];
    minDate = typeof r?.mn === 'string' ? r.mn : undefined;
    maxDate = typeof r?.mx === 'string' ? r.mx : undefined;
  }
  const index: DatasetIndex = {
    info,
    stems: splitWords(info.name).map(stem),
    columns,
    timeColumn: time?.name,
    minDate,
    maxDate,
  };
  byName.set(name, { modifiedMs: info.modifiedMs, index });
  return index;
}
