/**
 * Which date a period is read on, over a table with a start date and later dates (created and
 * closed, ordered and delivered): an outcome the question keeps ("won revenue in 2024", "closed
 * tickets by month", status delivered) happened on the later date it names, or on the one later
 * date, so its period is read there, unless the question names the start ("deals created in 2024
 * that were won").
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { startDates } from './record-dates';
import type { Parsed } from './types';

/** Said of a record, the start: "new tickets", "deals created", "opened in march". */
const START_SAID = /\b(new|creat\w*|open(?:ed|ing)|start\w*|submit\w*|plac(?:ed|ing)|logged|raised|reported|booked|issued|invoiced|sign(?:ed)?\s?ups?)\b/i;
const OUTCOME = /^(won|lost|closed|resolved|solved|completed|complete|done|fixed|delivered|shipped|cancell?ed|churned|finished|paid|settled|returned|refunded)$/i;

const nameWords = (c: IndexedColumn) => c.name.toLowerCase().split(/[^a-z]+/).filter(Boolean);

/** Whether a filter keeps an outcome: a yes/no column named by one (won), or a value saying one (Closed Won). */
function keepsOutcome(f: AnalystFilter, index: DatasetIndex): boolean {
  if (f.kind !== 'values' || f.negate) return false;
  const c = index.columns.find((x) => x.name === f.column);
  if (!c) return false;
  if (c.flagTrue !== undefined) return nameWords(c).some((w) => OUTCOME.test(w)) && f.values.every((v) => v === c.flagTrue);
  return f.values.every((v) => typeof v === 'string' && v.split(/[^a-z]+/i).some((w) => OUTCOME.test(w)));
}

const DATED = new Set(['date_range', 'date_part']);

/** The parsed query with its periods read on the later date when it keeps an outcome. */
export function dateByEvent(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q: AnalystQuery | undefined = parsed.query;
  if (!q || parsed.clarify) return parsed;
  const dates = index.columns.filter((c) => isTemporalType(c.type));
  const starts = startDates(index);
  if (dates.length < 2 || starts.length !== 1) return parsed;
  const start = starts[0] as IndexedColumn;
  const outcomes = q.filters.filter((f) => keepsOutcome(f, index));
  if (START_SAID.test(question) || outcomes.length === 0) return parsed;
  // the date named by the outcome ("delivered" → delivered_at), else the one later date
  const said = outcomes.flatMap((f) => [f.column, ...(f.kind === 'values' ? f.values.map(String) : [])]).join(' ').toLowerCase();
  const named = dates.filter(
    (c) =>
      c !== start &&
      nameWords(c).some((w) => w.length >= 4 && said.split(/[^a-z]+/).some((x) => x.length >= 4 && x.slice(0, 5) === w.slice(0, 5))),
  );
  const end = named.length === 1 ? named[0] : dates.length === 2 ? dates.find((c) => c !== start) : undefined;
  if (!end) return parsed;
  const filters = [...q.filters, ...(q.sides ?? []).flatMap((s) => s.filters)];
  if (filters.some((f) => f.column === end.name) || q.groupBy.some((g) => g.column === end.name)) return parsed;
  for (const f of filters) if (f.column === start.name && DATED.has(f.kind)) f.column = end.name;
  for (const g of q.groupBy) if (g.column === start.name && (g.grain || g.part)) g.column = end.name;
  return parsed;
}
