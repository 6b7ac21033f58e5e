/**
 * "avg csat score", "the nps rating by region", "median gdp figure": a word for a number said
 * right after the whole name of a number column adds nothing to it, so it is left out before the
 * question is read. Never when a column of the data is named with that word (a `Score` column
 * is what "score" means there).
 */
import { isNumericType } from '../../data/duck';
import { escapeRegExp } from '../../data/regexp';
import type { DatasetIndex } from '../schema-index';
import { splitWords } from '../text';

const GENERIC = ['score', 'scores', 'rating', 'ratings', 'figure', 'figures', 'value', 'values', 'level', 'levels', 'reading', 'readings'];

/** The words a person says for a column: its name without bracketed units or numbers. */
function spokenWords(name: string): string[] {
  return splitWords(name.replace(/[([].*?[)\]]/g, ' ')).filter((w) => /[a-z]/.test(w));
}

export function withGenericNounDropped(question: string, index: DatasetIndex): string {
  const named = new Set(index.columns.flatMap((c) => splitWords(c.name)));
  const generic = GENERIC.filter((g) => !named.has(g) && !named.has(g.replace(/s$/, '')));
  if (!generic.length) return question;
  let out = question;
  for (const c of index.columns) {
    if (!isNumericType(c.type)) continue;
    const words = spokenWords(c.name);
    if (!words.length || words.join('').length < 3) continue;
    // ("have an HDI value" asks which rows hold one: left to that reading)
    const re = new RegExp(
      `(?<!\\b(?:a|an|any|some|no|with|without)\\s+)\\b(${words.map(escapeRegExp).join('[\\s_-]+')})\\s+(?:${generic.join('|')})\\b`,
      'gi',
    );
    out = out.replace(re, '$1');
  }
  return out;
}
