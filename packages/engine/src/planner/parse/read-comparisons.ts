/** The stage that reads comparisons with a number: "wind above 5", "at least 3 stars", "between 10 and 20". */
import { RELATED } from '../lexicon';
import { stem } from '../text';
import { conceptColumn, isNumeric, weightColumn } from './shape';
import type { ParseState } from './state';
import { num } from './time';
import type { Tok } from './types';
import { columnForUnitAfter, columnOfUnitAfter, currencyColumn, freeComparatives } from './unit-columns';

/** Words for people, after which a bare number ("people over 40") is an age. */
const PEOPLE = /^(people|persons|individuals|those|ones|men|women|adults|respondents|folks|anyone|everyone)$/;

/** A word that may name a threshold before its number ("the target 50"), never a grammar word. */
const THRESHOLD_NAME =
  /^(?!(?:and|or|of|in|on|at|to|for|by|than|then|the|a|an|per|each|every|from|with)$)[a-z]{3,}$/;

const OPS: [RegExp, '>' | '>=' | '<' | '<=' | '=' | '!='][] = [
  [/^(at least|no less than|not less than|minimum of|min of|>=|reached|reaches|reach|hit|hits)$/, '>='],
  [/^(at most|no more than|not more than|up to|maximum of|max of|<=)$/, '<='],
  [
    /^(more than|greater than|higher than|larger than|bigger than|longer than|older than|taller than|heavier than|above|over|exceed|exceeding|exceeds|exceeded|surpass|surpassed|surpasses|topped|passed|crossed|>|warmer than|hotter than|faster than|later than)$/,
    '>',
  ],
  [
    /^(less than|fewer than|lower than|smaller than|shorter than|younger than|cheaper than|lighter than|below|under|beneath|<|colder than|slower than|earlier than)$/,
    '<',
  ],
  [/^(equal to|equals|exactly|=|of exactly)$/, '='],
];

/**
 * Reads comparisons of a number ("more than 10 mm of rain", "5 or more", "between 10 and 20") on
 * the numeric column named just before or after, the column the comparative implies ("older" →
 * age) or the data's only measure; marks their words 'compare' and adds them to `compareFilters`.
 * A comparison with no column to go on is kept in `unplacedConditions` (asked about later).
 */
export function readComparisons(s: ParseState): void {
  const { toks, index, colHits, compareFilters, unplacedConditions } = s;
  freeComparatives(toks, colHits, (t) => num(t) !== undefined);
  const numericHits = colHits.filter((h) => isNumeric(h.column) || h.column.yearLike);
  s.numericHits = numericHits;
  // the hits of unit words ("years" of education): neither a measure nor a condition of their own
  const unitHits = new Set<(typeof colHits)[number]>();
  halfAsPercent(toks);
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k] as Tok;
    if (t.used) continue;
    let op: (typeof OPS)[number][1] | undefined;
    let width = 0;
    for (const len of [3, 2, 1]) {
      const phrase = toks
        .slice(k, k + len)
        .map((x) => x.word)
        .join(' ');
      const found = OPS.find(([re]) => re.test(phrase));
      if (found && num(toks[k + len]) !== undefined) {
        op = found[1];
        width = len;
        break;
      }
      // "above replacement 2.1": a word naming the threshold between the comparison and its number
      const filler = toks[k + len];
      if (
        found &&
        filler &&
        !filler.used &&
        THRESHOLD_NAME.test(filler.word) &&
        num(toks[k + len + 1]) !== undefined
      ) {
        op = found[1];
        width = len + 1;
        filler.used = 'compare';
        break;
      }
    }
    let from: number | undefined;
    let to: number | undefined;
    if (
      !op &&
      t.word === 'between' &&
      num(toks[k + 1]) !== undefined &&
      toks[k + 2]?.word === 'and' &&
      num(toks[k + 3]) !== undefined
    ) {
      from = num(toks[k + 1]);
      to = num(toks[k + 3]);
      width = 1;
    }
    if (!op && from === undefined) {
      // "5 or more", "10 or less", "3+"
      const n = num(t);
      if (
        n !== undefined &&
        toks[k + 1]?.word === 'or' &&
        /^(more|greater|higher|above|over|older|later|longer|bigger|larger|heavier|taller)$/.test(
          toks[k + 2]?.word ?? '',
        )
      ) {
        op = '>=';
        toks[k + 1]!.used = 'compare';
        toks[k + 2]!.used = 'compare';
      } else if (
        n !== undefined &&
        toks[k + 1]?.word === 'or' &&
        /^(less|fewer|lower|below|under|younger|earlier|shorter|smaller|lighter)$/.test(
          toks[k + 2]?.word ?? '',
        )
      ) {
        op = '<=';
        toks[k + 1]!.used = 'compare';
        toks[k + 2]!.used = 'compare';
      }
      if (!op) continue;
      width = 0;
    }
    const numTok = toks[k + width] as Tok;
    const value = from !== undefined ? from : (num(numTok) as number);
    const percent = numTok.word.endsWith('%');
    // the column: a numeric mention just before, or just after the number, or implied by the comparative
    // "people over 65" over a table whose rows count people: "people" is the unit counted, the
    // condition is on another column (asked about when none is named)
    const weightCol = weightColumn(index);
    // "the last year the flow was over 1100" over years from 1871: no year is 1100, the number
    // is said of the data's one measure (with several, the guards ask which)
    const fits = (h: (typeof numericHits)[number]) =>
      !h.column.yearLike ||
      from !== undefined ||
      (value >= (h.column.min ?? -Infinity) && value <= (h.column.max ?? Infinity)) ||
      index.columns.filter(
        (c) => isNumeric(c) && !c.yearLike && c.flagTrue === undefined && !c.words.includes('id'),
      ).length !== 1;
    const before = numericHits
      .filter(fits)
      .filter((h) => Math.max(...h.positions) < k && k - Math.max(...h.positions) <= 4)
      .filter(
        (h) =>
          !(
            h.column === weightCol &&
            h.positions.every((p) => /^(people|persons|individuals)$/.test(toks[p]!.word))
          ),
      )
      // "how many months was X above 15": the periods counted, not the column compared
      .filter((h) => !(countedAt(toks, Math.min(...h.positions)) && countsPeriods(h.column)))
      .pop();
    // "5 or more" ends two words after its number
    const orMore = width === 0 && toks[k + 1]?.word === 'or' && toks[k + 2]?.used === 'compare';
    const lastTok = from !== undefined ? k + 3 : orMore ? k + 2 : k + width;
    let after = numericHits.find(
      (h) => fits(h) && Math.min(...h.positions) > lastTok && Math.min(...h.positions) - lastTok <= 4,
    );
    // "16 or more years of educ", "over 3 hours of sleep": a unit word, then the column it counts
    const unit = after;
    const counted = unit
      ? numericHits.find((h) => h !== unit && Math.min(...h.positions) === Math.max(...unit.positions) + 2)
      : undefined;
    if (
      unit &&
      counted &&
      toks[Math.max(...unit.positions) + 1]?.word === 'of' &&
      unit.positions.length === 1
    ) {
      after = counted;
      for (const p of [...unit.positions, Math.max(...unit.positions) + 1]) toks[p]!.used = 'compare';
      unitHits.add(unit);
    }
    // "avg wage for people with 16 or more years of education": the column before is the measure
    // (an aggregation word stands right before it), the condition is on the column after
    const beforeIsMeasure =
      before !== undefined &&
      /^(average|avg|mean|total|sum|median|max|min|maximum|minimum)$/.test(
        toks[Math.min(...before.positions) - 1]?.word ?? '',
      );
    let hit = beforeIsMeasure && after ? after : (before ?? after);
    // "how many seasons with more than 10 storms": the noun counted names the rows; the column
    // said right after the number is the one compared
    if (
      before &&
      after &&
      countedAt(toks, Math.min(...before.positions)) &&
      Math.min(...after.positions) === lastTok + 1
    )
      hit = after;
    // "avg affairs for people over 40": a number said of people is their age, not the measure before
    // (a column said right after the number is still the one: "people over 40 in age")
    const ofPeople =
      PEOPLE.test(toks[k - 1]?.word ?? '') &&
      hit !== undefined &&
      (after === undefined || Math.min(...after.positions) > lastTok + 1);
    const age = ofPeople ? index.columns.find((c) => isNumeric(c) && c.words.includes('age')) : undefined;
    if (age && hit?.column !== age) hit = undefined;
    let column = hit?.column ?? age;
    // "more than $50 billion": a number said in a currency compares the column of amounts in it
    const amounts = currencyColumn(s.question, index, value);
    if (amounts && column !== amounts) column = amounts;
    if (age && !toks[k - 1]!.used) toks[k - 1]!.used = 'entity';
    // "longer than 3000 miles": the number column whose name says the unit after the number
    if (!column && from === undefined)
      column = columnOfUnitAfter(toks, lastTok, index.columns.filter(isNumeric));
    else if (column && from === undefined)
      column = columnForUnitAfter(toks, lastTok, column, index.columns.filter(isNumeric));
    // "a main span over 1500 m": the column named just before holds its numbers in text; never
    // another column of the data
    const textBefore = colHits.some(
      (h) =>
        !isNumeric(h.column) &&
        !h.column.yearLike &&
        Math.max(...h.positions) < k &&
        k - Math.max(...h.positions) <= 2,
    );
    // "more than 1 director" over a column of directors' names: what is counted is named right after
    // the number, and it is text; never the data's only number column
    const textAfter = colHits.find(
      (h) => !isNumeric(h.column) && !h.column.yearLike && Math.min(...h.positions) === lastTok + 1,
    );
    // "at least one alias", "more than 0 comments": the text column right after holds something
    if (!column && textAfter && from === undefined && ((op === '>=' && value === 1) || (op === '>' && value === 0))) {
      for (let j = k; j <= lastTok; j++) if (toks[j]) toks[j]!.used = 'compare';
      compareFilters.push({ filter: { kind: 'null', column: textAfter.column.name, isNull: false }, hit: textAfter, at: [k] });
      continue;
    }
    if (!column && (textBefore || textAfter)) {
      unplacedConditions.push(
        toks
          .slice(k, k + width + 1)
          .map((x) => x.word)
          .join(' '),
      );
      continue;
    }
    if (!column) {
      const comparative = toks[k]?.word;
      const concept = comparative
        ? (RELATED[comparative] ?? RELATED[stem(comparative.replace(/er$/, ''))])
        : undefined;
      if (concept) column = conceptColumn(index, concept);
      // the data's only measure ("how many months was msft above 30")
      const measuresOfData = index.columns.filter(
        (c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id'),
      );
      if (!column && measuresOfData.length === 1) column = measuresOfData[0];
      if (!column) {
        // a condition without a column ("players under 25"): ask which column it is about
        const words = toks.slice(k, (from !== undefined ? k + 3 : k + width) + 1).map((x) => x.word);
        unplacedConditions.push(words.join(' '));
        continue;
      }
      hit = undefined;
    }
    for (let j = k; j <= lastTok; j++) if (toks[j]) toks[j]!.used = 'compare';
    const scale = percent && (column.max ?? 100) <= 1 ? 0.01 : countedIn(column.name, value);
    if (from !== undefined && to !== undefined)
      compareFilters.push({
        filter: {
          kind: 'between',
          column: column.name,
          from: Math.min(from, to) * scale,
          to: Math.max(from, to) * scale,
        },
        hit,
        at: [k],
      });
    else
      compareFilters.push({
        filter: { kind: 'compare', column: column.name, op: op as '>', value: value * scale },
        hit,
        at: [k],
      });
  }
  for (const h of unitHits) {
    colHits.splice(colHits.indexOf(h), 1);
    numericHits.splice(numericHits.indexOf(h), 1);
  }
}

/**
 * "more than half of X", "under half": half said after a comparison word is 50% (50 over a column
 * of percentages, 0.5 over one of fractions).
 */
function halfAsPercent(toks: Tok[]): void {
  for (const t of toks) {
    if (t.used || t.word !== 'half') continue;
    const said = [3, 2, 1].some((len) =>
      OPS.some(([re]) =>
        re.test(
          toks
            .slice(Math.max(0, t.i - len), t.i)
            .map((x) => x.word)
            .join(' '),
        ),
      ),
    );
    if (said) t.word = '50%';
  }
}

/**
 * The scale of a column whose header says its numbers are counted in millions or thousands
 * ("viewers (millions)", "Sales (thousands)"): "over 5 million viewers" compares with 5.
 */
function countedIn(header: string, value: number): number {
  if (/\bmillions?\b/i.test(header) && Math.abs(value) >= 1e6) return 1e-6;
  if (/\bthousands?\b/i.test(header) && Math.abs(value) >= 1e3) return 1e-3;
  if (/\bbillions?\b/i.test(header) && Math.abs(value) >= 1e9) return 1e-9;
  return 1;
}

/** A column of calendar periods ("month", "quarter"): said after "how many", the periods counted. */
const countsPeriods = (c: { words: string[] }): boolean =>
  c.words.some((w) => /^(year|quarter|month|week|day|hour)s?$/.test(w));

/** Whether the word at `p` names what "how many" or "number of" counts. */
const countedAt = (toks: Tok[], p: number): boolean =>
  `${toks[p - 2]?.word ?? ''} ${toks[p - 1]?.word ?? ''}`.match(/^(how many|number of)$/) !== null;
