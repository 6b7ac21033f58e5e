/**
 * A figure per unit of area ("emp/sq km", "Persons per acre") is what people call a density:
 * "employment density", "avg density", "the density of X" name that column when the table has one
 * such column and none named density. The word (with a word of the figure's own name said just
 * before it, "employment density") is replaced by the column's name; "densest", "least dense"
 * rank by it through the column's words (`columnWords` adds "density").
 */
import type { DatasetIndex } from '../schema-index';
import { splitWords, stem } from '../text';

const DENSITY = /\b(?:(\p{L}+)\s+)?densit(?:y|ies)\b/giu;

const numeric = (type: string) => /INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC/i.test(type);
/** "area" as a word of a column's name ("Geographic Area_1" included). */
const AREA_IN_NAME = /(?:^|[^a-z])area(?:[^a-z]|$)/i;
const AREA = /\b(?:land\s+|surface\s+)?area\b(?!\s*(?:#|no\b|\d))/gi;

/**
 * "area", "land area" over a table whose one area column is named by its unit alone ("sq. km",
 * `columnWords` adds "area"), when no numeric column says area: that column's name.
 */
function withAreaNamed(question: string, index: DatasetIndex): string {
  // (a whole number on nearly every row, "Geographic Area" holding codes, is no size)
  const sized = (c: DatasetIndex['columns'][number]) =>
    numeric(c.type) && !(/INT/i.test(c.type) && c.uniqueness > 0.9) && AREA_IN_NAME.test(c.name);
  if (!/\barea\b/i.test(question) || index.columns.some(sized)) return question;
  const areas = index.columns.filter(
    (c) => numeric(c.type) && c.words.includes('area') && !AREA_IN_NAME.test(c.name),
  );
  return areas.length === 1 ? question.replace(AREA, splitWords(areas[0]!.name).join(' ')) : question;
}

/** The question with "density" said as the one per-area column's name, else as it was. */
export function withDensityNamed(asked: string, index: DatasetIndex): string {
  const question = withAreaNamed(asked, index);
  if (!/\bdensit(?:y|ies)\b/i.test(question) && !PER_AREA_SAID.test(question)) return question;
  PER_AREA_SAID.lastIndex = 0;
  if (index.columns.some((c) => /densit/i.test(c.name))) return question;
  const perArea = index.columns.filter(
    (c) => c.words.includes('density') && /INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC/i.test(c.type),
  );
  if (perArea.length !== 1) return question;
  const column = perArea[0]!;
  const own = new Set(column.words.filter((w) => w !== 'density').map((w) => w.slice(0, 3)));
  const ownWord = (w: string | undefined) => !!w && own.has(stem(w.toLowerCase()).slice(0, 3));
  return question
    .replace(
      DENSITY,
      (whole, before: string | undefined) =>
        `${before && !ownWord(before) ? `${before} ` : ''}${column.name}`,
    )
    .replace(PER_AREA_SAID, (whole, before: string) => (ownWord(before) ? column.name : whole));
}

/** The figure said with its unit of area: "employees per sq km", "people per square mile". */
const PER_AREA_SAID =
  /\b(\p{L}+)\s+(?:per|\/)\s*(?:sq\.?\s*(?:km|mi|m|ft)|square\s+(?:km|kilomet(?:er|re)s?|miles?|met(?:er|re)s?|feet|foot)|km2|km²|mi2|mi²|acres?|hectares?)(?![\p{L}\d])/giu;
