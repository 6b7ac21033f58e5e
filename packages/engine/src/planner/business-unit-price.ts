/**
 * A price per unit of what was sold, said with the money sign over the unit: "€/kwh", "$ per
 * kwh", "eur per kwh", "revenue per kwh". Over a table with one money column (`Amount (EUR)`, a
 * `$` unit) and one column headed with that unit (`Energy (kWh)`), it is the money's total over
 * the unit's total for the rows kept — a ratio of sums, never the mean of each row's price, which
 * weighs a small sale like a large one. Left to the other readings when either column is missing
 * or two fit.
 */
import { isNumericType } from '../data/duck';
import { asRatio } from './business-ratios';
import { clarifyUnplaced } from './parse/clarify';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';
import { splitWords } from './text';

/** "€/kwh", "$ per kwh", "eur per kwh", "revenue per kwh": the unit said is group 1. */
const PER_UNIT =
  /(?:[€$£]|\b(?:eur|euros?|usd|dollars?|gbp|pounds?|revenue|income|money))\s*(?:\/|\bper\b)\s*([a-z][a-z0-9]*)\b/gi;

const MONEY_NAME = /\$|€|£|\b(usd|eur|gbp)\b/i;

const numeric = (c: IndexedColumn) => isNumericType(c.type) && c.flagTrue === undefined && !c.yearLike;

/** The one money column to add up: among several, the one named as the amount or revenue. */
function moneyColumn(index: DatasetIndex): IndexedColumn | undefined {
  const money = index.columns.filter((c) => numeric(c) && MONEY_NAME.test(c.name));
  if (money.length <= 1) return money[0];
  const main = money.filter((c) =>
    c.words.some((w) => /^(amount|amt|revenue|total|price|charge|charged)$/.test(w)),
  );
  return main.length === 1 ? main[0] : undefined;
}

/** The one number column whose header names the unit (`Energy (kWh)` for "kwh"). */
function unitColumn(index: DatasetIndex, unit: string): IndexedColumn | undefined {
  const found = index.columns.filter((c) => numeric(c) && c.words.includes(unit.toLowerCase()));
  return found.length === 1 ? found[0] : undefined;
}

const guard = rewriteGuard();

/** The question read with its price per unit as a ratio of two totals, or undefined. */
export function parseUnitPrice(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const said = [...question.matchAll(PER_UNIT)];
  if (!said.length) return undefined;
  const units = new Set(said.map((m) => m[1]!.toLowerCase()));
  if (units.size !== 1) return undefined;
  const money = moneyColumn(index);
  const per = unitColumn(index, [...units][0]!);
  if (!money || !per || money === per) return undefined;
  const words = splitWords(money.name).join(' ');
  // the figure said once: its first mention becomes the money's total, a second one is dropped
  let first = true;
  const text = question
    .replace(PER_UNIT, () => {
      const out = first ? ` total ${words} ` : ' ';
      first = false;
      return out;
    })
    .replace(/\b(avg|average|mean)\s+total\b/i, 'total')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const parsed = guard.reparseOnce(parse, text);
  const q = parsed?.query;
  if (!parsed) return undefined;
  // the price is understood: words left over are asked about, never dropped from another reading
  if (parsed.clarify) return { ...parsed, firm: true };
  if (!q) return undefined;
  if (parsed.ignored.length) return { ...clarifyUnplaced(index, question, parsed.ignored), firm: true };
  const query = asRatio(q, money.name, per.name);
  return query ? { ...parsed, query } : undefined;
}
