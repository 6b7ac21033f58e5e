/**
 * Cells that give one measure in two units, the second in parentheses: "1,700 m (5,577 ft)",
 * "828 m (2,717 ft)", "12 km (7.5 mi)". The first number is the column's value; the second
 * unit is read as a column of its own ("Main span (ft)"), computed from the cells, so "in feet"
 * names it and totals, averages and comparisons in feet run over its numbers.
 */
import { quoteIdent, sqlValue } from '../../data/sql';
import { splitWords, stem } from '../text';
import type { ColumnMention, Word } from './mentions';
import { numericColumn, type ListColumn } from './table';

/** Units a second number in a cell may be written in. */
const SECOND_UNITS = new Set(['m', 'ft', 'km', 'mi', 'kg', 'lb', 'lbs', 'cm', 'mm', 'sq mi', 'km2', 'mph', 'km/h', 't', 'st']);

/** The unit of the number in parentheses after a first number and its unit ("1,700 m (5,577 ft)" → ft). */
export function secondUnit(written: string): string | undefined {
  // (a square unit written with a superscript, "km²", is the same as "km2")
  const cell = written.replace(/²/g, '2');
  const m = /^\s*[^\d(]*[\d.,]+\s*([a-z][a-z/2 ]*?)\s*\(\s*[~≈]?\s*[\d.,]+\s*([a-z][a-z/2 ]*?)\s*\)/i.exec(cell);
  if (!m) return undefined;
  const [first, second] = [(m[1] as string).toLowerCase(), (m[2] as string).toLowerCase()];
  return first !== second && SECOND_UNITS.has(first) && SECOND_UNITS.has(second) ? second : undefined;
}

/** The number written before a unit in a cell: "1,700 m (5,577 ft)", ft → 5577. */
export function numberBefore(written: string, unit: string): number | undefined {
  const cell = written.replace(/²/g, '2');
  const escaped = unit.replace(/[/]/g, '\\/');
  const m = new RegExp(`([\\d.,]*\\d)\\s*${escaped}(?![a-z])`, 'i').exec(cell);
  if (!m) return undefined;
  const n = Number((m[1] as string).replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The second-unit column of a text column whose cells (four in five) give a measure in two
 * units, with the cells it reads; undefined for other columns.
 */
export function secondUnitColumn(column: ListColumn, cells: (string | null)[]): { column: ListColumn; cells: (string | null)[] } | undefined {
  if (column.numeric || column.temporal || column.expr) return undefined;
  const written = cells.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const units = written.map(secondUnit);
  const unit = units[0];
  if (!unit || units.filter((u) => u === unit).length < 0.8 * written.length) return undefined;
  const name = `${column.name} (${unit})`;
  const text = `replace(replace(CAST(${quoteIdent(column.name)} AS VARCHAR), ',', ''), '²', '2')`;
  const pattern = `([0-9]+(\\.[0-9]+)?)\\s*${unit.replace(/[/]/g, '\\/')}([^a-z]|$)`;
  const values = cells.map((v) => {
    const n = v === null ? undefined : numberBefore(v, unit);
    return n === undefined ? null : String(n);
  });
  return {
    column: numericColumn(name, `TRY_CAST(regexp_extract(lower(${text}), ${sqlValue(pattern)}, 1) AS DOUBLE)`, {
      stems: splitWords(name).map(stem),
      uniqueness: column.uniqueness,
      inUnit: unit,
    }),
    cells: values,
  };
}

/** Words that say a unit, by the unit as cells write it. */
const UNIT_WORDS: Record<string, RegExp> = {
  m: /^(m|metres?|meters?)$/,
  ft: /^(ft|foot|feet)$/,
  km: /^(km|kilomet(re|er)s?)$/,
  mi: /^(mi|miles?)$/,
  kg: /^(kg|kilograms?|kilos?)$/,
  lb: /^(lbs?|pounds?)$/,
  lbs: /^(lbs?|pounds?)$/,
  cm: /^(cm|centimet(re|er)s?)$/,
  mm: /^(mm|millimet(re|er)s?)$/,
  mph: /^mph$/,
  'sq mi': /^(sq|square)?(mi|miles?)$/,
  km2: /^(km2|km²|sq ?km|square ?kilomet(re|er)s?)$/,
};
Object.setPrototypeOf(UNIT_WORDS, null);

/**
 * The column mentions without those of a second-unit column when the question does not say its
 * unit: "the tallest tower" ranks by the height as first written, "in feet" by the feet. When
 * the unit is said, the words naming the column it is computed from name it instead ("average
 * top speed in mph" is the mph, not the first number of the cells).
 */
export function withoutUnsaidUnits(mentions: ColumnMention[], words: Word[], columns: ListColumn[]): ColumnMention[] {
  const said = (c: ListColumn) => {
    if (c.inUnit === undefined) return false;
    const unit = UNIT_WORDS[c.inUnit] ?? new RegExp(`^${c.inUnit.replace(/[^a-z0-9]/gi, '')}$`);
    return words.some((w) => unit.test(w.text));
  };
  // the column each said second unit is computed from ("Speed (mph)" from "Speed")
  const insteadOf = new Map<string, number>();
  columns.forEach((c, i) => {
    if (c.inUnit !== undefined && said(c)) insteadOf.set(c.name.slice(0, -` (${c.inUnit})`.length), i);
  });
  const out: ColumnMention[] = [];
  for (const m of mentions) {
    const c = columns[m.column];
    if (c?.inUnit !== undefined && !said(c)) continue;
    const column = insteadOf.get(c?.name ?? '') ?? m.column;
    if (!out.some((o) => o.column === column && o.start === m.start)) out.push({ ...m, column });
  }
  return out;
}

/** Words that compare a number said after them: "faster than", "over", "at least", "under". */
const COMPARING = /^(than|over|above|under|below|exceeding|least|most)$/;

/**
 * Whether a cell named by the number it starts with ("150 km/h" of "150 km/h (93 mph)") is
 * rather a number compared ("faster than 150 km/h"): the comparison reads it, not the cell.
 */
export function comparedNumberCell(m: { start: number; end: number }, words: Word[]): boolean {
  return /^\d/.test(words[m.start]?.text ?? '') && COMPARING.test(words[m.start - 1]?.text ?? '');
}
