/**
 * Cell texts copied from web pages carry footnote marks (`371,000 km²[a]`, `5 July 1945[1]`,
 * `Saline[b]`) whose notes are not in the file, and dashes or `n/a` where a page shows nothing
 * or a value not known yet (`TBA`, `TBD`). At load the marks are dropped, so that `Saline[b]`
 * equals `Saline` and a footnoted number is a
 * number, and the "nothing here" cells of text columns become missing (NULL), so that a dash is
 * never counted or ranked as a value.
 *
 * A mark is a short reference in square brackets at the end of a cell, after some other text:
 * one or two lowercase letters, up to three digits, `note 3`, `nb 2`, `citation needed`. Longer
 * or capitalised brackets (`[Live]`, `[EP]`) are part of the value, and so is a cell that is only
 * a bracket (`[98]`, an estimated value). Statistics downloads write a note number with a slash
 * instead (`Alaska 3/`): dropped too.
 */
import { quoteLiteral } from './sql';
import { escapeRegExp } from './regexp';

const MARK = '\\[(?:[a-z]{1,2}|[0-9]{1,3}|(?:note|nb|n) ?[0-9]{1,3}|citation needed)\\]';
/** The text before one or more trailing footnote marks. */
export const MARKED_RE = `^(.*?\\S)\\s*(?:${MARK})+$`;

/**
 * Cell texts that mean "nothing here" in text columns: dashes and "not applicable". Shorter than
 * the list for numbers and dates (`MISSING_MARKERS`): `NA` and `Nan` are real words in text (a
 * continent code, a name).
 */
export const TEXT_MISSING_MARKERS = ['-', '--', '—', '–', 'n/a', '#n/a', 'null', 'tba', 'tbd', 'tbc'];
const TEXT_MISSING_RE = `(?i)${TEXT_MISSING_MARKERS.map(escapeRegExp).join('|')}`;

/**
 * A statistics office's note number after a name (`Alaska 3/`, `United States 1/`): a space, one
 * or two digits and a slash closing a cell that has a letter before them.
 */
export const SLASH_MARKED_RE = '^(.*\\pL[.)]?)\\s+[0-9]{1,2}/$';

/**
 * A number followed by one capital letter in brackets (`9[B]`): a footnote mark too. Only after a
 * digit, and only where the text is read as a number or a date: in text `[A]` may be part of a name.
 */
export const NUMBER_MARKED_RE = '^(.*[0-9])\\s*\\[[A-Z]\\]$';

/**
 * SQL: a trimmed text expression without its trailing footnote marks (unchanged when it has none),
 * for reading it as a number or a date.
 */
export function withoutMarksSql(trimmed: string): string {
  const capital = `regexp_replace(${trimmed}, ${quoteLiteral(NUMBER_MARKED_RE)}, '\\1')`;
  return `(CASE WHEN ends_with(${trimmed}, ']') THEN regexp_replace(${capital}, ${quoteLiteral(MARKED_RE)}, '\\1') WHEN ends_with(${trimmed}, '/') THEN regexp_replace(${trimmed}, ${quoteLiteral(SLASH_MARKED_RE)}, '\\1') ELSE ${trimmed} END)`;
}

/** SQL: whether a text expression is a "nothing here" marker or ends with a footnote mark. */
export function needsCleaningSql(expression: string): string {
  const trimmed = `trim(${expression})`;
  return `((strlen(${trimmed}) <= 4 AND regexp_full_match(${trimmed}, ${quoteLiteral(TEXT_MISSING_RE)})) OR (ends_with(${trimmed}, ']') AND regexp_full_match(${trimmed}, ${quoteLiteral(MARKED_RE)})) OR (ends_with(${trimmed}, '/') AND regexp_full_match(${trimmed}, ${quoteLiteral(SLASH_MARKED_RE)})))`;
}

/**
 * SQL: the value written for a text column, `expression` as read: without trailing footnote
 * marks, and NULL for the "nothing here" markers. Other cells are kept exactly as read.
 */
export function cleanTextSql(expression: string): string {
  const trimmed = `trim(${expression})`;
  // One pattern, not an IN list: two hundred IN lists in one statement ran DuckDB out of memory.
  const marker = `strlen(${trimmed}) <= 4 AND regexp_full_match(${trimmed}, ${quoteLiteral(TEXT_MISSING_RE)})`;
  // a dash with a footnote mark (`—[d]`) is as empty as the dash alone
  const stripped = `regexp_replace(${trimmed}, ${quoteLiteral(MARKED_RE)}, '\\1')`;
  const markedDash = `ends_with(${trimmed}, ']') AND strlen(${stripped}) <= 4 AND regexp_full_match(${stripped}, ${quoteLiteral(TEXT_MISSING_RE)})`;
  return `(CASE WHEN ${marker} THEN NULL WHEN ${markedDash} THEN NULL WHEN ends_with(${trimmed}, ']') THEN regexp_replace(${trimmed}, ${quoteLiteral(MARKED_RE)}, '\\1') WHEN ends_with(${trimmed}, '/') AND regexp_full_match(${trimmed}, ${quoteLiteral(SLASH_MARKED_RE)}) THEN regexp_replace(${trimmed}, ${quoteLiteral(SLASH_MARKED_RE)}, '\\1') ELSE ${expression} END)`;
}
