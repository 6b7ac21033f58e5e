/**
 * Values of text columns whose cells are lists ("Canada, United States", "Kenya, Ethiopia"): an
 * item said in the question stands for every cell that lists it ("lakes in Kenya" → "Uganda,
 * Kenya, Tanzania" and "Kenya, Ethiopia"), and for the cell that is the item alone after "only",
 * "entirely", "solely" ("lakes only in Canada" → "Canada") or before a closing "only", "alone"
 * ("lakes in Canada only").
 */
import { isListColumn, listItems } from '../list-cells';
import { valueKey, type IndexedColumn } from '../schema-index';
import type { Tok } from './types';
import type { ValueHit } from './values';

const ONLY = /^(only|entirely|solely|exclusively|wholly|just)$/;
const BETWEEN = /^(in|on|by|to|from|the|of|within|inside)$/;

const lists = new WeakMap<IndexedColumn, boolean>();
/** Whether an indexed column's values are lists (settled once per indexed column). */
function isList(column: IndexedColumn): boolean {
  let known = lists.get(column);
  if (known === undefined) {
    known = column.values.size >= 4 && isListColumn([...column.values.values()]);
    lists.set(column, known);
  }
  return known;
}

/** The word before the said item that makes it the whole cell ("only in"), if any. */
function onlyBefore(toks: Tok[], at: number): Tok | undefined {
  let j = at - 1;
  for (let k = 0; k < 2 && j >= 0 && BETWEEN.test(toks[j]?.word ?? ''); k++) j--;
  const t = toks[j];
  return t && ONLY.test(t.word) && (!t.used || t.used === 'value') ? t : undefined;
}

/** The value hits on list columns read as items of the lists (in place). */
export function readListItems(hits: ValueHit[], toks: Tok[]): void {
  for (const hit of hits) {
    if (!isList(hit.column) || hit.positions.length === 0) continue;
    const values = itemValues(hit, toks);
    if (values) hit.values = values;
  }
}

/**
 * The word after the said item that makes it the whole cell ("harlow only", "canada alone"), if any:
 * closing the question or before a preposition, so that "canada only won twice" is no such word.
 */
function onlyAfter(toks: Tok[], end: number): Tok | undefined {
  const t = toks[end + 1];
  const next = toks[end + 2]?.word;
  if (!t || !/^(only|alone|solely|exclusively)$/.test(t.word) || (t.used && t.used !== 'value'))
    return undefined;
  return next === undefined || BETWEEN.test(next) ? t : undefined;
}

/** The cells a hit on a list column stands for, or undefined to keep the hit as read. */
function itemValues(hit: ValueHit, toks: Tok[]): string[] | undefined {
  // the phrase each value was found by: runs of consecutive positions of the hit
  const spans: number[][] = [];
  for (const p of [...hit.positions].sort((a, b) => a - b)) {
    const last = spans.at(-1);
    if (last && last.at(-1) === p - 1) last.push(p);
    else spans.push([p]);
  }
  const stored = [...hit.column.values.values()];
  const keyOf = (item: string) => valueKey(item);
  const said = new Set<string>();
  const chosen: string[] = [];
  const onlys: Tok[] = [];
  for (const span of spans) {
    const key = valueKey(span.map((p) => toks[p]?.word ?? '').join(' '));
    const value = hit.values.find((v) => listItems(v).some((item) => keyOf(item) === key));
    if (value === undefined) return undefined;
    if (said.has(key)) continue;
    said.add(key);
    const before = onlyBefore(toks, span[0] as number) ?? onlyAfter(toks, span.at(-1) as number);
    if (before) {
      onlys.push(before);
      const alone = stored.find((v) => listItems(v).length === 1 && keyOf(listItems(v)[0] as string) === key);
      chosen.push(alone ?? (listItems(value).find((i) => keyOf(i) === key) as string));
    } else chosen.push(...stored.filter((v) => listItems(v).some((i) => keyOf(i) === key)));
  }
  // two items said without "only" ("shared by Canada and the United States") stay as the parser read them
  if (said.size !== 1 && onlys.length === 0) return undefined;
  for (const t of onlys) t.used = 'value';
  return [...new Set(chosen)];
}
