/**
 * Words of a question that belong to a value or a column of the data are that value or column,
 * never words of intent: "who directed doctor strange?" names the film "Doctor Strange", it does
 * not ask for strange (anomalous) days; "average fee by billing cycle" names a `billing_cycle`
 * column, it does not ask for cycles over time. The intent is read from the question with every
 * multi-word value and column name it says masked.
 */
import type { DatasetRegistry } from '../data/registry';
import { detectIntent, type Intent } from './intent';
import { indexDataset, valueKey, type DatasetIndex } from './schema-index';

/** The longest value said whole, in words. */
const MAX_WORDS = 8;

/**
 * The question with each phrase of two or more words that is a whole value of a text column of
 * the data (as the value index keys it, so "doctor strange" for "Doctor Strange") or the whole
 * name of a column ("billing cycle" for `billing_cycle`) replaced by a neutral word. One-word
 * values and names stay: a lone word is too often the question's own word.
 */
export function maskValueWords(question: string, index: DatasetIndex): string {
  const parts = question.split(/(\s+)/);
  const words = parts.map((p, i) => ({ p, i })).filter(({ p }) => p.trim() !== '');
  const keyOf = (from: number, n: number) =>
    valueKey(
      words
        .slice(from, from + n)
        .map((w) => w.p)
        .join(' '),
    );
  const columnNames = new Set(index.columns.map((c) => valueKey(c.name)));
  const isValue = (key: string) =>
    index.valueIndex.has(key) ||
    columnNames.has(key) ||
    index.columns.some((c) => c.cells?.has(key) === true);
  const masked = new Set<number>();
  for (let k = 0; k < words.length; k++) {
    for (let n = Math.min(MAX_WORDS, words.length - k); n >= 2; n--) {
      const key = keyOf(k, n);
      if (key.split(' ').length < 2 || !isValue(key)) continue;
      for (let j = k; j < k + n; j++) masked.add((words[j] as { i: number }).i);
      k += n - 1;
      break;
    }
  }
  // the question's punctuation stays ("?"), the value's words become one neutral word each
  return parts.map((p, i) => (masked.has(i) ? p.replace(/[\p{L}\p{N}'’&.:-]+/gu, 'value') : p)).join('');
}

/** The intent of a question once the values it names in the given datasets are masked. */
export async function intentOverValues(
  registry: DatasetRegistry,
  question: string,
  datasets?: string[],
): Promise<Intent> {
  const plain = detectIntent(question);
  if (plain === 'aggregate' || plain === 'sql') return plain;
  const names = (datasets?.length ? datasets : registry.names()).filter((n) => registry.has(n));
  for (const name of names) {
    const index = await indexDataset(registry, name).catch(() => undefined);
    if (!index) continue;
    const masked = maskValueWords(question, index);
    if (masked !== question) return detectIntent(masked);
  }
  return plain;
}
