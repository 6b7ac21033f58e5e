/**
 * Movement logs (subscription MRR, seats, stock, balances) export each movement with the quantity
 * before, after and the change (`MRR Before`, `MRR After`, `MRR Change`). Their readers' words:
 * - "net", "net new" before the quantity ("net new mrr", "net mrr change by region") is the sum of
 *   the changes over every movement — not a filter on a `New` movement type;
 * - "logos" are the customers ("new logos", "how many logos churned"), said where a column names
 *   the customer (client, account).
 * The question is read with those words said plainly; the reading is kept when it places every word.
 */
import { movementColumn } from './parse/before-after';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

const guard = rewriteGuard();

const NET = /\bnet(?:\s+new)?\s+(?=[a-z])/gi;
const LOGOS = /\blogos?\b/gi;

/** The change column of a before / after / change set of the table, when it has one. */
function changeColumns(index: DatasetIndex): IndexedColumn[] {
  const found: IndexedColumn[] = [];
  for (const c of index.columns) {
    const siblings = index.columns.filter((o) => o.words.length === c.words.length && o.words.slice(0, -1).join(' ') === c.words.slice(0, -1).join(' '));
    const picked = movementColumn(siblings, '');
    if (picked && picked === c && !found.includes(c) && siblings.length === 3) found.push(c);
  }
  return found;
}

/** The question read with movement jargon said plainly, or undefined. */
export function parseMovementWords(question: string, index: DatasetIndex, parse: (q: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  let text = question;
  const changes = changeColumns(index);
  // "net" names no column of its own here
  const netColumn = index.columns.some((c) => c.words.includes('net'));
  if (changes.length && !netColumn) text = text.replace(NET, '');
  const customer = index.columns.find((c) => c.words.some((w) => /^(customer|client|account)$/.test(w)));
  if (customer && !index.valueWords.has('logo') && !index.valueWords.has('logos'))
    text = text.replace(LOGOS, (w) => (w.toLowerCase().endsWith('s') ? `${customer.words[0]}s` : customer.words[0]!));
  if (text === question) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  if (!parsed?.query || parsed.clarify || parsed.ignored.length) return undefined;
  // "net": the reading sums a change column
  if (NET.test(question) && changes.length) {
    NET.lastIndex = 0;
    if (!parsed.query.measures.some((m) => m.fn === 'sum' && changes.some((c) => c.name === m.column))) return undefined;
  }
  NET.lastIndex = 0;
  return parsed;
}
