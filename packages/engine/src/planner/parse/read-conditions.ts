/** The stage that reads conditions said without a comparison word, and checks for missing values. */
import { isNumericType } from '../../data/duck';
import { AMOUNT_WORDS } from '../lexicon';
import type { ParseState } from './state';
import { isYear, num } from './time';

/**
 * Reads conditions implied by how a numeric column is said: "bookings with children" (> 0),
 * "flights delayed" (delay > 0), "negative change" (< 0), "8 cylinders" and "age band 30" (that
 * value), adding them to `compareFilters`; then puts every condition into `filters` and the
 * columns they use into `conditionHits`. Reads null checks ("missing X", "X is empty", "no
 * director", "without precipitation") as null or zero filters, or as `missingMeasure` when the
 * missing values themselves are counted.
 */
export function readConditions(s: ParseState): void {
  const { toks, q, colHits, numericHits, compareFilters, filters } = s;
  // "bookings with children": more than zero of it
  if (!/\b(correlat\w*|relat\w*|compare|versus|vs)\b/.test(q))
    for (const h of numericHits) {
      const p = Math.min(...h.positions);
      const next = toks[Math.max(...h.positions) + 1];
      if (toks[p - 1]?.word !== 'with' || toks[p - 1]?.used) continue;
      if (next && (num(next) !== undefined || next.used === 'compare')) continue;
      if (compareFilters.some((c) => c.hit === h)) continue;
      toks[p - 1]!.used = 'compare';
      compareFilters.push({
        filter: { kind: 'compare', column: h.column.name, op: '>', value: 0 },
        hit: h,
        at: [p],
      });
    }
  // "flights delayed", "how many were delayed": a participle of a numeric column's name is the
  // condition that there was some of it (delay > 0), not a measure
  for (const h of numericHits) {
    if (h.positions.length !== 1 || compareFilters.some((c) => c.hit === h)) continue;
    const t = toks[h.positions[0]!]!;
    const before = toks[t.i - 1]?.word ?? '';
    if (!/ed$/.test(t.word) || h.column.words.includes(t.word) || h.column.min === undefined) continue;
    // "aged 30", "delayed over 60": the number says the condition
    if (num(toks[t.i + 1]) !== undefined || toks[t.i + 1]?.used === 'compare') continue;
    // "how many people died": an amount counted ("deaths"), not a condition
    if (h.column.words.some((w) => AMOUNT_WORDS.has(w))) continue;
    if (
      /^(average|avg|mean|total|sum|most|least|max|min|maximum|minimum|highest|lowest|median|of)$/.test(
        before,
      )
    )
      continue;
    compareFilters.push({
      filter: { kind: 'compare', column: h.column.name, op: '>', value: 0 },
      hit: h,
      at: [t.i],
    });
  }
  // "months with a negative change", "positive returns": the sign of a column that takes both signs
  for (const h of numericHits) {
    const p = Math.min(...h.positions);
    const sign = toks[p - 1];
    if (!sign || sign.used || !/^(negative|positive)$/.test(sign.word)) continue;
    if (compareFilters.some((c) => c.hit === h)) continue;
    sign.used = 'compare';
    compareFilters.push({
      filter: { kind: 'compare', column: h.column.name, op: sign.word === 'negative' ? '<' : '>', value: 0 },
      hit: h,
      at: [p],
    });
  }
  // "8 cylinders", "with 4 doors": a small whole number right before a numeric column with few values
  for (const h of numericHits) {
    const p = Math.min(...h.positions);
    const n = num(toks[p - 1]);
    if (
      n !== undefined &&
      !toks[p - 1]!.used &&
      Number.isInteger(n) &&
      h.column.distinct <= 60 &&
      !/^(top|first|bottom|last)$/.test(toks[p - 2]?.word ?? '')
    ) {
      toks[p - 1]!.used = 'compare';
      compareFilters.push({ filter: { kind: 'values', column: h.column.name, values: [n] }, hit: h });
    }
  }
  // "age band 30", "aged 85": a whole number right after a whole-number column of few values is one of them
  for (const h of numericHits) {
    if (compareFilters.some((c) => c.hit === h)) continue;
    const after = toks[Math.max(...h.positions) + 1];
    const n = num(after);
    if (
      after &&
      n !== undefined &&
      !after.used &&
      Number.isInteger(n) &&
      /INT/i.test(h.column.type) &&
      h.column.distinct <= 60 &&
      n >= (h.column.min ?? Infinity) &&
      n <= (h.column.max ?? -Infinity) &&
      isYear(after) === undefined
    ) {
      after.used = 'compare';
      compareFilters.push({ filter: { kind: 'values', column: h.column.name, values: [n] }, hit: h });
    }
  }
  filters.push(...compareFilters.map((c) => c.filter));
  const conditionHits = s.conditionHits;
  for (const c of compareFilters) if (c.hit) conditionHits.add(c.hit);

  // null checks: "missing X", "X is missing", "without X", "no X"
  const missingWords = /\b(missing|null|nulls|empty|blank|na|unknown|not available|not recorded)\b/.test(q);
  if (missingWords) {
    for (const t of toks) if (/^(missing|null|nulls|empty|blank|na)$/.test(t.word)) t.used = 'missing';
    const target = colHits.find((h) => !conditionHits.has(h));
    const counting = /\b(how many|number of|count)\b/.test(q);
    const valuesOf = /\b(values?|cells?|entries|nulls?)\b/.test(q);
    if (target && counting && (valuesOf || /\bmissing (in|from|for)\b/.test(q))) {
      s.missingMeasure = target.column;
      conditionHits.add(target);
    } else if (
      target &&
      (/\b(with|where|have|has|had)\b.*\b(missing|null|empty|blank|no)\b/.test(q) ||
        /\b(missing|null|empty|blank|without|no)\s+\w*\s*$/.test(q) ||
        counting)
    ) {
      filters.push({ kind: 'null', column: target.column.name, isNull: true });
      conditionHits.add(target);
    } else if (target) {
      s.missingMeasure = target.column;
      conditionHits.add(target);
    } else s.missingMeasure = 'all';
  } else {
    // "no director", "without precipitation": a missing text value, or zero of a number
    for (const h of colHits) {
      const p = Math.min(...h.positions);
      const prev = toks[p - 1];
      if (!prev || prev.used || !/^(no|without|zero)$/.test(prev.word) || conditionHits.has(h)) continue;
      prev.used = 'missing';
      conditionHits.add(h);
      // "no age recorded", "no price listed": a missing value, not a zero
      const unrecorded = /^(recorded|listed|given|known|reported|available|entered|stated)$/.test(
        toks[Math.max(...h.positions) + 1]?.word ?? '',
      );
      if (unrecorded) toks[Math.max(...h.positions) + 1]!.used = 'missing';
      // a number that is never zero ("no uk peak" over chart places 1…): only a missing value fits
      const neverZero = h.column.min !== undefined && h.column.min > 0;
      if (isNumericType(h.column.type) && !unrecorded && !neverZero)
        filters.push({ kind: 'compare', column: h.column.name, op: '=', value: 0 });
      else filters.push({ kind: 'null', column: h.column.name, isNull: true });
      for (let j = Math.max(...h.positions) + 1; j < toks.length && /^(at|all)$/.test(toks[j]!.word); j++)
        toks[j]!.used = 'missing';
    }
  }
}
