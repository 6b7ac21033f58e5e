/**
 * The column of group headings a report's rows were listed under (`Group`, made at load from a
 * heading row above each group: a property above its units, a region above its stores). People
 * call the groups by what they are ("by property", "which property", "each site"), a noun no
 * column or value of the table takes. Such a noun said where a grouping goes (after by, which,
 * per, each, every, what) reads that column; the reading is kept when it places every word.
 */
import { FUNCTION_WORDS } from '../lexicon';
import type { DatasetIndex } from '../schema-index';
import { stem } from '../text';
import { GRAIN_WORDS } from './time';
import { rewriteGuard } from './reparse';
import type { Parsed } from './types';

const guard = rewriteGuard();
const SLOT = /\b(by|which|per|each|every|what)\s+([a-z]{4,})\b/gi;

/** The question read with the groups' noun as the `Group` column, or undefined. */
export function parseGroupNoun(question: string, index: DatasetIndex, parse: (q: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const group = index.columns.find((c) => c.words.length === 1 && c.words[0] === 'group' && /CHAR/i.test(c.type));
  if (!group || group.values.size < 2 || group.values.size > 50) return undefined;
  const known = (word: string) => {
    const s = stem(word);
    return (
      FUNCTION_WORDS.has(word) ||
      GRAIN_WORDS[s] !== undefined ||
      index.valueWords.has(word) ||
      index.valueWords.has(s) ||
      index.columns.some((c) => c.words.some((w) => w === word || w === s || stem(w) === s))
    );
  };
  let replaced = false;
  const text = question.replace(SLOT, (all: string, before: string, word: string) => {
    if (replaced || known(word.toLowerCase())) return all;
    replaced = true;
    return `${before} ${/(ies|s)$/i.test(word) ? 'groups' : 'group'}`;
  });
  if (!replaced) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  if (!parsed?.query || parsed.clarify || parsed.ignored.length) return undefined;
  return JSON.stringify(parsed.query).includes(JSON.stringify(group.name)) ? parsed : undefined;
}
