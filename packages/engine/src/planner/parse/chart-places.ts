/**
 * Chart places: a column of peak positions ("Peak UK", "Chart position") holds small whole
 * numbers where 1 is the top. "charted lowest" is its largest number, "went to no 1 in the uk"
 * is the UK column equal to 1, and "made the uk top 5" is that column at most 5 (never the first
 * five rows of a ranking).
 */
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Parsed } from './types';

/** Header words of a chart place. */
const PLACE_WORDS = /^(peak|peaked|chart|charted|charting|position|pos)$/;
/** Words of a question that speak of a chart. */
const CHART_SAID = /\b(chart|charts|charted|charting|peak|peaked|peaking|position|place|placed)\b/;

/** A column of chart places: headed by a word of one, holding whole numbers from 1 up to a few hundred. */
export function isChartColumn(c: IndexedColumn): boolean {
  return c.words.some((w) => PLACE_WORDS.test(w)) && smallPlaces(c);
}

/** Whole numbers from 1 up to a few hundred. */
const smallPlaces = (c: IndexedColumn) => /INT/i.test(c.type) && c.min !== undefined && c.max !== undefined && c.min >= 1 && c.max <= 400;

/** A chart column ranked by a question that speaks of charts: its best place is its lowest number. */
export const chartRanked = (c: IndexedColumn | undefined, q: string): boolean =>
  !!c && isChartColumn(c) && CHART_SAID.test(q);

const NUMBER_WORDS: Record<string, number> = { one: 1, three: 3, five: 5, ten: 10, twenty: 20, forty: 40, fifty: 50, hundred: 100 };
const numberOf = (w: string) => (/^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w]);

/** The words that tell chart columns apart ("uk" of "Peak UK"). */
const ownWords = (c: IndexedColumn) => c.words.filter((w) => !PLACE_WORDS.test(w));

/**
 * The question with a chart place said as a condition ("went to no 1 in the uk", "a us top 10
 * hit") written as one the parser reads ("had peak uk 1", "had peak us <= 10"), parsed; or
 * undefined when it says none.
 */
export function parseChartPlaces(question: string, index: DatasetIndex, reparse: (text: string) => Parsed): Parsed | undefined {
  const lower = question.toLowerCase();
  // columns headed by a country's code alone ("UK", "US") are chart places when the question speaks of charts
  const coded = (c: IndexedColumn) => CHART_SAID.test(lower) && c.words.length === 1 && /^[a-z]{2,3}$/.test(c.name.trim().toLowerCase()) && smallPlaces(c);
  const charts = index.columns.filter((c) => isChartColumn(c) || coded(c));
  if (charts.length === 0) return undefined;
  const regions = [...new Set(charts.flatMap(ownWords))].filter((w) => w.length >= 2);
  const region = regions.length ? `(?:${regions.map((w) => w.replace(/[^a-z0-9]/g, '')).filter(Boolean).join('|')})` : '(?!)';
  const number = '(\\d+|one|three|five|ten|twenty|forty|fifty|hundred)';
  // "no 1", "number one", "#1"; "top 5" only after a verb of reaching it ("made the top 5", "in the top 10")
  const place = `(?:(?:no\\.?|number|#)\\s*(1|one)\\b|(?:made|make|makes|reached|reach|reaches|hit|hits|entered|cracked|into|in|inside|within|a|an)\\s+(?:the\\s+)?(?:(${region})\\s+)?top\\s+${number}\\b)`;
  const re = new RegExp(
    `(?:(?:went|go|goes|got|rose|climbed)\\s+to\\s+|reached\\s+|reach\\s+|hit\\s+|hits\\s+|peaked\\s+at\\s+|charted\\s+at\\s+|at\\s+)?(?:(?:the|a)\\s+)?(?:(${region})\\s+)?${place}(?:\\s+(?:in|on)\\s+(?:the\\s+)?(${region}))?(?:\\s+(?:chart|charts|album chart|singles chart|hit|hits))?`,
  );
  // "what did X peak at in the uk", "avg uk peak position", "by us chart position": the column that country names
  const peakIn =
    new RegExp(`\\bpeak(?:ed)?\\s+(?:at\\s+)?(?:in|on)\\s+the\\s+(${region})\\b`).exec(lower) ??
    new RegExp(`\\b(${region})\\s+(?:peak\\s+|chart\\s+)+position\\b`).exec(lower);
  const peakColumn = peakIn ? charts.find((c) => ownWords(c).includes(peakIn[1] as string)) : undefined;
  if (peakIn && peakColumn)
    return reparse(`${question.slice(0, peakIn.index)}${peakColumn.name.toLowerCase()}${question.slice(peakIn.index + peakIn[0].length)}`);
  // "topped the us chart", "topped the charts in the uk": number 1
  const topped = new RegExp(`\\btopped\\s+the\\s+(?:(${region})\\s+)?(?:album\\s+|singles\\s+)?charts?(?:\\s+in\\s+the\\s+(${region}))?`).exec(lower);
  const m: (string | undefined)[] & { index: number } | null = topped
    ? Object.assign([topped[0], topped[1], '1', undefined, undefined, topped[2]], { index: topped.index })
    : re.exec(lower);
  if (!m) return undefined;
  const [, regionBefore, one, inner, topN, regionAfter] = m;
  const said = regionAfter ?? inner ?? regionBefore;
  const column = said ? charts.find((c) => ownWords(c).includes(said)) : charts.length === 1 ? charts[0] : undefined;
  if (!column) return undefined;
  const n = one ? 1 : numberOf(topN ?? '');
  if (n === undefined || n < 1) return undefined;
  // "did not reach number 1", "never made the top 5": a place below it; any other negation is read elsewhere
  const negation = /\b(?:(?:did|does|do|has|have|had)\s+not|didnt|didn't|doesnt|doesn't|dont|don't|never)\s+$/.exec(question.slice(0, m.index).toLowerCase());
  const start = negation ? negation.index : m.index;
  const after = m.index + (m[0] ?? '').length;
  if (NEGATION.test(`${lower.slice(0, start)} ${lower.slice(after)}`)) return undefined;
  const name = column.name.toLowerCase();
  const condition = negation ? `had ${name} > ${n}` : n === 1 ? `had ${name} 1` : `had ${name} <= ${n}`;
  const rest = `${question.slice(0, start)} ${question.slice(after)}`;
  const text = `${question.slice(0, start)}${condition}${question.slice(after)}`.replace(/\s+/g, ' ');
  const parsed = reparse(text);
  // the column's own word "peak" ranks nothing: with no word of a ranking left, the rows are listed
  const q = parsed.query;
  if (q?.kind === 'rows' && q.order?.by === column.name && !RANKED.test(rest.toLowerCase())) {
    const { order: _order, ...listed } = q;
    return { ...parsed, query: { ...listed, limit: 50 } };
  }
  return parsed;
}

/** Words of negation. */
const NEGATION = /\b(not|never|without|except|didnt|dont|doesnt|wasnt|werent|nor)\b|n't\b/;

/** Words of a ranking left in a question once its chart place is taken out. */
const RANKED = /\b(most|least|highest|lowest|best|worst|top|bottom|first|last|biggest|smallest|largest)\b|\w+est\b/;
