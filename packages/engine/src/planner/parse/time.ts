/** Stage 2, time: dates, ranges, months, weekdays, decades and data-relative periods. */
import type { DatePart, TimeGrain } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import { MONTH_LABELS, WEEKDAY_LABELS } from '../calendar-words';
import { monthNumber, weekdayNumber } from '../lexicon';
import { addUnits, bucketStart, lastComplete } from '../time-phrases';
import { dashedMonthPairs, monthRangeAt, monthsThrough } from './month-ranges';
import type { Tok } from './types';

export const iso = (d: Date) => d.toISOString().slice(0, 10);
export const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d));

export interface TimeSpec {
  ranges: {
    from: string;
    to: string;
    label: string;
    op?: 'before' | 'after' | 'since' | 'until' | 'between';
  }[];
  parts: { part: DatePart; values: number[]; label: string }[];
  years: number[];
}

/** The number a word says: "8", "2.5", or a percentage written with its sign ("8%" → 8). */
export const num = (t: Tok | undefined) =>
  t && /^\d+(\.\d+)?%?$/.test(t.word) ? (t.negative ? -1 : 1) * Number(t.word.replace('%', '')) : undefined;
export const isYear = (t: Tok | undefined) => {
  const n = t && /^\d{4}$/.test(t.word) ? Number(t.word) : undefined;
  return n !== undefined && n >= 1800 && n <= 2100 ? n : undefined;
};

export const GRAIN_WORDS: Record<string, TimeGrain> = {
  day: 'day',
  daily: 'day',
  date: 'day',
  week: 'week',
  weekly: 'week',
  month: 'month',
  monthly: 'month',
  quarter: 'quarter',
  quarterly: 'quarter',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(GRAIN_WORDS, null);

export function dayRange(y: number, m: number, d: number): { from: string; to: string; label: string } {
  const start = utc(y, m - 1, d);
  return { from: iso(start), to: iso(addUnits(start, 'day', 1)), label: iso(start) };
}

/**
 * Finds explicit dates, ranges and calendar parts; marks their words as used. `text`, the question
 * as typed, tells month ranges written with a dash ("jun-aug") from two months.
 */
export function parseTime(toks: Tok[], maxDate: string | undefined, text = ''): TimeSpec {
  const spec: TimeSpec = { ranges: [], parts: [], years: [] };
  const dashed = dashedMonthPairs(text);
  const max = maxDate ? new Date(`${maxDate}T00:00:00Z`) : undefined;
  const mark = (from: number, to: number) => {
    for (let k = from; k <= to; k++) if (toks[k]) toks[k]!.used = 'time';
  };
  const w = (k: number) => toks[k]?.word;
  const opBefore = (k: number): 'before' | 'after' | 'since' | 'until' | undefined => {
    const p = w(k - 1);
    if (p === 'before' || p === 'prior' || (p === 'to' && w(k - 2) === 'prior')) return 'before';
    if (p === 'after') return 'after';
    if (p === 'since' || (p === 'from' && !['to', 'until', 'through', 'thru', '-'].includes(w(k + 1) ?? '')))
      return 'since';
    if (p === 'until' || p === 'till' || p === 'through' || p === 'thru') return 'until';
    return undefined;
  };
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k] as Tok;
    if (t.used) continue;
    // ISO date or d/m/y
    let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t.word);
    if (m) {
      const r = dayRange(Number(m[1]), Number(m[2]), Number(m[3]));
      spec.ranges.push({ ...r, op: opBefore(k) });
      mark(k, k);
      if (opBefore(k)) mark(k - 1, k - 1);
      continue;
    }
    m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(t.word);
    if (m) {
      let y = Number(m[3]);
      if (y < 100) y += y < 50 ? 2000 : 1900;
      const a = Number(m[1]);
      const b = Number(m[2]);
      const [mo, d] = a > 12 ? [b, a] : [a, b];
      spec.ranges.push(dayRange(y, mo, d));
      mark(k, k);
      continue;
    }
    // "q1 2020" / "2020 q1"
    const qm = /^q([1-4])$/.exec(t.word);
    if (qm) {
      const y =
        isYear(toks[k + 1]) ?? (isYear(toks[k + 2]) && w(k + 1) === 'of' ? isYear(toks[k + 2]) : undefined);
      const qn = Number(qm[1]);
      if (y) {
        const start = utc(y, (qn - 1) * 3);
        spec.ranges.push({ from: iso(start), to: iso(addUnits(start, 'quarter', 1)), label: `Q${qn} ${y}` });
        mark(k, w(k + 1) === 'of' ? k + 2 : k + 1);
      } else {
        spec.parts.push({ part: 'quarter', values: [qn], label: `Q${qn}` });
        mark(k, k);
      }
      continue;
    }
    // half years: "h2 2024" (July to December of 2024), "h1" (January to June of every year)
    const hm = /^h([12])$/.exec(t.word);
    if (hm) {
      const y = isYear(toks[k + 1]);
      const hn = Number(hm[1]);
      if (y) {
        const start = utc(y, (hn - 1) * 6);
        spec.ranges.push({ from: iso(start), to: iso(addUnits(start, 'quarter', 2)), label: `H${hn} ${y}` });
        mark(k, k + 1);
      } else {
        spec.parts.push({ part: 'quarter', values: hn === 1 ? [1, 2] : [3, 4], label: `H${hn}` });
        mark(k, k);
      }
      continue;
    }
    // month names: "1 jan 2005", "jan 1 2005", "january 2005", "in march"
    const mo =
      t.word.length >= 3 && t.word !== 'mar' && t.word !== 'may'
        ? monthNumber(t.word)
        : t.word === 'may' || t.word === 'mar'
          ? monthNumber(t.word)
          : undefined;
    if (
      mo !== undefined &&
      !(
        t.word === 'may' &&
        !isYear(toks[k + 1]) &&
        !['in', 'of', 'during'].includes(w(k - 1) ?? '') &&
        // "may vs april", "april to may": a month set against another month
        !(
          /^(vs|versus|to|and|through|thru)$/.test(w(k + 1) ?? '') &&
          monthNumber(w(k + 2) ?? '') !== undefined
        ) &&
        !(
          /^(vs|versus|to|and|through|thru)$/.test(w(k - 1) ?? '') &&
          monthNumber(w(k - 2) ?? '') !== undefined
        )
      )
    ) {
      // "4 July 2005", "4th July 2005", "4th of July 2005"
      const ordinal = (x: Tok | undefined) =>
        x && /^\d{1,2}(st|nd|rd|th)?$/.test(x.word) ? parseInt(x.word, 10) : undefined;
      const ofBefore = w(k - 1) === 'of' && ordinal(toks[k - 2]) !== undefined;
      const dayBefore = ofBefore ? ordinal(toks[k - 2]) : ordinal(toks[k - 1]);
      const dayAfterTok = toks[k + 1];
      const dayAfter =
        dayAfterTok && /^\d{1,2}(st|nd|rd|th)?$/.test(dayAfterTok.word)
          ? parseInt(dayAfterTok.word, 10)
          : undefined;
      if (
        dayBefore !== undefined &&
        dayBefore >= 1 &&
        dayBefore <= 31 &&
        !toks[ofBefore ? k - 2 : k - 1]?.used &&
        isYear(toks[k + 1])
      ) {
        const from = ofBefore ? k - 2 : k - 1;
        spec.ranges.push({ ...dayRange(isYear(toks[k + 1]) as number, mo, dayBefore), op: opBefore(from) });
        mark(from, k + 1);
        continue;
      }
      if (dayAfter !== undefined && dayAfter <= 31 && isYear(toks[k + 2])) {
        spec.ranges.push({ ...dayRange(isYear(toks[k + 2]) as number, mo, dayAfter), op: opBefore(k) });
        mark(k, k + 2);
        continue;
      }
      const y = isYear(toks[k + 1]) ?? (w(k + 1) === 'of' ? isYear(toks[k + 2]) : undefined);
      if (y) {
        const start = utc(y, mo - 1);
        spec.ranges.push({
          from: iso(start),
          to: iso(addUnits(start, 'month', 1)),
          label: `${human(t.word)[0]?.toUpperCase()}${t.word.slice(1)} ${y}`,
          op: opBefore(k),
        });
        mark(k, w(k + 1) === 'of' ? k + 2 : k + 1);
        continue;
      }
      // "jun-aug", "from june to august": one group of months
      const through = dayAfter === undefined ? monthRangeAt(toks, k, mo, dashed) : undefined;
      if (through) {
        const label = `${monthLabel(mo)} to ${monthLabel(through.last)}`;
        spec.parts.push({ part: 'month', values: monthsThrough(mo, through.last), label });
        mark(/^(from|between)$/.test(w(k - 1) ?? '') && !toks[k - 1]?.used ? k - 1 : k, through.end);
        k = through.end;
        continue;
      }
      // "sep 10-12": those days of that month, in any year
      const days = new RegExp(`\\b${t.word}\\s+(\\d{1,2})\\s*[-–]\\s*(\\d{1,2})\\b`, 'i').exec(text);
      const [first, last] = [Number(days?.[1]), Number(days?.[2])];
      if (days && w(k + 1) === days[1] && w(k + 2) === days[2] && first >= 1 && first < last && last <= 31) {
        spec.parts.push({ part: 'month', values: [mo], label: monthLabel(mo) });
        const values = Array.from({ length: last - first + 1 }, (_, i) => first + i);
        spec.parts.push({ part: 'day', values, label: `${monthLabel(mo)} ${first}–${last}` });
        mark(k, k + 2);
        continue;
      }
      spec.parts.push({ part: 'month', values: [mo], label: monthLabel(mo) });
      // "on april 30", "30th of april": that day of that month, in any year
      const dayOnly =
        dayAfter ??
        (dayBefore !== undefined && !toks[ofBefore ? k - 2 : k - 1]?.used ? dayBefore : undefined);
      if (dayOnly !== undefined && dayOnly >= 1 && dayOnly <= 31 && !isYear(toks[k + 2])) {
        spec.parts.push({ part: 'day', values: [dayOnly], label: `${monthLabel(mo)} ${dayOnly}` });
        if (dayAfter !== undefined) mark(k, k + 1);
        else mark(ofBefore ? k - 2 : k - 1, k);
        continue;
      }
      mark(k, k);
      continue;
    }
    const wd = t.word.length >= 6 ? weekdayNumber(t.word) : undefined;
    if (wd !== undefined) {
      spec.parts.push({ part: 'weekday', values: [wd], label: `${weekdayLabel(wd)}s` });
      mark(k, k);
      continue;
    }
    // "how much did it fall from 1898 to 1899": fall said as a verb is no season
    const fallVerb =
      t.stem === 'fall' &&
      (t.word !== 'fall' ||
        /^(did|does|do|will|would|could|can|to|it|they|not|that|this)$/.test(w(k - 1) ?? '') ||
        /^(from|by|between|below|under|to|over|the|most|least|on|onto)$/.test(w(k + 1) ?? ''));
    const season = fallVerb ? undefined : SEASONS[t.stem];
    if (season) {
      spec.parts.push({ part: 'month', values: season, label: t.stem });
      mark(k, /^(month|months|season)$/.test(w(k + 1) ?? '') ? k + 1 : k);
      continue;
    }
    if (t.word === 'weekend' || t.word === 'weekends') {
      spec.parts.push({ part: 'weekday', values: [6, 7], label: 'weekends' });
      mark(k, k);
      continue;
    }
    if (t.word === 'weekday' || t.word === 'weekdays') {
      const prev = w(k - 1);
      if (prev !== 'by' && prev !== 'per' && prev !== 'each' && prev !== 'which') {
        spec.parts.push({ part: 'weekday', values: [1, 2, 3, 4, 5], label: 'weekdays' });
        mark(k, k);
        continue;
      }
    }
    // decades: "1990s", "the 90s"
    const dec = /^(\d{2}|\d{4})s$/.exec(t.word);
    if (dec) {
      let y = Number(dec[1]);
      if (y < 100) y += y < 30 ? 2000 : 1900;
      // written whole, an earlier century too ("the 1700s" of a long historical series)
      if (y % 10 === 0 && y >= (dec[1]!.length === 4 ? 1000 : 1800) && y <= 2100) {
        // "the 1800s", "the 1900s": a century (the 2000s stay a decade, as people say them)
        const span = y % 100 === 0 && y < 2000 && dec[1]!.length === 4 ? 100 : 10;
        // "since the 70s", "before the 1900s": the decade's start or end bounds the range
        const at = w(k - 1) === 'the' ? k - 1 : k;
        // "events from the 1960s": things of that decade, not everything since its start
        const op = w(at - 1) === 'from' && !['to', 'until', 'through', '-'].includes(w(k + 1) ?? '') ? undefined : opBefore(at);
        spec.ranges.push({ from: `${y}-01-01`, to: `${y + span}-01-01`, label: `the ${y}s`, ...(op ? { op } : {}) });
        mark(op ? at - 1 : k, k);
        continue;
      }
    }
    // years, and "between 2008 and 2010" / "from 2008 to 2010"
    const y = isYear(t);
    if (y !== undefined) {
      const prev = w(k - 1);
      const comparedYear =
        prev === 'than' &&
        !/^(more|less|greater|fewer|higher|lower|larger|smaller|bigger)$/.test(w(k - 2) ?? '');
      // "top 2000", "more than 2000", "above 1900": a number, not a year ("hotter than 2012" is a year)
      if (
        !comparedYear &&
        [
          'than',
          'above',
          'below',
          'under',
          'over',
          'least',
          'most',
          'top',
          'exceeding',
          'equal',
          'exactly',
        ].includes(prev ?? '')
      )
        continue;
      if (toks[k + 1] && /^(rows|records|times)$/.test(w(k + 1) ?? '')) continue;
      const y2 = ['and', 'to', 'until', 'through', 'thru', '-', 'till'].includes(w(k + 1) ?? '')
        ? isYear(toks[k + 2])
        : undefined;
      if (y2 !== undefined && (prev === 'between' || prev === 'from') && y2 > y) {
        const isCompare = prev === 'from';
        if (isCompare) {
          spec.years.push(y, y2);
        } else
          spec.ranges.push({
            from: `${y}-01-01`,
            to: `${y2 + 1}-01-01`,
            label: `${y} to ${y2}`,
            op: 'between',
          });
        mark(k - 1, k + 2);
        k += 2;
        continue;
      }
      const op = opBefore(k);
      if (op) {
        spec.ranges.push({ from: `${y}-01-01`, to: `${y + 1}-01-01`, label: String(y), op });
        mark(k - 1, k);
      } else {
        spec.years.push(y);
        mark(k, k);
      }
      continue;
    }
    // relative: "last 30 days", "past 3 months", "last quarter", "this year", "ytd"
    if (max && maxDate && ['last', 'past', 'previous', 'trailing', 'this', 'current'].includes(t.word)) {
      const n = num(toks[k + 1]);
      const unitTok = n !== undefined ? toks[k + 2] : toks[k + 1];
      const unit = unitTok ? GRAIN_WORDS[unitTok.stem] : undefined;
      if (unit && unitTok && /^(day|week|month|quarter|year)s?$/.test(unitTok.word)) {
        if (n !== undefined) {
          const to = addUnits(max, 'day', 1);
          spec.ranges.push({
            from: iso(addUnits(to, unit, -n)),
            to: iso(to),
            label: `the last ${n} ${unit}s of data (to ${maxDate})`,
          });
          mark(k, k + 2);
        } else if (t.word === 'this' || t.word === 'current') {
          const start = bucketStart(max, unit);
          spec.ranges.push({
            from: iso(start),
            to: iso(addUnits(start, unit, 1)),
            label: `this ${unit} (from ${iso(start)})`,
          });
          mark(k, k + 1);
        } else {
          const r = lastComplete(maxDate, unit);
          spec.ranges.push(r);
          mark(k, k + 1);
        }
        continue;
      }
    }
    if (max && (t.word === 'ytd' || (t.word === 'year' && w(k + 1) === 'to' && w(k + 2) === 'date'))) {
      spec.ranges.push({
        from: iso(utc(max.getUTCFullYear(), 0)),
        to: iso(addUnits(max, 'day', 1)),
        label: `year to date ${max.getUTCFullYear()}`,
      });
      mark(k, t.word === 'ytd' ? k : k + 2);
    }
  }
  // "summer (jun-aug)": the same months said twice are one part
  spec.parts = spec.parts.filter(
    (p, i) =>
      !spec.parts
        .slice(0, i)
        .some((o) => o.part === p.part && [...o.values].sort().join() === [...p.values].sort().join()),
  );
  return spec;
}

/** The first day of the month after an ISO date's month, as YYYY-MM. */
export function nextMonthOf(isoDate: string): string {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Seasons of the northern hemisphere as months (meteorological seasons). */
export const SEASONS: Record<string, number[]> = {
  winter: [12, 1, 2],
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  fall: [9, 10, 11],
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(SEASONS, null);

export { MONTH_LABELS, WEEKDAY_LABELS };
export const monthLabel = (m: number) => MONTH_LABELS[m - 1] as string;
export const weekdayLabel = (d: number) => WEEKDAY_LABELS[d - 1] as string;
