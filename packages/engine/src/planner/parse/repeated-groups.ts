/**
 * "which day had the most clicks" over a date column named `Day`: the column's name and the grain
 * "day" are one grouping said once, not the date grouped twice (`2025-05-25 / (missing)`). A date
 * column grouped as it is and by its day (or a part and the same part) is kept once, by its grain.
 */
import type { AnalystGroup } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

export function withoutRepeatedGroups(parsed: Parsed, index: DatasetIndex): Parsed {
  const q = parsed.query;
  if (!q || q.groupBy.length < 2) return parsed;
  const kept: AnalystGroup[] = [];
  for (const g of q.groupBy) {
    const same = kept.findIndex(
      (k) => k.column === g.column && (k.grain ?? k.part) === (g.grain ?? g.part) && k.grain === g.grain,
    );
    if (same >= 0) continue;
    // a date column as it is beside the same column by day: one grouping by day
    const column = index.columns.find((c) => c.name === g.column);
    const isDay = (x: AnalystGroup) => x.grain === 'day' && !x.part;
    const plain = (x: AnalystGroup) => !x.grain && !x.part;
    const twin = kept.findIndex(
      (k) => k.column === g.column && ((plain(k) && isDay(g)) || (isDay(k) && plain(g))),
    );
    if (twin >= 0 && column && /DATE|TIMESTAMP/i.test(column.type) && !/TIMESTAMP/i.test(column.type)) {
      kept[twin] = isDay(g) ? g : (kept[twin] as AnalystGroup);
      continue;
    }
    kept.push(g);
  }
  return kept.length === q.groupBy.length ? parsed : { ...parsed, query: { ...q, groupBy: kept } };
}
