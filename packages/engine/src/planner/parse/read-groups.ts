/** The stage that reads the grouping and the column asked for ("by region", "which X", "who"). */
import { isTemporalType } from '../../data/duck';
import type { IndexedColumn } from '../schema-index';
import { identifierLike } from './identifiers';
import { SUPERLATIVES } from '../lexicon';
import { GROUP_BEFORE, isNumeric, labelColumn } from './shape';
import type { ParseState } from './state';

/** Words that rank (as `rankingOf` reads them). */
const RANK_WORD =
  /^(least|lowest|smallest|fewest|bottom|worst|minimum|min|cheapest|shortest|most|highest|largest|biggest|greatest|top|best|maximum|max|leading|peak)$/;

/** Whether a ranking word stands outside the given token positions. */
const rankWordOutside = (toks: ParseState['toks'], positions: number[]) =>
  toks.some(
    (t, i) => !positions.includes(i) && (RANK_WORD.test(t.word) || SUPERLATIVES[t.word] !== undefined),
  );

/**
 * Reads the columns grouped by ("by region", "per store", "for each city", "by number of
 * cylinders", "region and year") into `groupHits`, and the column asked for ("which X", "top 5 X",
 * "what was the weather", "the most common X", "who …") into `target`; a question about the rows
 * themselves ("which car", "who ranked first") targets the label column and sets `entityTarget`.
 */
export function readGroups(s: ParseState): void {
  const { toks, q, index, shape, colHits, conditionHits, groupHits, valueHits, filters } = s;
  // "top 5 direction/strength combos": every pair of two text columns said just before, one group each
  const combo = toks.find((t) => !t.used && /^(combos?|combinations?|pairs|pairings)$/.test(t.word));
  if (combo) {
    const before = colHits
      .filter((h) => Math.max(...h.positions) < combo.i && !isNumeric(h.column))
      .sort((a, b) => Math.max(...b.positions) - Math.max(...a.positions))
      .slice(0, 2);
    const span = before.length === 2 ? combo.i - Math.min(...before.flatMap((h) => h.positions)) : 99;
    if (span <= 4) {
      for (const h of before) groupHits.add(h);
      combo.used = 'group';
      for (const t of toks.slice(combo.i - span, combo.i)) if (t.word === 'and' && !t.used) t.used = 'group';
    }
  }
  for (const h of colHits) {
    if (conditionHits.has(h)) continue;
    let p = Math.min(...h.positions);
    if (toks[p - 1]?.used === 'entity' && !GROUP_BEFORE.has(toks[p - 1]!.word)) p -= 1;
    const prev = toks[p - 1]?.word ?? '';
    const prev2 = toks[p - 2]?.word ?? '';
    // "avg weight by number of cylinders": grouped by the column itself
    const byNumberOf =
      prev === 'of' &&
      /^(number|count)$/.test(prev2) &&
      GROUP_BEFORE.has(toks[p - 3]?.word ?? '') &&
      !isTemporalType(h.column.type);
    if (namesTheRows(s, h.column, h.positions)) {
      for (const at of h.positions) toks[at]!.used = 'entity';
      conditionHits.add(h);
      continue;
    }
    // "top states by number of zips": a column with its own value on every row names the rows,
    // so the groups are ranked by their number of rows, not grouped by every row
    if (byNumberOf && h.column.uniqueness >= 0.95) {
      toks[p - 3]!.used = 'group';
      for (const at of h.positions) toks[at]!.used = 'entity';
      conditionHits.add(h);
      continue;
    }
    if (byNumberOf) {
      for (let j = p - 3; j < p; j++) toks[j]!.used = 'group';
      s.byNumberOfGroup = true;
    }
    const byWord =
      byNumberOf ||
      GROUP_BEFORE.has(prev) ||
      (GROUP_BEFORE.has(prev2) && /^(the|each|every|different|\d+)$/.test(prev)) ||
      (prev === 'each' && prev2 === 'for');
    // "total hours by peak hour": a ranking word inside the grouped column's own name ranks nothing
    if (byWord && shape.dir && !shape.limit && !rankWordOutside(toks, h.positions)) {
      delete shape.dir;
      delete shape.superlative;
    }
    if (
      byWord &&
      isNumeric(h.column) &&
      (h.column.distinct > 30 || shape.limit || shape.dir) &&
      prev === 'by'
    )
      continue;
    // "revenue per order": the unit of an average, not a grouping by every order
    if (
      prev === 'per' &&
      h.column.uniqueness >= 0.9 &&
      !(isNumeric(h.column) && h.column.role === 'measure')
    ) {
      toks[p - 1]!.used = 'group';
      for (const at of h.positions) toks[at]!.used = 'entity';
      conditionHits.add(h);
      continue;
    }
    // "bills per staffer" over a column of many different amounts: a ratio the arithmetic stage did
    // not read, neither a group nor a measure of its own (the words are left over, so it is asked)
    if (
      prev === 'per' &&
      isNumeric(h.column) &&
      h.column.role === 'measure' &&
      !h.column.yearLike &&
      h.column.uniqueness >= 0.5 &&
      h.column.distinct > 10
    ) {
      for (const at of h.positions) toks[at]!.used = undefined;
      conditionHits.add(h);
      continue;
    }
    const andGroup =
      (prev === 'and' || prev === ',') && [...groupHits].some((g) => Math.max(...g.positions) === p - 2);
    if (andGroup) {
      toks[p - 1]!.used = 'group';
      groupHits.add(h);
      continue;
    }
    if (byWord) {
      if (toks[p - 1]) toks[p - 1]!.used = 'group';
      groupHits.add(h);
      continue;
    }
    const which =
      /^(which|what|whose)$/.test(prev) ||
      (/^(which|what)$/.test(prev2) && /^(\d+|the)$/.test(prev)) ||
      /^(top|bottom|best|worst|highest|lowest|biggest|largest|smallest)$/.test(prev) ||
      (/^(top|bottom)$/.test(prev2) && /^\d+$/.test(prev));
    // "which age band": a whole-number column of a few values names groups like a text column
    const banded = /INT/i.test(h.column.type) && h.column.distinct <= 30 && prev !== 'shape';
    if (
      (which || toks[p - 1]?.used === 'shape') &&
      !s.target &&
      (!isNumeric(h.column) || (which && banded))
    ) {
      s.target = h;
      continue;
    }
    // "what was the weather on …", "name of airport SEA", "country with the highest …"
    const asked =
      /^(what|whats|which)\b/.test(q) &&
      /^(is|was|are|were|the)$/.test(prev) &&
      /^(what|whats|is|was|are|were)$/.test(prev2 || 'what');
    const next = toks[Math.max(...h.positions) + 1]?.word ?? '';
    const withBest =
      /^(with|having|that|whose)$/.test(next) && (shape.dir !== undefined || shape.superlative !== undefined);
    const ofValue = next === 'of' && p <= 2 && valueHits.length > 0;
    if ((asked || withBest || ofValue) && !s.target && !isNumeric(h.column) && !isTemporalType(h.column.type))
      s.target = h;
  }
  // "the most common number of cylinders": the value that occurs most often
  const modeAt = toks.findIndex(
    (t, i) => t.word === 'common' && /^(most|least)$/.test(toks[i - 1]?.word ?? ''),
  );
  if (modeAt > 0) {
    const hit = colHits.find(
      (h) => Math.min(...h.positions) > modeAt && !conditionHits.has(h) && !groupHits.has(h),
    );
    if (hit) {
      s.target = hit;
      shape.dir = toks[modeAt - 1]!.word === 'most' ? 'desc' : 'asc';
      toks[modeAt]!.used = 'shape';
      toks[modeAt - 1]!.used = 'shape';
    }
  }
  const personColumn = colHits.find(
    (h) =>
      !conditionHits.has(h) &&
      !groupHits.has(h) &&
      /CHAR/i.test(h.column.type) &&
      !filters.some((f) => f.column === h.column.name),
  );
  // "who is emp no 000437": the column of people whose name the condition's column shortens
  // (`Emp No` → `Employee`), or the table's one column of people, before the row's label
  // ("who has the best avg rating", "longest trip - who drove it" with no condition: the one column
  // of people when the table has one)
  const people =
    !s.target && /\bwho\b/.test(q) && (filters.length || /^who\b|\bwho\s+\w+\s+(?:it|that|this|them)\b/.test(q)) && !personColumn
      ? peopleColumn(s, index.columns.filter((c) => filters.some((f) => f.column === c.name)))
      : undefined;
  if (people) s.target = { column: people, positions: [], score: 1, alternatives: [], full: true };
  // "who drove it": the person of the row the question picks, not a group of people
  if (people && !filters.length && !/^who\b/.test(q)) {
    s.entityTarget = true;
    const who = toks.findIndex((t) => t.word === 'who');
    const verb = toks[who + 1];
    if (verb && !verb.used && /^(it|that|this|them)$/.test(toks[who + 2]?.word ?? '')) verb.used = 'shape';
  }
  if (!s.target && /\bwho\b/.test(q) && filters.length && !personColumn) {
    // "who ranked first": the row's name
    const label = labelColumn(index);
    if (label && /CHAR/i.test(label.type)) {
      s.target = { column: label, positions: [], score: 1, alternatives: [], full: true };
      s.entityTarget = true;
    }
  }
  if (!s.target) {
    // "which car has the best mpg", "what movie …": the row, named by its label column
    const ent = toks.find(
      (t) =>
        t.used === 'entity' &&
        (/^(which|what)$/.test(toks[t.i - 1]?.word ?? '') || toks[t.i - 1]?.used === 'shape'),
    );
    const label = ent ? labelColumn(index) : undefined;
    if (ent && label && !isTemporalType(label.type)) {
      s.target = { column: label, positions: [ent.i], score: 1, alternatives: [], full: true };
      s.entityTarget = true;
    }
  }
  if (!s.target && /^who\b|\bwho\b/.test(q)) {
    // "who directed the most movies": the person column named by the verb, or the row's label
    s.target = colHits.find((h) => !conditionHits.has(h) && !groupHits.has(h) && /CHAR/i.test(h.column.type));
  }
}

/** Singular nouns of people that name a column of their names. */
const PERSON_NAME = /^(employee|staff|person|name|agent|rep|owner|customer|client|tenant|member|player|student|patient|driver|courier|rider|guest|host|seller|buyer|teacher|instructor|coach|technician|worker|approver|manager|user|author)$/;

/** The text column of people "who" asks for, when one stands out. */
function peopleColumn(s: ParseState, conditions: IndexedColumn[]): IndexedColumn | undefined {
  const people = s.index.columns.filter(
    (c) => /CHAR/i.test(c.type) && c.words.length === 1 && PERSON_NAME.test(c.words[0]!) && !conditions.includes(c),
  );
  if (people.length === 1) return people[0];
  const shortened = people.filter((p) =>
    conditions.some((c) => c.words.some((w) => w.length >= 3 && p.words[0]!.startsWith(w))),
  );
  return shortened.length === 1 ? shortened[0] : undefined;
}

/**
 * "the most zip codes", "florida zips": a code or id with its own value on every row, said in the
 * plural where things are counted (after "most", "fewest") or after a value ("florida zips") with
 * an amount asked for, names the rows themselves.
 */
function namesTheRows(s: ParseState, column: IndexedColumn, positions: number[]): boolean {
  const { toks, q } = s;
  if (column.uniqueness < 0.95 || !(identifierLike(column) || column.role === 'identifier')) return false;
  const last = toks[Math.max(...positions)];
  if (!last || last.word === last.stem || !last.word.endsWith('s')) return false;
  let before = Math.min(...positions) - 1;
  while (/^(distinct|unique|different)$/.test(toks[before]?.word ?? '')) before--;
  if (/^(most|fewest|least|more|fewer)$/.test(toks[before]?.word ?? '')) return true;
  return (
    toks[before]?.used === 'value' &&
    /\b(average|avg|mean|median|total|sum|highest|lowest|max|min|maximum|minimum)\b/.test(q)
  );
}
