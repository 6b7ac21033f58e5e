/**
 * A column of how each row was paid (`Payment`, `Payment Method`, `Paid By`, `Tender`: Card,
 * Cash, Invoice): "paid in cash", "paid by card", "pay with apple pay" name that column's value,
 * the verb no amount. The question is read with the value said beside its column's name; the
 * reading is kept only when it places every word.
 */
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex } from './schema-index';

const guard = rewriteGuard();

const METHOD_NAME = /^(payment|payments|method|tender|paid|pay)$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question read with "paid in X" said as "with <column> X", or undefined. */
export function parsePaidBy(question: string, index: DatasetIndex, parse: (q: string) => Parsed): Parsed | undefined {
  if (guard.busy || !/\b(paid|pay|paying|pays|payed)\b/i.test(question)) return undefined;
  const methods = index.columns.filter(
    (c) => /CHAR/i.test(c.type) && c.values.size >= 2 && c.values.size <= 20 && c.words.some((w) => METHOD_NAME.test(w)),
  );
  if (methods.length !== 1) return undefined;
  const c = methods[0]!;
  const values = [...c.values.values()].sort((a, b) => b.length - a.length).map(escape);
  const re = new RegExp(`\\b(?:paid|pay|paying|pays|payed)\\s+(?:in|by|with|using|via|on)\\s+(?:a\\s+|an\\s+)?(${values.join('|')})\\b`, 'gi');
  const text = question.replace(re, (_said, value: string) => `with ${c.name} ${value}`);
  if (text === question) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  if (!parsed?.query || parsed.clarify || parsed.ignored.length) return undefined;
  return parsed;
}
