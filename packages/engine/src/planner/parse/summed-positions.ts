/**
 * "how many albums didn't chart in the us" read as the total of `US peak`, "did A or B do better in
 * the us" as the total of A's and B's peaks: a place in an order (a chart peak, a rank, a position,
 * a seed) adds up to nothing. Over the one row a name picks the total is that row's place and
 * stands; over several rows the reply asks what was meant instead.
 */
import { human } from '../../tools/format';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { isNumeric } from './shape';
import type { Parsed } from './types';

const PLACE_WORDS = /^(position|positions|rank|ranking|ranked|pos|seed|placing)$/;

/** A column of places in an order: named so, or a peak of whole numbers from 1 (a chart peak). */
function placeColumn(c: IndexedColumn): boolean {
  if (!isNumeric(c) || c.flagTrue !== undefined) return false;
  if (c.words.some((w) => PLACE_WORDS.test(w))) return true;
  return c.words.includes('peak') && /INT/i.test(c.type) && (c.min ?? 0) >= 1 && (c.max ?? Infinity) <= 200;
}

/** The question back when places in an order are added up over several rows; undefined when it stands. */
export function askSummedPositions(index: DatasetIndex, parsed: Parsed): Parsed | undefined {
  const q = parsed.query;
  if (!q || (q.kind !== 'aggregate' && q.kind !== 'compare') || q.groupBy.length) return undefined;
  const summed = q.measures
    .filter((m) => m.fn === 'sum' && m.column)
    .map((m) => index.columns.find((c) => c.name === m.column))
    .find((c): c is IndexedColumn => !!c && placeColumn(c));
  if (!summed) return undefined;
  // one row named by a column of names: its total is its place
  const oneRow = q.filters.some((f) => {
    if (f.kind !== 'values' || f.negate || f.values.length !== 1) return false;
    const c = index.columns.find((x) => x.name === f.column);
    return !!c && !isNumeric(c) && c.uniqueness >= 0.9;
  });
  if (oneRow && q.kind === 'aggregate') return undefined;
  const name = human(summed.name);
  return {
    ignored: [],
    confidence: 0.2,
    clarify: {
      question: `${name} is a place in an order, so adding it up over several rows means nothing. What did you mean?`,
      choices: [`average ${name}`, `best ${name}`, `how many rows have ${name} 1`],
    },
  };
}
