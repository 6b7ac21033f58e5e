/**
 * Columns whose cells hold lists: "Canada, United States", "1949, 1951, 1954", "Kazakhstan;
 * Russia", "London / Moscow". A column is one when some of its cells join several items with a
 * comma, a semicolon or a slash, the number of items varies from cell to cell, and the items come
 * from one vocabulary (the same names recur in several cells, or every item is a year). A city and
 * its country ("Munich, Germany") in every cell is a pair, not a list: its cells all hold two items.
 */
import { sqlValue } from '../data/sql';

/**
 * Items are joined by a semicolon, by a comma followed by a space ("1,200" is one number) or by a
 * slash between spaces ("London / Moscow"; "km/h" is one word).
 */
const SEPARATOR = /\s*;\s*|\s*,\s+|\s+\/\s+/;
/** A footnote mark or a note in parentheses after an item ("Saline[b]", "Gale (2)"): not part of the item. */
const FOOTNOTE = /\[[^\]]*\]|\s*\([^)]*\)/g;
/** Cells that say "nothing": no items at all. */
const EMPTY = /^\s*(—|–|-|n\/a|none|)\s*$/i;

/** The items of a cell, as written, footnote marks and notes in parentheses removed; none for an empty cell or a dash. */
export function listItems(cell: string | null | undefined): string[] {
  if (cell === null || cell === undefined || EMPTY.test(cell)) return [];
  return cell
    .replace(FOOTNOTE, '')
    .split(SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !EMPTY.test(s));
}

/** An item is a short name or number: not a score ("6–4"), a label and its value ("BPI: Gold") or a sentence. */
const shortItem = (item: string) => item.length <= 40 && item.split(/\s+/).length <= 4 && !/\d\s*[–—-]\s*\d|:/.test(item);
const isYear = (item: string) => /^(1[5-9]|20)\d\d$/.test(item);
/** A date written with its month's name, the day, a comma and the year ("June 1, 1825"). */
const LONG_DATE = /^\s*[a-z]{3,9}\.? \d{1,2}(st|nd|rd|th)?, \d{4}\b/i;

/** Whether the cells of a text column are lists of items drawn from one vocabulary. */
export function isListColumn(cells: readonly (string | null)[]): boolean {
  const lists = cells.map(listItems).filter((items) => items.length > 0);
  const multi = lists.filter((items) => items.length > 1);
  if (multi.length < 2 || lists.length < 4) return false;
  // a pair in every cell ("City, Country") is not a list: the number of items varies
  if (new Set(lists.map((items) => items.length)).size < 2) return false;
  // dates written "June 1, 1825" (a month, a day, then the year) are no lists
  const written = cells.filter((c): c is string => typeof c === 'string' && !EMPTY.test(c));
  if (written.filter((c) => LONG_DATE.test(c)).length >= 0.5 * written.length) return false;
  const all = lists.flat();
  if (!all.every(shortItem)) return false;
  if (all.every(isYear)) return true;
  // items recur: an item of a longer cell is found in another cell too
  const seen = new Map<string, number>();
  for (const items of lists) for (const item of new Set(items.map((i) => i.toLowerCase()))) seen.set(item, (seen.get(item) ?? 0) + 1);
  const inMulti = multi.flat().map((i) => i.toLowerCase());
  const recurring = inMulti.filter((i) => (seen.get(i) ?? 0) > 1).length;
  return recurring >= 0.3 * inMulti.length && !all.some((i) => /^\d+(\.\d+)?$/.test(i) && !isYear(i));
}

/** The items of every cell of a list column, lower case, by item → the item as first written. */
export function listVocabulary(cells: readonly (string | null)[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const cell of cells) for (const item of listItems(cell)) if (!out.has(item.toLowerCase())) out.set(item.toLowerCase(), item);
  return out;
}

/** SQL: the items of a text expression, lower case (footnote marks and notes in parentheses removed). */
export function itemsSql(text: string): string {
  const plain = `regexp_replace(coalesce(${text}, ''), ${sqlValue('\\[[^\\]]*\\]|\\s*\\([^)]*\\)')}, '', 'g')`;
  const split = `regexp_split_to_array(${plain}, ${sqlValue('\\s*;\\s*|\\s*,\\s+|\\s+/\\s+')})`;
  return `list_filter(list_transform(${split}, x -> lower(trim(x))), x -> x NOT IN ('', '—', '–', '-', 'n/a', 'none'))`;
}

/** SQL: how many items a text expression lists. */
export const itemCountSql = (text: string) => `CAST(len(${itemsSql(text)}) AS DOUBLE)`;

/** SQL: whether a text expression lists the item (compared whole, without regard to case). */
export const hasItemSql = (text: string, item: string) => `list_contains(${itemsSql(text)}, ${sqlValue(item.trim().toLowerCase())})`;
