/** The last stage: the query assembled, and whether it may be answered as read or must be asked about. */
import type { AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import { FUNCTION_WORDS } from '../lexicon';
import { valueKey, type DatasetIndex, type IndexedColumn } from '../schema-index';
import { askUnplaced } from './ask-unplaced';
import { eachSideOneReading } from './data-span';
import { soleMeasure } from './sole-measure';
import { chartRanked } from './chart-places';
import { wordScore } from './columns';
import { clarifyNotes, unsafeWords } from './honesty';
import { isNumeric, labelColumn, unknownRole } from './shape';
import type { ParseState } from './state';
import type { Parsed } from './types';

/** A change said relative to where it started: "in %", "in percentage terms", "% growth". */
const RELATIVE_CHANGE =
  /\b(?:in|by)\s+(?:%|percent|percentage)(?:\s+terms)?(?!\w)|\bpercentage\s+(?:terms|growth|change|increase|rise|drop|fall|decline|gain)\b|%\s*(?:growth|change|increase|rise|drop|fall|decline|gain)\b/i;

/** Words asking for a date itself rather than the row it dates. */
const DATE_ASKED = /\b(date|dates|when|day|time|year|month)\b/;
const SPEED_WORD = /\b(fastest|quickest|slowest)\b/;
const OTHER_EXTREME =
  /\b(highest|lowest|most|least|longest|shortest|biggest|smallest|largest|max|min|maximum|minimum)\b/;

/** A column of elapsed times (a race time, a duration, a pace), where faster means less. */
function durationLike(c: IndexedColumn | undefined): boolean {
  if (!c || c.words.some((w) => /^(speed|velocity|mph|kph|kmh|rate)$/.test(w))) return false;
  return c.words.some((w) =>
    /^(time|duration|elapsed|second|seconds|sec|secs|minute|minutes|mins|hour|hours|hrs|pace|laptime)$/.test(
      w,
    ),
  );
}

const BRIGHT_WORD = /\b(brightest|faintest)\b/;

/** A column of magnitudes (`V mag`, `3.6 micron band magnitude`) that no brightness or flux column is. */
const magnitudeLike = (c: IndexedColumn | undefined) =>
  !!c &&
  c.words.some((w) => /^(mag|mags|magnitude|magnitudes)$/.test(w)) &&
  !c.words.some((w) => /^(brightness|luminosity|flux)$/.test(w));

/**
 * Assembles the query: ranks flipped for rank-like columns (position 1 is the highest), a
 * grouping said twice kept once, rows that are totals of others left out of rankings and shares,
 * and the last name shown beside a first name. Computes a confidence from what was left unplaced
 * and from weak column or value links; asks instead of answering when nothing could be computed,
 * too much was left unplaced, a leftover word or number could change the answer, the sum or
 * average of a vague measure is unclear, or a part of the question has no column in the data.
 */
export function assemble(s: ParseState): Parsed {
  const {
    toks,
    q,
    index,
    question,
    dataset,
    shape,
    valueHits,
    flagHits,
    colHits,
    filters,
    notes,
    sides,
    groups,
    percentile,
    explicitAgg,
    countWords,
    measures,
    superColumn,
    flipRank,
    kind,
    limit,
    condition,
    pair,
    ignored,
    pivotal,
    chart,
    asTable,
  } = s;
  let { order, columns } = s;
  // a rank or chart position is best when lowest: "the highest chart position" is number 1
  const rankLike = (c: IndexedColumn | undefined) =>
    !!c && (c.words.some((w) => /^(rank|ranking|position|place|seed)$/.test(w)) || chartRanked(c, q));
  const placedSomething =
    colHits.length + valueHits.length + flagHits.length + filters.length + groups.length > 0 ||
    // two periods compared ("avg 2008 vs avg 2009"), a share of a series' readings over a line
    !!sides ||
    (index.columns.filter(isNumeric).length === 1 &&
      (condition ?? []).some((f) => f.column === soleMeasure(index)?.name)) ||
    countWords ||
    // "any missing values?": the missing values of every column (periods missing from a series,
    // "any hours missing", are gaps between rows, not empty cells)
    (measures.some((m) => m.fn === 'missing') &&
      !/\b(hours?|days?|dates?|weeks?|months?|quarters?|years?|times?|periods?|timestamps?)\b/.test(q)) ||
    superColumn;
  if (kind === 'aggregate' && measures.length === 0) {
    return askUnplaced(
      index,
      question,
      toks,
      ignored,
      placedSomething ? 'I understood part of your question but not what to compute.' : undefined,
    );
  }
  if (!placedSomething) return askUnplaced(index, question, toks, ignored);

  if (flipRank) {
    const col = (name: string | undefined) => index.columns.find((c) => c.name === name);
    const flip = (d: 'asc' | 'desc'): 'asc' | 'desc' => (d === 'asc' ? 'desc' : 'asc');
    if (kind === 'rows' && order && rankLike(col(order.by))) order = { ...order, dir: flip(order.dir) };
    const m0 = measures[0];
    if (kind === 'aggregate' && m0 && rankLike(col(m0.column))) {
      if (order && order.by === 'measure') order = { ...order, dir: flip(order.dir) };
      if (m0.fn === 'max' || m0.fn === 'min') measures[0] = { ...m0, fn: m0.fn === 'max' ? 'min' : 'max' };
    }
  }
  // "the fastest run" over a column of times or a pace: the fastest is the shortest time
  if (SPEED_WORD.test(q) && !OTHER_EXTREME.test(q)) {
    const col = (name: string | undefined) => index.columns.find((c) => c.name === name);
    const flip = (d: 'asc' | 'desc'): 'asc' | 'desc' => (d === 'asc' ? 'desc' : 'asc');
    if (kind === 'rows' && order && durationLike(col(order.by))) order = { ...order, dir: flip(order.dir) };
    const m0 = measures[0];
    if (kind === 'aggregate' && m0 && durationLike(col(m0.column)) && order?.by === 'measure')
      order = { ...order, dir: flip(order.dir) };
  }
  // "the brightest star" over an astronomical magnitude, whose scale runs backwards (brighter is lower)
  if (BRIGHT_WORD.test(q) && !OTHER_EXTREME.test(q)) {
    const col = (name: string | undefined) => index.columns.find((c) => c.name === name);
    const flip = (d: 'asc' | 'desc'): 'asc' | 'desc' => (d === 'asc' ? 'desc' : 'asc');
    if (kind === 'rows' && order && magnitudeLike(col(order.by))) order = { ...order, dir: flip(order.dir) };
    const m0 = measures[0];
    if (kind === 'aggregate' && m0 && magnitudeLike(col(m0.column)) && order?.by === 'measure')
      order = { ...order, dir: flip(order.dir) };
  }
  // the same grouping said twice ("which year … by year") is one
  for (let i = groups.length - 1; i > 0; i--)
    if (
      groups
        .slice(0, i)
        .some(
          (g) => g.column === groups[i]!.column && g.grain === groups[i]!.grain && g.part === groups[i]!.part,
        )
    )
      groups.splice(i, 1);
  // Rankings and shares leave out rows that are totals of the others ("All natural disasters", "World")
  // ("ALL" beside "AML-Low Risk" is one more acronym among acronyms, no total)
  const totalsOf = (column: string) => {
    const values = [...(index.columns.find((c) => c.name === column)?.values.values() ?? [])];
    const acronyms = values.filter((v) => /^[A-Z]{2,}[-\s]\S/.test(v)).length;
    return values.filter(
      (v) =>
        /^(all\b|total\b|overall\b|grand total\b|world$|everything$)/i.test(v) &&
        !(/^[A-Z]+$/.test(v) && acronyms >= 2),
    );
  };
  const splitColumns =
    kind === 'aggregate' && order && limit
      ? groups.filter((g) => !g.grain && !g.part).map((g) => g.column)
      : kind === 'share'
        ? groups.map((g) => g.column)
        : kind === 'percent'
          ? (condition ?? []).flatMap((f) => (f.kind === 'values' && !f.negate ? [f.column] : []))
          : [];
  for (const column of new Set(splitColumns)) {
    if (filters.some((f) => f.column === column)) continue;
    const totals = totalsOf(column).filter(
      (v) => !(condition ?? []).some((f) => f.kind === 'values' && f.values.includes(v)),
    );
    if (totals.length) filters.push({ kind: 'values', column, values: totals, negate: true });
  }
  // Two groups or periods of a measurement whose name says neither amount nor level ("penicillin"
  // with fractional values): their totals and their averages differ, so ask which one.
  const vague = measures.find((m) => {
    const c = index.columns.find((x) => x.name === m.column);
    return m.fn === 'sum' && !explicitAgg && c !== undefined && unknownRole(c);
  });
  // one reading on each side ("jan 2016 vs jan 2015" over monthly data) is that reading either way
  if (vague && kind === 'compare' && eachSideOneReading(sides, index)) vague.fn = 'avg';
  else if (vague?.column && (kind === 'compare' || (kind === 'aggregate' && groups.length > 0))) {
    const base = question.trim().replace(/[?.!]+$/, '');
    const name = human(vague.column);
    return {
      ignored,
      confidence: 0.4,
      clarify: {
        question: `Should I add up ${name} or average it?`,
        choices: ['average', 'total'].map((agg) => {
          const at = base.toLowerCase().indexOf(name.toLowerCase());
          return at >= 0 ? `${base.slice(0, at)}${agg} ${base.slice(at)}` : `${agg} ${name}: ${base}`;
        }),
      },
    };
  }
  // "the most recent opening", "the earliest sighting": a row ranked by a date of the event it
  // names, no other column asked, is named by the table's label as well as shown with its date
  if (
    kind === 'rows' &&
    limit === 1 &&
    order &&
    columns?.length === 1 &&
    columns[0] === order.by &&
    !DATE_ASKED.test(q)
  ) {
    const ranked = index.columns.find((c) => c.name === order!.by);
    const label = ranked && /DATE|TIMESTAMP/i.test(ranked.type) ? labelColumn(index, ranked.name) : undefined;
    if (label && /CHAR/i.test(label.type)) columns = [label.name, ranked!.name];
  }
  // a row named by a first name is shown with its last name too ("who was the youngest": Ann Lee)
  if (kind === 'rows' && columns) columns = withNameCompanions(index, columns);
  // "which state grew the most in %", "the biggest percentage drop": groups ranked by their % change
  if (kind === 'compare' && order?.by === 'measure' && groups.length && RELATIVE_CHANGE.test(question))
    order = { ...order, by: 'change_pct' };
  const query: AnalystQuery = {
    dataset,
    kind,
    measures,
    filters,
    groupBy: groups,
    ...(order ? { order } : {}),
    ...(limit ? { limit } : {}),
    ...(columns ? { columns } : {}),
    ...(condition ? { condition } : {}),
    ...(sides ? { sides } : {}),
    ...(pair ? { pair } : {}),
    ...(chart ? { chart } : asTable ? { chart: 'none' as const } : {}),
  };
  const notesChoices = () => {
    const dropped = new Set(toks.filter((t) => t.used === 'time').map((t) => t.i));
    if (shape.superlative && !superColumn) for (const t of toks) if (t.used === 'shape') dropped.add(t.i);
    const rest = toks.filter((t) => !dropped.has(t.i)).map((t) => t.word);
    const out = [rest.join(' ')];
    if (shape.superlative && !superColumn)
      for (const c of index.columns.filter((x) => isNumeric(x) && x.flagTrue === undefined).slice(0, 2))
        out.push(
          `${rest.join(' ')} by ${shape.superlative.dir === 'asc' ? 'lowest' : 'highest'} ${human(c.name)}`,
        );
    return out;
  };
  const contentWords = toks.filter((t) => !FUNCTION_WORDS.has(t.word)).length;
  const placed = toks.filter(
    (t) => t.used === 'column' || t.used === 'value' || t.used === 'flag' || t.used === 'entity',
  ).length;
  // Weak links lower the confidence: a column the query uses found only through a related word or
  // a typo ("cost" → price), a value found through one of its words or a typo.
  const used = new Set([
    ...measures.flatMap((m) => (m.column ? [m.column] : [])),
    ...groups.map((g) => g.column),
    ...(columns ?? []),
    ...(order && order.by !== 'measure' && order.by !== 'group' ? [order.by] : []),
  ]);
  const weakColumns = colHits.filter(
    (h) =>
      used.has(h.column.name) &&
      h.positions.every((p) => Math.max(...h.column.words.map((w) => wordScore(toks[p]!, w))) < 0.85),
  ).length;
  const weakValues = valueHits.filter((v) =>
    v.positions.every((p) => !v.values.some((x) => valueKey(x).split(' ').includes(toks[p]!.stem))),
  ).length;
  const confidence =
    (ignored.length === 0 ? 1 : Math.max(0.2, 1 - ignored.length / Math.max(1, contentWords))) *
    0.9 ** (weakColumns + weakValues);
  // Too much left unplaced: rather ask than answer a different question.
  if (ignored.length >= 2 && confidence < 0.5)
    return askUnplaced(index, question, toks, ignored, 'I could not place several words of your question.');
  const onlyRows =
    kind === 'aggregate' &&
    measures.every((m) => m.fn === 'count' && !m.column) &&
    !countWords &&
    !/\b(most|fewest|least|more|fewer)\b/.test(q);
  if (pivotal.length || (onlyRows && ignored.length)) return askUnplaced(index, question, toks, ignored);
  // a header the file repeats ("Manager" beside the winner, "Manager_1" beside the loser) picked
  // while a word is left over ("the team that lost"): that word may have picked the other one
  const twinOf = (name: string) => {
    const base = /^(.*)_\d{1,2}$/.exec(name)?.[1];
    return base !== undefined && index.columns.some((c) => c.name === base) ? base : name;
  };
  const twinned = [...used].some((n) =>
    index.columns.some(
      (c) => c.name !== n && twinOf(c.name) === twinOf(n) && (c.name !== twinOf(c.name) || n !== twinOf(n)),
    ),
  );
  if (twinned && ignored.length) return askUnplaced(index, question, toks, ignored);
  // Any other leftover word that could change the number is asked about, not silently dropped.
  const unsafe = unsafeWords(toks, ignored, index);
  // a number nothing took ("friday the 13th", "in zone 4") could change the answer too
  const strayNumbers = toks.filter(
    (t) =>
      !t.used &&
      /^\d+(\.\d+)?(st|nd|rd|th)?$/.test(t.word) &&
      Number.parseFloat(t.word) !== shape.limit &&
      !(percentile !== undefined && Math.round(percentile * 100) === Number.parseFloat(t.word)) &&
      !/^(top|bottom|first|last|best|worst)$/.test(toks[t.i - 1]?.word ?? '') &&
      // "across the 20 ports", "of all 20": the number of the table's rows is all of them
      !(
        Number(t.word) === index.info.rowCount &&
        /^(the|all)$/.test(toks[t.i - 1]?.word ?? '') &&
        /^[a-z]{3,}s$/.test(toks[t.i + 1]?.word ?? '')
      ),
  );
  if (strayNumbers.length && !unsafe.length) unsafe.push(...strayNumbers.map((t) => t.word));
  if (unsafe.length) return askUnplaced(index, question, toks, unsafe);
  // "which single did better in germany than in france": two number columns named, the row ranked by
  // one of them while a word of the question is left out, is a guess at how they go together
  const rankedOne =
    kind === 'rows' &&
    order !== undefined &&
    limit === 1 &&
    (ignored.length > 0 || /\b(than|both)\b/.test(q)) &&
    !filters.length;
  const namedNumbers = colHits.filter((h) => isNumeric(h.column)).map((h) => h.column.name);
  if (rankedOne && namedNumbers.length >= 2 && namedNumbers.some((n) => !used.has(n)))
    return askUnplaced(index, question, toks, ignored);
  if (notes.length) {
    const asked = clarifyNotes(index, question, notes, notesChoices());
    // a text column of years ("2016", "2032 (est.)") may still be read by the table stage
    if (!yearTextColumn(index)) return asked;
    const { firm: _firm, ...open } = asked;
    return open;
  }
  // groups ranked, compared or shared with every word placed: the shape is not a row look-up
  const firm =
    ignored.length === 0 &&
    (kind === 'compare' ||
      (kind === 'rows' && order !== undefined && confidence === 1) ||
      kind === 'share' ||
      kind === 'percent' ||
      (kind === 'aggregate' && groups.some((g) => !g.grain && !g.part) && order?.by === 'measure'));
  return { query, ignored, confidence, placed, ...(firm ? { firm } : {}) };
}

/** The first-name column's last-name partner (first_name / last_name, given_name / surname) after it. */
function withNameCompanions(index: DatasetIndex, columns: string[]): string[] {
  const text = index.columns.filter((c) => /CHAR/i.test(c.type));
  const first = text.find(
    (c) => c.words.includes('name') && c.words.some((w) => /^(first|given|fore)$/.test(w)),
  );
  const last = text.find(
    (c) =>
      (c.words.includes('name') && c.words.some((w) => /^(last|family|sur)$/.test(w))) ||
      c.words.includes('surname'),
  );
  if (!first || !last || !columns.includes(first.name) || columns.includes(last.name)) return columns;
  const at = columns.indexOf(first.name);
  return [...columns.slice(0, at + 1), last.name, ...columns.slice(at + 1)];
}

/** A text column whose values nearly all open with a year ("2016", "2032 (est.)"). */
function yearTextColumn(index: DatasetIndex): boolean {
  return index.columns.some((c) => {
    if (isNumeric(c) || c.values.size < 3) return false;
    const values = [...c.values.values()];
    return values.filter((v) => /^(1[89]|20)\d\d\b/.test(String(v))).length >= 0.9 * values.length;
  });
}
