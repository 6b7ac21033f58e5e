/**
 * Follow-ups that name a sibling column: "and in the US?" after a question about the `UK` column,
 * "and in 2015?" after one about `Seats 2019` when `Seats 2015` exists. Siblings are columns of
 * one kind whose names differ in one word (`Seats 2015` / `Seats 2019`) or only before a shared last
 * word (`Japan release` / `North America release`), are short codes of the
 * same shape (`UK` / `US` / `AUS`) or are years (`1990` / `1960`); a unit said names the sibling
 * written in it ("and in miles?" after `Length (km)` gives `Length (mi)`). The previous query runs
 * again with the one column swapped.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Parsed } from './types';
import { unitOfWord } from './unit-columns';

const NAMING_ANOTHER = /^\s*(?:and|what about|how about)\s+(?:(?:in|for|on|at|of)\s+)?(?:the\s+)?([\w.%–-]+(?:\s+[\w.%–-]+)?)\s*\??\s*$/i;

const wordsOf = (name: string) => name.toLowerCase().split(/[^a-z0-9%]+/).filter(Boolean);
const family = (c: IndexedColumn) => (/INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC/i.test(c.type) ? 'number' : /DATE|TIME/i.test(c.type) ? 'date' : 'text');
const isCode = (name: string) => /^[A-Z]{2,4}$/.test(name.trim());

/** Whether two columns are siblings: one kind, names alike but for one word, or both short codes. */
function siblings(a: IndexedColumn, b: IndexedColumn): boolean {
  if (a.name === b.name || family(a) !== family(b)) return false;
  if (isCode(a.name) && isCode(b.name)) return true;
  if (/^\d{4}$/.test(a.name.trim()) && /^\d{4}$/.test(b.name.trim())) return true;
  const wa = wordsOf(a.name);
  const wb = wordsOf(b.name);
  // "Japan release" / "North America release": one last word after places of their own
  const sameLast = wa.length >= 2 && wb.length >= 2 && wa.at(-1) === wb.at(-1);
  if (sameLast && wa.slice(0, -1).every((w) => !wb.includes(w))) return true;
  if (wa.length < 2 || wa.length !== wb.length) return false;
  return wa.filter((w, i) => w !== wb[i]).length === 1;
}

/** The column the follow-up names: its whole name, or the one word that sets it apart from its siblings. */
function namedColumn(phrase: string, index: DatasetIndex, used: IndexedColumn[]): { from: IndexedColumn; to: IndexedColumn } | undefined {
  const said = wordsOf(phrase).join(' ');
  for (const from of used) {
    const matches = index.columns.filter((c) => {
      if (!siblings(from, c)) return false;
      if (wordsOf(c.name).join(' ') === said) return true;
      const own = wordsOf(c.name).filter((w) => !wordsOf(from.name).includes(w));
      // "and in miles?" over Length (km) / Length (mi): the unit said names the column written in it
      return (own.length === 1 && (own[0] === said || own[0] === unitOfWord(said))) || own.join(' ') === said;
    });
    if (matches.length === 1) return { from, to: matches[0]! };
  }
  return undefined;
}

/** The columns the previous query reads as what it answers (not its conditions). */
function answeredColumns(q: AnalystQuery): string[] {
  return [...q.measures.flatMap((m) => (m.column ? [m.column] : [])), ...(q.columns ?? []), ...(q.pair ?? [])];
}

export function parseColumnSwap(question: string, index: DatasetIndex, previous: AnalystQuery | undefined): Parsed | undefined {
  if (!previous || previous.dataset !== index.info.name) return undefined;
  const m = NAMING_ANOTHER.exec(question);
  if (!m) return undefined;
  const columnsOf = (names: string[]) =>
    names.map((name) => index.columns.find((c) => c.name === name)).filter((c): c is IndexedColumn => c !== undefined);
  // a column answered first; else one the conditions read ("and 2022?" after "over 10 million in 2023")
  const swap =
    namedColumn(m[1] as string, index, columnsOf(answeredColumns(previous))) ??
    namedColumn(m[1] as string, index, columnsOf(previous.filters.map((f) => f.column)));
  if (!swap) return undefined;
  const rename = (name: string) => (name === swap.from.name ? swap.to.name : name);
  const query: AnalystQuery = structuredClone(previous);
  query.measures = query.measures.map((x) => (x.column ? { ...x, column: rename(x.column) } : x));
  if (query.columns) query.columns = query.columns.map(rename);
  query.filters = query.filters.map((f) => ({ ...f, column: rename(f.column) }));
  if (query.pair) query.pair = [rename(query.pair[0]), rename(query.pair[1])];
  if (query.order && query.order.by !== 'measure' && query.order.by !== 'group') query.order = { ...query.order, by: rename(query.order.by) };
  return { query, ignored: [], confidence: 0.9, placed: 1, followUp: true };
}
