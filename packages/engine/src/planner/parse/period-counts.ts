/**
 * A table of counts per period: each row is one period (a week code, a day), and one column holds
 * the count of what happened in it under a name that does not say what was counted (`observed`,
 * `n`, `count`). People name the counted thing by its own noun ("cases", "incidents", "events"):
 * counting the rows would count periods, not cases. When such a noun is said, no column took it,
 * the table has a column naming a period with a value of its own on every row, and exactly one
 * other whole-number figure that varies (not a year, a week or month number, a flag or an id),
 * the noun names that figure; so does "count" said of a period ("the median weekly count").
 */
import { isNumericType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { ROW_NOUNS } from '../word-roles';
import type { ColumnHit } from './columns';
import type { Tok } from './types';

/** Words of a column naming a period. */
const PERIOD_WORDS = /^(week|weeks|wk|day|days|date|dates|month|months|year|years|quarter|period|yearweek)$/;
/** Nouns of things counted per period (the rows' nouns, less those that are the rows themselves). */
const NOT_COUNTED = /^(obs|observation|observations|sample|samples|subject|subjects)$/;

/** Adjectives of a period's figure. */
const PER_PERIOD = /^(hourly|daily|weekly|monthly|quarterly|yearly|annual)$/;

const periodic = (c: IndexedColumn) =>
  c.role === 'time' || !!c.yearLike || c.words.some((w) => PERIOD_WORDS.test(w));

const isWhole = (c: IndexedColumn) =>
  /^(BIGINT|INTEGER|HUGEINT|SMALLINT|TINYINT|UBIGINT|UINTEGER)$/.test(c.type);

/** The one count figure of a table of counts per period, or undefined. */
export function periodCount(index: DatasetIndex): IndexedColumn | undefined {
  const rows = index.info.rowCount;
  if (rows < 3) return undefined;
  const ownPeriod = index.columns.some((c) => periodic(c) && c.uniqueness >= 0.95);
  if (!ownPeriod) return undefined;
  const figures = index.columns.filter(
    (c) =>
      isNumericType(c.type) &&
      isWhole(c) &&
      !periodic(c) &&
      c.flagTrue === undefined &&
      !c.words.includes('id') &&
      c.distinct > 2 &&
      (c.min ?? -1) >= 0,
  );
  return figures.length === 1 ? figures[0] : undefined;
}

/** "total cases in 1992" over weekly counts: the counted noun as a hit on the count column. */
export function periodCountHits(toks: Tok[], index: DatasetIndex, kept: ColumnHit[]): ColumnHit[] {
  const figure = periodCount(index);
  // a period said ("which week") is no figure asked
  if (kept.some((k) => k.column.role === 'measure' && isNumericType(k.column.type) && !periodic(k.column)))
    return [];
  if (!figure) return [];
  const said = toks.find(
    (t) =>
      (!t.used || t.used === 'entity') &&
      ((ROW_NOUNS.has(t.word) && !NOT_COUNTED.test(t.word)) ||
        // "the median weekly count": the count of a period, not the number of periods
        (/^counts?$/.test(t.word) && PER_PERIOD.test(toks[t.i - 1]?.word ?? ''))),
  );
  if (!said) return [];
  said.used = 'column';
  return [{ column: figure, positions: [said.i], score: 2, alternatives: [], full: true, strength: 'words' }];
}
