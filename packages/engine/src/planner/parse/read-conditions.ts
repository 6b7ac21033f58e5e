/** The stage that reads conditions said without a comparison word, and checks for missing values. */
import { isNumericType } from '../../data/duck';
import { AMOUNT_WORDS } from '../lexicon';
import type { ParseState } from './state';
import { namesOne, readNumberPair } from './number-pair';
import { isYear, num } from './time';

/** Words between a column and the sign said of it ("turned", "was", "went", "first"). */
const BECOMING =
  /^(first|last|ever|still|turn|turns|turned|go|goes|went|gone|become|becomes|became|get|gets|got|is|are|was|were|be|been|stay|stays|stayed|remain|remains|remained)$/;

/** The numbers a column's name writes ("R90_10" → 90, 10). */
const numbersInName = (name: string): number[] =>
  [...name.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

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
  readWithOrWithout(s);
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
  readHadAny(s);
  // "flights delayed", "how many were delayed": a participle of a numeric column's name is the
  // condition that there was some of it (delay > 0), not a measure
  for (const h of numericHits) {
    if (h.positions.length !== 1 || compareFilters.some((c) => c.hit === h)) continue;
    const t = toks[h.positions[0]!]!;
    const before = toks[t.i - 1]?.word ?? '';
    if (!/ed$/.test(t.word) || h.column.words.includes(t.word) || h.column.min === undefined) continue;
    // "aged 30", "delayed over 60": the number says the condition
    if (num(toks[t.i + 1]) !== undefined || toks[t.i + 1]?.used === 'compare') continue;
    // "which firm invested the most (overall)": the amount ranked, not a condition ("which airline
    // delayed the most flights" still counts delayed flights)
    const most = t.i + (toks[t.i + 1]?.word === 'the' ? 2 : 1);
    const afterMost = toks[most + 1]?.word;
    if (
      /^(most|least)$/.test(toks[most]?.word ?? '') &&
      (afterMost === undefined ||
        /^(overall|in|of|for|during|over|across|ever|altogether|by)$/.test(afterMost))
    )
      continue;
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
  // "when did the balance first turn positive", "years the margin was negative": the sign said
  // after a column that takes both signs, with only a verb of being or becoming between them
  for (const h of numericHits) {
    if (compareFilters.some((c) => c.hit === h)) continue;
    if (!((h.column.min ?? 0) < 0 && (h.column.max ?? 0) > 0)) continue;
    let j = Math.max(...h.positions) + 1;
    while (toks[j] && !toks[j]!.used && BECOMING.test(toks[j]!.word) && j - Math.max(...h.positions) <= 3)
      j++;
    const sign = toks[j];
    if (!sign || sign.used || !/^(negative|positive)$/.test(sign.word)) continue;
    sign.used = 'compare';
    for (let k = Math.max(...h.positions) + 1; k < j; k++)
      if (!/^(first|last|ever|still)$/.test(toks[k]!.word)) toks[k]!.used = 'compare';
    compareFilters.push({
      filter: { kind: 'compare', column: h.column.name, op: sign.word === 'negative' ? '<' : '>', value: 0 },
      hit: h,
      at: [sign.i],
    });
  }
  // "8 cylinders", "with 4 doors": a small whole number right before a numeric column with few values
  for (const h of numericHits) {
    const p = Math.min(...h.positions);
    const n = num(toks[p - 1]);
    // "the 90/10 ratio" of R90_10: a number the column's own name writes is the column said
    if (n !== undefined && !toks[p - 1]!.used && numbersInName(h.column.name).includes(n)) {
      toks[p - 1]!.used = 'column';
      continue;
    }
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
  // "age band 30", "aged 85": a whole number right after a whole-number column of few values is one
  // of them; so is one after a column said as what rows have ("respondents with score 0"), and one
  // after a column of many whole numbers that the question names as a thing ("port 873", "hd 48915")
  for (const h of numericHits) {
    if (compareFilters.some((c) => c.hit === h)) continue;
    const after = toks[Math.max(...h.positions) + 1];
    const n = num(after);
    const had =
      /^(have|has|had|with)$/.test(toks[Math.min(...h.positions) - 1]?.word ?? '') ||
      namesOne(toks, h.positions, h.column);
    if (
      after &&
      n !== undefined &&
      !after.used &&
      Number.isInteger(n) &&
      /INT/i.test(h.column.type) &&
      (h.column.distinct <= 60 || had) &&
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
  // "emp no 000437": the column named right before a code read as its value is that condition's column
  for (const c of compareFilters) {
    if (c.hit || !c.at?.length) continue;
    const named = colHits.find((h) => h.column.name === c.filter.column && Math.max(...h.positions) === c.at![0]! - 1);
    if (named) conditionHits.add(named);
  }

  // null checks: "missing X", "X is missing", "without X", "no X"
  // ("na" read as a value already — a region `NA` — is that value, not "not available")
  const naValue = toks.some((t) => t.word === 'na' && t.used && t.used !== 'missing');
  const missingWords = (naValue ? /\b(missing|null|nulls|empty|blank|unknown|not available|not recorded)\b/ : /\b(missing|null|nulls|empty|blank|na|unknown|not available|not recorded)\b/).test(q);
  if (missingWords) {
    for (const t of toks) if (/^(missing|null|nulls|empty|blank|na)$/.test(t.word) && !(naValue && t.word === 'na')) t.used = 'missing';
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
      // "without an odometer reading", "skips the odometer": an article may stand between
      const article =
        /^(a|an|any|the)$/.test(toks[p - 1]?.word ?? '') &&
        (toks[p - 2]?.word === 'without' || SKIP_VERB.test(toks[p - 2]?.word ?? ''));
      const prev = toks[article ? p - 2 : p - 1];
      const skipped = !!prev && SKIP_VERB.test(prev.word);
      if (!prev || prev.used || !(/^(no|without|zero)$/.test(prev.word) || skipped) || conditionHits.has(h))
        continue;
      if (article) toks[p - 1]!.used = 'missing';
      prev.used = 'missing';
      conditionHits.add(h);
      // "no age recorded", "no price listed": a missing value, not a zero
      const unrecorded =
        /^(recorded|listed|given|known|reported|available|entered|stated|reading|readings|set)$/.test(
          toks[Math.max(...h.positions) + 1]?.word ?? '',
        );
      if (unrecorded) toks[Math.max(...h.positions) + 1]!.used = 'missing';
      // a number that is never zero ("no uk peak" over chart places 1…): only a missing value fits
      const neverZero = h.column.min !== undefined && h.column.min > 0;
      if (isNumericType(h.column.type) && !unrecorded && !neverZero && !skipped)
        filters.push({ kind: 'compare', column: h.column.name, op: '=', value: 0 });
      else filters.push({ kind: 'null', column: h.column.name, isNull: true });
      for (let j = Math.max(...h.positions) + 1; j < toks.length && /^(at|all)$/.test(toks[j]!.word); j++)
        toks[j]!.used = 'missing';
    }
    readNotHave(s);
    if (/\b(how many|number of|count)\b/.test(q)) readHasValue(s);
  }
}

/** A verb of a value left out when it was asked for: "which driver skips the odometer". */
const SKIP_VERB = /^(skips|skipped|skip|skipping|omits|omitted|omit|omitting)$/;

/** The word after a column that says its cell holds something: "an HDI value", "a literacy figure". */
const HELD_WORDS =
  'value|values|figure|figures|entry|entries|reading|readings|score|recorded|listed|given|reported|available';
const HELD = new RegExp(`^(${HELD_WORDS})$`);

/**
 * "how many have an HDI value", "countries with a literacy figure", "entries with a comment": the
 * rows where the column's cell holds a value, never the column added up.
 */
function readHasValue(s: ParseState): void {
  const { toks, colHits, filters, conditionHits } = s;
  for (const h of colHits) {
    if (conditionHits.has(h)) continue;
    const first = Math.min(...h.positions);
    const article = toks[first - 1];
    const verb = toks[first - 2];
    const after = toks[Math.max(...h.positions) + 1];
    if (!article || !/^(a|an|any)$/.test(article.word) || !verb || !/^(have|has|had|with)$/.test(verb.word))
      continue;
    // the word after may be read as part of the column's mention ("literacy figure"), as a generic
    // word of a column's name ("value"), or left out of the tokens
    const last = toks[Math.max(...h.positions)]?.word ?? '';
    const said =
      (h.positions.length > 1 && HELD.test(last)) ||
      (after
        ? HELD.test(after.word) && (!after.used || after.used === 'column')
        : /^[a-z0-9]+$/.test(last) && new RegExp(`\\b${last}\\s+(${HELD_WORDS})\\b`).test(s.q));
    // "entries with a comment", "how many have an alias": a text column said at the end of the
    // question holds something (a column never left empty keeps every row)
    const text =
      !isNumericType(h.column.type) &&
      !h.column.yearLike &&
      h.column.flagTrue === undefined &&
      (!after || /^(in|on|at|for|of|and|or|listed|given|recorded|\?)$/.test(after.word));
    if (!said && !text) continue;
    if (after && said) after.used = 'missing';
    filters.push({ kind: 'null', column: h.column.name, isNull: false });
    conditionHits.add(h);
  }
}

/** A negation, with or without its apostrophe ("dont", "doesn't", "arent"). */
const NEGATIONS = /^(not|(?:do|does|did|is|are|was|were|has|have|had)n'?t)$/;

/**
 * "deals that don't have an amount", "tickets not assigned to anyone": the rows where the column
 * named after the negation holds nothing.
 */
function readNotHave(s: ParseState): void {
  const { toks, colHits, filters, conditionHits } = s;
  for (const h of colHits) {
    // a yes/no column is read as its "no" by the flag stage
    if (conditionHits.has(h) || h.column.flagTrue !== undefined) continue;
    const first = Math.min(...h.positions);
    let k = first - 1;
    if (/^(a|an|any)$/.test(toks[k]?.word ?? '')) k--;
    const have = /^(have|has|had|got)$/.test(toks[k]?.word ?? '');
    if (have) k--;
    const not = toks[k];
    if (!not || not.used || !NEGATIONS.test(not.word)) continue;
    // "not assigned to anyone": the one it would be given to, left out
    const after = toks.slice(Math.max(...h.positions) + 1);
    const anyone = /^(to|anyone|anybody)$/.test(after[0]?.word ?? '');
    const held = HELD.test(after[0]?.word ?? '');
    if (!(have && (after.length === 0 || held)) && !anyone) continue;
    for (const t of toks.slice(k, first)) t.used = 'missing';
    if (held) after[0]!.used = 'missing';
    if (anyone)
      for (const t of after) if (/^(to|anyone|anybody|at|all|yet)$/.test(t.word)) t.used = 'missing';
    filters.push({ kind: 'null', column: h.column.name, isNull: true });
    conditionHits.add(h);
  }
}

/** A count column: whole or fractional numbers from zero up, zero on some rows. */
const countLike = (h: { column: { min?: number } }) => h.column.min === 0;

/**
 * "what share had an affair", "people who never had an affair", "avg affairs among those who had
 * any": having some of a count column is more than zero of it, never having it is zero; "any" with
 * no column after it is said of the one column named before it.
 */
function readHadAny(s: ParseState): void {
  const { toks, numericHits, compareFilters } = s;
  const HAVE = /^(had|have|has|having|got|get|gets|reported|reports)$/;
  const push = (h: (typeof numericHits)[number], op: '>' | '=', at: number[]) => {
    for (const i of at) toks[i]!.used = 'compare';
    compareFilters.push({ filter: { kind: 'compare', column: h.column.name, op, value: 0 }, hit: h, at });
  };
  for (const h of numericHits) {
    if (!countLike(h) || compareFilters.some((c) => c.hit === h)) continue;
    const p = Math.min(...h.positions);
    const next = toks[Math.max(...h.positions) + 1];
    if (next && (num(next) !== undefined || next.used === 'compare')) continue;
    let j = p - 1;
    const article = toks[j] && /^(a|an|any|some)$/.test(toks[j]!.word) && !toks[j]!.used ? j-- : undefined;
    const verb = toks[j];
    if (!verb || verb.used || !HAVE.test(verb.word) || verb.i < 1) continue;
    // "which state has the most X", "had 3 X": a ranking or a number, not a condition
    if (article === undefined && /^(the|most|least|more|fewer)$/.test(toks[p - 1]?.word ?? '')) continue;
    const never = /^(never|not|no)$/.test(toks[j - 1]?.word ?? '');
    const at = [verb.i, ...(article !== undefined ? [article] : []), ...(never ? [j - 1] : [])];
    push(h, never ? '=' : '>', at);
  }
  // "… among those who had any", "… of people who had none": the one count column named before
  const last = toks[toks.length - 1];
  const verb = toks[toks.length - 2];
  if (last && verb && /^(any|none)$/.test(last.word) && !last.used && HAVE.test(verb.word)) {
    const named = numericHits.filter((h) => Math.max(...h.positions) < verb.i && countLike(h));
    if (named.length === 1 && !compareFilters.some((c) => c.hit === named[0])) {
      const never = last.word === 'none' || /^(never|not)$/.test(toks[toks.length - 3]?.word ?? '');
      for (const t of [last, verb]) t.used = 'compare';
      // the column stays the measure: the condition is added without its mention
      compareFilters.push({
        filter: { kind: 'compare', column: named[0]!.column.name, op: never ? '=' : '>', value: 0 },
        at: [last.i],
      });
    }
  }
}

/**
 * "avg affairs with kids vs without", "bookings without children or with": the rows with some of a
 * numeric column against the rows with none of it, the two sides of a comparison.
 */
function readWithOrWithout(s: ParseState): void {
  const { toks, numericHits, conditionHits } = s;
  if (s.sides) return;
  readNumberPair(s);
  if (s.sides) return;
  const LINK = /^(vs|versus|or|against|and|compared)$/;
  for (const h of numericHits) {
    const p = Math.min(...h.positions);
    // a column said twice is one hit: its first mention ends where its positions stop running on
    let end = p;
    while (h.positions.includes(end + 1)) end++;
    const first = toks[p - 1];
    if (!first || first.used || !/^(with|without)$/.test(first.word)) continue;
    let k = end + 1;
    if (toks[k]?.word === 'compared' && toks[k + 1]?.word === 'to') k++;
    const link = toks[k];
    const other = toks[k + 1];
    const opposite = first.word === 'with' ? 'without' : 'with';
    if (!link || !LINK.test(link.word) || other?.word !== opposite) continue;
    // "with kids vs without kids": the column said again after the second word
    const said = toks.slice(p, end + 1).map((t) => t.word);
    const again = said.every((w, i) => toks[k + 2 + i]?.word === w) ? said.length : 0;
    for (const t of [first, ...toks.slice(end + 1, k + 2 + again)]) t.used = 'compare';
    const name = toks
      .slice(p, end + 1)
      .map((t) => t.word)
      .join(' ');
    const some = { kind: 'compare' as const, column: h.column.name, op: '>' as const, value: 0 };
    const none = { kind: 'compare' as const, column: h.column.name, op: '=' as const, value: 0 };
    s.sides = [
      { label: `${first.word} ${name}`, filters: [first.word === 'with' ? some : none] },
      { label: `${opposite} ${name}`, filters: [first.word === 'with' ? none : some] },
    ];
    for (const g of numericHits) if (g.column === h.column) conditionHits.add(g);
    return;
  }
}
