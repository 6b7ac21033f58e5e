/**
 * Status codes written in snake case (`rider_no_show`, `payment_failed_card`): people say the
 * end that tells them apart ("how many no shows"), and a "no" there is part of the code, not a
 * negation. The end of one code, two words or more, said without the words before it and held by
 * no other value, is read as the whole code; the reading is kept only when it places every word.
 */
import type { DatasetIndex } from '../schema-index';
import { rewriteGuard } from './reparse';
import type { Parsed } from './types';

const guard = rewriteGuard();

/** Each two-word-or-longer end of a snake-case value → the value's words, when only that value ends so. */
function tails(index: DatasetIndex): Map<string, string> {
  const found = new Map<string, string[]>();
  for (const c of index.columns) {
    if (!/CHAR/i.test(c.type) || c.values.size > 60) continue;
    for (const v of c.values.values()) {
      if (!/^[a-z0-9]+(?:_[a-z0-9]+){2,}$/i.test(v)) continue;
      const parts = v.toLowerCase().split('_');
      for (let k = 1; k <= parts.length - 2; k++) {
        const tail = parts.slice(k).join(' ');
        found.set(tail, [...(found.get(tail) ?? []), parts.join(' ')]);
      }
    }
  }
  return new Map([...found].filter(([, vs]) => new Set(vs).size === 1).map(([t, vs]) => [t, vs[0]!]));
}

/** The question read with a code's end said as the whole code, or undefined. */
export function parseValueTails(question: string, index: DatasetIndex, parse: (q: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  let text = question;
  for (const [tail, whole] of tails(index)) {
    const head = whole.slice(0, whole.length - tail.length).trim();
    const re = new RegExp(`(?<!\\b${head.replace(/ /g, '[\\s_]+')}[\\s_]+)\\b${tail.replace(/ /g, '[\\s_-]+')}s?\\b`, 'gi');
    text = text.replace(re, whole);
  }
  if (text === question) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  if (!parsed?.query || parsed.clarify || parsed.ignored.length) return undefined;
  return parsed;
}
