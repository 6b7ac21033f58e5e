/**
 * A byte-level reader of Squeeze-format case files (`a,b,…,real,predict`, no quoted fields): the
 * file is read in 8 MB chunks and each line is parsed in place, without a string per line or per
 * field. Attribute values are found by a hash of their bytes (checked against the value, so a
 * collision only costs a comparison); numbers with at most 15 significant digits and a short
 * exponent are built from their digits exactly as `Number` rounds them (one division or
 * multiplication of exact doubles), any other number is handed to `Number`.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { LeafTable } from '../../packages/engine/src/rca/types.js';

const COMMA = 44;
const NEWLINE = 10;
const RETURN = 13;
/** Powers of ten that doubles hold exactly. */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/** A typed array that doubles when full; `view()` is the filled part (no copy). */
class Growing<T extends Float64Array | Uint32Array> {
  length = 0;
  constructor(
    private data: T,
    private readonly make: (size: number) => T,
  ) {}
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = this.make(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  view(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

/** The number in bytes [start, end) of `b`; NaN when it is not one. */
function parseNumber(b: Buffer, start: number, end: number): number {
  let i = start;
  let negative = false;
  if (b[i] === 45 || b[i] === 43) negative = b[i++] === 45;
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  let seenDot = false;
  let any = false;
  for (; i < end; i++) {
    const c = b[i]!;
    if (c >= 48 && c <= 57) {
      any = true;
      if (mantissa === 0 && c === 48) {
        if (seenDot) scale--;
        continue;
      }
      if (digits === 15) return Number(b.toString('latin1', start, end));
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (seenDot) scale--;
    } else if (c === 46 && !seenDot) seenDot = true;
    else break;
  }
  if (!any) return Number(b.toString('latin1', start, end));
  if (i < end) {
    if (b[i] !== 101 && b[i] !== 69) return Number(b.toString('latin1', start, end));
    i++;
    let expNegative = false;
    if (b[i] === 45 || b[i] === 43) expNegative = b[i++] === 45;
    let exponent = 0;
    const from = i;
    for (; i < end; i++) {
      const c = b[i]!;
      if (c < 48 || c > 57 || exponent > 1000) return Number(b.toString('latin1', start, end));
      exponent = exponent * 10 + (c - 48);
    }
    if (i === from) return Number(b.toString('latin1', start, end));
    scale += expNegative ? -exponent : exponent;
  }
  let value: number;
  if (mantissa === 0) value = 0;
  else if (scale === 0) value = mantissa;
  else if (scale < 0 && scale >= -22) value = mantissa / POW10[-scale]!;
  else if (scale > 0 && scale <= 22) value = mantissa * POW10[scale]!;
  else return Number(b.toString('latin1', start, end));
  return negative ? -value : value;
}

/** Codes of one attribute's values, found by a hash of the value's bytes. */
class Dictionary {
  readonly values: string[] = [];
  private readonly byHash = new Map<number, number[]>();

  codeOf(b: Buffer, start: number, end: number): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ b[i]!, 0x01000193);
    const candidates = this.byHash.get(hash);
    if (candidates)
      for (const code of candidates) {
        const value = this.values[code]!;
        if (value.length !== end - start) continue;
        let same = true;
        for (let i = 0; i < value.length && same; i++) same = value.charCodeAt(i) === b[start + i];
        if (same) return code;
      }
    const code = this.values.length;
    this.values.push(b.toString('latin1', start, end));
    if (candidates) candidates.push(code);
    else this.byHash.set(hash, [code]);
    return code;
  }
}

/** Loads one Squeeze-format case file into a leaf table. */
export function readSqueezeCase(file: string): LeafTable {
  const fd = openSync(file, 'r');
  const chunk = Buffer.alloc(8 << 20);
  let header: string[] | undefined;
  let realColumn = -1;
  let predictColumn = -1;
  let attributeOf: Int32Array = new Int32Array(0);
  let dictionaries: Dictionary[] = [];
  let codes: Growing<Uint32Array>[] = [];
  const real = new Growing(new Float64Array(1 << 16), (n) => new Float64Array(n));
  const predict = new Growing(new Float64Array(1 << 16), (n) => new Float64Array(n));

  const line = (b: Buffer, start: number, end: number) => {
    if (end > start && b[end - 1] === RETURN) end--;
    if (end <= start) return;
    if (!header) {
      const names = b
        .toString('latin1', start, end)
        .split(',')
        .map((h) => h.trim());
      header = names;
      realColumn = names.indexOf('real');
      predictColumn = names.indexOf('predict');
      const attributes = names.map((_, i) => i).filter((i) => i !== realColumn && i !== predictColumn);
      attributeOf = Int32Array.from(names, (_, i) => attributes.indexOf(i));
      dictionaries = attributes.map(() => new Dictionary());
      codes = attributes.map(() => new Growing(new Uint32Array(1 << 16), (n) => new Uint32Array(n)));
      return;
    }
    let field = 0;
    let from = start;
    let r = NaN;
    let p = NaN;
    for (let i = start; i <= end; i++) {
      if (i < end && b[i] !== COMMA) continue;
      if (field === realColumn) r = parseNumber(b, from, i);
      else if (field === predictColumn) p = parseNumber(b, from, i);
      else if (field < attributeOf.length) {
        const a = attributeOf[field]!;
        codes[a]!.push(dictionaries[a]!.codeOf(b, from, i));
      }
      field++;
      from = i + 1;
    }
    // A short line leaves its missing attributes as the empty value, as a split would.
    for (; field < attributeOf.length; field++) {
      const a = attributeOf[field]!;
      if (a >= 0) codes[a]!.push(dictionaries[a]!.codeOf(b, 0, 0));
    }
    real.push(r);
    predict.push(p);
  };

  try {
    let carry = Buffer.alloc(0);
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      const data = carry.length ? Buffer.concat([carry, chunk.subarray(0, read)]) : chunk.subarray(0, read);
      let start = 0;
      for (let i = data.indexOf(NEWLINE); i >= 0; i = data.indexOf(NEWLINE, start)) {
        line(data, start, i);
        start = i + 1;
      }
      if (read === 0) {
        line(data, start, data.length);
        break;
      }
      carry = Buffer.from(data.subarray(start));
    }
  } finally {
    closeSync(fd);
  }
  if (!header) throw new Error(`${file} is empty`);
  const attributeNames = header.filter((_, i) => i !== realColumn && i !== predictColumn);
  return {
    attributes: attributeNames,
    values: dictionaries.map((d) => d.values),
    codes: codes.map((c) => c.view()),
    real: real.view(),
    predict: predict.view(),
  };
}
