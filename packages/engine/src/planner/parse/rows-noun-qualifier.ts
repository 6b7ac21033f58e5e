/**
 * The rows' own noun before a one-word column ("by campaign type" over a list of email campaigns
 * with a `Type` column and a `Campaign ID`): "campaign" says whose type it is, not the campaign
 * id. When the noun is a word of the dataset's name, the next word is a column's whole one-word
 * name, and no column is named by the two words together, the question is read without the
 * noun; the reading is kept only when it places every word. A word of the name that is a value
 * of the data (`germany_korea_demography`: "korea fertility") is that value, not the rows' noun.
 */
import { stem } from '../text';
import type { DatasetIndex } from '../schema-index';
import { rewriteGuard } from './reparse';
import type { Parsed } from './types';

const guard = rewriteGuard();

/** The question read with the rows' noun before a one-word column left out, or undefined. */
export function parseRowsNounQualifier(question: string, index: DatasetIndex, parse: (q: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const nouns = new Set(
    index.info.name
      .toLowerCase()
      .split(/[^a-z]+/)
      // (a word of the name that is a value of the data, `germany_korea_…`, names those rows)
      // (only a plural of the name, the rows' noun: `campaigns`, not `longest` of longest_rail_tunnels;
      // never one that is a column's whole name, `affairs`)
      .filter(
        (w) =>
          w.length >= 4 &&
          /s$/.test(w) &&
          !index.valueWords.has(w) &&
          !index.valueWords.has(stem(w)) &&
          !index.columns.some((c) => c.words.length === 1 && (c.words[0] === w || c.words[0] === stem(w))),
      )
      .map(stem),
  );
  if (!nouns.size) return undefined;
  const oneWord = new Set(index.columns.filter((c) => c.words.length === 1).map((c) => c.words[0]!));
  const named = (a: string, b: string) => index.columns.some((c) => c.words.length >= 2 && c.words.join(' ').startsWith(`${a} ${b}`));
  const text = question.replace(/\b([a-z]+)\s+(?=([a-z]+)\b)/gi, (said, a: string, b: string) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return nouns.has(stem(x)) && oneWord.has(y) && !named(x, y) && !named(stem(x), y) ? '' : said;
  });
  if (text === question) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  if (!parsed?.query || parsed.clarify || parsed.ignored.length) return undefined;
  return parsed;
}
