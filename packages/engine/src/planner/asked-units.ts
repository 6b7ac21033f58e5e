/**
 * A unit asked for that the table does not use: "height in feet" over a column `Height (m)`,
 * "memory in gb" over `memory_bytes`. The answer is computed in the column's unit; when the
 * question's unit was left unused and both units are known and of one kind (length, area, mass,
 * duration, data size, speed, temperature), the reply adds the figures converted, saying the
 * factor, and no longer lists the unit among the words it did not use.
 */
import type { TableItem } from '@ai-analyst/contract';
import type { Answer } from './answer';

type Dimension = 'length' | 'area' | 'mass' | 'time' | 'data' | 'speed' | 'temperature';
interface Unit {
  dimension: Dimension;
  /** How many base units one of this unit is (temperature: see `toBase`). */
  factor: number;
  /** How a reply writes it. */
  symbol: string;
}

const U = (dimension: Dimension, factor: number, symbol: string): Unit => ({ dimension, factor, symbol });
const UNITS: Record<string, Unit> = {
  m: U('length', 1, 'm'),
  km: U('length', 1000, 'km'),
  cm: U('length', 0.01, 'cm'),
  mm: U('length', 0.001, 'mm'),
  ft: U('length', 0.3048, 'ft'),
  mi: U('length', 1609.344, 'mi'),
  inch: U('length', 0.0254, 'in'),
  yd: U('length', 0.9144, 'yd'),
  m2: U('area', 1, 'm²'),
  km2: U('area', 1e6, 'km²'),
  sqmi: U('area', 2589988.110336, 'sq mi'),
  ha: U('area', 1e4, 'ha'),
  acre: U('area', 4046.8564224, 'acres'),
  kg: U('mass', 1, 'kg'),
  g: U('mass', 0.001, 'g'),
  lb: U('mass', 0.45359237, 'lb'),
  t: U('mass', 1000, 't'),
  ms: U('time', 0.001, 'ms'),
  s: U('time', 1, 's'),
  min: U('time', 60, 'min'),
  h: U('time', 3600, 'h'),
  day: U('time', 86400, 'days'),
  week: U('time', 604800, 'weeks'),
  year: U('time', 31557600, 'years'),
  byte: U('data', 1, 'bytes'),
  kb: U('data', 1e3, 'kB'),
  mb: U('data', 1e6, 'MB'),
  gb: U('data', 1e9, 'GB'),
  tb: U('data', 1e12, 'TB'),
  kmh: U('speed', 1 / 3.6, 'km/h'),
  mph: U('speed', 0.44704, 'mph'),
  knot: U('speed', 1852 / 3600, 'knots'),
  c: U('temperature', 1, '°C'),
  f: U('temperature', 1, '°F'),
};

/** Words a question says a unit with. */
const ASKED: Record<string, string> = {
  metre: 'm', metres: 'm', meter: 'm', meters: 'm',
  km: 'km', kms: 'km', kilometre: 'km', kilometres: 'km', kilometer: 'km', kilometers: 'km',
  cm: 'cm', centimetres: 'cm', centimeters: 'cm', mm: 'mm', millimetres: 'mm', millimeters: 'mm',
  ft: 'ft', foot: 'ft', feet: 'ft', mi: 'mi', mile: 'mi', miles: 'mi', inch: 'inch', inches: 'inch',
  yard: 'yd', yards: 'yd', km2: 'km2', 'sq km': 'km2', 'square km': 'km2', 'square kilometres': 'km2',
  'square kilometers': 'km2', 'sq mi': 'sqmi', sqmi: 'sqmi', 'square miles': 'sqmi', mi2: 'sqmi',
  hectare: 'ha', hectares: 'ha', ha: 'ha', acre: 'acre', acres: 'acre',
  kg: 'kg', kgs: 'kg', kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg', gram: 'g', grams: 'g',
  lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb', tonne: 't', tonnes: 't',
  ms: 'ms', millisecond: 'ms', milliseconds: 'ms', msec: 'ms',
  sec: 's', secs: 's', second: 's', seconds: 's', mins: 'min', minute: 'min', minutes: 'min',
  hr: 'h', hrs: 'h', hour: 'h', hours: 'h', day: 'day', days: 'day', week: 'week', weeks: 'week',
  yr: 'year', yrs: 'year', year: 'year', years: 'year',
  byte: 'byte', bytes: 'byte', kb: 'kb', mb: 'mb', gb: 'gb', tb: 'tb', kilobytes: 'kb', megabytes: 'mb',
  gigabytes: 'gb', terabytes: 'tb', kmh: 'kmh', kph: 'kmh', mph: 'mph', knot: 'knot', knots: 'knot',
  celsius: 'c', centigrade: 'c', fahrenheit: 'f',
};

/** The words of a unit said alone ("square miles", "feet", "°f"), or undefined when they name none. */
export function unitWords(text: string): string[] | undefined {
  const said = text.toLowerCase().replace(/°/g, '').trim();
  return ASKED[said] ? said.split(/\s+/) : undefined;
}

/** Whether a unit said ("feet") converts a unit one of the headers gives (`Depth (m)`). */
export function convertsAHeader(said: string, headers: readonly string[]): boolean {
  const unit = ASKED[said.toLowerCase().replace(/°/g, '').trim()];
  if (!unit) return false;
  return headers.some((h) => {
    const own = headerUnit(h);
    return own !== undefined && own !== unit && UNITS[own]?.dimension === UNITS[unit]?.dimension;
  });
}

/** Whether one of the headers gives the unit said ("miles" of `Length (mi)`): no conversion is needed. */
export function aHeaderGives(said: string, headers: readonly string[]): boolean {
  const unit = ASKED[said.toLowerCase().replace(/°/g, '').trim()];
  return unit !== undefined && headers.some((h) => headerUnit(h) === unit);
}

/** Unit words a header says its unit with ("Height (m)", "area_km2", "weight in lbs"). */
function headerUnit(header: string): string | undefined {
  const bracket = /[([]\s*([^)\]]+?)\s*[)\]]\s*$/.exec(header);
  const inside = bracket?.[1]?.toLowerCase().replace(/²/g, '2').replace(/°/g, '');
  if (inside) {
    const words = inside.replace(/\./g, '').trim();
    if (UNITS[words]) return words;
    if (ASKED[words]) return ASKED[words];
    if (words === 'in' || words === 'h') return words === 'h' ? 'h' : 'inch';
  }
  // "area_km2", "weight in lbs", "duration seconds": the last word, never the name's only word
  const words = header
    .toLowerCase()
    .replace(/²/g, '2')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length < 2) return undefined;
  const last = words.at(-1)!;
  if (ASKED[last]) return ASKED[last];
  if (/^(m|c|f|g|s|h)$/.test(last) && words.length >= 2) return last;
  return undefined;
}

/** A comparison right before a number ("above", "more than", ">="). */
const COMPARED = /(?:\b(?:above|below|over|under|exceeding|exceeds?|than|least|most)|[<>=])\s*$/i;

/**
 * The question with each number compared in a unit other than the headers' own ("lod above 3 ms"
 * over `LOD (s)`) written in the headers' unit ("lod above 0.003"), when every header of that
 * dimension that gives its unit in brackets gives one and the same unit, none the unit said; and a unit said in brackets
 * at the end ("avg lod per decade (ms)") said as "in ms", for the reply to convert.
 */
export function withNumbersInHeaderUnit(question: string, headers: readonly string[]): string {
  // only units a header gives in brackets (`LOD (s)`): a unit word in a name ("response minutes")
  // may be one reading among others (a duration between two dates said in hours)
  const units = headers
    .filter((h) => /[([][^)\]]+[)\]]\s*$/.test(h))
    .map(headerUnit)
    .filter((u): u is string => u !== undefined && UNITS[u] !== undefined);
  let text = question.replace(/\s*\(\s*([a-z°² ]+?)\s*\)\s*\??\s*$/i, (whole, said: string) =>
    unitWords(said) && convertsAHeader(said, headers) ? ` in ${said}` : whole,
  );
  text = text.replace(/(\d+(?:\.\d+)?)\s*([a-z]+)\b/gi, (whole, n: string, word: string, at: number) => {
    const unit = ASKED[word.toLowerCase()];
    if (!unit || UNITS[unit]!.dimension === 'temperature' || !COMPARED.test(text.slice(0, at))) return whole;
    const own = [...new Set(units.filter((u) => UNITS[u]!.dimension === UNITS[unit]!.dimension))];
    if (own.length !== 1 || own[0] === unit) return whole;
    return String(Number(convert(Number(n), unit, own[0]!).toPrecision(12)));
  });
  return text;
}

/** The unit the question's unused words ask for, with the words to take off the unused list. */
function askedUnit(unused: string[]): { unit: string; words: string[] } | undefined {
  for (let i = 0; i < unused.length; i++) {
    const pair = `${unused[i]} ${unused[i + 1] ?? ''}`.trim();
    if (ASKED[pair]) return { unit: ASKED[pair], words: [unused[i]!, unused[i + 1]!] };
    const one = ASKED[unused[i]!];
    if (one) return { unit: one, words: [unused[i]!] };
  }
  return undefined;
}

function convert(value: number, from: string, to: string): number {
  const a = UNITS[from]!;
  const b = UNITS[to]!;
  if (a.dimension !== 'temperature') return (value * a.factor) / b.factor;
  if (from === to) return value;
  return from === 'c' ? (value * 9) / 5 + 32 : ((value - 32) * 5) / 9;
}

const show = (n: number) =>
  n.toLocaleString('en-US', { maximumFractionDigits: Math.abs(n) >= 100 ? 1 : Math.abs(n) >= 1 ? 3 : 6 });

/** How the conversion was made, said once: "1 m = 3.28084 ft". */
function factorNote(from: string, to: string): string {
  const a = UNITS[from]!;
  const b = UNITS[to]!;
  if (a.dimension === 'temperature') return from === 'c' ? '°F = °C × 9/5 + 32' : '°C = (°F − 32) × 5/9';
  return `1 ${a.symbol} = ${show(convert(1, from, to))} ${b.symbol}`;
}

const UNUSED = /\s*I did not use: ((?:"[^"]+"(?:, )?)+)\./;

/** Measures whose figure keeps its column's unit (a count or a share has none). */
const KEEPS_UNIT = new Set(['sum', 'avg', 'min', 'max', 'median', 'percentile', 'stddev', 'range']);

/**
 * One figure stated without a table ("the average depth is **211**"), as a one-cell table headed
 * by its column, so that it converts like a table's cell; undefined for anything else.
 */
function loneFigure(answer: Answer): TableItem | undefined {
  const q = answer.query;
  const m = q?.measures.length === 1 && q.groupBy.length === 0 ? q.measures[0] : undefined;
  if (!m?.column || !KEEPS_UNIT.has(m.fn)) return undefined;
  const bold = /\*\*(-?[\d,]+(?:\.\d+)?)\*\*/.exec(answer.markdown.replace(UNUSED, ''));
  if (!bold) return undefined;
  const value = Number(bold[1]!.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  return { type: 'table', headers: [m.column], rows: [[value]] };
}

/** The answer with its figures also given in the unit the question asked for, when it can be. */
export function withAskedUnit(answer: Answer, question = ''): Answer {
  const note = UNUSED.exec(answer.markdown);
  const unused = note ? [...note[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.toLowerCase()) : [];
  // "avg duration in mins": a unit the parser took as a word of the column's name is still asked
  const said = /\bin\s+([a-z]+(?:\s+[a-z]+)?)\s*\??\s*$/i.exec(question.trim())?.[1]?.toLowerCase();
  const asked = askedUnit(unused) ?? (said ? askedUnit(said.split(/\s+/)) : undefined);
  if (!asked) return answer;
  const table = answer.items.find((i): i is TableItem => i.type === 'table') ?? loneFigure(answer);
  if (!table || table.rows.length === 0 || table.rows.length > 12) return answer;
  const column = table.headers.findIndex((h) => {
    const unit = headerUnit(h);
    return unit !== undefined && unit !== asked.unit && UNITS[unit]?.dimension === UNITS[asked.unit]!.dimension;
  });
  if (column < 0) return answer;
  const from = headerUnit(table.headers[column]!)!;
  const label = table.headers.findIndex((h, i) => i !== column && table.rows.every((r) => typeof r[i] === 'string' || r[i] === null));
  const lines: string[] = [];
  for (const row of table.rows) {
    const cell = row[column];
    // a group with nothing to convert (a blank reason whose rows hold no figure) is left out
    if (cell === null || cell === undefined) continue;
    if (typeof cell !== 'number') return answer;
    const value = `**${show(convert(cell, from, asked.unit))} ${UNITS[asked.unit]!.symbol}**`;
    lines.push(label >= 0 && table.rows.length > 1 ? `${String(row[label])}: ${value}` : value);
  }
  const left = unused.filter((w) => !asked.words.includes(w));
  const rest = left.length ? ` I did not use: ${left.map((w) => `"${w}"`).join(', ')}.` : '';
  const converted =
    `In ${UNITS[asked.unit]!.symbol}: ${lines.join('; ')} ` +
    `(the table gives ${table.headers[column]} in ${UNITS[from]!.symbol}; ${factorNote(from, asked.unit)}).`;
  return {
    ...answer,
    markdown: note ? answer.markdown.replace(UNUSED, `${rest}\n\n${converted}`) : `${answer.markdown.trimEnd()}\n\n${converted}`,
  };
}
