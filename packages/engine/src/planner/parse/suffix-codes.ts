/**
 * Values that close with a short code in capitals on some rows only: `18.04 LTS` beside `18.10`,
 * `Model X SE` beside `Model X`. The code said alone ("how many are lts", "lts vs non lts")
 * stands for every value it closes; "non"/"not" before it for the values it does not close.
 */
import type { IndexedColumn } from '../schema-index';
import type { ParseState } from './state';
import type { ValueHit } from './values';

/** A code closing a value: a space, then two to five capitals. */
const CODE = /\s([A-Z]{2,5})$/;

/**
 * The code closing some of a text column's values, with the values it closes and the rest: one
 * code, closing at least three values, the other values (at least three) closed by no code.
 */
export function suffixCode(c: IndexedColumn): { code: string; closed: string[]; open: string[] } | undefined {
  if (!/CHAR/i.test(c.type) || c.values.size < 6) return undefined;
  const values = [...c.values.values()];
  const codes = new Set(values.map((v) => CODE.exec(v)?.[1]).filter((x): x is string => x !== undefined));
  if (codes.size !== 1) return undefined;
  const [code] = [...codes] as [string];
  const closed = values.filter((v) => v.endsWith(` ${code}`));
  const open = values.filter((v) => !v.endsWith(` ${code}`));
  if (closed.length < 3 || open.length < 3) return undefined;
  // the code is no word of the values' own (a name ending in "USA" on some rows of a place list)
  if (values.some((v) => /\p{Ll}/u.test(v.replace(CODE, '')))) return undefined;
  return { code, closed, open };
}

/** Reads the code said alone as value hits of the values it closes (in place). */
export function readSuffixCodes(s: ParseState): void {
  const { toks, index } = s;
  for (const c of index.columns) {
    const found = suffixCode(c);
    if (!found) continue;
    const lower = found.code.toLowerCase();
    for (const t of toks) {
      if (t.word !== lower || (t.used && t.used !== 'value')) continue;
      for (const h of s.valueHits.filter((x) => x.positions.includes(t.i)))
        s.valueHits.splice(s.valueHits.indexOf(h), 1);
      const before = toks[t.i - 1];
      const negate = before !== undefined && /^(non|not)$/.test(before.word) && !before.used;
      if (negate) before.used = 'value';
      t.used = 'value';
      const hit: ValueHit = {
        column: c,
        values: negate ? found.open : found.closed,
        positions: negate ? [before.i, t.i] : [t.i],
        negate: false,
      };
      s.valueHits.push(hit);
    }
  }
}
