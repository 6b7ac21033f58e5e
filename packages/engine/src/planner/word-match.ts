/** Typo tolerance: an edit distance and the rule for when a word may be a typo of another. */

/** Damerau–Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 0; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** Whether `a` may be a typo of `b`: one edit for words of 5–7 letters, two from 8, a swap in four. */
export function typoOf(a: string, b: string): boolean {
  if (a === b || /\d/.test(a) || /\d/.test(b)) return false;
  // four-letter words: only two swapped letters ("olso" → "oslo")
  if (a.length === 4 && b.length === 4)
    return a[0] === b[0] && [...a].sort().join('') === [...b].sort().join('') && editDistance(a, b, 1) === 1;
  if (a.length < 5 || b.length < 5) return false;
  if (a[0] !== b[0] && a.length < 8) return false;
  const allowed = Math.min(a.length, b.length) >= 8 ? 2 : 1;
  return editDistance(a, b, allowed) <= allowed;
}
