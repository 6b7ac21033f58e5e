/**
 * "when did X close" over a table whose only dates are opening dates: the question asks for the date
 * of an event the table does not record, so the reply says so instead of giving another date.
 * Only verbs of events that a date column may be named for are read (landed, arrived, closed,
 * retired, launched, released, opened…), and only when some date column is named for another event.
 */
import type { DatasetRegistry } from '../../data/registry';
import type { Answer } from '../answer';
import { wordsOf } from './mentions';
import { readListTable, type ListColumn, type ListTable } from './table';
import { datedColumns } from './date-columns';

/** Event verbs → the header stems of a column recording that event. */
const EVENTS: [RegExp, RegExp][] = [
  [/^(land|lands|landed|landing)$/, /^(land|landing|arriv|arrival|touchdown)/],
  [/^(arrive|arrives|arrived)$/, /^(arriv|land)/],
  [/^(crash|crashed)$/, /^crash/],
  [/^(sink|sank|sunk)$/, /^(sink|sank|sunk|lost|wreck)/],
  [/^(retire|retired)$/, /^retir/],
  [/^(close|closed|shut)$/, /^(clos|shut|end|demoli)/],
  [/^(launch|launched)$/, /^launch/],
  [/^(release|released)$/, /^(release|premiere|publi)/],
  [/^(open|opened)$/, /^(open|inaugur|establish|found)/],
  [/^(end|ended|finish|finished)$/, /^(end|finish|final|clos|complet|left)/],
];
/** Header stems that name the event a date column records. */
const EVENT_HEADER =
  /^(launch|release|premiere|open|inaugur|establish|found|built|complet|start|begin|end|finish|clos|land|arriv|retir|crash|elect|took|left|publi|debut|discover)/;

const dated = (c: ListColumn) => c.temporal || c.yearLike;

/**
 * "when did X close" over a table with a `Closing date`: the one dated column named for the event
 * the verb says, or undefined.
 */
export function eventDateColumn(text: string[], table: ListTable): number | undefined {
  const at = text.findIndex((w, i) => i >= 2 && EVENTS.some(([verb]) => verb.test(w)));
  if (at < 0) return undefined;
  const heads = (EVENTS.find(([verb]) => verb.test(text[at] as string)) as [RegExp, RegExp])[1];
  // (a column of dates written in words counts: "September 10, 2000" beside "Running")
  const withDates = new Set(datedColumns(table).map((d) => d.name));
  const found = table.columns.flatMap((c, i) => (withDates.has(c.name) && c.stems.some((s) => heads.test(s)) ? [i] : []));
  return found.length === 1 ? found[0] : undefined;
}

/** A reply saying the table has no date of the event asked for, or undefined when it has one or none is asked. */
export async function eventNotHeld(
  registry: DatasetRegistry,
  dataset: string,
  question: string,
): Promise<Answer | undefined> {
  const text = wordsOf(question).map((w) => w.text);
  if (text[0] !== 'when' && !(text[0] === 'what' && /^(date|year|day)$/.test(text[1] ?? '')))
    return undefined;
  const at = text.findIndex((w, i) => i >= 2 && EVENTS.some(([verb]) => verb.test(w)));
  if (at < 0) return undefined;
  const heads = (EVENTS.find(([verb]) => verb.test(text[at] as string)) as [RegExp, RegExp])[1];
  const table = await readListTable(registry, dataset);
  if (!table) return undefined;
  // a column recording that event (any column: "Landing site" says the table knows of landings)
  if (table.columns.some((c) => c.stems.some((s) => heads.test(s)))) return undefined;
  const others = table.columns.filter((c) => dated(c) && c.stems.some((s) => EVENT_HEADER.test(s)));
  if (others.length === 0) return undefined;
  const names = others.map((c) => c.name).join(', ');
  const markdown = `${dataset} records no date for "${text[at]}": the dates it holds are ${names}, which mark another event, so I cannot say when.`;
  return {
    plan: { tool: null, args: {}, understood: markdown, dataset, intent: 'aggregate' },
    items: [],
    steps: [],
    markdown,
    confidence: 0.9,
  };
}
