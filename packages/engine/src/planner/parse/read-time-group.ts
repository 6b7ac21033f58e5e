/** The stage that reads time words as groups: "by month", "which year", "per weekday", "monthly". */
import type { AnalystGroup, DatePart } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import { FUNCTION_WORDS } from '../lexicon';
import { GROUP_BEFORE, isLevel, isNumeric, yearsSpanned } from './shape';
import { monthNumberColumn } from './split-date';
import type { ParseState } from './state';
import { GRAIN_WORDS, isYear } from './time';
import type { Tok } from './types';

/**
 * Reads one time grouping: a period of the time column ("by month", "quarterly"), a calendar
 * part ("by day of week", "which month of the year", "by hour", "per decade"), the column of a
 * date split into columns ("monthly births" → the month column), or the date of an extreme
 * ("when was …", "which day was hottest", setting `timeTarget` and possibly `target`). Then adds
 * it and every column grouped by (from `groupHits`) to `groups`.
 */
export function readTimeGroup(s: ParseState): void {
  const { toks, q, index, shape, tcol, colHits, conditionHits, groupHits, groups, years, time } = s;
  const multiYear =
    yearsSpanned(index) > 1 &&
    years.length !== 1 &&
    !time.ranges.some((r) => Number(r.to.slice(0, 4)) - Number(r.from.slice(0, 4)) <= 1);
  let timeGroup: AnalystGroup | undefined;
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k] as Tok;
    const prev = toks[k - 1]?.word ?? '';
    let grain = GRAIN_WORDS[t.stem];
    let part: DatePart | undefined;
    if (
      t.word === 'weekday' ||
      t.word === 'weekdays' ||
      (t.word === 'day' && toks[k + 1]?.word === 'of' && toks[k + 2]?.word === 'week')
    ) {
      part = 'weekday';
      grain = undefined;
    }
    // "by hour", "which hour of the day", "hourly": the hour of a timestamp
    // (of the table's one time-of-day column when its date is kept apart: a DATE beside a TIME)
    const clock = index.columns.filter((c) => /^TIME$/i.test(c.type));
    const hourCol = tcol && /TIMESTAMP/i.test(tcol.type) ? tcol : clock.length === 1 ? clock[0] : undefined;
    if (/^(hour|hours|hourly)$/.test(t.word) && tcol && hourCol) {
      part = 'hour';
      grain = undefined;
      for (let j = k + 1; j <= k + 3 && toks[j] && /^(of|the|day)$/.test(toks[j]!.word); j++)
        if (toks[k + 1]?.word === 'of') toks[j]!.used = 'group';
    }
    if (!grain && !part) continue;
    if (t.used && t.used !== 'column' && t.used !== 'entity') continue;
    const explicit = /^(monthly|weekly|daily|yearly|annual|annually|quarterly|hourly)$/.test(t.word);
    // "total monthly rent" over `Monthly Rent`, "annual escalation" over `Annual Esc`: the period
    // word is part of the column's name (a measure per period), not a request for periods
    if (
      explicit &&
      t.used === 'column' &&
      colHits.some((h) => h.positions.includes(k) && h.column.words.some((w) => GRAIN_WORDS[w] === GRAIN_WORDS[t.stem]))
    )
      continue;
    // "average yearly deaths" on yearly data: the average over its rows, not a list of years
    const perRowGrain = tcol?.yearLike ? 'year' : index.timeGrain;
    if (explicit && /^(average|avg|mean|typical)$/.test(prev) && GRAIN_WORDS[t.stem] === perRowGrain) {
      t.used = 'group';
      continue;
    }
    const grouped =
      GROUP_BEFORE.has(prev) ||
      (prev === 'the' && GROUP_BEFORE.has(toks[k - 2]?.word ?? '')) ||
      (prev === 'each' && toks[k - 2]?.word === 'for');
    // "which model year": one unplaced word between which and the time word
    const spaced =
      /^(which|what)$/.test(toks[k - 2]?.word ?? '') &&
      !!toks[k - 1] &&
      !toks[k - 1]!.used &&
      !FUNCTION_WORDS.has(prev);
    const which =
      spaced ||
      /^(which|what)$/.test(prev) ||
      (/^\d+$/.test(prev) && /^(top|bottom|best|worst)$/.test(toks[k - 2]?.word ?? '')) ||
      (prev === 'the' && /^(which|what)$/.test(toks[k - 2]?.word ?? '')) ||
      /^(busiest|best|worst|peak|highest|lowest|hottest|coldest|wettest|driest|windiest|quietest|slowest|strongest|weakest)$/.test(
        prev,
      );
    if (!explicit && !grouped && !which && !(t.word === 'weekday')) continue;
    // a time word read as the rows' own noun ("hours" of an hourly table) is still a grouping
    // when said as one ("by hour", "which hour")
    if (t.used === 'entity' && !grouped && !which) continue;
    // "by day of week": the weekday of the date column, never also a column that has "day" in its name
    if (part === 'weekday')
      for (const h of colHits)
        if (h.positions.includes(k)) {
          groupHits.delete(h);
          conditionHits.add(h);
        }
    // …or, with the date split into columns, the column that holds the weekday
    const weekdayCol =
      part === 'weekday' && (!tcol || !isTemporalType(tcol.type))
        ? index.columns.find(
            (c) => c.words.includes('weekday') || (c.words.includes('day') && c.words.includes('week')),
          )
        : undefined;
    if (weekdayCol) {
      timeGroup = { column: weekdayCol.name };
      t.used = 'group';
      for (let j = k + 1; j <= k + 2 && toks[j] && /^(of|week|the)$/.test(toks[j]!.word); j++)
        toks[j]!.used = 'group';
      if (prev && GROUP_BEFORE.has(prev)) toks[k - 1]!.used = 'group';
      break;
    }
    if (!tcol) continue;
    const ofYear = toks[k + 1]?.word === 'of' && toks[k + 2]?.word === 'year';
    // a date split into year and month-number columns beside the real date: months are the date's
    const dated =
      tcol.yearLike && grain === 'month' && monthNumberColumn(index)
        ? index.columns.find((c) => c.name === index.timeColumn && isTemporalType(c.type))
        : undefined;
    const col = part === 'hour' && hourCol ? hourCol.name : (dated ?? tcol).name;
    if (tcol.yearLike && !dated) {
      // "monthly births" over a date split into year and month columns: by the month column
      const monthCol = grain === 'month' ? monthNumberColumn(index) : undefined;
      if (monthCol) timeGroup = { column: monthCol.name };
      else if (grain !== 'year') continue;
      else timeGroup = { column: col };
    } else if (!dated && !isTemporalType(tcol.type)) continue;
    else if (part) timeGroup = { column: col, part };
    else if (grain === 'year') timeGroup = { column: col, part: 'year' };
    else if (grain === 'month' || grain === 'quarter') {
      const levelSaid =
        /\b(average|avg|mean|typical|median|percentage|percent|share)\b/.test(q) ||
        colHits.some((h) => isNumeric(h.column) && isLevel(h.column) && !conditionHits.has(h));
      // a total over years the data covers in part (jan 2024 – jun 2025): the calendar months would
      // add up unequal numbers of years, so "which month had the highest spend" is one of its months
      const partYears =
        !!index.minDate &&
        !!index.maxDate &&
        !(index.minDate.slice(5, 7) === '01' && index.maxDate.slice(5, 7) === '12');
      const levelish = levelSaid || (shape.superlative !== undefined && !partYears);
      const monthOf = toks[k + 1]?.word === 'of' && toks[k + 2] !== undefined && !isYear(toks[k + 2]);
      // a "month" of monthly data is one of its periods ("in which month was ibm cheapest")
      const periodic = index.timeGrain === grain;
      // data of one whole calendar year: its months are the year's (January, not 2010-01); a
      // few months of one year keep their year (2009-06) unless asked which month
      const withinYear = yearsSpanned(index) === 1 && !!index.minDate;
      const oneYear =
        withinYear &&
        ((index.minDate?.slice(5, 7) === '01' && index.maxDate?.slice(5, 7) === '12') ||
          (which && years.length === 0));
      const calendar =
        oneYear ||
        ofYear ||
        monthOf ||
        /\bcalendar month\b/.test(q) ||
        (!explicit &&
          multiYear &&
          !periodic &&
          (levelish || (which && !partYears)) &&
          !/\bover time\b|\btrend\b/.test(q));
      timeGroup = calendar ? { column: col, part: grain } : { column: col, grain };
    } else if (grain === 'day' && which && (dated ?? tcol).uniqueness < 0.8)
      timeGroup = { column: col, grain: 'day' };
    else if (grain === 'day' && which) timeGroup = undefined;
    else timeGroup = { column: col, grain };
    t.used = 'group';
    if (prev && (GROUP_BEFORE.has(prev) || /^(which|what)$/.test(prev))) toks[k - 1]!.used = 'group';
    if (ofYear || (toks[k + 1]?.word === 'of' && grain === 'month' && timeGroup?.part === 'month')) {
      toks[k + 1]!.used = 'group';
      if (ofYear || toks[k + 2]?.used === 'column' || /^(release|sale|order)$/.test(toks[k + 2]?.stem ?? ''))
        toks[k + 2]!.used = 'group';
    }
    // "busiest month" over `Term (mo)`: the word is the grouping, not a column whose unit it names
    if (timeGroup && grain)
      for (let h = colHits.length - 1; h >= 0; h--)
        if (colHits[h]!.positions.every((p) => p === k) && colHits[h]!.column.name !== timeGroup.column) {
          groupHits.delete(colHits[h]!);
          colHits.splice(h, 1);
        }
    if (which) s.timeTarget = true;
    if (spaced) toks[k - 1]!.used = 'group';
    if (grain === 'day' && which && !timeGroup) {
      // "which day was the hottest": the row itself
      s.timeTarget = true;
      s.target = { column: dated ?? tcol, positions: [k], score: 1, alternatives: [], full: true };
    }
    break;
  }
  if (!timeGroup && tcol && /\b(by|per|each|every) decade\b|\bdecades?\b/.test(q)) {
    timeGroup = { column: tcol.name, part: 'decade' };
    for (const t of toks)
      if (/^decades?$/.test(t.word) || (t.word === 'per' && toks[t.i + 1]?.word === 'decade'))
        t.used = 'group';
  }
  if (
    !timeGroup &&
    !s.target &&
    tcol &&
    /^when\b|\bwhen (was|did|were|is)\b|\band when\b|\bwhen\s*$/.test(q)
  ) {
    // "when was apple stock at its peak": the date of the extreme
    s.timeTarget = true;
    if (tcol.uniqueness >= 0.8 || tcol.yearLike)
      s.target = { column: tcol, positions: [], score: 1, alternatives: [], full: true };
    else timeGroup = isTemporalType(tcol.type) ? { column: tcol.name, grain: 'day' } : { column: tcol.name };
    for (const t of toks) if (t.word === 'when') t.used = 'group';
  }
  if (timeGroup) groups.push(timeGroup);
  for (const h of groupHits) {
    if (isTemporalType(h.column.type)) {
      if (!groups.some((g) => g.column === h.column.name))
        groups.push({ column: h.column.name, grain: 'day' });
    } else if (!groups.some((g) => g.column === h.column.name && !g.part && !g.grain))
      groups.push({ column: h.column.name });
  }
}
