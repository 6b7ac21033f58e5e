/**
 * Columns that hold one measure for a few numbered sessions, told apart by the number that ends
 * their names (`BILLS103` / `BILLS104`, `score_1` / `score_2`, `wave 2` / `wave 3`): an ordinal
 * said in the question ("in the 104th", "the 2nd") picks the column with that number, the way a
 * year picks `POP_2015` (`year-siblings.ts`, which reads these groups with the number as the year).
 * Only an ordinal picks: a bare number may be a count or a condition ("more than 104").
 */
import { yearColumnOf, type YearColumn } from '../year-columns';

/** A name ending in a number that is no year, with letters before it. */
const NUMBERED = /^(.*[A-Za-z])[\s_.-]*(\d{1,4})$/;

/** The number that ends a column's name and the name without it, or undefined. */
export function numberedColumnOf(name: string): YearColumn | undefined {
  if (yearColumnOf(name)) return undefined;
  const m = NUMBERED.exec(name.trim());
  if (!m) return undefined;
  const stem = m[1]!
    .toLowerCase()
    .split(/[^a-z0-9%]+/)
    .filter(Boolean)
    .join(' ');
  return stem ? { name, year: Number(m[2]), stem } : undefined;
}

/** Numbered columns by the name before the number, only groups with two numbers or more. */
export function numberedGroups(names: readonly string[]): Map<string, YearColumn[]> {
  const groups = new Map<string, YearColumn[]>();
  for (const name of names) {
    const c = numberedColumnOf(name);
    if (c) groups.set(c.stem, [...(groups.get(c.stem) ?? []), c]);
  }
  for (const [stem, g] of groups) if (new Set(g.map((c) => c.year)).size < 2) groups.delete(stem);
  return groups;
}

const ORDINAL = /\b(?:the\s+)?(\d{1,4})(?:st|nd|rd|th)\b/gi;

export interface NumberedReading {
  /** The numbers said, in order (one or two). */
  numbers: number[];
  groups: Map<string, YearColumn[]>;
  /** The question with each ordinal written as its bare number ("in the 104th" → "in 104"). */
  text: string;
}

/** The ordinals a question says that number sibling columns, with the question rewritten for them. */
export function numberedReading(question: string, names: readonly string[]): NumberedReading | undefined {
  const groups = numberedGroups(names);
  if (groups.size === 0) return undefined;
  const held = new Set([...groups.values()].flat().map((c) => c.year));
  const numbers: number[] = [];
  for (const m of question.matchAll(ORDINAL)) {
    const n = Number(m[1]);
    if (!held.has(n)) return undefined;
    if (!numbers.includes(n)) numbers.push(n);
  }
  if (numbers.length === 0 || numbers.length > 2) return undefined;
  const text = question.replace(ORDINAL, (_, n: string) => n);
  return { numbers, groups, text };
}
