/**
 * Dates written with an era, as lists of ancient history write them: `23 September 63 BC`,
 * `19 August AD 14`, `AD 14 August 19`, `March 15, 44 BCE`, `1 July 69 CE`. Such a column mixes
 * years before and after the epoch, so no plain date format reads it; read as text, "who reigned
 * the longest" or "how many were born BC" cannot be answered. This family reads a date with a
 * month name and an era mark (or a plain date beside such dates in the same column) as a real
 * date: a year before Christ is the proleptic year 1 − y (63 BC is year −62, which DuckDB shows
 * as `0063-… (BC)`), so that spans between two dates count the years as history counts them (no
 * year zero).
 *
 * A year alone with an era (`300 BC`) is not read: nothing says its month or day.
 */
import { quoteLiteral } from './sql';
import type { Family } from './type-families';

/** An era mark: before (BC, BCE, B.C.) or after (AD, CE, A.D.) the epoch. */
const ERA = '(?i)\\b(B\\.?C\\.?E?\\.?|A\\.?D\\.?|C\\.?E\\.?)(?:\\s|$)';
/** A month name must be said: a number with an era alone is a year, not a date. */
const MONTH = '(?i)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)';
const FORMATS = ['%d %B %Y', '%d %b %Y', '%B %d, %Y', '%B %d %Y', '%b %d, %Y', '%b %d %Y', '%Y %B %d', '%Y %b %d'];

/** SQL: the text `v` without its era mark, single-spaced. */
function withoutEraSql(v: string): string {
  return `trim(regexp_replace(regexp_replace(${v}, ${quoteLiteral(ERA)}, ' ', 'g'), '\\s+', ' ', 'g'))`;
}

/** SQL: whether `v` says a year before the epoch. */
function beforeEpochSql(v: string): string {
  return `regexp_matches(${v}, '(?i)\\bB\\.?C\\.?E?\\.?(\\s|$)')`;
}

/**
 * The family of era-marked dates. A value without an era mark reads as a plain date only so that
 * a column mixing both counts whole; a column of plain dates is the named-date family's (it is
 * tried first and ties go to it).
 */
export const ERA_DATES: Family = {
  id: 'era',
  kind: 'date',
  noun: 'dates with an era (BC/AD)',
  convert: (v) => {
    const parsed = `try_strptime(${withoutEraSql(v)}, [${FORMATS.map(quoteLiteral).join(', ')}])`;
    // before the epoch: the proleptic year 1 − y, same month and day
    const bc = `CAST(make_date(1 - year(${parsed}), month(${parsed}), day(${parsed})) AS TIMESTAMP)`;
    return `(CASE WHEN regexp_matches(${v}, ${quoteLiteral(MONTH)}) THEN (CASE WHEN ${beforeEpochSql(v)} THEN ${bc} ELSE ${parsed} END) END)`;
  },
};

/**
 * SQL: a date written out for people ("5 July 1945"); a date of the first millennium names its
 * era ("16 January 27 BC", "19 August AD 14"), as lists of ancient history write them.
 */
export function writtenDateSql(d: string): string {
  const dayMonth = `strftime(${d}, '%-d %B')`;
  return `(CASE WHEN year(${d}) < 1 THEN ${dayMonth} || ' ' || CAST(1 - year(${d}) AS VARCHAR) || ' BC' WHEN year(${d}) < 1000 THEN ${dayMonth} || ' AD ' || CAST(year(${d}) AS VARCHAR) ELSE strftime(${d}, '%-d %B %Y') END)`;
}
