/** The stage that reads the columns the question names, and turns values and flags into filters. */
import { FUNCTION_WORDS, ROW_NOUNS } from '../lexicon';
import { RECORD_NOUNS } from '../word-roles';
import { findColumns } from './columns';
import { isNumeric, timeColumn } from './shape';
import type { ParseState } from './state';
import { SHAPE_WORDS } from './tokens';
import { pickColumnsByUnit } from './unit-columns';

/**
 * Reads words of column names into `colHits` (marked 'column'), marks nouns for the rows and the
 * noun after "which" over a table of named rows as 'entity', gives "percent of" and "total" back
 * to the shape when they sit before another column, and lets a general word after a column's own
 * words ("fertility rate") go with it. Adds the time column `tcol` and a filter for each value and
 * flag read before.
 */
export function readColumns(s: ParseState): void {
  const { toks, index } = s;
  const colHits = findColumns(toks, index);
  pickColumnsByUnit(toks, colHits);
  s.colHits = colHits;
  // "victims", "specimens": a noun for the rows themselves when no column or value takes it
  for (const t of toks) if (!t.used && (ROW_NOUNS.has(t.word) || RECORD_NOUNS.has(t.word))) t.used = 'entity';
  // "which element has …", "the 5 heaviest elements": over a table of named rows (a name or title
  // column), the noun right after which/what or a superlative names the rows themselves
  const named = index.columns.some(
    (c) => /CHAR/i.test(c.type) && c.words.some((w) => w === 'name' || w === 'title'),
  );
  if (named)
    for (const t of toks) {
      const prev = toks[t.i - 1];
      if (
        t.used ||
        !prev ||
        FUNCTION_WORDS.has(t.word) ||
        SHAPE_WORDS.test(t.word) ||
        /(ed|ing)$/.test(t.word)
      )
        continue;
      if (/^(which|what)$/.test(prev.word) || (prev.used === 'shape' && toks[t.i + 1] === undefined))
        t.used = 'entity';
    }
  // "what percent of workers were women": the share asked for, not a column of percentages
  for (let i = colHits.length - 1; i >= 0; i--) {
    const h = colHits[i]!;
    if (
      h.positions.length === 1 &&
      /^(percent|percentage|proportion|fraction)$/.test(toks[h.positions[0]!]!.word) &&
      toks[h.positions[0]! + 1]?.word === 'of'
    ) {
      toks[h.positions[0]!]!.used = undefined;
      colHits.splice(i, 1);
    }
  }
  // "the total number of bronze medals": "total" is the aggregation even when a column is named Total
  for (let i = colHits.length - 1; i >= 0; i--) {
    const h = colHits[i]!;
    const word = h.positions.length === 1 ? toks[h.positions[0]!]!.word : '';
    if (!/^(total|sum|average|mean|count|number|max|min)$/.test(word)) continue;
    const at = h.positions[0]!;
    if (colHits.some((o) => o !== h && Math.min(...o.positions) > at && Math.min(...o.positions) - at <= 3)) {
      toks[at]!.used = 'shape';
      colHits.splice(i, 1);
    }
  }
  // "fertility rate", "price level", "income code": a general word after a column's own words adds nothing
  for (const h of colHits) {
    const next = toks[Math.max(...h.positions) + 1];
    if (
      next &&
      !next.used &&
      /^(rate|rates|level|levels|figure|figures|value|values|amount|data|stat|stats|number|numbers|speed|speeds|reading|readings|measurement|measurements|size|sizes|plan|plans|code|codes)$/.test(
        next.word,
      ) &&
      !(next.word === 'number' && toks[next.i + 1]?.word === 'of')
    )
      next.used = 'column';
  }

  // "avg visits for those with an activity limitation": a 0/1 column said after "with" is a condition
  // on the rows when another number is what is computed
  for (let i = colHits.length - 1; i >= 0; i--) {
    const h = colHits[i]!;
    if (h.column.flagTrue === undefined) continue;
    const at = Math.min(...h.positions);
    let j = at - 1;
    while (j >= 0 && /^(a|an|any|some|the)$/.test(toks[j]!.word)) j--;
    const lead = toks[j]?.word ?? '';
    if (!/^(with|without|having)$/.test(lead) && !(/^(have|has|had)$/.test(lead) && j > 0)) continue;
    const measured = colHits.some((o) => o !== h && o.column.flagTrue === undefined && isNumeric(o.column));
    if (!measured) continue;
    colHits.splice(i, 1);
    for (const p of h.positions) toks[p]!.used = 'flag';
    toks[j]!.used = 'flag';
    s.flagHits.push({ column: h.column, negate: lead === 'without', positions: h.positions });
  }

  s.tcol = timeColumn(index, colHits);

  // values → filters
  for (const v of s.valueHits)
    s.filters.push({
      kind: 'values',
      column: v.column.name,
      values: v.values,
      ...(v.negate ? { negate: true } : {}),
    });
  for (const f of s.flagHits)
    s.filters.push({
      kind: 'values',
      column: f.column.name,
      values: [f.column.flagTrue as string | number | boolean],
      ...(f.negate ? { negate: true } : {}),
    });
}
