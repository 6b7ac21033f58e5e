/**
 * Follow-ups asking for a figure of the one row the previous answer was about: "how many died"
 * after "the deadliest eruption", "what's its growth" after "the country with the lowest
 * literacy", "and how many members" after "population of Texas", "how high" after "which country
 * has the highest unemployment", "how big was the bill on that one" after "the biggest tip". The
 * previous query keeps what picks its row (its conditions, ranking and place); the figure asked
 * for is that row's cell, never a total or average over the whole table. A question that says it
 * wants a total or an average ("total deaths", "average growth") is left to the other stages.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { RELATED } from '../lexicon';
import type { DatasetIndex } from '../schema-index';
import { labelColumn } from './shape';
import type { Parsed } from './types';

/** Words that point back at the previous answer's row. */
const POINTING = /\b(it|its|it's|that|this|there|their|them|they|he|she|his|her|that one|this one)\b/;
/** A follow-up's opening. */
const OPENS = /^(and|what about|how about|so|then|ok|okay)\b/;
/** Words asking for a figure over many rows: such a question is not about one row. */
const OVER_ROWS =
  /\b(total|totals|sum|overall|altogether|combined|average|avg|mean|median|all|every|each|per|in all|together|most|least|highest|lowest|max|maximum|min|minimum|rows|count|number of|percent|percentage|share|by)\b/;
/** A question asking for the figure itself, with no column named: "how high", "what was it". */
const FIGURE_ITSELF =
  /^(?:and |so |ok |okay )?(?:how (?:high|low|much|many|big|large|small|long|far|tall|heavy|light|deep|wide|old|young|fast|hot|cold|wet|expensive)|what (?:was|is|'s) (?:it|that|the (?:value|figure|number|amount))|what's (?:it|that)|whats (?:it|that))(?: (?:was|is|it|that|exactly|then))*$/;

const isText = (type: string) => /CHAR|TEXT|STRING/i.test(type);

/**
 * The previous query as the one row it is about, or undefined when it is not about one row: a
 * row ranked first (or at a place), a row named by a value of a column that names rows, or the
 * highest or lowest figure of a column (the row holding it).
 */
function oneRowOf(prev: AnalystQuery, index: DatasetIndex): AnalystQuery | undefined {
  if (prev.unpivot || prev.derived?.length || prev.change) return undefined;
  const namesRow = prev.filters.some((f) => {
    // a row named by one value of a column of nearly one row per value ("Name is X", "Year = 2013")
    const one =
      f.kind === 'values' ? !f.negate && f.values.length === 1 : f.kind === 'compare' && f.op === '=';
    if (!one) return false;
    const c = index.columns.find((x) => x.name === f.column);
    if (c === undefined || c.uniqueness < 0.75) return false;
    // a whole number naming its row: a season, a year, an edition number, nearly all distinct
    const wholeKey = f.kind === 'compare' && /INT/i.test(c.type) && c.uniqueness >= 0.9;
    return isText(c.type) || c.yearLike === true || /DATE|TIMESTAMP/i.test(c.type) || wholeKey;
  });
  if (prev.kind === 'rows') {
    if (prev.limit === 1 && prev.order && prev.order.by !== 'measure' && prev.order.by !== 'group')
      return prev;
    if (!namesRow) return undefined;
    // a row named by its value: a limit on how many rows are shown does not change the row
    const named: AnalystQuery = { ...prev };
    delete named.limit;
    delete named.offset;
    return prev.order ? undefined : named;
  }
  if (prev.kind !== 'aggregate' || prev.groupBy.length > 0 || prev.sides || prev.condition) return undefined;
  if (prev.measures.length !== 1) return undefined;
  const m = prev.measures[0]!;
  const base: AnalystQuery = { ...prev, kind: 'rows', measures: [], columns: m.column ? [m.column] : [] };
  delete base.order;
  delete base.limit;
  if ((m.fn === 'max' || m.fn === 'min') && m.column)
    return { ...base, order: { by: m.column, dir: m.fn === 'max' ? 'desc' : 'asc' }, limit: 1 };
  if (namesRow && m.fn !== 'count' && m.fn !== 'count_distinct') return base;
  return undefined;
}

/** The column of the previous row's figure: what it was ranked by, or the first column it showed. */
function figureColumn(rows: AnalystQuery, index: DatasetIndex): string | undefined {
  if (rows.order && rows.order.by !== 'measure' && rows.order.by !== 'group') return rows.order.by;
  const numeric = (rows.columns ?? []).find((name) => {
    const c = index.columns.find((x) => x.name === name);
    return c !== undefined && /INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC/i.test(c.type) && !c.yearLike;
  });
  return numeric;
}

/** "how heavy", "how old": a quality that only the column measuring it answers. */
const QUALITY = /^(?:and |so |ok |okay )?how (heavy|light|deep|wide|old|young|fast|hot|cold|wet|expensive)\b/;

/** The nouns a column measuring the quality is named with. */
const QUALITY_NOUNS: Record<string, string[]> = Object.assign(Object.create(null), {
  heavy: ['weight', 'mass'],
  light: ['weight', 'mass'],
  deep: ['depth'],
  wide: ['width', 'breadth'],
  old: ['age'],
  young: ['age'],
  fast: ['speed', 'pace'],
  hot: ['temp'],
  cold: ['temp'],
  wet: ['rain', 'precip'],
  expensive: ['price', 'cost'],
});

/**
 * Whether the question's quality is what the column measures ("how heavy" of `Weight`, "how old"
 * of `Age`): "how old is it" after a ranking by population asks for something else. A plain
 * "how much", "how high" or "what was it" asks for the ranked figure itself.
 */
function measuresQuality(text: string, column: string, index: DatasetIndex): boolean {
  const quality = QUALITY.exec(text)?.[1];
  if (!quality) return true;
  const c = index.columns.find((x) => x.name === column);
  if (!c) return false;
  const words = new Set([...c.words, ...c.stems]);
  return [quality, ...(RELATED[quality] ?? []), ...(QUALITY_NOUNS[quality] ?? [])].some(
    (w) => words.has(w) || c.name.toLowerCase().includes(w),
  );
}

/** Words that say nothing of which column is asked for. */
const EMPTY =
  /^(the|a|an|what|whats|what's|is|was|were|are|about|how|many|much|and|so|then|ok|okay|value|figure|number)$/;

/**
 * The one column whose name holds every word said ("the area" for `Area (km²)`, "what is the
 * depth"), whatever its type: a cell of text with units is shown as it is written.
 */
function namedColumn(words: string, index: DatasetIndex): string | undefined {
  const said = words.split(' ').filter((w) => w && !EMPTY.test(w));
  if (said.length === 0) return undefined;
  const singular = (w: string) => w.replace(/(?<=[a-z]{3})s$/, '');
  const holds = index.columns.filter((c) => {
    const own = new Set([...c.words, ...c.stems].map(singular));
    return said.every((w) => own.has(singular(w)));
  });
  return holds.length === 1 ? holds[0]!.name : undefined;
}

export function parseRowFigureFollowUp(
  question: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
  readAlone: (text: string) => Parsed,
): Parsed | undefined {
  if (!previous || previous.dataset !== index.info.name) return undefined;
  const text = question
    .toLowerCase()
    .replace(/[?!.,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ');
  if (words.length > 8 || OVER_ROWS.test(text)) return undefined;
  const points = POINTING.test(text);
  const opens = OPENS.test(text);
  // "how many died": a bare question of how many or how much, with one word after it
  const bare = /^how (many|much)\b/.test(text) && words.length <= 3;
  const itself = FIGURE_ITSELF.test(text);
  // "what was the margin": one column named and nothing else, asked of the row just answered
  const plainAsk = /^(?:what|whats|what's) (?:was|is|were|are) the [a-z ]+$/.test(text) && words.length <= 6;
  if (!points && !opens && !bare && !itself && !plainAsk) return undefined;
  // "how many are that tall", "how many have it": a count of the rows sharing the figure, not the figure
  if (/^how many (are|were|is|was|have|had|share|of|with)\b/.test(text)) return undefined;
  const rows = oneRowOf(previous, index);
  if (!rows) return undefined;
  let asked: string[];
  if (itself) {
    const column = figureColumn(rows, index);
    if (!column || !measuresQuality(text, column, index)) return undefined;
    asked = [column];
  } else {
    // the question read on its own names the figure: one cell per column it measures
    const alone = text
      .replace(/^(and|what about|how about|so|then|ok|okay) /, '')
      .replace(/\b(its|their|his|her)\b/g, 'the')
      .replace(/\b(on|for|of|in|at) (that|this) one\b|\b(for|of|in|at) (it|that|this|them|him|her)$/g, '')
      .trim();
    const named = namedColumn(alone, index);
    if (named) asked = [named];
    else if (plainAsk && !points && !opens) return undefined;
    else {
      const q = readAlone(alone).query;
      if (
        !q ||
        q.kind !== 'aggregate' ||
        q.groupBy.length > 0 ||
        q.filters.length > 0 ||
        q.sides ||
        q.derived?.length
      )
        return undefined;
      if (q.measures.length === 0 || q.measures.some((m) => !m.column || (m.fn !== 'sum' && m.fn !== 'avg')))
        return undefined;
      asked = q.measures.map((m) => m.column as string);
    }
  }
  // the figure asked for, then what tells the row: its name, what ranked it and its conditions
  const label = labelColumn(index, asked[0]);
  const shown = [...asked];
  if (label) shown.push(label.name);
  if (rows.order && rows.order.by !== 'measure' && rows.order.by !== 'group') shown.push(rows.order.by);
  for (const f of rows.filters) shown.push(f.column);
  const query: AnalystQuery = { ...rows, columns: [...new Set(shown)] };
  delete query.chart;
  return { query, ignored: [], confidence: 0.85, placed: 1, followUp: true };
}
