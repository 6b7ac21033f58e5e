/**
 * Measures what a zip file (an .xlsx is one) really expands to, before anything parses it:
 * every entry listed in the central directory is inflated as a stream and its bytes are
 * counted, so a file that lies about its sizes is caught as well as one that tells the truth.
 * Inflation runs in zlib's thread pool and only counters live in JavaScript, so the event loop
 * and the heap stay free whatever the file holds. The first limit crossed stops the work.
 */
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

export interface ZipLimits {
  /** Bytes all entries together may expand to. */
  maxInflatedBytes: number;
  /** Items (`<si>` elements) the shared-strings table of a spreadsheet may hold. */
  maxSharedStrings: number;
}

/** Which limit a file crossed (or why it is not a zip we read); `message` is for people. */
export class ZipLimitError extends Error {
  constructor(
    readonly limit: 'inflated' | 'shared_strings' | 'structure',
    message: string,
  ) {
    super(message);
  }
}

export interface ZipReport {
  entries: number;
  inflatedBytes: number;
  sharedStrings: number;
}

interface Entry {
  name: string;
  method: number;
  compressed: number;
  declared: number;
  localOffset: number;
}

const MB = 1024 * 1024;
const MAX_ENTRIES = 100_000;
const MAX_DIRECTORY_BYTES = 64 * MB;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const structure = (what: string) => new ZipLimitError('structure', `it is not a valid spreadsheet file (${what})`);

/** Reads the central directory: where each entry's data is and how it is compressed. */
async function centralDirectory(file: FileHandle, size: number): Promise<Entry[]> {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(file, size - tailLength, tailLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw structure('no zip directory');
  let count = tail.readUInt16LE(end + 10);
  let directorySize = tail.readUInt32LE(end + 12);
  let directoryOffset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    // Zip64: the real figures are in the zip64 end record the locator points at.
    const locatorAt = size - tailLength + end - 20;
    const locator = locatorAt >= 0 ? await readAt(file, locatorAt, 20) : Buffer.alloc(0);
    if (locator.length < 20 || locator.readUInt32LE(0) !== 0x07064b50) throw structure('broken zip64 directory');
    const record = await readAt(file, Number(locator.readBigUInt64LE(8)), 56);
    if (record.length < 56 || record.readUInt32LE(0) !== 0x06064b50) throw structure('broken zip64 directory');
    count = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }
  if (count > MAX_ENTRIES || directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size)
    throw structure('implausible zip directory');
  const directory = await readAt(file, directoryOffset, directorySize);
  const entries: Entry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) throw structure('broken zip directory');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const entry: Entry = {
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressed: directory.readUInt32LE(at + 20),
      declared: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
    };
    // Zip64 extra field: the 64-bit values of the fields saturated above, in this order.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = directory.readUInt16LE(extra);
      const length = directory.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        const next = () => {
          const value = field + 8 <= extra + 4 + length ? Number(directory.readBigUInt64LE(field)) : NaN;
          field += 8;
          return value;
        };
        if (entry.declared === 0xffffffff) entry.declared = next();
        if (entry.compressed === 0xffffffff) entry.compressed = next();
        if (entry.localOffset === 0xffffffff) entry.localOffset = next();
      }
      extra += 4 + length;
    }
    if (![entry.declared, entry.compressed, entry.localOffset].every(Number.isFinite)) throw structure('broken zip64 entry');
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Counts occurrences of `<si>` / `<si ` across chunks (a match may straddle two chunks). */
function siCounter() {
  let carry = Buffer.alloc(0);
  let count = 0;
  return {
    push(chunk: Buffer): number {
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      let i = data.indexOf('<si', 0);
      while (i >= 0 && i + 3 < data.length) {
        const next = data[i + 3];
        if (next === 0x3e || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d) count++;
        i = data.indexOf('<si', i + 3);
      }
      // Keep a tail long enough to hold a split `<si` plus its next character.
      carry = Buffer.from(data.subarray(Math.max(0, data.length - 3)));
      return count;
    },
  };
}

const mb = (bytes: number) => `${Math.round(bytes / MB).toLocaleString('en')} MB`;

/**
 * Inflates every entry of the zip at `path` and counts the bytes, and the shared strings of a
 * spreadsheet; throws ZipLimitError at the first limit crossed. `signal` aborts the work.
 */
export async function inspectZip(path: string, limits: ZipLimits, signal?: AbortSignal): Promise<ZipReport> {
  const file = await open(path, 'r');
  let entries: Entry[];
  try {
    entries = await centralDirectory(file, (await file.stat()).size);
    const tooBig = () =>
      new ZipLimitError('inflated', `the spreadsheet expands to more than ${mb(limits.maxInflatedBytes)} when unpacked`);
    // Honest sizes are refused at once; dishonest ones are caught while inflating below.
    if (entries.reduce((n, e) => n + e.declared, 0) > limits.maxInflatedBytes) throw tooBig();
    let total = 0;
    let sharedStrings = 0;
    for (const entry of entries) {
      if (entry.compressed === 0) continue;
      if (entry.method !== 0 && entry.method !== 8) throw structure(`an entry uses compression method ${entry.method}`);
      const header = await readAt(file, entry.localOffset, 30);
      if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50) throw structure('broken zip entry');
      const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
      const strings = /(^|\/)sharedStrings\.xml$/i.test(entry.name) ? siCounter() : undefined;
      const counter = new Writable({
        write(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          if (total > limits.maxInflatedBytes) return done(tooBig());
          if (strings) {
            sharedStrings = strings.push(chunk);
            if (sharedStrings > limits.maxSharedStrings)
              return done(
                new ZipLimitError(
                  'shared_strings',
                  `the spreadsheet's table of texts holds more than ${limits.maxSharedStrings.toLocaleString('en')} items`,
                ),
              );
          }
          done();
        },
      });
      const raw = createReadStream(path, { start, end: start + entry.compressed - 1, highWaterMark: 64 * 1024 });
      try {
        if (entry.method === 8) await pipeline(raw, createInflateRaw(), counter, { signal });
        else await pipeline(raw, counter, { signal });
      } catch (error) {
        if (error instanceof ZipLimitError) throw error;
        if ((error as Error).name === 'AbortError') throw error;
        throw structure(`the entry ${entry.name} is damaged`);
      }
    }
    return { entries: entries.length, inflatedBytes: total, sharedStrings };
  } finally {
    await file.close();
  }
}
