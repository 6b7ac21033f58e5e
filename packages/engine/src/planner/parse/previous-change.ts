/**
 * A change from the previous period said in the question: "the biggest jump from one year to the
 * next", "which month fell the most vs the month before", "week-over-week growth", "yoy change",
 * "the largest drop in one day". The phrase and its change, ranking and percent words are taken
 * out, the rest parsed again for the measure and filters, and the query rebuilt: the measure per
 * period in time order (a date truncated to the grain said, a year or period column), read as its
 * change from the period before (`change`), ranked when a superlative is said ("biggest drop": the
 * most negative change first), listed in time order otherwise. A table with no date, year or
 * period column has no time order: the question is left to the other readings.
 */
import type { AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { rewriteGuard } from './reparse';
import { defaultAggregation } from './shape';
import type { Parsed } from './types';
import { changeGrouping, timeGroups, type Unit } from './previous-change-groups';

const UNIT: Record<string, Unit> = {
  year: 'year',
  yr: 'year',
  month: 'month',
  week: 'week',
  day: 'day',
  session: 'day',
  quarter: 'quarter',
  qtr: 'quarter',
  decade: 'decade',
  season: 'season',
  period: 'period',
  row: 'period',
  edition: 'period',
};
Object.setPrototypeOf(UNIT, null);
const P = '(year|yr|month|week|day|trading day|session|quarter|qtr|decade|season|period|row|edition)s?';

const RISE = String.raw`jump(?:s|ed)?|ris(?:e|es|en|ing)|rose|increas(?:e|es|ed|ing)|growth|gr(?:ew|ow|ows|own|owing)|gain(?:s|ed)?|climb(?:s|ed)?|surg(?:e|es|ed)|spik(?:e|es|ed)|(?:go|goes|went|gone) up`;
const FALL = String.raw`drop(?:s|ped)?|fall(?:s|en|ing)?|fell|declin(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|plung(?:e|es|ed)|dip(?:s|ped)?|(?:go|goes|went|gone) down|los(?:s|ses|e|t)|shr(?:ank|ink|unk)|slump(?:s|ed)?|tumbl(?:e|es|ed)|crash(?:es|ed)?|s[aiu]nks?`;
const MOVE = String.raw`chang(?:e|es|ed)|difference|mov(?:e|es|ed|ement)|swing|delta|variation`;
const CHANGE = `(?:${RISE}|${FALL}|${MOVE})`;
/** Comparatives that set a period against the one before ("lower than the year before"). */
const HIGHER = String.raw`higher|more|greater|bigger|larger|up|above|over`;
const LOWER = String.raw`lower|less|fewer|smaller|down|below|under`;

/** Phrases of the previous period; `needsChange`: only with a change word in the question. */
const PHRASES: { re: RegExp; needsChange: boolean }[] = [
  {
    re: new RegExp(
      String.raw`\b(?:from|between)\s+(?:one|a|each|any|the)\s+${P}\s+(?:to|and)\s+the\s+next\b`,
    ),
    needsChange: true,
  },
  { re: new RegExp(String.raw`\bfrom\s+${P}\s+to\s+\1s?\b`), needsChange: true },
  {
    re: new RegExp(
      String.raw`\b(?:vs\.?|versus|compared\s+(?:to|with)|relative\s+to|over|from|than|against|on)\s+(?:the\s+|its\s+|their\s+|a\s+)?(?:previous|prior|preceding|last)\s+${P}\b`,
    ),
    needsChange: true,
  },
  {
    re: new RegExp(
      String.raw`\b(?:vs\.?|versus|compared\s+(?:to|with)|relative\s+to|over|from|than|against|on)\s+(?:the|its|their)\s+${P}\s+before\b`,
    ),
    needsChange: true,
  },
  {
    re: new RegExp(String.raw`\bbetween\s+(?:two\s+)?(?:consecutive|successive|back-to-back)\s+${P}\b`),
    needsChange: true,
  },
  {
    re: new RegExp(String.raw`\b(?:in|within|over)\s+(?:a\s+single|one\s+single|one|a|a\s+given)\s+${P}\b`),
    needsChange: true,
  },
  { re: new RegExp(String.raw`\b(?:single|one)[\s-]${P}(?=\s+(?:${CHANGE})\b)`), needsChange: true },
  {
    re: new RegExp(String.raw`\b(year|month|week|day|quarter)[\s-]+(?:over|on)[\s-]+\1\b`),
    needsChange: false,
  },
  // "the biggest monthly job loss", "largest daily price drop": the change word within two words
  {
    re: new RegExp(
      String.raw`\b(dai|week|month|quarter|year)ly(?=\s+(?:[a-z]+\s+){0,2}(?:${RISE}|${FALL})\b)`,
    ),
    needsChange: true,
  },
  { re: new RegExp(String.raw`\bannual(?=\s+(?:[a-z]+\s+){0,2}(?:${RISE}|${FALL})\b)()`), needsChange: true },
];
const ABBREVIATIONS: { re: RegExp; unit: Unit }[] = [
  { re: /\b(?:yoy|y\/y|y-o-y)\b/, unit: 'year' },
  {
    re: /\b(?:mom|m\/m|m-o-m)\b(?=.*\b(?:change|growth|increase|decrease|drop|rise|%|percent)\b|\s*(?:%|change|growth))/,
    unit: 'month',
  },
  {
    re: /\b(?:wow|w\/w)\b(?=.*\b(?:change|growth|increase|decrease|drop|rise)\b|\s*(?:%|change|growth))/,
    unit: 'week',
  },
  { re: /\b(?:qoq|q\/q)\b/, unit: 'quarter' },
];

const SMALL = /\b(smallest|least|lowest|weakest|slowest|minimum|min|mildest)\b/;
const SUPERLATIVE =
  /\b(biggest|largest|greatest|highest|most|sharpest|steepest|strongest|fastest|worst|best|maximum|max|top|record|smallest|least|lowest|weakest|slowest|minimum|min|mildest)\b/;
const PERCENT =
  /%|\b(percent|percentage|pct|growth rate|rate of (?:growth|change|increase|decline)|relative (?:change|growth|increase|decrease|drop|fall|rise))\b/;

/**
 * "which year saw the biggest rise in …": the period asked for, ranked by a rise or fall with no
 * other reference (no "from … to", "between", "since", "vs", "than"), is set against the period before.
 */
const WHICH_PERIOD = new RegExp(
  String.raw`^(?:which|what|in\s+which|during\s+which)\s+${P}\b(?=.*\b(?:biggest|largest|greatest|sharpest|steepest|strongest|fastest|most|smallest|weakest|slowest)\b.*\b(?:${RISE}|${FALL})\b)(?!.*\b(?:from|between|since|vs\.?|versus|compared|than|to|relative)\b)`,
);

/** The phrases of the previous period said with any noun (read when it names the table's rows). */
const ROW_PHRASES = [
  /\b(?:from|between)\s+(?:one|a|each|any|the)\s+([a-z]+)\s+(?:to|and)\s+the\s+next\b/,
  /\b(?:vs\.?|versus|compared\s+(?:to|with)|relative\s+to|over|from|than|against|on)\s+(?:the|its|their)\s+(?:previous|prior|preceding|last)\s+([a-z]+)\b/,
  /\b(?:vs\.?|versus|compared\s+(?:to|with)|relative\s+to|over|from|than|against|on)\s+(?:the|its|their)\s+([a-z]+)\s+before\b/,
];

interface Found {
  unit: Unit;
  /** The question without the phrase of the previous period. */
  rest: string;
}

/** The phrase of the previous period and its unit, when the question says one with a change. */
export function findPreviousPhrase(
  question: string,
  rowNouns: ReadonlySet<string> = new Set(),
): Found | undefined {
  // "lower then the year before": "then" written for "than" after a comparative
  const q = question
    .toLowerCase()
    .replace(new RegExp(String.raw`\b(${HIGHER}|${LOWER})\s+then\b`, 'g'), '$1 than');
  const hasChange =
    new RegExp(`\\b${CHANGE}\\b`).test(q) ||
    new RegExp(`\\b(?:${HIGHER}|${LOWER})\\s+(?:than|vs\\.?|versus)\\b`).test(q);
  for (const p of PHRASES) {
    const m = p.re.exec(q);
    if (!m || (p.needsChange && !hasChange)) continue;
    const unit = UNIT[(m[1] || 'year').replace(/^trading /, '').replace(/^dai$/, 'day')];
    if (!unit) continue;
    return { unit, rest: q.slice(0, m.index) + ' ' + q.slice(m.index + m[0].length) };
  }
  for (const a of ABBREVIATIONS) {
    const m = a.re.exec(q);
    if (m) return { unit: a.unit, rest: q.slice(0, m.index) + ' ' + q.slice(m.index + m[0].length) };
  }
  // "from one games to the next", "than the edition before": the noun naming the table's rows
  if (hasChange && rowNouns.size)
    for (const re of ROW_PHRASES) {
      const m = re.exec(q);
      if (m && rowNouns.has(m[1]!.replace(/s$/, '')))
        return { unit: 'period', rest: q.slice(0, m.index) + ' ' + q.slice(m.index + m[0].length) };
    }
  const which = WHICH_PERIOD.exec(q);
  const unit = which && UNIT[(which[1] ?? '').replace(/^trading /, '')];
  if (which && unit) return { unit, rest: q.slice(which[0].length) };
  return undefined;
}

/**
 * Whether the question asks for every period's change from the one before (ranked, or said as
 * "year over year", "from one month to the next", naming no period), rather than one period set
 * against the one before it ("yoy growth for 2024").
 */
export function asksPreviousChange(question: string): boolean {
  const found = findPreviousPhrase(question);
  if (!found) return false;
  const q = question.toLowerCase();
  if (SUPERLATIVE.test(found.rest)) return true;
  // "yoy growth for 2024", "mom change this month": one period against the one before it
  if (/\b(1[5-9]|20)\d\d\b|\b(this|last|current|latest|past)\s+(year|month|quarter|week|day)\b/.test(q))
    return false;
  return (
    /\bfrom\s+(?:one|a|each|any|the)\s+\w+\s+(?:to|and)\s+the\s+next\b|\bfrom\s+(\w+)\s+to\s+\1\b/.test(q) ||
    /\b(year|month|week|day|quarter)[\s-]+(?:over|on)[\s-]+\1\b|\b(?:yoy|y\/y|mom|m\/m|qoq|q\/q|wow|w\/w)\b/.test(
      q,
    )
  );
}

/** "how many years", "in how many months", "how many times", "the number of quarters": the periods counted. */
const COUNTED_PERIODS = new RegExp(
  String.raw`^\s*(?:in\s+)?(?:(?:the\s+number\s+of|number\s+of|count\s+of)\s+${P}|how\s+many\s+[a-z]+|how\s+often)\b`,
);

/**
 * Whether the question counts the periods whose change is a fall or a rise ("how many years was X
 * lower than the year before", "in how many months did sales drop from the previous month").
 */
function countedChange(q: string, rest: string): 'rise' | 'fall' | undefined {
  if (!COUNTED_PERIODS.test(q) || SUPERLATIVE.test(rest)) return undefined;
  const down = new RegExp(String.raw`\b(?:${LOWER}|${FALL})\b`).test(rest);
  const up = new RegExp(String.raw`\b(?:${HIGHER}|${RISE})\b`).test(rest);
  return down === up ? undefined : down ? 'fall' : 'rise';
}

/** Words of a column name that say it holds a change already. */
const HELD_CHANGE =
  /^(change|chg|growth|diff|difference|delta|gain|loss|increase|decrease|yoy|mom|qoq|return|returns)$/;

/** The words naming a table's rows: those of a text column holding a different value on each row ("Games", "Edition"). */
function rowNouns(index: DatasetIndex): Set<string> {
  return new Set(
    index.columns
      .filter((c) => /CHAR/i.test(c.type) && c.uniqueness >= 0.9 && c.words.length === 1)
      .flatMap((c) => c.words.map((w) => w.replace(/s$/, ''))),
  );
}

/** Held while the question without its change words is parsed. */
const guard = rewriteGuard();

const isMeasure = (c: IndexedColumn) =>
  isNumericType(c.type) &&
  !c.yearLike &&
  c.role !== 'identifier' &&
  c.flagTrue === undefined &&
  c.role === 'measure';

/**
 * The measure the rest of the question names, or the table's one measure; never a column the
 * periods are read from (`times`).
 */
function measureOf(
  query: AnalystQuery | undefined,
  index: DatasetIndex,
  times: Set<string>,
  said: 'sum' | 'avg' | undefined,
): AnalystMeasure | undefined {
  const byColumn = (name: string | undefined) =>
    index.columns.find((c) => c.name === name && isNumericType(c.type) && !c.yearLike && !times.has(c.name));
  const named = query?.measures.find((m) => m.column && !m.per && byColumn(m.column));
  const picked =
    byColumn(named?.column) ??
    byColumn(query?.kind === 'rows' ? query.order?.by : undefined) ??
    byColumn(query?.columns?.find((n) => byColumn(n)));
  // a total or an average when the question says one, else the column's usual figure (a level
  // such as a rate or a price averaged, an amount added up)
  if (picked) return { fn: said ?? defaultAggregation(picked), column: picked.name };
  const only = index.columns.filter((c) => isMeasure(c) && !times.has(c.name));
  return only.length === 1 ? { fn: said ?? defaultAggregation(only[0]!), column: only[0]!.name } : undefined;
}

/**
 * The question read as a change from the previous period, or undefined when it says none, the
 * table has no time order, or the rest of it names no measure.
 */
export function parsePreviousChange(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const found = findPreviousPhrase(question, rowNouns(index));
  if (!found) return undefined;
  const q = question.toLowerCase();
  // "the average yearly increase": a figure over the changes, which the query does not compute
  if (
    new RegExp(
      `\\b(?:average|avg|mean|typical|median)\\s+(?:(?:daily|weekly|monthly|quarterly|yearly|annual)\\s+)?${CHANGE}\\b`,
    ).test(q)
  )
    return undefined;
  const rising = new RegExp(`\\b(?:${RISE})\\b`).test(q);
  const falling = new RegExp(`\\b(?:${FALL})\\b`).test(q);
  const percent = PERCENT.test(q);
  const top =
    /\btop\s+(\d+)\b|\b(\d+)\s+(?:biggest|largest|greatest|highest|most|smallest|lowest|sharpest|steepest)\b|\b(?:which|what|the)\s+(\d+)\s+(?:years|months|weeks|days|quarters|decades|seasons|periods|sessions)\b/.exec(
      q,
    );
  // "how many years was X lower than the year before": the periods with a fall (a rise) counted
  const counted = countedChange(q, found.rest);
  const ranked = !counted && (SUPERLATIVE.test(found.rest) || top !== null);
  // what is left: the measure and the rows it is taken over
  // the number of a top N is no filter ("which 3 years": not the year 3)
  const rest = (top ? found.rest.replace(top[0], top[0].replace(/\d+/, ' ')) : found.rest)
    .replace(COUNTED_PERIODS, ' ')
    .replace(new RegExp(String.raw`\b(?:${HIGHER}|${LOWER})\b`, 'g'), counted ? ' ' : '$&')
    // "the year with the biggest drop": the period asked for, not rows with some of the measure
    .replace(new RegExp(String.raw`^\s*(?:the\s+)?${P}\s+(?:with|of|that\s+(?:had|saw))\b`), ' ')
    .replace(new RegExp(`\\b${CHANGE}(?:\\s+(?:in|of|for))?\\b`, 'g'), ' ')
    .replace(new RegExp(SUPERLATIVE.source, 'g'), ' ')
    .replace(new RegExp(PERCENT.source, 'g'), ' ')
    .replace(/\b(when|which|what|did|does|was|were|the|saw|see|had|has|have|a|an|its|their|it)\b/g, ' ')
    .replace(/[?!.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const time = timeGroups(index, found.unit);
  if (!time) return undefined;
  let reparsed = rest ? guard.reparseOnce(parse, rest) : undefined;
  // "add up or average it?" matters not to the column named: it is read as the column's own figure
  if (reparsed?.clarify && rest) reparsed = guard.reparseOnce(parse, `average ${rest}`);
  const base = reparsed?.clarify ? undefined : reparsed?.query;
  const said = /\b(total|sum|overall)\b/.test(q)
    ? 'sum'
    : /\b(average|avg|mean)\b/.test(q)
      ? 'avg'
      : undefined;
  const measure = measureOf(base, index, new Set(time.groups.map((g) => g.column)), said);
  if (!measure) return undefined;
  // a column that holds the change already ("nonfarm_change", "Growth %"), named or picked, is read as it is
  const words = new Set(q.split(/[^a-z0-9]+/));
  const holds = (c: IndexedColumn) => c.words.some((w) => HELD_CHANGE.test(w));
  if (
    index.columns.some((c) => holds(c) && (c.name === measure.column || c.words.every((w) => words.has(w))))
  )
    return undefined;
  const grouping = { groupBy: changeGrouping(index, time, measure, base?.filters ?? []) };
  // "yoy change in 2015" keeps one period, with none before it: one period against the last is
  // read elsewhere; a ranking within a span ("the biggest monthly drop in 2015") stands
  const times = new Set(grouping.groupBy.map((g) => g.column));
  const onTime = (base?.filters ?? []).some(
    (f) => f.kind === 'date_range' || f.kind === 'date_part' || times.has(f.column),
  );
  if (onTime && !ranked && !counted) return undefined;
  const dir = (SMALL.test(found.rest) ? 'asc' : 'desc') as 'asc' | 'desc';
  const query: AnalystQuery = {
    dataset: index.info.name,
    kind: 'aggregate',
    measures: [measure],
    filters: base?.filters ?? [],
    groupBy: grouping.groupBy,
    change: { as: percent ? 'percent' : 'difference', ...(counted ? { count: counted } : {}) },
    ...(ranked
      ? {
          // "the biggest drop": the most negative change first
          order: { by: 'measure', dir: falling && !rising ? (dir === 'desc' ? 'asc' : 'desc') : dir },
          limit: Number(top?.[1] ?? top?.[2] ?? top?.[3] ?? 1),
        }
      : {}),
    ...(base?.derived ? { derived: base.derived } : {}),
  };
  return {
    query,
    ignored: reparsed?.ignored ?? [],
    confidence: reparsed?.confidence ?? 0.8,
    firm: true,
    ...(reparsed?.placed !== undefined ? { placed: reparsed.placed + 1 } : {}),
  };
}
