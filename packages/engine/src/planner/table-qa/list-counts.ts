/**
 * Columns of lists in a small table ("Canada, United States", "1983, 1984, 1987, 1990"): each gets
 * a computed column counting its items, named by the same words but only where the question
 * counts or compares them ("how many elections did X win", "in more than 3 countries", "won the
 * most elections", "exactly one election"); elsewhere the words name the list itself. An item
 * said after "only", "entirely" or "solely" is the whole cell ("lakes only in Canada"), any
 * other item is found inside the lists.
 */
import { quoteIdent } from '../../data/sql';
import { escapeRegExp } from '../../data/regexp';
import { stem } from '../text';
import { isListColumn, itemCountSql, listItems } from '../list-cells';
import { countryForms } from '../parse/geo-codes';
import { countryMentions } from './country-columns';
import type { ColumnMention, Word } from './mentions';
import type { TablePlan } from './plan';
import type { Cond } from './query';
import { numericColumn, type ListColumn, type ListTable } from './table';

/**
 * The item-count column of a text column of lists, with the counts of its cells; undefined for
 * other columns. The list column itself is then no number ("1949, 1951, 1954" is not 1949).
 */
export function itemCountColumn(column: ListColumn, cells: (string | null)[]): { column: ListColumn; cells: (string | null)[] } | undefined {
  if (column.numeric || column.temporal || column.expr || column.duration || column.yearRange) return undefined;
  if (!isListColumn(cells)) return undefined;
  column.numberInText = false;
  column.yearValues = false;
  column.list = true;
  // a list of countries under another header ("Location: Chile, Peru") is what "countries" names
  const items = [...new Set(cells.flatMap((c) => listItems(c)))];
  const countries = items.filter((item) => countryForms(item).length > 0).length;
  if (items.length >= 3 && countries >= 0.7 * items.length && !column.stems.includes('country')) column.stems = [...column.stems, 'country'];
  return {
    column: numericColumn(`number of ${column.name}`, itemCountSql(`CAST(${quoteIdent(column.name)} AS VARCHAR)`), {
      // named by the list's own words: which of the two a mention means is settled by its context
      stems: column.stems,
      uniqueness: column.uniqueness,
      itemsOf: column.name,
    }),
    cells: cells.map((c) => String(listItems(c).length)),
  };
}

const NUMBER_WORDS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', single: '1',
});
/** Words right before a noun that make it a number of things: "how many X", "3 X", "the most X", "more X". */
const COUNTING = /^(many|most|fewest|least|more|fewer|less|max|maximum|min|minimum|\d+)$/;

/** Whether the words before a mention count its items. */
function counted(words: Word[], start: number): boolean {
  let i = start - 1;
  // "how many different countries", "the most grand slam titles": adjectives between
  while (i >= 0 && /^(different|distinct|separate|total|other)$/.test(words[i]?.text ?? '')) i--;
  const before = words[i]?.text ?? '';
  if (COUNTING.test(before) || NUMBER_WORDS[before] !== undefined) return true;
  return before === 'of' && words[i - 1]?.text === 'number';
}

/**
 * The column mentions with each list's two readings settled: the item-count column where the
 * words count the items, the list itself elsewhere.
 */
export function itemCountMentions(mentions: ColumnMention[], words: Word[], columns: ListColumn[]): ColumnMention[] {
  if (!columns.some((c) => c.itemsOf !== undefined)) return mentions;
  const countAt = new Set<string>();
  const kept = mentions.filter((m) => {
    const c = columns[m.column];
    if (c?.itemsOf === undefined) return true;
    if (!counted(words, m.start)) return false;
    countAt.add(`${m.start}:${c.itemsOf}`);
    return true;
  });
  // "who won the most elections": once its items are counted, the list is not what is asked
  const counts = new Set([...countAt].map((k) => k.slice(k.indexOf(':') + 1)));
  return kept.filter((m) => !counts.has(columns[m.column]?.name ?? ''));
}

/** The column mentions with the readings of lists and of a person's country settled. */
export function settledMentions(mentions: ColumnMention[], words: Word[], columns: ListColumn[]): ColumnMention[] {
  return countryMentions(itemCountMentions(mentions, words, columns), words, columns);
}

/**
 * "won exactly one election", "in more than three countries": number words before a noun that
 * names a list written as digits, so that the comparison reads them. Only over tables with lists.
 */
export function countedNumbers(question: string, table: ListTable): string {
  const lists = table.columns.filter((c) => c.itemsOf !== undefined);
  if (!lists.length) return question;
  return question.replace(/\b([A-Za-z]+)(?=\s+([A-Za-z]+))/g, (_said: string, word: string, noun: string) => {
    const digit = NUMBER_WORDS[word.toLowerCase()];
    return digit !== undefined && lists.some((c) => c.stems.includes(stem(noun))) ? digit : word;
  });
}

/** Whether a question (lower case) says an item as whole words. */
const saysItem = (lower: string, item: string) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(item.toLowerCase())}([^a-z0-9]|$)`).test(lower);

/** "only in Canada", "entirely in Canada", "exclusively", "solely": the cell is the item alone. */
const ONLY = /\b(only|entirely|solely|exclusively|wholly|purely|just)\s+(?:(?:in|on|by|to|from|the|of|within|inside|as|a|an)\s+){0,2}$/i;
/** "office only": the word right after the item (and its plural ending). */
const ONLY_AFTER = /^[a-z]*\s+(only|alone)\b/i;

/**
 * The plan with its conditions on list columns read as items: a containment of the item said, or
 * the cell equal to it after "only" / "entirely".
 */
export function listConds(question: string, table: ListTable, plan: TablePlan | undefined): TablePlan | undefined {
  if (!plan) return plan;
  const lists = new Set(table.columns.flatMap((c) => (c.itemsOf !== undefined ? [c.itemsOf] : [])));
  if (!lists.size) return plan;
  const q = plan.query;
  const conds = q.kind === 'neighbor' ? q.anchor : q.kind === 'compare' ? q.where : q.where;
  if (!conds?.length) return plan;
  const lower = question.toLowerCase();
  const fixed = conds.map((c): Cond => {
    if ((c.kind !== 'contains' && c.kind !== 'eq') || !lists.has(c.column)) return c;
    // the item the question says: the cell's only item, or the one item of a longer cell it names
    const items = listItems(c.value);
    const said = items.length === 1 ? items : lower.includes(c.value.toLowerCase()) ? [] : items.filter((i) => saysItem(lower, i));
    if (said.length !== 1) return c;
    const item = said[0] as string;
    const at = lower.indexOf(item.toLowerCase());
    const only = at >= 0 && (ONLY.test(lower.slice(Math.max(0, at - 40), at)) || ONLY_AFTER.test(lower.slice(at + item.length)));
    return only ? { kind: 'eq', column: c.column, value: item } : { kind: 'contains', column: c.column, value: item, item: true };
  });
  if (fixed.every((c, i) => JSON.stringify(c) === JSON.stringify(conds[i]))) return plan;
  const query = q.kind === 'neighbor' ? { ...q, anchor: fixed } : { ...q, where: fixed };
  return { ...plan, query } as TablePlan;
}
