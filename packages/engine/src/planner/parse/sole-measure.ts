/**
 * Tables with one measure: a date column and a single numeric column, often named by a series
 * code ("XQ.M.A1.TOT.00"). Nobody says the code; they say "the value", "the index", "the reading",
 * "turnover". When no column took such a word, it names the table's one measure. The code itself,
 * said whole, names it too.
 */
import { isNumericType } from '../../data/duck';
import { FUNCTION_WORDS, SUPERLATIVES } from '../lexicon';
import { valueKey, type DatasetIndex, type IndexedColumn } from '../schema-index';
import type { ColumnHit } from './columns';
import { namePartToken } from './measure-name-parts';
import type { Tok } from './types';

/** Generic names of a series' figure, said of whatever the one measure measures. */
const FIGURE_NOUNS = new Set([
  'value',
  'values',
  'index',
  'indices',
  'reading',
  'readings',
  'level',
  'levels',
  'figure',
  'figures',
  'number',
  'numbers',
  'series',
  'measure',
  'measurement',
  'measurements',
  'turnover',
  'output',
  'volume',
  'score',
  'scores',
  'rating',
  'ratings',
]);

/** The table's only numeric measure column (not a year, a 0/1 flag or an identifier). */
export function soleMeasure(index: DatasetIndex): IndexedColumn | undefined {
  const measures = index.columns.filter(
    (c) =>
      c.role === 'measure' &&
      isNumericType(c.type) &&
      !c.yearLike &&
      c.flagTrue === undefined &&
      !c.words.includes('id'),
  );
  return measures.length === 1 ? measures[0] : undefined;
}

/** The lower-case pieces of a name as the question's tokens would read them. */
const pieces = (name: string) => name.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * The one measure said by its whole code or by a generic noun for a figure, when no column of the
 * question is a measure already. Marks the words 'column'.
 */
export function soleMeasureHits(toks: Tok[], index: DatasetIndex, kept: ColumnHit[]): ColumnHit[] {
  const sole = soleMeasure(index);
  if (!sole || kept.some((k) => k.column === sole)) return [];
  // the code said whole ("highest XQ.M.A1.TOT.00")
  const code = pieces(sole.name);
  if (code.length >= 2)
    for (let i = 0; i + code.length <= toks.length; i++) {
      const run = toks.slice(i, i + code.length);
      if (run.every((t, j) => t.word === code[j] || t.word.replace(/[^a-z0-9]/g, '') === code[j])) {
        for (const k of kept.filter((h) => h.positions.some((p) => p >= i && p < i + code.length)))
          kept.splice(kept.indexOf(k), 1);
        for (const t of run) t.used = 'column';
        return [hit(sole, run, 'exact')];
      }
    }
  if (kept.some((k) => k.column.role === 'measure' && isNumericType(k.column.type) && !k.column.yearLike))
    return [];
  // a word of a code written as one run of letters ("average rainfall" of RAINFALLMM)
  const part = namePartToken(toks, sole);
  if (part) {
    part.used = 'column';
    return [hit(sole, [part], 'words')];
  }
  const said =
    toks.find(
      (t) =>
        !t.used &&
        FIGURE_NOUNS.has(t.word) &&
        !(t.word.startsWith('number') && toks[t.i + 1]?.word === 'of') &&
        !countedNoun(toks, t),
    ) ?? seriesNoun(toks, index);
  if (!said) return [];
  said.used = 'column';
  return [hit(sole, [said], 'words')];
}

/** "how many readings", "number of measurements", "the two readings": the noun counted is the rows, not the figure. */
const countedNoun = (toks: Tok[], t: Tok) => {
  const [a, b] = [toks[t.i - 2]?.word, toks[t.i - 1]?.word];
  // "the two readings": a number before the noun counts the rows too
  return (
    t.stem !== t.word &&
    ((a === 'how' && b === 'many') ||
      ((a === 'number' || a === 'count') && b === 'of') ||
      /^\d+$/.test(b ?? ''))
  );
};

/**
 * The measure of a table that is one series: its only other columns are a date or a year. A
 * superlative with no column of its own concept ("the wettest year" of yearly river flows) ranks by it.
 */
export function seriesMeasure(index: DatasetIndex): IndexedColumn | undefined {
  const sole = soleMeasure(index);
  return sole && index.columns.every((c) => c.role === 'time' || c.yearLike || c === sole) ? sole : undefined;
}

/** Words that ask for a figure of the measure said next ("avg flow", "the std dev of the level"). */
const AGGREGATES =
  /^(avg|average|mean|median|total|sum|max|maximum|min|minimum|standard|deviation|variance|std|spread|range)$/;
const BETWEEN = /^(the|of|a|an|annual|yearly|monthly|daily|overall)$/;

/**
 * A table that is one series (its only columns a date or year and one measure, as yearly river
 * flows): a noun no column or value took, said right after a word asking for a figure, is what the
 * series measures ("avg flow" of a table of years and volumes). The reply names the measure read.
 */
function seriesNoun(toks: Tok[], index: DatasetIndex): Tok | undefined {
  if (!seriesMeasure(index)) return undefined;
  const tableWords = new Set(valueKey(index.info.name).split(' '));
  const measureName = (seriesMeasure(index)?.name ?? '').toLowerCase();
  for (const t of toks) {
    if (!AGGREGATES.test(t.word)) continue;
    // the table's own name said there ("avg river flow" of a table named river_flow) names it too
    let named: Tok | undefined;
    for (let j = t.i + 1; j <= t.i + 4 && toks[j]; j++) {
      const n = toks[j] as Tok;
      if (BETWEEN.test(n.word) || AGGREGATES.test(n.word)) continue;
      if ((tableWords.has(n.word) || tableWords.has(n.stem)) && (!n.used || n.used === 'entity')) {
        named = n;
        continue;
      }
      if (n.used || FUNCTION_WORDS.has(n.word) || !/^[a-z]{3,}$/.test(n.word)) break;
      if (index.valueWords.has(n.stem) || index.valueWords.has(n.word) || SUPERLATIVES[n.word]) break;
      // a piece of the measure's own name too short to say it ("disc" of RIVERDISCHARGE) says no more
      if (measureName.includes(n.word)) break;
      return n;
    }
    if (named) return named;
  }
  return undefined;
}

function hit(column: IndexedColumn, run: Tok[], strength: 'exact' | 'words'): ColumnHit {
  return {
    column,
    positions: run.map((t) => t.i),
    score: run.length + 1,
    alternatives: [],
    full: true,
    strength,
  };
}
