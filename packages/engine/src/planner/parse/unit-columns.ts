/**
 * Units said in a question that settle which column it means, and comparatives that compare a
 * number rather than name a column:
 * - "the average length … in km" over `Length (km)` and `Length (mi)`: of the columns one word
 *   fits equally well, the one whose name says the unit the question says;
 * - "longer than 5,000 km": "longer" before "than" and a number is the comparison, not a column
 *   of its own (the column is the one the unit or the comparative names).
 */
import { NUMBER_SCALES } from '../number-words';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { ColumnHit } from './columns';
import type { Tok } from './types';

/** Unit words of questions, by the unit as column names write it. */
const UNIT_WORDS: Record<string, string[]> = {
  km: ['km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers'],
  mi: ['mi', 'mile', 'miles'],
  m: ['m', 'metre', 'metres', 'meter', 'meters'],
  ft: ['ft', 'foot', 'feet'],
  kg: ['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  mph: ['mph'],
  'km/h': ['kmh', 'kph'],
  cm: ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
  mm: ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'],
  g: ['g', 'gram', 'grams'],
  mg: ['mg', 'milligram', 'milligrams'],
  ppm: ['ppm'],
  in: ['inch', 'inches'],
  kw: ['kw', 'kilowatt', 'kilowatts'],
  hp: ['hp', 'horsepower'],
};
Object.setPrototypeOf(UNIT_WORDS, null);

const UNIT_OF_WORD: Record<string, string> = Object.create(null);
for (const [unit, words] of Object.entries(UNIT_WORDS)) for (const w of words) UNIT_OF_WORD[w] = unit;

/** The unit a column's name says in parentheses or as its last word ("Length (km)", "speed_mph"). */
export function unitOfColumn(column: IndexedColumn): string | undefined {
  const inParens = /\(([^)]*)\)\s*$/.exec(column.name)?.[1]?.trim().toLowerCase();
  if (inParens && UNIT_WORDS[inParens]) return inParens;
  const last = column.name
    .toLowerCase()
    .split(/[^a-z/]+/)
    .filter(Boolean)
    .at(-1);
  return last && UNIT_WORDS[last] && last.length > 1 ? last : undefined;
}

/** The unit a token says ("km", "miles", "km/h" read as "km" then "h"). */
function unitSaid(toks: Tok[], i: number): string | undefined {
  const t = toks[i];
  if (!t) return undefined;
  if (t.word === 'km' && toks[i + 1]?.word === 'h') return 'km/h';
  return UNIT_OF_WORD[t.word];
}

/**
 * Hits whose word fits several columns that differ by unit keep the column of the unit the
 * question says elsewhere ("in km"); the unit's word is then that column's. Other hits are kept.
 */
export function pickColumnsByUnit(toks: Tok[], hits: ColumnHit[]): void {
  for (const hit of hits) {
    if (!hit.alternatives.length) continue;
    const options = [hit.column, ...hit.alternatives];
    for (let i = 0; i < toks.length; i++) {
      const unit = unitSaid(toks, i);
      if (!unit || hit.positions.includes(i)) continue;
      const fits = options.filter((c) => unitOfColumn(c) === unit);
      if (fits.length !== 1) continue;
      hit.column = fits[0] as IndexedColumn;
      hit.alternatives = [];
      for (const p of unit === 'km/h' ? [i, i + 1] : [i]) if (!toks[p]!.used) toks[p]!.used = 'column';
      break;
    }
  }
}

const COMPARATIVE =
  /^(longer|shorter|taller|higher|lower|faster|slower|heavier|lighter|bigger|larger|smaller|wider|deeper|older|younger)$/;

/**
 * "longer than 5,000 km": a comparative taken as a column's only word, right before "than" and a
 * number, is given back to the comparison (the hit is dropped and the word left free).
 */
export function freeComparatives(
  toks: Tok[],
  hits: ColumnHit[],
  isNumber: (t: Tok | undefined) => boolean,
): void {
  for (let k = hits.length - 1; k >= 0; k--) {
    const hit = hits[k] as ColumnHit;
    if (hit.positions.length !== 1) continue;
    const at = hit.positions[0] as number;
    const t = toks[at] as Tok;
    if (!COMPARATIVE.test(t.word) || toks[at + 1]?.word !== 'than' || !isNumber(toks[at + 2])) continue;
    t.used = undefined;
    hits.splice(k, 1);
  }
}

/**
 * The one number column whose name says the unit written right after a number ("over 3000 miles"
 * over `Length (mi)`); undefined when no column or several say it.
 */
export function columnOfUnitAfter(
  toks: Tok[],
  at: number,
  columns: IndexedColumn[],
): IndexedColumn | undefined {
  const unit = unitSaid(toks, at + 1);
  if (!unit) return undefined;
  let fits = columns.filter((c) => unitOfColumn(c) === unit);
  // no column says the unit: the one column named by the quantity it measures ("over 1000 km/h"
  // over a `Speed` column, "10,000 kw" over `Power`)
  const quantity = QUANTITY_OF_UNIT[unit];
  if (fits.length === 0 && quantity) fits = columns.filter((c) => c.words.some((w) => quantity.includes(w)));
  if (fits.length !== 1) return undefined;
  for (const p of unit === 'km/h' ? [at + 1, at + 2] : [at + 1])
    if (!toks[p]!.used) toks[p]!.used = 'compare';
  return fits[0];
}

/**
 * The column a comparison is on, given the unit written right after its number: the column taken
 * when its name says that unit or the quantity it measures ("more than 10,000 kw of power"), else
 * the one column that does ("the first year a design went over 1000 km/h": Speed, not the year);
 * the unit's words are then placed.
 */
export function columnForUnitAfter(
  toks: Tok[],
  at: number,
  column: IndexedColumn,
  columns: IndexedColumn[],
): IndexedColumn {
  const unit = unitSaid(toks, at + 1);
  if (!unit) return column;
  const quantity = QUANTITY_OF_UNIT[unit] ?? [];
  const fits = (c: IndexedColumn) => unitOfColumn(c) === unit || c.words.some((w) => quantity.includes(w));
  const other = columns.filter(fits);
  const picked = fits(column) ? column : other.length === 1 ? other[0]! : undefined;
  if (!picked) return column;
  for (const p of unit === 'km/h' ? [at + 1, at + 2] : [at + 1])
    if (!toks[p]!.used) toks[p]!.used = 'compare';
  return picked;
}

/** The quantities a unit measures, as words of the columns holding them. */
const QUANTITY_OF_UNIT: Record<string, string[]> = {
  'km/h': ['speed', 'velocity'],
  mph: ['speed', 'velocity'],
  kw: ['power'],
  hp: ['power', 'horsepower'],
  kg: ['weight', 'mass'],
  lb: ['weight', 'mass'],
  km: ['range', 'distance'],
  mi: ['range', 'distance'],
};
Object.setPrototypeOf(QUANTITY_OF_UNIT, null);

/** The unit as column names write it of a word said for it ("miles" → mi, "metres" → m). */
export const unitOfWord = (word: string): string | undefined => UNIT_OF_WORD[word.toLowerCase()];

/** Scale words after an amount, by their factor: the number words' scales and their short forms. */
const SCALE: Record<string, number> = {
  ...NUMBER_SCALES,
  k: 1e3,
  m: 1e6,
  mn: 1e6,
  b: 1e9,
  bn: 1e9,
  trillion: 1e12,
};
Object.setPrototypeOf(SCALE, null);
/** An amount said with a currency symbol: the symbol, the digits, a scale word. */
const AMOUNT = /([$€£])\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|mn|bn|b|thousand|million|billion|trillion)?\b/gi;

/**
 * "more than $50 billion": the number `value` said in a currency is compared on the data's one
 * column of amounts in that currency (its unit recorded at load), whatever noun stands before it
 * ("how many seasons caused more than $50 billion"). Undefined when the question does not say
 * this number in a currency or the data has no single such column.
 */
export function currencyColumn(
  question: string,
  index: DatasetIndex,
  value: number,
): IndexedColumn | undefined {
  const said = [...question.matchAll(AMOUNT)].find((m) => {
    const amount = Number(m[2]!.replace(/,/g, '')) * (m[3] ? (SCALE[m[3].toLowerCase()] ?? 1) : 1);
    return Math.abs(amount - value) <= 1e-9 * Math.max(1, Math.abs(value));
  });
  if (!said) return undefined;
  const units = new Map(index.info.columns.map((c) => [c.name, c.unit]));
  const amounts = index.columns.filter((c) => units.get(c.name) === said[1]);
  return amounts.length === 1 ? amounts[0] : undefined;
}
