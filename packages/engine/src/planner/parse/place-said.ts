/**
 * Two ways lists are asked about by their own columns: "whats the #5 tour", "who is the number 3
 * seed" ask for the row ranked there ("which tour is rank 5") when the table has a rank column, and
 * "top 3 tours by number of shows" ranks by a column that already counts them (`Shows`), never by a
 * count of rows.
 */
import { stem } from '../text';
import type { DatasetIndex } from '../schema-index';

const PLACE = /^(?:what(?:'s|s| is| was)|who(?:'s|s| is| was)|which is|which was)\s+(?:the\s+)?(?:#\s?|number\s+|no\.?\s*)(\d{1,3})\s+([a-z]+)\s*\??$/i;

/** The question with a place said by "#N" read on the rank column, and "by number of X" on a column counting X. */
export function withPlaceSaid(question: string, index: DatasetIndex): string {
  let text = question;
  const rank = index.columns.find((c) => /INT|DOUBLE|DECIMAL/i.test(c.type) && c.words.length === 1 && /^(rank|ranking)$/.test(c.words[0]!));
  const m = rank ? PLACE.exec(text.trim()) : undefined;
  if (m && rank) text = `which ${m[2]} is ${rank.name.toLowerCase()} ${m[1]}`;
  // "by number of shows" over a Shows column of whole numbers: that column
  text = text.replace(/\bby (?:the )?(?:total )?number of ([a-z]+)\b/gi, (said: string, noun: string) => {
    const counted = index.columns.find(
      (c) => /INT/i.test(c.type) && c.words.length === 1 && c.words[0] === stem(noun.toLowerCase()),
    );
    return counted ? `by ${noun}` : said;
  });
  return text;
}
