/**
 * A unit said as the quantity itself: fuel, freight and stock exports head the amount bought or
 * moved `units`, `qty` or `volume` and people ask for "total diesel gallons", "the most litres",
 * "corr between gallons and discount". When no column's name says the unit, the unit word (not
 * after "per": "price per gallon" is a price) is read as the table's one quantity column.
 */
import { isNumericType } from '../data/duck';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

/** Units of volume and weight said in place of the quantity, and the words a header would say them with. */
const UNIT_WORDS: [RegExp, string[]][] = [
  [/\b(?<!per )(?:gallons?|gals?)\b/gi, ['gallon', 'gallons', 'gal', 'gals']],
  [/\b(?<!per )(?:lit(?:er|re)s?)\b/gi, ['liter', 'liters', 'litre', 'litres', 'l']],
  [/\b(?<!per )(?:kilos|kgs?|kilograms?)\b/gi, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms']],
  [/\b(?<!per )(?:pounds|lbs?)\b/gi, ['lb', 'lbs', 'pound', 'pounds']],
];

/** Words of a header that holds a quantity bought or moved. */
const QUANTITY_WORDS = new Set(['unit', 'units', 'qty', 'quantity', 'volume', 'vol']);

/** The table's one numeric column named as a quantity, if exactly one is. */
function quantityColumn(index: DatasetIndex): IndexedColumn | undefined {
  const found = index.columns.filter(
    (c) => isNumericType(c.type) && c.words.length === 1 && QUANTITY_WORDS.has(c.words[0]!),
  );
  return found.length === 1 ? found[0] : undefined;
}

const guard = rewriteGuard();

/** The question with a unit word read as the quantity column, or undefined. */
export function parseQuantityUnit(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const unit = UNIT_WORDS.find(([re]) => new RegExp(re.source, 'i').test(question));
  if (!unit) return undefined;
  const [re, words] = unit;
  const named = index.columns.some((c) => c.words.some((w) => words.includes(w)));
  const quantity = quantityColumn(index);
  if (named || !quantity) return undefined;
  const text = question
    .replace(re, quantity.name)
    .replace(/\(\s*([^()]*?)\s*\)/g, ' $1 ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const parsed = guard.reparseOnce(parse, text);
  return parsed?.query && !parsed.clarify && JSON.stringify(parsed.query).includes(`"${quantity.name}"`)
    ? parsed
    : undefined;
}
