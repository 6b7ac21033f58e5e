/**
 * A table named after what it counts, whose count sits in a column of a generic name: `murders`
 * with columns state, population and `total`; `cases` with country and `count`. People rank and
 * sum by the table's noun ("which state has the most murders", "murders in the south"); no column
 * is named so, and the figure is the column named only "total" (or count, number, n, value,
 * amount). When the rows are named things of their own (a label on every row that is not the
 * table's noun: states, not orders), the table's noun names that column.
 */
import { isNumericType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { stem } from '../text';
import type { ColumnHit } from './columns';
import { tableEntities } from './entity-table';
import type { Tok } from './types';

/** Column names that say "the figure" without saying of what. */
const GENERIC =
  /^(total|totals|count|counts|n|num|number|cases|freq|frequency|amount|qty|quantity|value|tally)$/;

/** The one numeric column named only by generic words, when the table has exactly one. */
function genericFigure(index: DatasetIndex): IndexedColumn | undefined {
  const figures = index.columns.filter(
    (c) =>
      isNumericType(c.type) &&
      !c.yearLike &&
      c.flagTrue === undefined &&
      c.words.length > 0 &&
      c.words.every((w) => GENERIC.test(w)),
  );
  return figures.length === 1 ? figures[0] : undefined;
}

/** The table's noun said as the figure to rank or add up ("the most murders"), as a hit on the generic column. */
export function tableNounMeasureHits(toks: Tok[], index: DatasetIndex, kept: ColumnHit[]): ColumnHit[] {
  if (kept.some((k) => k.column.role === 'measure' && isNumericType(k.column.type) && !k.column.yearLike))
    return [];
  const figure = genericFigure(index);
  const { label, rowNouns } = tableEntities(index);
  if (!figure || !label || kept.some((k) => k.column === figure)) return [];
  const nouns = new Set(
    index.info.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3)
      .map(stem),
  );
  // the rows are the table's noun themselves ("orders" with an order_id on each): never the figure
  const rowWords = [...label.words, ...rowNouns].map(stem);
  if (rowWords.some((w) => nouns.has(w))) return [];
  const said = toks.find((t) => (!t.used || t.used === 'entity') && nouns.has(t.stem));
  if (!said) return [];
  said.used = 'column';
  return [{ column: figure, positions: [said.i], score: 2, alternatives: [], full: true, strength: 'words' }];
}
