/**
 * The periods a change from the previous period is read over: the table's date column truncated
 * to the unit said ("from one month to the next": months), its year column, a column named by the
 * unit (a season or quarter column, after the year when there is one), and the series kept apart
 * when each period holds one row per series (a price per symbol and day).
 */
import type { AnalystFilter, AnalystGroup, AnalystMeasure } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';

/** The period a change is taken over, as said in the question. */
export type Unit = 'year' | 'month' | 'week' | 'day' | 'quarter' | 'decade' | 'season' | 'period';

const GRAINS = new Set<Unit>(['year', 'month', 'week', 'day', 'quarter']);

const dateColumn = (index: DatasetIndex): IndexedColumn | undefined =>
  index.columns.find((c) => c.name === index.timeColumn && isTemporalType(c.type)) ??
  index.columns.find((c) => isTemporalType(c.type));

/** A column named by the unit's word ("Season", "quarter_no"), not a date. */
const namedBy = (index: DatasetIndex, word: string): IndexedColumn | undefined =>
  index.columns.find(
    (c) =>
      !isTemporalType(c.type) &&
      (c.words.includes(word) || new RegExp(`(^|[^a-z])${word}`, 'i').test(c.name)),
  );

/** The time groups for `unit`, and the column whose rows they are, or undefined when the table has no time order. */
export function timeGroups(
  index: DatasetIndex,
  unit: Unit,
): { groups: AnalystGroup[]; native?: IndexedColumn } | undefined {
  const date = dateColumn(index);
  const year = index.columns.find((c) => c.yearLike);
  if (unit === 'decade') {
    const c = date ?? year;
    return c ? { groups: [{ column: c.name, part: 'decade' }] } : undefined;
  }
  if (GRAINS.has(unit)) {
    if (date) {
      // the date's own spacing: one period per row of a series
      const spacing = index.timeGrain ?? 'day';
      return {
        groups: [{ column: date.name, grain: unit as AnalystGroup['grain'] & string }],
        ...(spacing === unit ? { native: date } : {}),
      };
    }
    if (unit === 'year' && year) return { groups: [{ column: year.name }], native: year };
    const named = unit === 'year' ? undefined : namedBy(index, unit);
    if (!named) return undefined;
    const inYear: AnalystGroup =
      /CHAR/i.test(named.type) && unit === 'month'
        ? { column: named.name, part: 'month' }
        : { column: named.name };
    return { groups: year && year !== named ? [{ column: year.name }, inYear] : [inYear] };
  }
  const named = namedBy(index, unit);
  if (named) return { groups: [{ column: named.name }], native: named };
  if (year) return { groups: [{ column: year.name }], native: year };
  if (date) return { groups: [{ column: date.name, grain: index.timeGrain ?? 'day' }], native: date };
  return undefined;
}

/**
 * A text column holding one series per row of each period (a symbol beside each date's price),
 * unless the filters keep one value of it or the measure is a total over the period's rows.
 */
function seriesColumn(
  index: DatasetIndex,
  native: IndexedColumn | undefined,
  measure: AnalystMeasure,
  filters: AnalystFilter[],
): IndexedColumn | undefined {
  if (!native || measure.fn === 'sum' || native.uniqueness <= 0) return undefined;
  const perPeriod = 1 / native.uniqueness;
  if (perPeriod < 1.2) return undefined;
  const one = (c: IndexedColumn) =>
    filters.some((f) => f.kind === 'values' && !f.negate && f.column === c.name && f.values.length === 1);
  return index.columns.find(
    (c) =>
      /CHAR/i.test(c.type) &&
      c.distinct >= 2 &&
      Math.abs(c.distinct - perPeriod) / perPeriod < 0.3 &&
      !one(c),
  );
}

/** The groups a change is read over: the time groups, then the series kept apart if any. */
export function changeGrouping(
  index: DatasetIndex,
  time: { groups: AnalystGroup[]; native?: IndexedColumn },
  measure: AnalystMeasure,
  filters: AnalystFilter[],
): AnalystGroup[] {
  const series = seriesColumn(index, time.native, measure, filters);
  return series ? [...time.groups, { column: series.name }] : time.groups;
}
