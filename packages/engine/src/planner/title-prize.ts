/**
 * "who won album of the year in 2012" over a table named `grammy_album_of_the_year`: the prize a
 * list of winners is named after, said after a verb of winning, is the table itself, never a column
 * that shares one of its words (the Album column). The phrase is left out of the question.
 */

const WIN_VERB = /^(won|win|wins|winning|got|received|took|awarded)$/;
const FUNCTION = /^(of|the|a|an|and|for|in|to)$/;

/** The question without a run of the table's name said right after a verb of winning; as it was otherwise. */
export function withoutTitlePrize(question: string, dataset: string): string {
  const name = dataset.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  if (name.length < 3) return question;
  const words = question.split(/\s+/);
  const lower = words.map((w) => w.toLowerCase().replace(/[^a-z0-9']/g, ''));
  for (let i = 1; i < lower.length; i++) {
    const verbAt = WIN_VERB.test(lower[i - 1] ?? '') ? i - 1 : lower[i - 1] === 'the' && WIN_VERB.test(lower[i - 2] ?? '') ? i - 2 : -1;
    if (verbAt < 0) continue;
    // the longest run of the name's words, in the name's order, starting here
    let best = 0;
    for (let s = 0; s < name.length; s++) {
      let n = 0;
      while (s + n < name.length && lower[i + n] === name[s + n]) n++;
      best = Math.max(best, n);
    }
    const run = lower.slice(i, i + best);
    if (best >= 3 && run.filter((w) => !FUNCTION.test(w)).length >= 2 && !FUNCTION.test(run[run.length - 1] ?? ''))
      return [...words.slice(0, i - (lower[i - 1] === 'the' ? 1 : 0)), ...words.slice(i + best)].join(' ');
  }
  return question;
}
