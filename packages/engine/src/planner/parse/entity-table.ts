/**
 * What a table's rows stand for, read from its columns' statistics: the columns that name things
 * with many rows each (ids, the entity of a long-format table), a label unique per row, the noun
 * of a running number or row id, whether the rows describe people, and which columns hold values
 * of a known kind (US states, countries).
 */
import { isTemporalType } from '../../data/duck';
import { US_STATES } from '../value-aliases';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { countryForms } from './geo-codes';
import { identifierLike, namedIdentifier as namedId } from './identifiers';
import { isNumeric } from './shape';

/** A kind of thing a column's values can be, said as a plural noun ("states", "countries"). */
export type ValueKind = 'us_state' | 'country';

export interface TableEntities {
  /** Columns naming things that have many rows each: an id repeated on rows, a long table's entity. */
  keys: { column: IndexedColumn; how: 'id' | 'panel' }[];
  /** A text column with its own value on every row ("name" of a list of elements). */
  label?: IndexedColumn;
  /** Words of a column numbering or identifying every row ("reading", "order" of order_id). */
  rowNouns: Set<string>;
  /** The rows describe people (age, sex, race, education… among the columns). */
  people: boolean;
  /** Text columns whose values are mostly of a known kind. */
  kinds: Map<ValueKind, IndexedColumn[]>;
}

const PERSON_ATTRIBUTES = new Set(
  'age sex gender race ethnicity married marital education occupation religion birth born nationality'.split(' '),
);
const ID_WORDS = /^(id|ids|no|num|nr|number|key|code|uuid|index|idx)$/;
const US_STATE_FORMS = new Set([...Object.keys(US_STATES), ...Object.values(US_STATES)]);
const cache = new WeakMap<DatasetIndex, TableEntities>();

const isText = (c: IndexedColumn) => /CHAR|ENUM/i.test(c.type);
const isTime = (c: IndexedColumn) => isTemporalType(c.type) || c.yearLike === true;
/** Distinct values: exact for a text column whose values were read, else the index's estimate. */
const distinctOf = (c: IndexedColumn) => (isText(c) && c.values.size > 0 ? c.values.size : c.distinct);

/** The kind of most of a text column's values (three at least), if any. */
function valueKind(c: IndexedColumn): ValueKind | undefined {
  const values = [...c.values.keys()].map((v) => v.trim());
  if (values.length < 3) return undefined;
  const share = (test: (v: string) => boolean) => values.filter(test).length / values.length;
  if (share((v) => US_STATE_FORMS.has(v)) >= 0.6) return 'us_state';
  if (share((v) => countryForms(v).length > 0 || countryForms(v, true).length > 0) >= 0.6) return 'country';
  return undefined;
}

/**
 * How many periods a time column covers: the months or days between the data's first and last
 * date at its spacing, the years of a year column; else the index's estimate of distinct values.
 */
function periodsOf(c: IndexedColumn, index: DatasetIndex): number | undefined {
  if (c.yearLike && c.min !== undefined && c.max !== undefined) return c.max - c.min + 1;
  if (c.name !== index.timeColumn || !index.minDate || !index.maxDate) return undefined;
  const [y0, m0] = index.minDate.split('-').map(Number) as [number, number];
  const [y1, m1] = index.maxDate.split('-').map(Number) as [number, number];
  if (index.timeGrain === 'year') return y1 - y0 + 1;
  if (index.timeGrain === 'month') return (y1 - y0) * 12 + (m1 - m0) + 1;
  return Math.round((Date.parse(index.maxDate) - Date.parse(index.minDate)) / 86_400_000) + 1;
}

/**
 * The entity of a long-format table: a column whose values, crossed with the periods (or with one
 * other category), give the rows one each ("series" × month, state × income bracket).
 */
function panelKey(c: IndexedColumn, index: DatasetIndex, rows: number): boolean {
  const n = distinctOf(c);
  if (isTime(c) || c.flagTrue !== undefined || n < 3 || n > rows / 2) return false;
  if (!isText(c) && !namedId(c)) return false;
  return index.columns.some((o) => {
    if (o === c || o.flagTrue !== undefined || !(isTime(o) || (isText(o) && o.values.size > 0))) return false;
    const m = isText(o) ? o.values.size : periodsOf(o, index);
    return m !== undefined && m >= 2 && Math.abs(m * n - rows) <= 0.01 * rows;
  });
}

/** The table's entities, computed once per index. */
export function tableEntities(index: DatasetIndex): TableEntities {
  const known = cache.get(index);
  if (known) return known;
  const rows = index.info.rowCount;
  const keys: TableEntities['keys'] = [];
  for (const column of rows >= 20 ? index.columns : []) {
    if (panelKey(column, index, rows)) keys.push({ column, how: 'panel' });
    else if (namedId(column) && column.uniqueness <= 0.5 && column.distinct >= 2)
      keys.push({ column, how: 'id' });
  }
  const unique = index.columns.filter((c) => distinctOf(c) >= 0.95 * rows && !isTime(c));
  // (a long list of names is kept as whole cells, not values)
  const texts = unique.filter((c) => isText(c) && (c.values.size > 0 || (c.cells?.size ?? 0) > 0));
  const label = texts.find((c) => c.words.some((w) => w === 'name' || w === 'title')) ?? texts[0];
  // the rows' own noun: a running number ("reading") or an id on every row ("order_id")
  const rowNouns = new Set(
    index.columns
      .filter(
        (c) =>
          (isNumeric(c) && identifierLike(c) && !namedId(c)) ||
          (unique.includes(c) && c.words.some((w) => /^(id|key|uuid)$/.test(w))),
      )
      .flatMap((c) => c.words.filter((w) => !ID_WORDS.test(w))),
  );
  const people = index.columns.filter((c) => c.words.some((w) => PERSON_ATTRIBUTES.has(w))).length >= 2;
  const kinds = new Map<ValueKind, IndexedColumn[]>();
  for (const c of index.columns) {
    if (!isText(c)) continue;
    const kind = valueKind(c);
    if (kind) kinds.set(kind, [...(kinds.get(kind) ?? []), c]);
  }
  const out: TableEntities = { keys, ...(label ? { label } : {}), rowNouns, people, kinds };
  cache.set(index, out);
  return out;
}
