/**
 * Open records over a table with a start date and an end date left blank until the record ends
 * (created / closed, opened / resolved): "open deals", "still open", "unresolved tickets" are the
 * rows with no end date, when no column holds an "open" value of its own. The "pipeline" is the
 * money of the open records: "the open pipeline", "biggest pipeline by source".
 */
import { isTemporalType } from '../data/duck';
import { moneyColumn } from './parse/money-words';
import { startDates } from './parse/record-dates';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

const OPEN = /\b(?:still\s+)?(open|unresolved|unclosed|outstanding|pending|in\s+progress)\b/i;
const PIPELINE = /\b(?:the\s+)?(?:total\s+)?(?:value\s+of\s+)?(?:the\s+)?(?:(?:open|current|active)\s+)?pipeline(?:\s+value)?\b/i;

/** The end date of a start/end pair, or undefined. */
function endDate(index: DatasetIndex): IndexedColumn | undefined {
  const dates = index.columns.filter((c) => isTemporalType(c.type));
  const starts = startDates(index);
  if (dates.length !== 2 || starts.length !== 1) return undefined;
  return dates.find((c) => c !== starts[0]);
}

/** The table's amount: its money column, or its one measure named as an amount or a value. */
function amountColumn(index: DatasetIndex): IndexedColumn | undefined {
  const money = moneyColumn(index);
  if (money) return money;
  const found = index.columns.filter(
    (c) => c.role === 'measure' && c.flagTrue === undefined && c.words.some((w) => /^(amt|amount|value|revenue|arr|mrr|acv|tcv)$/.test(w)),
  );
  return found.length === 1 ? found[0] : undefined;
}

const guard = rewriteGuard();

/** The question with its open records read as the rows with no end date, or undefined. */
export function parseOpenRecords(question: string, index: DatasetIndex, parse: (question: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const pipeline = PIPELINE.exec(question);
  const open = OPEN.exec(question);
  if (!pipeline && !open) return undefined;
  // a column saying "open" itself (status open) is read by the parser
  if (open && [open[1], 'open'].some((w) => index.valueIndex.has((w as string).toLowerCase()))) return undefined;
  const end = endDate(index);
  if (!end) return undefined;
  let text = question;
  if (pipeline) {
    const amount = amountColumn(index);
    if (!amount) return undefined;
    text = text.replace(PIPELINE, `total ${amount.words.join(' ')}`);
  }
  text = text.replace(OPEN, ' ').replace(/\s+/g, ' ').trim();
  const parsed = guard.reparseOnce(parse, text);
  const query = parsed?.query;
  if (!parsed || !query || parsed.clarify || parsed.ignored.length > 0) return undefined;
  if ([...query.filters, ...(query.condition ?? [])].some((f) => f.column === end.name)) return undefined;
  query.filters.push({ kind: 'null', column: end.name, isNull: true });
  return parsed;
}
