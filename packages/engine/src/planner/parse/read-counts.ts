/** The stage that reads what is counted, and the measure a question implies without naming it. */
import { isNumericType, isTemporalType } from '../../data/duck';
import { FUNCTION_WORDS } from '../lexicon';
import type { IndexedColumn } from '../schema-index';
import { askEntity, linkCountedNouns } from './entity-nouns';
import { amountColumns, countsNumberedThings, namedIdentifier } from './identifiers';
import { defaultAggregation, isNumeric, STRONG_EXTREME } from './shape';
import type { ParseState } from './state';

/**
 * Reads what "how many X" or "the most X" counts: distinct values of X when X is a column that is
 * not the row itself (`countDistinct`). With no measure named, takes the data's only measure
 * (`dataMeasures`) for "the most", "average" or an extreme (the ranked column when a row or period
 * is asked for), and the first and last dates for "first date", "most recent", "date range".
 */
export function readCounts(s: ParseState): void {
  const { toks, q, index, shape, tcol, colHits, conditionHits, groupHits, groups, measures } = s;
  const { countWords, missingMeasure, explicitAgg, timeTarget } = s;
  // "how many X": distinct X when X is a column that is not the row itself
  let countDistinct: IndexedColumn | undefined;
  let { target, superColumn } = s;
  // "how many sensors", "the most states", "number of elements": a noun no column takes by name
  const ranked = target !== undefined || groups.length > 0;
  for (const link of linkCountedNouns(s)) {
    const counted = (link.slot === 'count' && countWords) || (link.slot === 'most' && ranked);
    if (link.kind === 'rows') link.tok.used = 'entity';
    else if (!counted || missingMeasure || countDistinct) continue;
    else if (link.kind === 'distinct' && !groups.some((g) => g.column === link.column.name)) {
      link.tok.used = 'entity';
      countDistinct = link.column;
    } else if (link.kind === 'ask') {
      link.tok.used = 'entity';
      askEntity(s, link);
    }
  }
  if (countWords && !missingMeasure) {
    // the first column named within three words after "how many" / "number of"
    const at = toks.findIndex(
      (t, i) =>
        (t.word === 'many' && toks[i - 1]?.word === 'how') ||
        (t.word === 'of' && /^(number|count)$/.test(toks[i - 1]?.word ?? '')) ||
        t.word === 'count',
    );
    // "how many distinct car names": skip qualifiers and unplaced words, never a verb ("were released")
    let next = at + 1;
    while (
      toks[next] &&
      next - at <= 3 &&
      (/^(distinct|unique|different|separate|the|of|individual)$/.test(toks[next]!.word) ||
        toks[next]!.used === 'entity' ||
        // "how many republican presidents": a value said before the noun
        (toks[next]!.used === 'value' && next - at <= 2) ||
        (!toks[next]!.used && !FUNCTION_WORDS.has(toks[next]!.word)))
    )
      next++;
    const hit = colHits.find((h) => Math.min(...h.positions) === next);
    if (countDistinct) {
      // a noun linked above
    } else if (
      hit &&
      // "how many motes": an id repeated on many rows counts its distinct values
      (!isNumeric(hit.column) ||
        (namedIdentifier(hit.column) && hit.column.uniqueness < 0.5) ||
        // ("how many golds did she win" asks for an amount)
        (countsNumberedThings(hit.column, toks[next]!) && !/^(do|does|did)$/.test(toks[next + 1]?.word ?? ''))) &&
      // "how many deaths" over a date_of_death column counts the rows, not the distinct dates
      !isTemporalType(hit.column.type) &&
      !conditionHits.has(hit) &&
      (hit.column.uniqueness < 0.95 || termsOf(hit.column, index)) &&
      !groupHits.has(hit)
    )
      countDistinct = hit.column;
    else if (hit && explicitAgg === 'count_distinct' && !groupHits.has(hit)) countDistinct = hit.column;
    if (countDistinct && target?.column === countDistinct) target = undefined;
  }
  // "what percent of the presidents were X" over a list of terms (a name on several rows): people, once each
  const shareOf = toks.findIndex((t, i) => t.word === 'of' && /^(percent|percentage|share|proportion|%)$/.test(toks[i - 1]?.word ?? ''));
  if (!countDistinct && !missingMeasure && shareOf >= 0) {
    const next = toks[shareOf + 1]?.word === 'the' ? shareOf + 2 : shareOf + 1;
    const hit = colHits.find((h) => Math.min(...h.positions) === next);
    if (
      hit &&
      !isNumeric(hit.column) &&
      !isTemporalType(hit.column.type) &&
      !conditionHits.has(hit) &&
      !groupHits.has(hit) &&
      hit.column.uniqueness < 0.95 &&
      hit.column.uniqueness >= 0.5
    )
      countDistinct = hit.column;
  }
  if (!countDistinct && !missingMeasure && (target || groups.length)) {
    // "which country has the most accounts": distinct accounts, when accounts name an id column
    const m = /\b(?:most|fewest|least|more|fewer)\s+(?:distinct |unique |different )?(\w+)/.exec(q);
    const nounTok = m ? toks.find((t) => t.word === m[1]) : undefined;
    const hit = nounTok ? colHits.find((h) => h.positions.includes(nounTok.i)) : undefined;
    if (
      hit &&
      hit !== target &&
      !groupHits.has(hit) &&
      !isNumeric(hit.column) &&
      !isTemporalType(hit.column.type) &&
      !conditionHits.has(hit)
    )
      countDistinct = hit.column;
  }

  // "when was apple stock at its peak": the data's only measure
  // (never a column numbering the rows, `No.` or `Flight` in a list of flights, nor years of birth)
  const dataMeasures = amountColumns(
    index.columns.filter((c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id')),
    index.info.name,
  );
  // "avg year", "median year of the events": a column of years said right after an average is
  // the figure averaged, never another column standing in for it
  const yearsAveraged =
    tcol?.yearLike && isNumericType(tcol.type) && !groups.length
      ? toks.find((t) => {
          if (!/^(avg|average|mean|median)$/.test(t.word)) return false;
          let k = t.i + 1;
          while (/^(of|the)$/.test(toks[k]?.word ?? '')) k++;
          return toks[k]?.word === tcol.name.trim().toLowerCase();
        })
      : undefined;
  if (measures.length === 0 && !countWords && yearsAveraged && tcol)
    measures.push({ fn: /^median$/.test(yearsAveraged.word) ? 'median' : 'avg', column: tcol.name });
  // "which fuel produced the most in 2005", "how much wind in 2010": the most of the data's only measure
  const mostOfIt =
    (target !== undefined || groups.length > 0) &&
    /\b(the )?(most|least)\s*(in|for|during|on|at|of|over|$)/.test(q.replace(/[?!.]+$/, ''));
  if (
    measures.length === 0 &&
    !superColumn &&
    !countWords &&
    dataMeasures.length === 1 &&
    (STRONG_EXTREME.test(q) ||
      /\b(average|avg|mean|median|total|sum|cheapest|priciest|cheaper|dearer|how much)\b/.test(q) ||
      mostOfIt)
  ) {
    const only = dataMeasures[0] as IndexedColumn;
    const fn =
      STRONG_EXTREME.test(q) && !target && !groups.length
        ? /\b(min|minimum)\b/.test(q)
          ? 'min'
          : 'max'
        : explicitAgg && explicitAgg !== 'count_distinct'
          ? explicitAgg
          : defaultAggregation(only);
    if (timeTarget || target) {
      superColumn = only;
      shape.superlative ??= {
        concept: [],
        dir: /\b(min|minimum|lowest|cheapest|least|fewest)\b/.test(q) ? 'asc' : 'desc',
        word: 'peak',
      };
      shape.dir ??= shape.superlative.dir;
    } else measures.push({ fn, column: only.name });
  }
  // "first date in the data", "most recent date", "date range": the extremes of the time column
  if (measures.length === 0 && !countWords && !target && groups.length === 0 && tcol) {
    const dateWord =
      /\b(date|day|year|time|period|record|entry|observation)s?\b/.test(q) ||
      colHits.some((h) => h.column === tcol);
    const first = /\b(first|earliest|oldest|start|starting|begin\w*)\b/.test(q);
    const last = /\b(last|latest|most recent|newest|end|ending|recent)\b/.test(q);
    const range = /\b(range|span|cover|covers|period)\b/.test(q);
    if (dateWord && (first || last || range)) {
      if (first || range) measures.push({ fn: 'min', column: tcol.name });
      if (last || range) measures.push({ fn: 'max', column: tcol.name });
      for (const t of toks)
        if (
          /^(first|earliest|oldest|last|latest|recent|newest|date|range|span|start|end|period)$/.test(t.word)
        )
          t.used = 'shape';
    }
  }
  s.target = target;
  s.superColumn = superColumn;
  s.countDistinct = countDistinct;
  s.dataMeasures = dataMeasures;
}

/**
 * Rows that are terms or entries of the things a text column names: its values repeat (a
 * president with two terms) while another column is one per row (the term's number, its first
 * day), so "how many presidents" counts the distinct names, not the terms.
 */
function termsOf(column: IndexedColumn, index: ParseState['index']): boolean {
  if (column.uniqueness >= 1 || column.distinct < 5 || /INT|DOUBLE|FLOAT|DECIMAL|REAL/i.test(column.type)) return false;
  return index.columns.some((c) => c !== column && c.uniqueness >= 0.999 && c.distinct > column.distinct);
}
