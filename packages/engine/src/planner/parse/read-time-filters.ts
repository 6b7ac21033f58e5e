/** The stage that turns the question's dates into filters, or into the two sides of a comparison. */
import type { AnalystFilter } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import { human } from '../../tools/format';
import { clarifyOutside } from './honesty';
import { periodSides } from './period-sides';
import { addDays, dayOfMonthColumn, monthNumberColumn, quarterNumberColumn, quarterOfRange } from './split-date';
import type { ParseState } from './state';
import { MONTH_LABELS, nextMonthOf, WEEKDAY_LABELS } from './time';
import type { Parsed } from './types';

/**
 * Turns the years, ranges and calendar parts read from the question into filters on the time
 * column (a date, a year column, or a date split into year, month and day columns), or into
 * `sides` when two years or periods are compared ("from 2014 to 2015", "q1 2025 vs q1 2024").
 * Months and weekdays kept as words in a text column filter that column. A flag and its negation,
 * or two values of one column with a compare word, also become `sides`. Sets `compareWords` and
 * `years`; adds to `notes` what the data has no column for. Returns a clarifying question when a
 * year lies outside the data.
 */
export function readTimeFilters(s: ParseState): Parsed | undefined {
  const { q, index, question, time, tcol, filters, notes, flagPairs, valueHits } = s;
  // time → filters (or compare sides for "from 2014 to 2015" / two years with a compare word)
  const compareWords =
    /\b(compare|compared|comparison|vs|versus|difference|differ|change|changed|increase|increased|decrease|decreased|grow|grew|growth|drop|dropped|rise|rose|fall|fell|than|against)\b/.test(
      q,
    );
  s.compareWords = compareWords;
  const years = [...new Set(time.years)];
  s.years = years;
  // A year the data does not cover has no rows: say so rather than answer with nothing.
  // (the span known is the main date column's: a year said of another date — a lease's end — is read as said)
  if (tcol && (tcol.yearLike || !index.timeColumn || tcol.name === index.timeColumn)) {
    const span = tcol.yearLike
      ? [tcol.min, tcol.max]
      : [Number(index.minDate?.slice(0, 4)), Number(index.maxDate?.slice(0, 4))];
    const [lo, hi] = span as [number, number];
    const outside =
      Number.isFinite(lo) && Number.isFinite(hi) ? years.find((y) => y < lo || y > hi) : undefined;
    if (outside !== undefined) return clarifyOutside(index, question, outside, lo, hi);
  }
  if (tcol) {
    const col = tcol.name;
    const yearFilter = (y: number): AnalystFilter =>
      tcol.yearLike || !isTemporalType(tcol.type)
        ? { kind: 'values', column: col, values: [y] }
        : { kind: 'date_range', column: col, from: `${y}-01-01`, to: `${y + 1}-01-01`, label: String(y) };
    // "how has X changed between 1960 and 2000": the two ends, compared
    // (two spans, "1990-1999 vs 2000-2009", are the two sides themselves)
    const spans = time.ranges.filter((r) => r.op === 'between');
    const span = compareWords && years.length === 0 && spans.length === 1 ? spans[0] : undefined;
    if (span) {
      time.ranges.splice(time.ranges.indexOf(span), 1);
      years.push(Number(span.from.slice(0, 4)), Number(span.to.slice(0, 4)) - 1);
    }
    // "the total from 1900 to 1999" with no compare word: one range added up, not its two ends
    const fromTo = time.years.length === 2 && /\bfrom\b/.test(q);
    const summed = fromTo && !compareWords && !span && /\b(total|sum|altogether|combined|cumulative)\b/.test(q);
    if (years.length === 2 && summed) {
      const [lo, hi] = [...years].sort((a, b) => a - b) as [number, number];
      filters.push(
        tcol.yearLike || !isTemporalType(tcol.type)
          ? { kind: 'between', column: col, from: lo, to: hi }
          : { kind: 'date_range', column: col, from: `${lo}-01-01`, to: `${hi + 1}-01-01`, label: `${lo}–${hi}` },
      );
    } else if (years.length === 2 && (compareWords || fromTo || span)) {
      // the earlier year first: the change is read forward in time
      s.sides = [...years].sort((a, b) => a - b).map((y) => ({ label: String(y), filters: [yearFilter(y)] }));
    } else if (years.length >= 2) {
      filters.push(
        tcol.yearLike || !isTemporalType(tcol.type)
          ? { kind: 'values', column: col, values: years }
          : { kind: 'date_part', column: col, part: 'year', values: years },
      );
    } else if (years.length === 1) filters.push(yearFilter(years[0] as number));
    // "q1 2025 vs q1 2024": two periods compared, not both required at once
    const twoPeriods =
      !s.sides && compareWords ? periodSides(time.ranges, col, isTemporalType(tcol.type), tcol.yearLike) : undefined;
    if (twoPeriods) {
      s.sides = twoPeriods;
      time.ranges.length = 0;
    }
    for (const r of time.ranges) {
      if (tcol.yearLike) {
        const y = Number(r.from.slice(0, 4));
        const yEnd = Number(r.to.slice(0, 4)) + (r.to.slice(5) === '01-01' ? 0 : 1);
        // "July 2016" on a year column: the year here, the month through a text month column below
        const month = Number(r.from.slice(5, 7));
        // "4th july 2005" over a date split into year, month and day columns: all three
        // "2009 q2" over a year column and a quarter column 1–4: both
        const quarterCol = quarterNumberColumn(index);
        const quarter = quarterCol && !r.op ? quarterOfRange(r.from, r.to) : undefined;
        if (quarterCol && quarter) {
          filters.push({ kind: 'values', column: col, values: [y] }, { kind: 'values', column: quarterCol.name, values: [quarter] });
          continue;
        }
        const oneDay = !r.op && r.to === addDays(r.from, 1);
        if (oneDay) {
          const monthCol = monthNumberColumn(index);
          const dayCol = dayOfMonthColumn(index);
          if (!monthCol || !dayCol) {
            notes.push(`"${r.label}" (the data has no date column)`);
            continue;
          }
          filters.push(
            { kind: 'values', column: col, values: [y] },
            { kind: 'values', column: monthCol.name, values: [month] },
            { kind: 'values', column: dayCol.name, values: [Number(r.from.slice(8, 10))] },
          );
          continue;
        }
        if (r.to.slice(0, 7) === nextMonthOf(r.from) && !r.op) {
          filters.push({ kind: 'values', column: col, values: [y] });
          time.parts.push({ part: 'month', values: [month], label: MONTH_LABELS[month - 1] as string });
          continue;
        }
        // ("after the 80s", "until the 1800s": a span of years is passed at its end)
        if (yEnd - y > 1 && (r.op === 'after' || r.op === 'until')) {
          filters.push({ kind: 'compare', column: col, op: r.op === 'after' ? '>=' : '<', value: yEnd });
          continue;
        }
        if (r.op === 'before') filters.push({ kind: 'compare', column: col, op: '<', value: y });
        else if (r.op === 'after') filters.push({ kind: 'compare', column: col, op: '>', value: y });
        else if (r.op === 'since') filters.push({ kind: 'compare', column: col, op: '>=', value: y });
        else if (r.op === 'until') filters.push({ kind: 'compare', column: col, op: '<=', value: y });
        else filters.push({ kind: 'between', column: col, from: y, to: yEnd - 1 });
        continue;
      }
      if (!isTemporalType(tcol.type)) continue;
      filters.push(dateRangeFilter(col, r));
    }
    if (isTemporalType(tcol.type))
      for (const p of time.parts)
        filters.push({ kind: 'date_part', column: col, part: p.part, values: p.values });
  } else if (years.length || time.ranges.length) {
    notes.push('the dates (the data has no date or year column)');
  }
  // months and weekdays kept as words in a text column ("arrival_month = July")
  const quarterCol = !tcol || !isTemporalType(tcol.type) ? quarterNumberColumn(index) : undefined;
  const quarterParts = quarterCol ? time.parts.filter((p) => p.part === 'quarter') : [];
  if (quarterCol && quarterParts.length) {
    // "q4 vs q1": the two quarters of the year compared; "in 2009 q2": the quarter
    if (quarterParts.length === 2 && compareWords && !s.sides)
      s.sides = quarterParts.map((p) => ({
        label: p.label,
        filters: [{ kind: 'values', column: quarterCol.name, values: p.values }],
      }));
    else filters.push({ kind: 'values', column: quarterCol.name, values: quarterParts.flatMap((p) => p.values) });
  }
  if (!tcol || !isTemporalType(tcol.type))
    for (const p of time.parts.filter((x) => !quarterParts.includes(x))) {
      const names = p.part === 'month' ? MONTH_LABELS : p.part === 'weekday' ? WEEKDAY_LABELS : undefined;
      const column =
        names &&
        index.columns.find((c) =>
          [...c.values.values()].some((v) =>
            names.some(
              (n) => n.toLowerCase() === v.toLowerCase() || n.slice(0, 3).toLowerCase() === v.toLowerCase(),
            ),
          ),
        );
      // a date split into columns: a whole-number month column holding 1–12
      const numbered = p.part === 'month' ? monthNumberColumn(index) : undefined;
      if (!column && numbered) {
        filters.push({ kind: 'values', column: numbered.name, values: p.values });
        continue;
      }
      if (!column || !names) {
        notes.push(`"${p.label}" (the data has no date column)`);
        continue;
      }
      const stored = [...column.values.values()];
      const values = p.values.flatMap((v) =>
        stored.filter((s) =>
          [names[v - 1]!.toLowerCase(), names[v - 1]!.slice(0, 3).toLowerCase()].includes(s.toLowerCase()),
        ),
      );
      if (values.length) filters.push({ kind: 'values', column: column.name, values });
      else notes.push(`"${p.label}" (no such value in ${human(column.name)})`);
    }
  if (tcol && isTemporalType(tcol.type)) joinRangesSaid(filters, q);
  const flagPair = flagPairs[0];
  if (!s.sides && flagPair) {
    const flag = flagPair.column.flagTrue as string | number | boolean;
    s.sides = [
      { label: flagPair.word, filters: [{ kind: 'values', column: flagPair.column.name, values: [flag] }] },
      {
        label: `non ${flagPair.word}`,
        filters: [{ kind: 'values', column: flagPair.column.name, values: [flag], negate: true }],
      },
    ];
    const i = filters.findIndex((f) => f.kind === 'values' && f.column === flagPair.column.name);
    if (i >= 0) filters.splice(i, 1);
  }
  // two values of one column with a compare word → compare sides
  if (!s.sides && compareWords) {
    const pairHit = valueHits.find((v) => v.values.length === 2 && !v.negate);
    if (pairHit) {
      s.sides = pairHit.values.map((v) => ({
        label: v,
        filters: [{ kind: 'values', column: pairHit.column.name, values: [v] }],
      }));
      const i = filters.findIndex((f) => f.kind === 'values' && f.column === pairHit.column.name);
      if (i >= 0) filters.splice(i, 1);
    }
  }
  return undefined;
}

/** A range on a date column: before, after, since, until the period, or within it. */
function dateRangeFilter(col: string, r: ParseState['time']['ranges'][number]): AnalystFilter {
  if (r.op === 'before')
    return { kind: 'date_range', column: col, from: '0001-01-01', to: r.from, label: `before ${r.label}` };
  if (r.op === 'after')
    return { kind: 'date_range', column: col, from: r.to, to: '9999-12-31', label: `after ${r.label}` };
  if (r.op === 'since')
    return { kind: 'date_range', column: col, from: r.from, to: '9999-12-31', label: `since ${r.label}` };
  if (r.op === 'until')
    return { kind: 'date_range', column: col, from: '0001-01-01', to: r.to, label: `until ${r.label}` };
  return { kind: 'date_range', column: col, from: r.from, to: r.to, label: r.label };
}

/**
 * Two periods of one date column said as a span ("from jan 2024 to mar 2024", "q1 2023 through
 * q3 2023") or side by side when they touch ("march and april 2023"): one range from the first's
 * start to the second's end, never two conditions no row meets together.
 */
function joinRangesSaid(filters: AnalystFilter[], q: string): void {
  const at = filters.flatMap((f, i) =>
    f.kind === 'date_range' && (!/^(before|after|until) /.test(f.label ?? '')) ? [i] : [],
  );
  if (at.length !== 2) return;
  const [a, b] = at.map((i) => filters[i]) as Extract<AnalystFilter, { kind: 'date_range' }>[];
  if (a!.column !== b!.column) return;
  const [first, second] = a!.from <= b!.from ? [a!, b!] : [b!, a!];
  const span = /\b(to|through|thru|until|till|between)\b|\d\s*[-–]\s*[a-z]/i.test(q);
  const touching = first.to === second.from && /\b(and|or)\b|&/.test(q);
  if (!span && !touching) return;
  const name = (f: typeof first) => (f.label ?? '').replace(/^since /, '');
  const joined: AnalystFilter = {
    kind: 'date_range',
    column: first.column,
    from: first.from,
    // ("from jan 2024" alone reads as since January: the span ends with the second period)
    to: /^since /.test(first.label ?? '') || second.to > first.to ? second.to : first.to,
    label: `${name(first)} to ${name(second)}`,
  };
  filters.splice(Math.max(at[0]!, at[1]!), 1);
  filters.splice(Math.min(at[0]!, at[1]!), 1, joined);
}
