/**
 * Change between two columns of one measure for two years (`Population (2016)` → `Population (2021)`):
 * "which city lost population between 2016 and 2021" (rows where the later is below the earlier),
 * "which city grew the fastest" (ranked by later / earlier), "the biggest increase from 1980 to
 * 2015" (ranked by later − earlier), "how many grew by more than 5%" (later / earlier above 1.05),
 * "how much did X grow" (X's later − earlier). The question is read with the measure's columns
 * replaced by one derived number that carries the measure's words, so the rest of the question
 * (conditions, which rows, how many) is read as usual. Two years said side by side without a
 * change word ("chicago population 1980 vs 2015") show both columns.
 */
import type { AnalystDerived, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import { isNumericType } from '../../data/duck';
import { derivedName } from '../compile/derived';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { withoutYears, type YearColumn } from '../year-columns';
import type { Parsed } from './types';

type Mode = 'up' | 'down' | 'rank-up' | 'rank-down' | 'amount';

const UP =
  'grew|grow|grows|grown|growing|gained|gain|gains|increased|increase|increases|rose|rise|rises|risen|went up|go up|goes up|gone up';
const DOWN =
  'lost|lose|loses|losing|shrank|shrunk|shrink|shrinks|declined|decline|declines|decreased|decrease|decreases|fell|fall|falls|fallen|dropped|drop|drops|went down|go down|goes down|gone down';
const CHANGE_NOUN =
  'increase|increases|growth|gain|gains|jump|jumps|rise|rises|drop|drops|decline|declines|fall|falls|loss|losses|decrease|decreases|change|changes';
const DOWN_NOUN = /^(drop|drops|decline|declines|fall|falls|loss|losses|decrease|decreases)$/;

interface Reading {
  mode: Mode;
  ratio: boolean;
  text: string;
  threshold?: { op: '>' | '<'; value: number };
  /** "how much did X fall": the earlier minus the later. */
  fallen?: boolean;
}

/** Words that ask about the whole table at once. */
const WHOLE = /\b(?:overall|total|altogether|combined|in all)\b/i;

const isDown = (verb: string) => new RegExp(`^(?:${DOWN})$`, 'i').test(verb);

/** The change the question asks about, and the question without its change words. */
function readChange(question: string): Reading | undefined {
  let text = question;
  let ratio = /%|\bpercent|\bfastest|\bslowest|\bquickest|\brate of|\bgrowth rate\b/i.test(question);
  const pct = /\s*\b(?:in|as a|as)\s+(?:%|percent(?:age)?s?)(?=\s|$|[?.!,])|\s+%(?=\s|$|[?.!,])/gi;
  text = text.replace(pct, ' ');
  let m: RegExpExecArray | null;
  // "grew by more than 5%", "fell by over 10 percent", "gained more than 1000"
  m = new RegExp(
    `\\b(${UP}|${DOWN})\\s+(?:by\\s+)?(more than|over|above|at least|less than|under|below)\\s+(\\d+(?:\\.\\d+)?)\\s*(%|percent)?`,
    'i',
  ).exec(text);
  if (m) {
    const down = isDown(m[1]!);
    const more = /more|over|above|least/i.test(m[2]!);
    const n = Number(m[3]);
    const pctSaid = m[4] !== undefined;
    const value = pctSaid ? 1 + ((down ? -1 : 1) * n) / 100 : (down ? -1 : 1) * n;
    const op: '>' | '<' = more !== down ? '>' : '<';
    return {
      mode: down ? 'down' : 'up',
      ratio: pctSaid,
      text: cut(text, m),
      threshold: { op, value: Number(value.toFixed(10)) },
    };
  }
  // "grew the fastest", "lost the most", "increased the least"
  m = new RegExp(`\\b(${UP}|${DOWN})\\s+(?:the\\s+)?(fastest|quickest|most|slowest|least)\\b`, 'i').exec(
    text,
  );
  if (m) {
    const down = isDown(m[1]!);
    const least = /slowest|least/i.test(m[2]!);
    return { mode: down !== least ? 'rank-down' : 'rank-up', ratio, text: cut(text, m, ' has the highest ') };
  }
  // "the biggest increase in", "the largest population drop", "the fastest growth"
  m = new RegExp(
    `\\b(?:the\\s+)?(biggest|largest|greatest|highest|most|fastest|quickest|smallest|lowest|least|slowest)\\s+((?:[\\w%]+\\s+){0,2}?)(${CHANGE_NOUN})\\b(?:\\s+(?:in|of)(?:\\s+(?:the|its|their))?)?`,
    'i',
  ).exec(text);
  if (m) {
    const least = /smallest|lowest|least|slowest/i.test(m[1]!);
    const down = DOWN_NOUN.test(m[3]!);
    if (/\bchange/i.test(m[3]!) && /%|percent/i.test(m[2]!)) ratio = true;
    const words = m[2]!.replace(/\b(?:%|percent(?:age)?)\s*/gi, '');
    return {
      mode: down !== least ? 'rank-down' : 'rank-up',
      ratio,
      text: cut(text, m, ` the highest ${words}`),
    };
  }
  // "how much did X grow", "by how much did X's population increase": X's change (a fall said as a positive loss)
  m = new RegExp(
    `^(?:by\\s+)?how much (?:did|has|have|does)\\s+(.+?)\\s+(${UP}|${DOWN}|change|changed)\\b(.*)$`,
    'i',
  ).exec(text.trim());
  if (m) return { mode: 'amount', ratio: false, text: `what is ${m[1]}${m[3]}`, fallen: isDown(m[2]!) };
  // "how many seats did X lose": the measure is said before the row
  m = new RegExp(`^how many\\s+(.+?)\\s+(?:did|has|have|does)\\s+(.+?)\\s+(${UP}|${DOWN})\\b(.*)$`, 'i').exec(
    text.trim(),
  );
  if (m)
    return {
      mode: 'amount',
      ratio: false,
      text: `what is the ${m[1]} of ${m[2]}${m[4]}`,
      fallen: isDown(m[3]!),
    };
  // "which cities lost population", "how many metros saw the ratio go down"
  m = new RegExp(`\\b(${UP}|${DOWN})\\b`, 'i').exec(text);
  if (m) {
    const down = isDown(m[1]!);
    // "the overall drop in X", "total growth of X": the change of the whole, not the rows that changed
    if (WHOLE.test(text) && !/\b(?:how many|which|what|who)\b/i.test(text))
      return {
        mode: 'amount',
        ratio: false,
        text: `what is the ${cut(text, m, ' ')
          .replace(WHOLE, ' ')
          .replace(/\s{2,}/g, ' ')
          .trim()}`,
        fallen: down,
      };
    return { mode: down ? 'down' : 'up', ratio: false, text: cut(text, m, ' ') };
  }
  return undefined;
}

/** A column whose name says only that it holds a change ("Change", "% change", "Growth (%)"). */
const heldChange = (c: IndexedColumn) =>
  c.words.length > 0 &&
  c.words.some((w) => /^(change|growth)$/.test(w)) &&
  c.words.every((w) => /^(change|growth|pct|percent|percentage|%|yoy)$/.test(w));

const cut = (text: string, m: RegExpExecArray, by = ' ') =>
  `${text.slice(0, m.index)}${by}${text.slice(m.index + m[0].length)}`.replace(/\s{2,}/g, ' ').trim();

/** A column of numbers standing for the change of one measure, named by the measure's words. */
function changeColumn(later: IndexedColumn, d: AnalystDerived): IndexedColumn {
  const year = /^(1[89]|20)[0-9]{2}$/;
  return {
    ...later,
    name: d.name,
    type: 'DOUBLE',
    role: 'measure',
    words: later.words.filter((w) => !year.test(w)),
    stems: later.stems.filter((w) => !year.test(w)),
    required: later.required.filter((w) => !year.test(w)),
    values: new Map(),
  };
}

interface Pair {
  earlier: IndexedColumn;
  later: IndexedColumn;
  derived: AnalystDerived;
  column: IndexedColumn;
}

/** For each measure with both years (or, none said, its first and last year): the two columns and their change. */
function pairsOf(
  index: DatasetIndex,
  groups: Map<string, YearColumn[]>,
  years: [number, number] | undefined,
  r: Reading,
): Pair[] {
  const out: Pair[] = [];
  for (const g of groups.values()) {
    const sorted = [...g].sort((a, b) => a.year - b.year);
    const [e, l] = years
      ? [g.find((c) => c.year === years[0]), g.find((c) => c.year === years[1])]
      : [sorted[0], sorted[sorted.length - 1]];
    if (!e || !l || e.year === l.year) continue;
    const earlier = index.columns.find((c) => c.name === e.name);
    const later = index.columns.find((c) => c.name === l.name);
    if (!earlier || !later || !isNumericType(earlier.type) || !isNumericType(later.type)) continue;
    const op = r.ratio ? '/' : '-';
    const [left, right] = r.fallen ? [earlier, later] : [later, earlier];
    const derived: AnalystDerived = {
      name: derivedName(op, left.name, right.name),
      op,
      left: left.name,
      right: right.name,
    };
    out.push({ earlier, later, derived, column: changeColumn(later, derived) });
  }
  return out;
}

const reads = (q: AnalystQuery, name: string) =>
  q.measures.some((m) => m.column === name) ||
  (q.columns ?? []).includes(name) ||
  q.order?.by === name ||
  q.filters.some((f) => f.column === name) ||
  (q.condition ?? []).some((f) => f.column === name);

/** The query with the change applied as its mode says; undefined when it does not fit. */
function applied(q: AnalystQuery, pair: Pair, r: Reading): AnalystQuery | undefined {
  const name = pair.derived.name;
  const query: AnalystQuery = { ...q, derived: [...(q.derived ?? []), pair.derived] };
  if (r.mode === 'up' || r.mode === 'down') {
    const threshold = r.threshold ?? { op: r.mode === 'up' ? '>' : '<', value: r.ratio ? 1 : 0 };
    query.filters = [
      ...q.filters.filter((f) => f.column !== name),
      { kind: 'compare', column: name, op: threshold.op, value: threshold.value },
    ];
    if (q.kind === 'aggregate' && q.groupBy.length === 0 && q.measures.some((m) => m.column === name))
      query.measures = [{ fn: 'count' }];
    // "which city lost population": every such row, not the one with the most
    if (q.kind === 'rows' && q.order?.by === name) {
      delete query.order;
      delete query.limit;
    }
    return query;
  }
  if (r.mode === 'amount') return reads(q, name) && q.groupBy.length === 0 && !q.order ? query : undefined;
  // rankings: the rows ordered by the change
  if (q.kind !== 'rows' || q.order?.by !== name) return undefined;
  query.order = { by: name, dir: r.mode === 'rank-up' ? 'desc' : 'asc' };
  return query;
}

export function readYearChange(
  question: string,
  index: DatasetIndex,
  groups: Map<string, YearColumn[]>,
  years: [number, number] | undefined,
  parse: (question: string, index: DatasetIndex) => Parsed,
): Parsed | undefined {
  const r = readChange(years ? withoutYears(question, years) : question);
  if (!r) return undefined;
  const pairs = pairsOf(index, groups, years, r);
  // a column named only by a change word ("Change", "Growth %") holds the change between the
  // two years already: "which port grew the most" reads it, as the table shows it
  if (pairs.length === 0) return undefined;
  const gone = new Set(pairs.flatMap((p) => [p.earlier.name, p.later.name]));
  const idx: DatasetIndex = {
    ...index,
    columns: [...index.columns.filter((c) => !gone.has(c.name)), ...pairs.map((p) => p.column)],
  };
  const attempt = (text: string): Parsed | undefined => {
    const parsed = parse(text, idx);
    const q = parsed.query;
    if (!q) return undefined;
    const read = pairs.filter((p) => reads(q, p.derived.name));
    if (read.length !== 1) return undefined;
    const query = applied(q, read[0]!, r);
    return query ? { ...parsed, query } : undefined;
  };
  const direct = attempt(r.text);
  if (direct) return direct;
  // the measure unsaid ("which port grew the most") beside a column that holds the change: that column
  const held = index.columns.filter((c) => isNumericType(c.type) && heldChange(c));
  if (!years && pairs.length === 1 && held.length === 1) return readHeldChange(r, held[0]!, index, parse);
  // the measure unsaid ("which city grew the fastest"): the one measure with two years, or asked
  if (pairs.length > 1) return whichChange(question, pairs);
  const pair = pairs[0]!;
  const said = pair.column.words.filter((w) => !/^(thousand|million|billion|trillion)s?$/.test(w)).join(' ');
  const text =
    r.mode === 'rank-up' || r.mode === 'rank-down'
      ? r.text.replace(/\bthe highest\b/i, `the highest ${said}`)
      : r.mode === 'amount'
        ? r.text.replace(/^what is\s+/i, `what is the ${said} of `)
        : r.text;
  if (r.mode === 'up' || r.mode === 'down') {
    // "which parties lost": the rows, with the measure said after them
    let parsed = parse(text, idx);
    if (!parsed.query) parsed = parse(`${text.replace(/[?.!\s]+$/, '')} ${said}`, idx);
    if (!parsed.query || parsed.clarify) return undefined;
    // "how many parties gained votes": the change of another measure, which has no two years
    const q = parsed.query;
    const other = (name: string) =>
      name !== pair.derived.name && idx.columns.some((c) => c.name === name && c.role === 'measure');
    if (
      [
        ...q.measures.flatMap((m) => (m.column ? [m.column] : [])),
        ...(q.columns ?? []),
        ...(q.order ? [q.order.by] : []),
      ].some(other)
    )
      return undefined;
    const query = applied(q, pair, r);
    return query ? { ...parsed, query } : undefined;
  }
  return text === r.text ? undefined : attempt(text);
}

/**
 * The change asked read on the column that holds it: "grew the fastest" is its highest value, "lost
 * the most" its lowest, "grew by more than 5%" above 5 (a column of percentages) and "which cities
 * lost population" below 0. Undefined unless the reading places every word.
 */
function readHeldChange(
  r: Reading,
  column: IndexedColumn,
  index: DatasetIndex,
  parse: (question: string, index: DatasetIndex) => Parsed,
): Parsed | undefined {
  const name = human(column.name);
  const base = r.text.replace(/[?.!\s]+$/, '');
  let text: string;
  if (r.mode === 'rank-up' || r.mode === 'rank-down') {
    const dir = r.mode === 'rank-up' ? 'highest' : 'lowest';
    if (!/\bthe highest\b/i.test(base)) return undefined;
    text = base.replace(/\bthe highest\b/i, `the ${dir} ${name}`);
  } else if (r.mode === 'up' || r.mode === 'down') {
    const t = r.threshold;
    // a ratio said in % ("by more than 5%") over a column of percentages is that many points
    const value = t ? (r.ratio ? Number(((t.value - 1) * 100).toFixed(6)) : t.value) : 0;
    const op = (t?.op ?? (r.mode === 'up' ? '>' : '<')) === '>' ? 'above' : 'below';
    text = `${base} with ${name} ${op} ${value}`;
  } else return undefined;
  const read = parse(text, index);
  return read.query && !read.clarify && !read.ignored.length ? read : undefined;
}

/** Several measures hold both years and the question names none of them: which one's change is meant. */
function whichChange(question: string, pairs: Pair[]): Parsed {
  const asked = question.trim().replace(/[?.!\s]+$/, '');
  const choices = pairs.slice(0, 4).map((p) => `${asked} (${p.column.words.join(' ')})`);
  return {
    ignored: [],
    confidence: 0.3,
    clarify: {
      question: `Which change do you mean: ${pairs
        .slice(0, 4)
        .map((p) => `${p.earlier.name} to ${p.later.name}`)
        .join(', or ')}?`,
      choices,
    },
  };
}

/** "chicago population 1980 vs 2015", "avg ratio 1990 vs 2020": both years' columns side by side. */
export function bothYears(
  question: string,
  index: DatasetIndex,
  groups: Map<string, YearColumn[]>,
  years: [number, number],
  parse: (question: string, index: DatasetIndex) => Parsed,
): Parsed | undefined {
  const [y1, y2] = years;
  // "total population growth 1980 to 2015": a change asked for is never the two figures alone
  if (new RegExp(`\\b(?:${UP}|${DOWN}|${CHANGE_NOUN})\\b`, 'i').test(question)) return undefined;
  const pairs = [...groups.values()].flatMap((g) => {
    const a = g.find((c) => c.year === y1);
    const b = g.find((c) => c.year === y2);
    return a && b ? [{ first: a.name, second: b.name }] : [];
  });
  if (pairs.length === 0) return undefined;
  const hidden = new Set(pairs.map((p) => p.second));
  const parsed = parse(withoutYears(question, years), {
    ...index,
    columns: index.columns.filter((c) => !hidden.has(c.name)),
  });
  const q = parsed.query;
  if (!q || q.order || q.groupBy.length || q.derived?.length) return undefined;
  const pair = pairs.find((p) => reads(q, p.first));
  if (!pair) return undefined;
  const query: AnalystQuery = structuredClone(q);
  if (query.kind === 'rows' && query.columns?.includes(pair.first)) {
    query.columns = query.columns.flatMap((c) => (c === pair.first ? [c, pair.second] : [c]));
    return { ...parsed, query };
  }
  if (query.kind === 'aggregate' && query.measures.some((m) => m.column === pair.first)) {
    query.measures = query.measures.flatMap((m) =>
      m.column === pair.first ? [m, { ...m, column: pair.second }] : [m],
    );
    return { ...parsed, query };
  }
  return undefined;
}
