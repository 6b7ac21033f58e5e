/**
 * Loaders of the root cause localization benchmark sets (shared/datasets/rca, see its README):
 * the Squeeze format (S, L) and the RobustSpot format (RS). Parsing is a small split-based CSV
 * reader: the files hold no quoted fields. Squeeze case files are parsed byte by byte in chunks
 * (`squeeze-reader.ts`), never whole into one string, and their leaves go straight into growing
 * typed arrays, so a case of tens of millions of leaves loads in memory proportional to its leaves.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LeafTable, RatioLeafTable } from '../../packages/engine/src/rca/types.js';
import { readSqueezeCase } from './squeeze-reader.js';

/** One benchmark case: the leaves and the true elements (canonical keys). */
export interface BenchCase {
  name: string;
  truth: string[];
  additive?: LeafTable;
  ratio?: RatioLeafTable;
}

/** Splits a CSV text into a header and rows of fields. */
function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim());
  return { header, rows: lines.slice(1).map((line) => line.split(',')) };
}

/** Integer-encodes attribute columns of the given rows. */
function encode(rows: string[][], columns: number[]): { values: string[][]; codes: Uint32Array[] } {
  const values: string[][] = [];
  const codes: Uint32Array[] = [];
  for (const column of columns) {
    const dictionary = new Map<string, number>();
    const list: string[] = [];
    const out = new Uint32Array(rows.length);
    rows.forEach((row, i) => {
      const text = row[column] ?? '';
      let code = dictionary.get(text);
      if (code === undefined) {
        code = list.length;
        dictionary.set(text, code);
        list.push(text);
      }
      out[i] = code;
    });
    values.push(list);
    codes.push(out);
  }
  return { values, codes };
}

/** Canonical element key: pairs sorted by attribute name, joined by `&`. */
export function canonical(pairs: [string, string][]): string {
  return [...pairs]
    .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** Loads one Squeeze-format case file (`a,b,…,real,predict`), streaming it into typed arrays. */
export function loadSqueezeCase(file: string): LeafTable {
  return readSqueezeCase(file);
}

/** Reads the truth of a Squeeze-format folder: case name and its true elements (canonical keys). */
export function readInjections(folder: string): { name: string; truth: string[] }[] {
  const info = parseCsv(readFileSync(join(folder, 'injection_info.csv'), 'utf8'));
  const tsColumn = info.header.indexOf('timestamp');
  const setColumn = info.header.indexOf('set');
  return info.rows.map((row) => ({
    name: row[tsColumn]!,
    truth: row[setColumn]!.split(';').map((element) =>
      canonical(element.split('&').map((pair) => pair.split('=') as [string, string])),
    ),
  }));
}

/** Loads an S or L set (Squeeze format). */
export function loadSqueezeSet(folder: string): BenchCase[] {
  return readInjections(folder).map(({ name, truth }) => ({
    name,
    truth,
    additive: loadSqueezeCase(join(folder, `${name}.csv`)),
  }));
}

interface RsAnomaly {
  data: string;
  timestamp: number;
  cause: [string, string][][];
}

/** Reads anomaly.yaml of the RS set (a fixed, simple layout: data, timestamp, cause). */
function parseAnomalies(text: string): RsAnomaly[] {
  const out: RsAnomaly[] = [];
  let current: Partial<RsAnomaly> = {};
  for (const line of text.split(/\r?\n/)) {
    const data = /^- data:\s*(.+)$/.exec(line);
    if (data) {
      current = { data: data[1]!.trim() };
      continue;
    }
    const ts = /^\s+timestamp:\s*(\d+)/.exec(line);
    if (ts) current.timestamp = Number(ts[1]);
    const cause = /^\s+cause:\s*(.+)$/.exec(line);
    if (cause) {
      const groups = cause[1]!.match(/\{[^}]*\}/g) ?? [];
      current.cause = groups.map((group) =>
        [...group.matchAll(/'([^']+)'\s*:\s*'?([^,'}]+)'?/g)].map(
          (m) => [m[1]!.trim(), m[2]!.trim()] as [string, string],
        ),
      );
      out.push(current as RsAnomaly);
    }
  }
  return out;
}

/**
 * Loads the RS set. Leaves are the rows of the anomalous minute; the expectation of each part
 * (failures = cnt - value, and cnt) is the mean of the leaf's rows in the 4 minutes before.
 */
export function loadRobustSpotSet(folder: string, historyMinutes = 4): BenchCase[] {
  const anomalies = parseAnomalies(readFileSync(join(folder, 'anomaly.yaml'), 'utf8'));
  const files = new Set(readdirSync(folder));
  return anomalies
    .filter((a) => files.has(`${a.data}.csv`))
    .map((anomaly) => {
      const { header, rows } = parseCsv(readFileSync(join(folder, `${anomaly.data}.csv`), 'utf8'));
      const minute = header.indexOf('min');
      const value = header.indexOf('value');
      const cnt = header.indexOf('cnt');
      const attributeColumns = header
        .map((_, i) => i)
        .filter((i) => i !== minute && i !== value && i !== cnt);
      const history = new Set(
        Array.from({ length: historyMinutes }, (_, k) => anomaly.timestamp - 60 * (k + 1)),
      );
      const keyOf = (row: string[]) => attributeColumns.map((i) => row[i]).join('\u0001');
      const past = new Map<string, { failures: number; cnt: number; n: number }>();
      const current: string[][] = [];
      for (const row of rows) {
        const t = Number(row[minute]);
        if (t === anomaly.timestamp) current.push(row);
        else if (history.has(t)) {
          const key = keyOf(row);
          const entry = past.get(key) ?? { failures: 0, cnt: 0, n: 0 };
          entry.failures += Number(row[cnt]) - Number(row[value]);
          entry.cnt += Number(row[cnt]);
          entry.n += 1;
          past.set(key, entry);
        }
      }
      const { values, codes } = encode(current, attributeColumns);
      const expected = current.map((row) => past.get(keyOf(row)));
      return {
        name: anomaly.data,
        truth: anomaly.cause.map(canonical),
        ratio: {
          attributes: attributeColumns.map((i) => header[i]!),
          values,
          codes,
          realNumerator: Float64Array.from(current, (r) => Number(r[cnt]) - Number(r[value])),
          predictNumerator: Float64Array.from(expected, (e) => (e ? e.failures / e.n : 0)),
          realDenominator: Float64Array.from(current, (r) => Number(r[cnt])),
          predictDenominator: Float64Array.from(expected, (e) => (e ? e.cnt / e.n : 0)),
        },
      };
    });
}
