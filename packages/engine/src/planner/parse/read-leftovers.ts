/** The stage that reads what is left: the words no stage placed, the chart asked for, and follow-ups. */
import { FUNCTION_WORDS } from '../lexicon';
import { askUnplaced } from './ask-unplaced';
import { entityQuestion } from './entity-nouns';
import { bothNameRows, mergeFollowUp, numbersOfPreviousColumns } from './follow-up';
import { unsafeWords } from './honesty';
import { weightColumn } from './shape';
import type { ParseState } from './state';
import { FILLER_VERBS, SHAPE_WORDS } from './tokens';
import type { Parsed } from './types';

/**
 * Turns counting into adding up the count column of a table whose rows stand for many things
 * (`weighted`), collects the content words no stage placed (`ignored`) and those standing where
 * a value or the measure would (`pivotal`), reads the chart or table asked for, and merges a
 * follow-up into the previous query. Returns the merged query (or a question about unsafe
 * leftovers) for a follow-up.
 */
export function readLeftovers(s: ParseState): Parsed | undefined {
  // "how many sensors" with two id columns that could be the sensors: ask which
  const asked = entityQuestion(s);
  if (asked) return asked;
  const {
    toks,
    q,
    index,
    question,
    previous,
    markedFollowUp,
    followUp,
    filters,
    sides,
    groups,
    countWords,
    measures,
    kind,
    order,
    limit,
    columns,
    condition,
  } = s;
  // A table whose rows each stand for many things ("count", "n", "frequency" column): counting
  // them means adding that column up, unless rows are asked for or the count column is the condition.
  const weight = weightColumn(index);
  // "how many codons" over one row per codon (a text column of its own value on each row): the rows
  const keyNamed = index.columns.some(
    (c) =>
      /CHAR/i.test(c.type) &&
      c.uniqueness >= 0.99 &&
      c.words.length === 1 &&
      new RegExp(`\\b${c.words[0]}s?\\b`).test(q),
  );
  const weighted =
    weight !== undefined &&
    !/\b(rows?|records?|entries|lines)\b/.test(q) &&
    !(keyNamed && !/\b(total|sum|counted|altogether|combined|overall)\b/.test(q)) &&
    ![...filters, ...(condition ?? [])].some((f) => 'column' in f && f.column === weight.name);
  if (weight && weighted) {
    for (const [i, m] of measures.entries())
      if (m.fn === 'count' && !m.column) measures[i] = { fn: 'sum', column: weight.name };
    if (kind === 'percent' && measures.length === 0) measures.push({ fn: 'sum', column: weight.name });
  }
  const countsUnit = (w: string) =>
    /^(people|persons|person)$/.test(w) ||
    (weighted && /^(workers?|employees?|individuals?|members?|cases|things|units)$/.test(w));

  // 9. what was left unplaced
  const ignored = toks
    .filter(
      (t) =>
        !t.used &&
        !FUNCTION_WORDS.has(t.word) &&
        !FUNCTION_WORDS.has(t.stem) &&
        !/^\d+(\.\d+)?(st|nd|rd|th|%)?$/.test(t.word) &&
        t.word.length > 1,
    )
    .filter((t) => !SHAPE_WORDS.test(t.word) && !FILLER_VERBS.has(t.word))
    // "how many people died": people count the measure itself
    .filter((t) => !(countsUnit(t.word) && measures.some((m) => m.column)))
    // "deaths from disease", "died of wounds": the unit of the column named right after
    .filter(
      (t) =>
        !(
          /^(deaths?|died|dead|killed|fatalities|casualties|victims)$/.test(t.word) &&
          /^(from|of|by|due)$/.test(toks[t.i + 1]?.word ?? '') &&
          toks[t.i + 2]?.used === 'column' &&
          measures.some((m) => m.column)
        ),
    )
    .map((t) => t.word);
  // An unplaced word where a filter value or the measure would stand changes the answer: ask.
  const pivotal = toks.filter(
    (t) =>
      ignored.includes(t.word) &&
      // "texas (TX)": a word glossed by a value right after it
      toks[t.i + 1]?.used !== 'value' &&
      // "closing price": a modifier of a column that was found
      toks[t.i + 1]?.used !== 'column' &&
      !(t.word === 'people' && measures.some((m) => m.column)) &&
      (/^(in|for|from|at|of|on|with|by)$/.test(toks[t.i - 1]?.word ?? '') ||
        /^(the|average|avg|total|mean|median|many|much|whats|what|how)$/.test(toks[t.i - 1]?.word ?? '') ||
        (toks[t.i - 1]?.word === 'of' && /^(number|amount)$/.test(toks[t.i - 2]?.word ?? ''))),
  );

  const chart = /\b(pie|donut)\b/.test(q)
    ? 'pie'
    : /\bbar (chart|graph)|\bbars?\b/.test(q)
      ? 'bar'
      : /\bline (chart|graph)\b/.test(q)
        ? 'line'
        : /\b(as a )?(chart|graph|plot|visuali[sz]e)\b/.test(q)
          ? 'auto'
          : undefined;
  const asTable = /\bas a table\b|\btable\b/.test(q) && !chart;

  // follow-ups: modify the previous query ("and in 2018?" over a text column of years filtered before)
  if (followUp && previous) filters.push(...numbersOfPreviousColumns(toks, index, previous, filters));
  // an unmarked short question that names its own measure ("bakery amount by month") stands alone
  const namesOwnMeasure = measures.some((m) => m.column !== undefined);
  if (followUp && previous && (markedFollowUp || !namesOwnMeasure)) {
    const merged = mergeFollowUp(
      previous,
      {
        measures,
        filters,
        groups,
        kind,
        order,
        limit,
        sides,
        condition,
        columns,
        chart: asTable ? 'none' : chart,
        instead: /\binstead\b/.test(q),
        countAsked: countWords,
        only: /\b(only|just)\b/.test(q),
      },
      bothNameRows(index),
    );
    if (merged) {
      if (unsafeWords(toks, ignored, index).length)
        return askUnplaced(index, question, toks, unsafeWords(toks, ignored, index));
      // the previous question's reading, modified: a fresh reading of the fragment alone does not replace it
      return { query: merged, ignored, confidence: ignored.length ? 0.6 : 0.9, followUp: true };
    }
  }
  s.weighted = weighted;
  s.ignored = ignored;
  s.pivotal = pivotal;
  s.chart = chart;
  s.asTable = asTable;
  return undefined;
}
