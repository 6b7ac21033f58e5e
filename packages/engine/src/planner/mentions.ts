/**
 * Finds what a question mentions: columns (by their words, or by a business synonym when the
 * dataset has such a column) and values of categorical columns. Each mention keeps the token
 * positions it covers, so the planner can look at the words just before it ("by region",
 * "top 5 products") to decide its role.
 */
import type { DatasetIndex, IndexedColumn } from './schema-index';
import { splitWords, STOP, SYNONYMS, type Token } from './text';

export interface ColumnMention {
  column: IndexedColumn;
  /** Token indexes covered. */
  positions: number[];
  start: number;
  score: number;
}

export interface ValueMention {
  column: IndexedColumn;
  value: string;
  positions: number[];
  start: number;
}

/** Columns named in the question, longest matches first, overlapping weaker matches dropped. */
export function findColumnMentions(
  tokens: Token[],
  index: DatasetIndex,
  taken: Set<number>,
): ColumnMention[] {
  const found: ColumnMention[] = [];
  for (const column of index.columns) {
    const positions: number[] = [];
    let score = 0;
    let ok = true;
    for (const req of column.required) {
      const direct = tokens.find((t) => t.stem === req && !taken.has(t.index));
      if (direct) {
        positions.push(direct.index);
        score += 2;
        continue;
      }
      const viaSynonym = tokens.find(
        (t) => !taken.has(t.index) && !positions.includes(t.index) && (SYNONYMS[t.stem] ?? []).includes(req),
      );
      if (viaSynonym) {
        positions.push(viaSynonym.index);
        score += 1;
        continue;
      }
      ok = false;
      break;
    }
    if (!ok || positions.length === 0) continue;
    // Multi-word columns must be mentioned as a phrase, not scattered words.
    if (positions.length > 1 && Math.max(...positions) - Math.min(...positions) > positions.length) continue;
    if (
      positions.every((p) => STOP.has(tokens[p]?.stem ?? '')) &&
      column.required.length === 1 &&
      STOP.has(column.required[0] ?? '')
    ) {
      // A column named like a stop word ("month", "date") only counts when said next to "by"/"per".
      const before = tokens[(positions[0] ?? 0) - 1]?.word;
      if (!before || !['by', 'per', 'each', 'the'].includes(before)) continue;
    }
    found.push({
      column,
      positions,
      start: Math.min(...positions),
      score: score + column.stems.length * 0.1,
    });
  }
  found.sort((a, b) => b.score - a.score || b.positions.length - a.positions.length);
  const kept: ColumnMention[] = [];
  const used = new Set<number>();
  for (const m of found) {
    if (m.positions.some((p) => used.has(p))) continue;
    kept.push(m);
    m.positions.forEach((p) => used.add(p));
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Values of categorical columns said in the question ("North", "paid", "Desk Chair"). */
export function findValueMentions(tokens: Token[], index: DatasetIndex): ValueMention[] {
  const out: ValueMention[] = [];
  const used = new Set<number>();
  for (let len = 3; len >= 1; len--) {
    for (let i = 0; i + len <= tokens.length; i++) {
      const span = tokens.slice(i, i + len);
      if (span.some((t) => used.has(t.index))) continue;
      const phrase = span.map((t) => t.word).join(' ');
      const phraseStem = span.map((t) => t.stem).join(' ');
      if (len === 1 && (STOP.has(phrase) || /^\d+$/.test(phrase) || phrase.length < 2)) continue;
      const matches: { column: IndexedColumn; value: string }[] = [];
      for (const column of index.columns) {
        for (const [lower, value] of column.values) {
          const normalized = splitWords(lower).join(' ');
          if (normalized === phrase || normalized === phraseStem) matches.push({ column, value });
        }
      }
      if (matches.length === 0) continue;
      const best = matches[0] as { column: IndexedColumn; value: string };
      const positions = span.map((t) => t.index);
      out.push({ column: best.column, value: best.value, positions, start: i });
      positions.forEach((p) => used.add(p));
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
