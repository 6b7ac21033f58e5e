/**
 * The SQL, the answer sentence and the description of a question about time between dates of a
 * list (see date-gaps.ts). Years between two rows are counted as their calendar years apart (1966
 * to 2007 is 41); how long a row lasted is counted in days, and in years of 365.25 days when asked.
 */
import type { Row } from '../../data/duck';
import { quoteIdent as id, sqlValue } from '../../data/sql';
import { writtenDateSql } from '../../data/era-dates';
import type { DatedColumn } from './date-columns';
import type { Anchor, DatedQuery } from './date-gaps';
import type { Cond } from './query';
import { ROW } from './table';

/** Joins conditions (and extra SQL terms) into a WHERE clause, as the table stage does. */
export type WhereSql = (conds: Cond[], extra?: string[]) => string;

/** A point in time as shown: a date written out ("5 July 1945"), or the year. */
const shown = (column: DatedColumn, sql: string) =>
  column.days ? writtenDateSql(sql) : `CAST(${sql} AS BIGINT)`;

function anchorSql(a: Anchor, other: string, where: WhereSql, label: string): string {
  const select = `SELECT ${id(ROW)} AS r, ${a.column.sql} AS d, ${label} AS who FROM t`;
  if (a.by === 'offset')
    return `${select} WHERE ${id(ROW)} = (SELECT r FROM ${other}) + ${sqlValue(a.offset)}`;
  if (a.by === 'date')
    return `${select} WHERE ${a.column.sql} IS NOT NULL ORDER BY ${a.column.sql} ${a.pick === 'first' ? 'ASC' : 'DESC'}, ${id(ROW)} LIMIT 1`;
  return `${select}${where(a.where)} ORDER BY ${id(ROW)}${a.pick === 'last' ? ' DESC' : ''} LIMIT 1`;
}

/** The length of a span from `a` to `b` (SQL of two points of the same kind), in the unit asked. */
function lengthSql(
  column: DatedColumn,
  a: string,
  b: string,
  unit: 'days' | 'months' | 'calendar-years',
): string {
  if (!column.days) return `(${b} - ${a})`;
  if (unit === 'calendar-years') return `(year(${b}) - year(${a}))`;
  return `date_diff('${unit === 'days' ? 'day' : 'month'}', ${a}, ${b})`;
}

/** The SQL of a question about time between dates, over the numbered rows `from` ("(…) AS t"). */
export function datedSql(from: string, q: DatedQuery, where: WhereSql): string {
  const label = q.label ? id(q.label) : 'NULL';
  const t = `WITH t AS (SELECT * FROM ${from})`;
  if (q.ask === 'year') {
    const shownLabel = q.label ? `, ${id(q.label)}` : '';
    const limit = q.pick === 'all' || q.pick === undefined ? 20 : 1;
    return `${t} SELECT CAST(year(${q.from.sql}) AS BIGINT) AS ${id('year')}, ${shown(q.from, q.from.sql)} AS ${id(q.from.name)}${shownLabel} FROM t${where(q.where)} ORDER BY ${id(ROW)}${q.pick === 'last' ? ' DESC' : ''} LIMIT ${limit}`;
  }
  if (q.ask === 'earliest') {
    const best = `(SELECT ${q.dir === 'desc' ? 'max' : 'min'}(${q.from.sql}) FROM t${where(q.where)})`;
    return `${t} SELECT ${label} AS ${id(q.label ?? 'who')}, ${shown(q.from, q.from.sql)} AS ${id(q.from.name)} FROM t${where(q.where, [`${q.from.sql} = ${best}`])} ORDER BY ${id(ROW)} LIMIT 10`;
  }
  if (q.ask === 'same') {
    const to = q.to === 'next' ? undefined : q.to;
    const same = q.unit === 'years' && q.from.days ? (s: string) => `year(${s})` : (s: string) => s;
    const shared = to
      ? `${same(q.from.sql)} = ${same(to.sql)}`
      : `${same(q.from.sql)} IN (SELECT ${same(q.from.sql)} FROM t${where(q.where)} GROUP BY 1 HAVING count(*) > 1)`;
    if (q.pick !== 'all') return `${t} SELECT count(*) AS ${id('count')} FROM t${where(q.where, [shared])}`;
    return `${t} SELECT ${label} AS ${id(q.label ?? 'who')}, ${shown(q.from, q.from.sql)} AS ${id(q.from.name)} FROM t${where(q.where, [shared])} ORDER BY ${id(ROW)} LIMIT 50`;
  }
  if (q.ask === 'during' && q.moment && q.to && q.to !== 'next') {
    // begun by the moment's end, and not ended before its start (a day's end date is the next one's)
    const to = q.to;
    const [lo, hi] = q.from.days
      ? [`DATE ${sqlValue(q.moment.from)}`, `DATE ${sqlValue(q.moment.to)}`]
      : [sqlValue(q.moment.year), sqlValue(q.moment.until ?? q.moment.year)];
    const held = `(${to.sql} ${q.from.days ? '>' : '>='} ${lo} OR ${to.sql} IS NULL)`;
    if (q.counted) return `${t} SELECT count(*) AS ${id('count')} FROM t${where(q.where, [`${q.from.sql} <= ${hi}`, held])}`;
    const cols = `${label} AS ${id(q.label ?? 'who')}, ${shown(q.from, q.from.sql)} AS ${id(q.from.name)}, ${shown(to, to.sql)} AS ${id(to.name)}`;
    return `${t} SELECT ${cols} FROM t${where(q.where, [`${q.from.sql} <= ${hi}`, held])} ORDER BY ${q.from.sql}, ${id(ROW)} LIMIT 20`;
  }
  if (q.ask === 'between') {
    const [a, b] = q.sides as [Anchor, Anchor];
    const first = a.by === 'offset' ? 1 : 0;
    const ctes = [a, b].map((s, i) => `s${i} AS (${anchorSql(s, `s${1 - i}`, where, label)})`);
    const ordered = first === 1 ? [ctes[1], ctes[0]] : ctes;
    const days = a.column.days;
    const gap = (unit: 'days' | 'months' | 'calendar-years') =>
      `abs(${lengthSql(a.column, 's0.d', 's1.d', unit)})`;
    const units = days
      ? [
          `${gap('calendar-years')} AS ${id('years')}`,
          `${gap('days')} AS ${id('days')}`,
          `${gap('months')} AS ${id('months')}`,
        ]
      : [`${gap('calendar-years')} AS ${id('years')}`];
    return `${t}, ${ordered.join(', ')} SELECT ${units.join(', ')}, s0.who AS ${id('from')}, ${shown(a.column, 's0.d')} AS ${id(`from ${a.column.name}`)}, s1.who AS ${id('to')}, ${shown(b.column, 's1.d')} AS ${id(`to ${b.column.name}`)} FROM s0, s1`;
  }
  const to = q.to === 'next' ? undefined : (q.to as DatedColumn);
  // the next row listed, or (a gap between rows) the next by date, whose name is shown too
  const next = q.byDate ? `(ORDER BY ${q.from.sql} NULLS LAST, ${id(ROW)})` : `(ORDER BY ${id(ROW)})`;
  const nextWho = q.byDate && !to ? `, lead(${label}) OVER ${next} AS __next_who` : '';
  // one row's time still running ("Incumbent") is counted to today; rankings leave such rows out
  const open = q.ask === 'length' && to?.ongoing ? to.ongoing : 'false';
  const today = q.from.days ? 'current_date' : 'year(current_date)';
  const end = to
    ? open === 'false'
      ? to.sql
      : `CASE WHEN ${open} THEN ${today} ELSE ${to.sql} END`
    : `lead(${q.from.sql}) OVER ${next}`;
  const unit = q.from.days ? 'days' : 'calendar-years';
  const spans = `${t}, s AS (SELECT *, ${q.from.sql} AS __from, ${end} AS __to, ${open} AS __open${nextWho} FROM t), g AS (SELECT *, ${lengthSql(q.from, '__from', '__to', unit)} AS __len FROM s)`;
  const len = q.from.days ? 'days' : 'years';
  const toName = q.to === 'next' ? `next ${q.from.name}` : (q.to as DatedColumn).name;
  const columns = `${label} AS ${id('who')}${nextWho ? `, __next_who AS ${id('next')}` : ''}, __len AS ${id(len)}, ${shown(q.from, '__from')} AS ${id(q.from.name)}, ${shown(q.from, '__to')} AS ${id(toName)}${open === 'false' ? '' : `, __open AS ${id('still running')}`}`;
  switch (q.ask) {
    case 'count': {
      const cmp = q.longer ? [`__len ${q.longer.op} ${sqlValue(q.longer.value)}`] : [];
      return `${spans} SELECT count(*) AS ${id('count')} FROM g${where(q.where, ['__len IS NOT NULL', ...cmp])}`;
    }
    case 'length':
      return `${spans} SELECT ${columns} FROM g${where(q.where)} ORDER BY ${id(ROW)} LIMIT 20`;
    case 'extreme': {
      const best = `(SELECT ${q.dir === 'desc' ? 'max' : 'min'}(__len) FROM g${where(q.where)})`;
      return `${spans} SELECT ${columns} FROM g${where(q.where, ['__len IS NOT NULL', `__len = ${best}`])} ORDER BY ${id(ROW)} LIMIT 10`;
    }
    default: {
      const [a, b] = (q.sides ?? []).map((s) => (s.by === 'cells' ? s.where : [])) as [Cond[], Cond[]];
      return `${spans} SELECT (SELECT sum(__len) FROM g${where(a)}) AS ${id('a')}, (SELECT sum(__len) FROM g${where(b)}) AS ${id('b')}`;
    }
  }
}

const num = (v: unknown): string => {
  const n = Number(v);
  if (!Number.isFinite(n)) return String(v);
  return Number.isInteger(n) ? n.toLocaleString('en-US') : String(Number(n.toPrecision(6)));
};
const yearsOf = (days: number) => Math.round((days / 365.25) * 10) / 10;
const text = (v: unknown) => (v === null || v === undefined ? undefined : String(v));

/** A length in days said in the unit asked ("3,206 days"), with the same in years beside it when long. */
function lengthWords(q: DatedQuery, value: number, bold: boolean): { main: string; note?: string } {
  const b = (s: string) => (bold ? `**${s}**` : s);
  if (!q.from.days) return { main: b(`${num(value)} year${value === 1 ? '' : 's'}`) };
  if (q.unit === 'years') return { main: `${b(num(yearsOf(value)))} years`, note: `${num(value)} days` };
  if (q.unit === 'months')
    return { main: `${b(num(Math.round((value / 30.44) * 10) / 10))} months`, note: `${num(value)} days` };
  return {
    main: b(`${num(value)} day${value === 1 ? '' : 's'}`),
    ...(value >= 365 ? { note: `about ${num(yearsOf(value))} years` } : {}),
  };
}

/** Rows named with their date: "**Planck** (Launch date 14 May 2009), …". */
function datedRows(q: DatedQuery, rows: Row[]): string | undefined {
  const found = rows.filter((r) => r[q.from.name] !== null);
  if (found.length === 0) return undefined;
  const name = (r: Row) => r[q.label ?? 'who'];
  const who = (r: Row) => (name(r) === null || name(r) === undefined ? '' : `**${String(name(r))}** `);
  return `${found.map((r) => `${who(r)}(${q.from.name} ${text(r[q.from.name])})`).join(', ')}.`;
}

/** The answer sentence of a question about time between dates, or undefined when nothing was found. */
export function narrateDated(q: DatedQuery, rows: Row[]): string | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const fromName = q.from.name;
  const toName = q.to === 'next' ? `next ${fromName}` : (q.to?.name ?? '');
  const len = q.from.days ? 'days' : 'years';
  switch (q.ask) {
    case 'count':
      return `**${num(first.count)}**.`;
    case 'same':
      return q.pick === 'all' ? datedRows(q, rows) : `**${num(first.count)}**.`;
    case 'earliest':
      return datedRows(q, rows);
    case 'during': {
      if (q.counted) return `**${num(first.count)}**.`;
      const to = q.to === 'next' || !q.to ? '' : q.to.name;
      const who = (r: Row) => r[q.label ?? 'who'];
      const one = (r: Row) =>
        `**${String(who(r) ?? '')}** (${fromName} ${text(r[fromName])}, ${r[to] === null ? 'no end given' : `${to} ${text(r[to])}`})`;
      return `${rows.map(one).join(', ')}.`;
    }
    case 'year': {
      const seen = [
        ...new Set(
          rows.map(
            (r) =>
              `**${text(r.year)}** (${text(r[fromName])}${q.label && rows.length > 1 ? `, ${text(r[q.label])}` : ''})`,
          ),
        ),
      ];
      return first.year === null ? undefined : `${seen.join(', ')}.`;
    }
    case 'between': {
      const [a, b] = [
        text(first[`from ${q.sides?.[0]?.column.name}`]),
        text(first[`to ${q.sides?.[1]?.column.name}`]),
      ];
      if (a === undefined || b === undefined || first.years === null) return undefined;
      const side = (who: unknown, date: string) =>
        who === null || who === undefined ? date : `${String(who)}: ${date}`;
      const dates = `${side(first.from, a)}; ${side(first.to, b)}`;
      const years = Number(first.years);
      if (q.unit === 'days') return `**${num(first.days)}** days (${dates}).`;
      if (q.unit === 'months') return `**${num(first.months)}** months (${dates}).`;
      if (q.unit === 'auto' && q.from.days && years < 2) return `**${num(first.days)}** days (${dates}).`;
      const days = q.unit === 'auto' && q.from.days ? `${num(first.days)} days; ` : '';
      return `**${num(years)}** year${years === 1 ? '' : 's'} (${days}${dates}).`;
    }
    case 'compare': {
      const [x, y] = [Number(first.a), Number(first.b)];
      if (first.a === null || first.b === null || !Number.isFinite(x) || !Number.isFinite(y))
        return undefined;
      const [sa, sb] = q.compared?.values ?? ['', ''];
      const values = `${sa}: ${lengthWords(q, x, false).main}, ${sb}: ${lengthWords(q, y, false).main}`;
      const aWins = q.dir === 'desc' ? x > y : x < y;
      if (q.yesNo) return `**${aWins ? 'Yes' : 'No'}** (${values}).`;
      if (x === y) return `Neither: both lasted ${lengthWords(q, x, false).main}.`;
      return `**${aWins ? sa : sb}** (${values}).`;
    }
    default: {
      const said = rows.filter((r) => r[len] !== null);
      if (said.length === 0) return undefined;
      const one = (r: Row, bold: boolean) => {
        const named = (v: unknown) => (bold ? `**${String(v)}**` : String(v));
        const after = r.next === null || r.next === undefined ? '' : ` to ${named(r.next)}`;
        const who = r.who === null || r.who === undefined ? '' : `${named(r.who)}${after}: `;
        const { main, note } = lengthWords(q, Number(r[len]), !bold);
        const to =
          r['still running'] === true
            ? 'to today, still running'
            : r[toName] === null
              ? 'no end given'
              : `to ${text(r[toName])}`;
        return `${who}${main} (${note ? `${note}; ` : ''}from ${text(r[fromName])} ${to})`;
      };
      if (q.ask === 'extreme') return `${said.map((r) => one(r, true)).join('; ')}.`;
      if (said.length === 1) return `${one(said[0] as Row, false)}.`;
      const total = said.reduce((s, r) => s + Number(r[len]), 0);
      return `${said.map((r) => one(r, false)).join('; ')}; ${lengthWords(q, total, true).main} in all.`;
    }
  }
}

/** What a question about time between dates computes, in words. */
export function describeDated(q: DatedQuery, whereWords: (conds: Cond[]) => string): string {
  const span =
    q.to === 'next'
      ? `from its ${q.from.name} to the ${q.from.name} of the next row listed`
      : `from ${q.from.name} to ${q.to?.name ?? ''}`;
  const anchor = (a: Anchor) =>
    a.by === 'cells'
      ? `the ${a.column.name} of the ${a.pick} row${whereWords(a.where)}`
      : a.by === 'date'
        ? `the ${a.pick === 'first' ? 'earliest' : 'latest'} ${a.column.name}`
        : `the ${a.column.name} of the row listed right ${a.offset === 1 ? 'after' : 'before'} it`;
  switch (q.ask) {
    case 'year':
      return `the year of the ${q.from.name}${q.pick === 'all' ? ' of the rows' : ` of the ${q.pick} row`}${whereWords(q.where)}`;
    case 'between': {
      const [a, b] = q.sides as [Anchor, Anchor];
      return `the ${q.unit === 'auto' ? 'time' : q.unit} between ${anchor(a)} and ${anchor(b)}`;
    }
    case 'during':
      if (q.counted) return `the number of rows whose ${q.from.name} is by the end of ${q.moment?.said} and whose ${q.to === 'next' ? '' : q.to?.name} is after its start or not given${whereWords(q.where).replace(/^ where/, ', where')}`;
      return `the ${q.label ?? 'rows'} of the rows whose ${q.from.name} is by ${q.moment?.said} and whose ${q.to === 'next' ? '' : q.to?.name} is after it or not given${whereWords(q.where).replace(/^ where/, ', where')}`;
    case 'earliest':
      return `the ${q.label ?? 'row'} with the ${q.dir === 'desc' ? 'latest' : 'earliest'} ${q.from.name}${whereWords(q.where)}`;
    case 'same': {
      const day = q.unit === 'years' ? 'year' : 'day';
      const rows = q.pick === 'all' ? `the ${q.label ?? 'rows'} of the rows` : 'the number of rows';
      const whose =
        q.to && q.to !== 'next'
          ? `whose ${q.from.name} is the same ${day} as their ${q.to.name}`
          : `whose ${q.from.name} is the same ${day} as another row's`;
      return `${rows} ${whose}${whereWords(q.where).replace(/^ where/, ', where')}`;
    }
    case 'count':
      return `the number of rows whose time ${span} is ${q.longer?.said ?? ''}${whereWords(q.where).replace(/^ where/, ', where')}`;
    case 'length':
      return `the time ${span} of the rows${whereWords(q.where)}`;
    case 'extreme':
      if (q.byDate)
        return `the ${q.label} of the row with the ${q.dir === 'desc' ? 'longest' : 'shortest'} gap from its ${q.from.name} to the next ${q.from.name} by date${whereWords(q.where)}`;
      return `the ${q.label} of the row with the ${q.dir === 'desc' ? 'longest' : 'shortest'} time ${span}${whereWords(q.where)}`;
    default:
      return `the time ${span} where ${q.compared?.column} is ${q.compared?.values[0]} against where it is ${q.compared?.values[1]}`;
  }
}
