/**
 * Names that open with a short code in capitals, from a small family of codes covering the column
 * (`LK Hof` / `SK Hof` for rural and city districts, `FC …` / `SC …`, `NY-…`): the code said alone
 * ("how many SK", "SK vs LK", "avg pop of the LK districts") stands for every value it opens.
 */
import type { IndexedColumn } from '../schema-index';
import { STOP } from '../text';
import type { ParseState } from './state';
import type { ValueHit } from './values';

/** A code opening a value: two to four capitals, then a space or a hyphen. */
const CODE = /^([A-Z]{2,4})[\s-]+\S/;

/**
 * The codes opening a text column's values, each with its values: two to six codes, each opening
 * at least three values, together opening at least nine in ten of them.
 */
export function prefixCodes(c: IndexedColumn): Map<string, string[]> | undefined {
  if (!/CHAR/i.test(c.type)) return undefined;
  const values = [...(c.values.size ? c.values : (c.cells ?? new Map<string, string>())).values()];
  if (values.length < 6) return undefined;
  const byCode = new Map<string, string[]>();
  for (const v of values) {
    const code = CODE.exec(v)?.[1];
    if (code) byCode.set(code, [...(byCode.get(code) ?? []), v]);
  }
  const kept = [...byCode].filter(([, vs]) => vs.length >= 3);
  const covered = kept.reduce((n, [, vs]) => n + vs.length, 0);
  if (kept.length < 2 || kept.length > 6 || covered < 0.9 * values.length) return undefined;
  return new Map(kept);
}

/** Reads the codes said alone as value hits of every value they open (in place). */
export function readPrefixCodes(s: ParseState): void {
  const { toks, index } = s;
  for (const c of index.columns) {
    const codes = prefixCodes(c);
    if (!codes) continue;
    for (const [code, values] of codes) {
      const lower = code.toLowerCase();
      // (a code read alone as one of the values it opens, by its initials or a word of it, is all of
      // them; a whole value said with it, "LK Hof", stays that value)
      const opened = (x: (typeof toks)[number]) =>
        s.valueHits
          .filter((h) => h.positions.includes(x.i))
          .every(
            (h) =>
              h.positions.length === 1 && h.column === c && h.values.every((v) => values.includes(String(v))),
          );
      const t = toks.find((x) => x.word === lower && (!x.used || (x.used === 'value' && opened(x))));
      if (!t) continue;
      for (const h of s.valueHits.filter((x) => x.positions.includes(t.i)))
        s.valueHits.splice(s.valueHits.indexOf(h), 1);
      t.used = 'value';
      const hit: ValueHit = { column: c, values, positions: [t.i], negate: false };
      s.valueHits.push(hit);
    }
  }
  readOpeningWords(s);
}

/**
 * What opens a value as a family name: the part of a path before its first `/` (`Europe/Paris`),
 * or a code of three to five capitals before a space, a hyphen or a digit (`KPNO-Tau 1`,
 * `IRAS04108+2803`).
 */
const OPENING = /^([A-Za-z]{2,}(?:[ _-][A-Za-z]+)*)\/\S|^([A-Z]{3,5})(?=[\s\d+-])/;

/**
 * A word said alone that opens at least three values of one text column and nothing else of the
 * question took ("how many KPNO sources", "zones in Europe/"): every value it opens. Only when it
 * opens values of that one column and is not a value of its own, and never a function word ("the"
 * opening descriptions written in capitals, `THE OLD MILL INV 12` is no code named by "what's the").
 */
function readOpeningWords(s: ParseState): void {
  const { toks, index } = s;
  for (const t of toks) {
    if (t.used || t.word.length < 3 || !/^[a-z]+$/.test(t.word) || STOP.has(t.word)) continue;
    const found: { column: IndexedColumn; values: string[] }[] = [];
    for (const c of index.columns) {
      if (!/CHAR/i.test(c.type)) continue;
      const values = [...(c.values.size ? c.values : (c.cells ?? new Map<string, string>())).values()];
      if (values.some((v) => v.toLowerCase() === t.word)) continue;
      const opened = values.filter((v) => {
        const m = OPENING.exec(v);
        return (m?.[1] ?? m?.[2])?.toLowerCase() === t.word;
      });
      // a capital code standing out of names written in small letters ("VIP Members", "EMEA Partners")
      // names its one value too
      const standsOut =
        opened.length === 1 &&
        /^[A-Z]{2,5}\s+[A-Z]?[a-z]/.test(opened[0]!) &&
        values.filter((v) => /[a-z]/.test(v)).length >= values.length / 2;
      if (opened.length >= 3 || standsOut) found.push({ column: c, values: opened });
    }
    if (found.length !== 1) continue;
    t.used = 'value';
    s.valueHits.push({ column: found[0]!.column, values: found[0]!.values, positions: [t.i], negate: false });
  }
}
