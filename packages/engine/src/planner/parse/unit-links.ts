/**
 * Units said beside a column's words link to the columns whose headers name that unit
 * ("Body Mass (g)", "Depth (mm)", "Length (km)"):
 * - "the average depth in mm": the unit said right after a column that has it belongs to that
 *   column; it names no second column;
 * - "the heaviest one in grams": a unit said alone stands for the one column whose header names
 *   it; when several do ("Length (mm)", "Depth (mm)"), they are kept as alternatives, so the
 *   reply asks which one was meant rather than guessing.
 * A unit right after a number ("over 5000 g") is the number's, read by the comparisons.
 */
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { ColumnHit } from './columns';
import type { Tok } from './types';
import { unitOfColumn, unitOfWord } from './unit-columns';

const NUMBER = /^-?\d[\d,]*(\.\d+)?$/;

/** The unit token `t` says, unless it is a one-letter unit not introduced by "in" or "per". */
function unitAt(toks: Tok[], i: number): string | undefined {
  const t = toks[i];
  if (!t) return undefined;
  const unit = unitOfWord(t.word);
  if (!unit) return undefined;
  if (t.word.length === 1 && !/^(in|per)$/.test(toks[i - 1]?.word ?? '')) return undefined;
  return unit;
}

/** Whether the hit's words are only its column's unit ("mm" alone for `Depth (mm)`). */
function onlyUnit(toks: Tok[], hit: ColumnHit): boolean {
  const unit = unitOfColumn(hit.column);
  return !!unit && hit.positions.every((p) => unitAt(toks, p) === unit || unitOfWord(toks[p]!.word) === unit);
}

/**
 * Gives each unit word of the question to the column it belongs with: the column said just
 * before it when that column has the unit (dropping a hit made of that unit alone), else the one
 * column with that unit, else the columns with it as alternatives. Changes `hits` in place.
 */
export function linkUnitWords(toks: Tok[], index: DatasetIndex, hits: ColumnHit[]): void {
  const withUnit = index.columns.filter((c) => unitOfColumn(c) !== undefined);
  if (!withUnit.length) return;
  for (let i = 0; i < toks.length; i++) {
    const unit = unitAt(toks, i);
    if (!unit || toks[i]!.used || NUMBER.test(toks[i - 1]?.word ?? '')) continue;
    const owners = withUnit.filter((c) => unitOfColumn(c) === unit);
    if (!owners.length) continue;
    // the unit's own hit (the unit alone), if the column finder made one
    const alone = hits.find((h) => h.positions.includes(i) && onlyUnit(toks, h));
    const other = hits.find((h) => h.positions.includes(i) && h !== alone);
    if (other) continue;
    const before = i > 0 && toks[i - 1]!.word === 'in' ? i - 2 : i - 1;
    const said = hits.find(
      (h) => h !== alone && h.positions.includes(before) && owners.includes(h.column) && !h.alternatives.length,
    );
    if (said) {
      if (alone) hits.splice(hits.indexOf(alone), 1);
      said.positions.push(i);
      continue;
    }
    if (alone) continue;
    // a unit alone, said of no column the question already names (nor of a column in doubt,
    // which the unit settles later)
    if (hits.some((h) => [h.column, ...h.alternatives].some((c) => owners.includes(c)))) continue;
    const [first, ...rest] = owners as [IndexedColumn, ...IndexedColumn[]];
    hits.push({ column: first, positions: [i], score: 0.8, alternatives: rest, full: false, strength: 'words' });
  }
}
