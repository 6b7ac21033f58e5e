/**
 * Billing words over a table with one money column (an invoice export's `amount`): "total
 * invoiced", "billed", "billing by plan", "share of 2024 billing" are that money added up, and
 * "which customer owes us the most" ranks the customers by it. Left alone when a column is named
 * by the word (a `billed` column; "billing cycle" of billing_cycle stays that column) or when no
 * single money column stands out. In a share of the billing ("share of billing from enterprise, no
 * voids") a value left out is left out of the whole, not only of the part.
 */
import { moneyColumn } from './parse/money-words';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex } from './schema-index';

/** "invoiced total", "total billed", "billings": the money billed. */
const BILLED = /\b(?:(?:invoiced|billed)\s+(?:total|amount|revenue)|(?:total|amount)\s+(?:invoiced|billed)|invoiced|billed|billings?)\b/gi;
/** "owes us the most", "owe the least": ranked by the money. */
const OWES = /\b(?:owes?|owed)\s+(?:us\s+|me\s+)?(?:the\s+)?(most|least)\b/i;

const guard = rewriteGuard();

/** The question read with its billing words as the money column, or undefined. */
export function parseBilling(question: string, index: DatasetIndex, parse: (question: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const money = moneyColumn(index);
  if (!money) return undefined;
  const said = money.words.join(' ');
  let changed = false;
  let text = question.replace(OWES, (_all, most: string) => {
    changed = true;
    return `has the ${/^most$/i.test(most) ? 'highest' : 'lowest'} total ${said}`;
  });
  text = text.replace(BILLED, (all: string, offset: number) => {
    const word = all.toLowerCase().split(/\s+/).find((w) => /^(invoiced|billed|billings?)$/.test(w)) as string;
    const next = text.slice(offset + all.length).trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    // a column named by the word ("billing cycle") is that column
    const named = index.columns.some((c) => {
      const at = c.words.indexOf(word.replace(/s$/, ''));
      return at >= 0 && (c.words.length === 1 || c.words[at + 1] === next);
    });
    if (named) return all;
    changed = true;
    // "invoiced total", "total billed" → "total amount"; a bare "billing" → "amount"
    return /\s/.test(all) ? `total ${said}` : said;
  });
  if (!changed) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  const query = parsed?.query;
  if (!parsed || !query || parsed.clarify) return undefined;
  if (!JSON.stringify(query).includes(`"${money.name}"`)) return undefined;
  // "share of billing from enterprise (no voids)": what is left out is left out of the whole, not the part
  const condition = query.condition ?? [];
  const kept = condition.filter((f) => f.kind === 'values' && !f.negate);
  const left = condition.filter((f) => f.kind === 'values' && f.negate && !kept.some((k) => k.column === f.column));
  if (query.kind === 'percent' && kept.length > 0 && left.length > 0) {
    query.condition = condition.filter((f) => !left.includes(f));
    query.filters.push(...left);
  }
  return parsed;
}
