/**
 * Ratios of two columns a question asks for by a well-known name or by naming both columns: a
 * population density (population / area) over a table with both and no density column, a figure
 * "per capita" (the figure / population), and "points per game" (Points / Games). Each is added
 * to the list as a column computed row by row, as is one column as a percentage of another for a
 * row ("what percentage of X's games were wins"), so that a look-up, a superlative or an average
 * reads it like any other column. A ratio whose two columns are not both plainly there is never
 * guessed: the question is left as it is.
 */
import { sqlValue } from '../../data/sql';
import { wordsOf, type Word } from './mentions';
import { numberOf } from './query';
import { leadingNumber, numericColumn, type ListColumn, type ListTable } from './table';

const POPULATION = new Set(['population', 'pop', 'inhabitant', 'resident', 'people']);
const AREA = new Set(['area']);

/** A header's words outside parentheses and footnote marks. */
const headerWords = (c: ListColumn) => wordsOf(c.name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));

const measureLike = (c: ListColumn) => (c.numeric || c.numberInText) && !c.yearLike && !c.yearValues && !c.temporal && !c.expr;

/** The one measure column whose header has a word of `stems`, or undefined when none or several. */
function onlyColumn(table: ListTable, stems: ReadonlySet<string>): number | undefined {
  const found = table.columns.flatMap((c, i) => (measureLike(c) && headerWords(c).some((w) => stems.has(w.stem)) ? [i] : []));
  return found.length === 1 ? found[0] : undefined;
}

/** The measure column a word names by its header's words (one word, or the last word of the header). */
function columnSaid(table: ListTable, w: Word | undefined): number | undefined {
  if (!w) return undefined;
  const found = table.columns.flatMap((c, i) => {
    if (!measureLike(c)) return [];
    const own = headerWords(c);
    return own.length > 0 && own.at(-1)?.stem === w.stem ? [i] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

interface Ratio {
  name: string;
  /** 100 for a percentage. */
  scale?: number;
  top: number;
  bottom: number;
  /** Words of the question (their indices) that say the ratio, replaced by its name. */
  from: number;
  to: number;
  /** Other words of the question the ratio's name stands for. */
  drop?: number[];
}

/** The ratio the question asks for, if any. */
function ratioAsked(words: Word[], table: ListTable): Ratio | undefined {
  const text = words.map((w) => w.text);
  const has = (stem: string) => table.columns.some((c) => headerWords(c).some((w) => w.stem === stem));
  const density = text.findIndex((w) => w === 'density' || w === 'densities');
  if (density >= 0 && !has('density')) {
    const top = onlyColumn(table, POPULATION);
    const bottom = onlyColumn(table, AREA);
    if (top === undefined || bottom === undefined) return undefined;
    const from = density > 0 && POPULATION.has(words[density - 1]?.stem ?? '') ? density - 1 : density;
    return { name: 'Population density', top, bottom, from, to: density + 1 };
  }
  const share = sharePart(words, table);
  if (share) return share;
  const per = text.findIndex((w) => w === 'per');
  if (per <= 0) return undefined;
  if (text[per + 1] === 'capita' && !has('capita')) {
    const top = columnSaid(table, words[per - 1]);
    const bottom = onlyColumn(table, POPULATION);
    if (top === undefined || bottom === undefined || top === bottom) return undefined;
    const name = `${(table.columns[top] as ListColumn).name} per capita`;
    return { name, top, bottom, from: per - 1, to: per + 2 };
  }
  // "points per game": two columns, each named by its header's last word
  const top = columnSaid(table, words[per - 1]);
  const bottom = columnSaid(table, words[per + 1]);
  if (top === undefined || bottom === undefined || top === bottom) return undefined;
  const name = `${(table.columns[top] as ListColumn).name} per ${text[per + 1]}`;
  if (table.columns.some((c) => c.name.toLowerCase() === name.toLowerCase())) return undefined;
  return { name, top, bottom, from: per - 1, to: per + 2 };
}

/**
 * "what percentage of X's games were wins": one column as a percentage of another, each named by
 * its header's last word, for the row the question names between them.
 */
function sharePart(words: Word[], table: ListTable): Ratio | undefined {
  const text = words.map((w) => w.text);
  const at = text.findIndex((w, i) => /^(percent|percentage|proportion|fraction|share)$/.test(w) && text[i + 1] === 'of');
  if (at < 0) return undefined;
  const verb = text.findIndex((w, i) => i > at + 2 && /^(were|was|are|is)$/.test(w));
  if (verb < 0 || verb !== text.length - 2) return undefined;
  const bottom = columnSaid(table, words[verb - 1]);
  const top = columnSaid(table, words[verb + 1]);
  if (top === undefined || bottom === undefined || top === bottom) return undefined;
  const name = `${(table.columns[top] as ListColumn).name} as % of ${(table.columns[bottom] as ListColumn).name}`;
  // the row's name stays: "percentage of X's games were wins" → "<ratio> of X"
  return { name, scale: 100, top, bottom, from: at, to: at + 1, drop: [verb - 1, verb, verb + 1] };
}

/** A token the question says in place of the ratio's words, and that names the ratio's column alone. */
const TOKEN = 'ratiocolumn';

/**
 * The table with a ratio column the question asks for, the question reading it by name and the
 * column's name (`ratio`); the table and question themselves when the question asks for no ratio the table holds.
 */
export function withRatioColumn(question: string, table: ListTable): { question: string; table: ListTable; ratio?: string } {
  const words = wordsOf(question);
  const ratio = ratioAsked(words, table);
  if (!ratio) return { question, table };
  const top = table.columns[ratio.top] as ListColumn;
  const bottom = table.columns[ratio.bottom] as ListColumn;
  const scale = ratio.scale ?? 1;
  const expr = `(${sqlValue(scale)} * ${numberOf(top)} / NULLIF(${numberOf(bottom)}, ${sqlValue(0)}))`;
  const cells = table.rows.map((r) => {
    const a = leadingNumber(r[ratio.top] ?? '');
    const b = leadingNumber(r[ratio.bottom] ?? '');
    return a === undefined || b === undefined || b === 0 ? null : String((scale * a) / b);
  });
  const column = numericColumn(ratio.name, expr, { stems: [TOKEN], uniqueness: new Set(cells).size / Math.max(1, cells.length) });
  const kept = (i: number) => !ratio.drop?.includes(i);
  const said = [
    ...words.slice(0, ratio.from).map((w) => w.text),
    TOKEN,
    ...words.flatMap((w, i) => (i >= ratio.to && kept(i) ? [w.text] : [])),
  ].join(' ');
  return {
    question: said,
    ratio: ratio.name,
    table: { ...table, columns: [...table.columns, column], rows: table.rows.map((r, k) => [...r, cells[k] ?? null]) },
  };
}
