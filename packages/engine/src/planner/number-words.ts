/** Numbers written in words ("ten", "three hundred", "a dozen") and with units ("5k", "2.5m"). */
/** Number words for 0–19 and the tens, and what each stands for. */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(NUMBER_WORDS, null);
/** Number words that multiply what comes before them ("three hundred", "2 million"). */
export const NUMBER_SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(NUMBER_SCALES, null);

/**
 * Rewrites numbers written in words or with units as plain numbers: "ten" → 10, "5k" → 5000,
 * "2.5m" → 2500000, "1,200" → 1200, "a million" → 1000000,
 * "three hundred" → 300, "a dozen" → 12, "20%" stays "20%".
 */
/** The end of a comparison that a lone "one" completes as a number ("more than one", "exactly one"). */
const COMPARED_ONE =
  /\b(?:(?:more|less|fewer|greater|other|higher|lower) than|exactly|at least|at most|over|under|above|below|equal to|equals)\s+$|\b[a-z]+er than\s+(?!(?:the|a|an|that|this|any|each|every|its|their)\s)[a-z]+\s+$/i;

export function normalizeNumbers(text: string): string {
  let t = text.replace(/(\d),(\d{3})(?!\d)/g, '$1$2').replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  t = t.replace(/(\S?)\b(\d+(?:\.\d+)?)(\s?)(k|m|bn|b)\b/gi, (whole: string, before: string, n: string, space: string, u: string) => {
    // "over 500 m" is metres (a column in m), "2.5m" and "2.5 M" are millions; so is "$350m".
    if (space && u === 'm') return whole;
    // "over 4500m": a whole number of thousands or more glued to m is a length, never millions
    if (u === 'm' && /^\d{4,}$/.test(n) && !/[$€£¥]/.test(before)) return `${before}${n} m`;
    const mult = { k: 1e3, m: 1e6, b: 1e9, bn: 1e9 }[u.toLowerCase()] as number;
    return before + String(Math.round(Number(n) * mult * 1e6) / 1e6);
  });
  // "a million votes", "more than a thousand": one of the scale
  t = t.replace(/\ban? (?=(?:hundred|thousand|million|billion)\b)/gi, 'one ');
  t = t.replace(/\b(\d+(?:\.\d+)?)\s+(thousand|million|billion)\b/gi, (_, n: string, s: string) =>
    String(Math.round(Number(n) * (NUMBER_SCALES[s.toLowerCase()] as number) * 1e6) / 1e6),
  );
  t = t.replace(/\ba dozen\b/gi, '12');
  const wordRe = new RegExp(
    `\\b((?:${[...Object.keys(NUMBER_WORDS), ...Object.keys(NUMBER_SCALES)].join('|')})(?:[\\s-]+(?:and[\\s-]+)?(?:${[...Object.keys(NUMBER_WORDS), ...Object.keys(NUMBER_SCALES)].join('|')}))*)\\b`,
    'gi',
  );
  t = t.replace(wordRe, (phrase: string, _word: string, offset: number) => {
    const words = phrase
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w !== 'and');
    // "which one", "one of" stay words; "more than one", "exactly one" are the number
    if (words.length === 1 && words[0] === 'one' && !COMPARED_ONE.test(t.slice(0, offset))) return phrase;
    let total = 0;
    let current = 0;
    for (const w of words) {
      if (NUMBER_WORDS[w] !== undefined) current += NUMBER_WORDS[w] as number;
      else if (w === 'hundred') current = (current || 1) * 100;
      else {
        total += (current || 1) * (NUMBER_SCALES[w] as number);
        current = 0;
      }
    }
    return String(total + current);
  });
  return t;
}
