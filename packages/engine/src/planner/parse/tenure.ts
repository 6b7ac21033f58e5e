/**
 * Tenure over a roster (a start date and an end date left blank while the person stays, see
 * ../business-roster): "avg tenure", "longest tenure", "tenure in months" are the years from
 * the start date to the end date — or, for those still there, to the date said ("as of 31 dec
 * 2024"), else to the data's latest date, named in the reply. Days and years of 365.25 days.
 */
import { rosterDates } from '../business-roster';
import { monthNumber } from '../lexicon';
import type { DatasetIndex } from '../schema-index';
import type { Found } from './derived-spans';

const TENURE =
  /\b(?:ten(?:ure|rue|uer)s?|length of (?:service|employment)|years of service|service length|time (?:at|with) the (?:company|firm))\b/i;
const UNIT = /\b(?:in|as)\s+(yrs?|years?|days?)\b/i;
const AS_OF = /\b(?:as (?:of|at)|up to|until)\s+([a-z0-9][a-z0-9 ,/-]*?\d{4}(?:-\d{2}-\d{2})?)\b/i;

/** Words of a column name that add a reading of their own when said. */
const STAND_IN_NOT =
  /^(annual|annually|yearly|monthly|weekly|daily|quarterly|year|month|week|day|date|salary|pay|paid|wage|wages|compensation|comp|bonus)$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A whole date said in words or digits ("31 dec 2024", "dec 31, 2024", "2024-12-31", "12/31/2024"). */
export function saidDate(text: string): string | undefined {
  const t = text.trim().toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return `${m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  m = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+) (\d{4})$/.exec(t);
  const day = m ? Number(m[1]) : undefined;
  const month = m ? monthNumber(m[2] as string) : undefined;
  if (m && day && month) return `${m[3]}-${pad(month)}-${pad(day)}`;
  m = /^([a-z]+) (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/.exec(t);
  const month2 = m ? monthNumber(m[1] as string) : undefined;
  if (m && month2) return `${m[3]}-${pad(month2)}-${pad(Number(m[2]))}`;
  m = /^(?:the )?end of (\d{4})$/.exec(t);
  if (m) return `${m[1]}-12-31`;
  return undefined;
}

/** The tenure said in the question, as an arithmetic phrase over the roster's dates, or undefined. */
export function findTenure(
  question: string,
  index: DatasetIndex,
): (Found & { question: string }) | undefined {
  const dates = rosterDates(index);
  if (!dates || !TENURE.test(question)) return undefined;
  let said = question;
  let open: string | undefined;
  const asOf = AS_OF.exec(said);
  if (asOf) {
    open = saidDate(asOf[1] as string);
    if (!open) return undefined;
    said = said.slice(0, asOf.index) + said.slice(asOf.index + asOf[0].length);
  }
  const unitSaid = UNIT.exec(said);
  const unit = unitSaid && /^d/i.test(unitSaid[1] as string) ? 'day' : 'year';
  if (unitSaid) said = said.slice(0, unitSaid.index) + said.slice(unitSaid.index + unitSaid[0].length);
  said = said.replace(/\s{2,}/g, ' ').trim();
  open ??=
    index.timeColumn === dates.start.name || index.timeColumn === dates.end.name ? index.maxDate : undefined;
  if (!open) return undefined;
  const at = TENURE.exec(said) as RegExpExecArray;
  const name = `${unit === 'year' ? 'years' : 'days'} from ${dates.start.name} to ${dates.end.name} (or ${open})`;
  return {
    question: said,
    start: at.index,
    end: at.index + at[0].length,
    derived: {
      name,
      op: '-',
      left: dates.end.name,
      right: dates.start.name,
      ...(unit === 'year' ? { unit } : {}),
      open,
    },
    say: (standIn) => standIn,
    // a stand-in that reads as more than a number ("annual" groups by year, pay keeps current staff only)
    standIn: (c) => !c.words.some((w) => STAND_IN_NOT.test(w)),
  };
}
