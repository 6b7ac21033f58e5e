/**
 * Columns that hold one measure for a few years, told apart by the year in their names:
 * `Population (2021)` / `Population (2016)`, `POP_1980` / `POP_2015`, `Seats 2015` / `Seats 2019`,
 * or a single `Generation 2022 (TWh)`. A year said in a question picks the column whose name holds
 * it (the year is then no date filter); with no year said, a measure named by words of several of
 * them is read for its latest year, and the reply names the column it read. Wide tables whose columns are only periods (`1990`, `1991`, …) are read
 * elsewhere (unpivoted) and are not these.
 */

export interface YearColumn {
  /** The column's name as stored. */
  name: string;
  year: number;
  /** The name without its year, lower-case words joined by spaces ("population", "pop", "generation twh"). */
  stem: string;
}

const YEAR_IN_NAME = /(?<![0-9])(1[89][0-9]{2}|20[0-9]{2})(?![0-9])/g;

/** The year a column's name holds once (with other words beside it), or undefined. */
export function yearColumnOf(name: string): YearColumn | undefined {
  const found = [...name.matchAll(YEAR_IN_NAME)];
  if (found.length !== 1) return undefined;
  const year = Number(found[0]![1]);
  const stem = name
    .replace(YEAR_IN_NAME, ' ')
    .toLowerCase()
    .split(/[^a-z0-9%]+/)
    .filter(Boolean)
    .join(' ');
  // a name that is only a year is a wide table's period column
  if (!/[a-z]/.test(stem)) return undefined;
  return { name, year, stem };
}

/** Columns with a year in their names, by their stem (one stem may have one year or several). */
export function yearColumnGroups(names: readonly string[]): Map<string, YearColumn[]> {
  const groups = new Map<string, YearColumn[]>();
  for (const name of names) {
    const y = yearColumnOf(name);
    if (!y) continue;
    groups.set(y.stem, [...(groups.get(y.stem) ?? []), y]);
  }
  return groups;
}

/** Groups of at least two columns for different years: the siblings a year tells apart. */
export function yearSiblings(names: readonly string[]): YearColumn[][] {
  return [...yearColumnGroups(names).values()].filter((g) => new Set(g.map((c) => c.year)).size >= 2);
}

/**
 * The columns of each sibling group other than its latest year: with no year said, a measure
 * held for several years is read for its latest one (as people mean "the population of X"), and
 * these are set aside.
 */
export function olderSiblings(names: readonly string[]): Set<string> {
  const older = new Set<string>();
  for (const group of yearSiblings(names)) {
    const latest = Math.max(...group.map((c) => c.year));
    for (const c of group) if (c.year !== latest) older.add(c.name);
  }
  return older;
}

/** The years a question says as whole numbers ("in 2016", "2015's", "1980 vs 2015"), in order. */
export function yearsSaid(question: string): number[] {
  const out: number[] = [];
  for (const m of question.matchAll(/(?<![\w.,$£€])(1[89][0-9]{2}|20[0-9]{2})(?![\w.,%]|,\d)/g)) {
    const y = Number(m[1]);
    if (!out.includes(y)) out.push(y);
  }
  return out;
}

/** The years said in the question that some column's name holds. */
export function columnYearsSaid(question: string, names: readonly string[]): number[] {
  const years = new Set([...yearColumnGroups(names).values()].flat().map((c) => c.year));
  return yearsSaid(question).filter((y) => years.has(y));
}

/**
 * The question without the words that say `years`: "in 2016", "for 2015", "as of 2021",
 * "between 2016 and 2021", "from 1980 to 2015", "1980 vs 2015", "2015's".
 */
export function withoutYears(question: string, years: readonly number[]): string {
  if (years.length === 0) return question;
  const y = `(?:${years.join('|')})(?:'s)?`;
  const patterns = [
    new RegExp(`\\b(?:between|from)\\s+(?:the\\s+years?\\s+)?${y}\\s+(?:and|to|until|till|through|thru|-|–)\\s+${y}\\b`, 'gi'),
    new RegExp(`\\b${y}\\s*(?:vs\\.?|versus|and|to|or|-|–|compared (?:to|with))\\s*${y}\\b`, 'gi'),
    new RegExp(`\\(\\s*${y}\\s*\\)`, 'gi'),
    new RegExp(`\\b(?:(?:in|for|of|during|as of|by|at)\\s+)?(?:the\\s+)?(?:year\\s+)?${y}(?![\\w])`, 'gi'),
  ];
  let out = question;
  for (const re of patterns) out = out.replace(re, ' ');
  return out.replace(/\s+([?.!,])/g, '$1').replace(/\s{2,}/g, ' ').trim();
}
