/**
 * Hostile files for tests and benchmarks, generated on the fly so that no big binary is
 * committed:
 * - a spreadsheet "bomb": a small .xlsx whose xl/sharedStrings.xml inflates to gigabytes. One
 *   compressed block of highly repetitive XML is repeated many times inside a single deflate
 *   stream (a block compressed from a fresh state refers to nothing before it, so the copies
 *   form a valid stream), which keeps building a 2 GB entry to a few hundred milliseconds;
 * - a wide CSV (thousands of columns, few rows).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { constants, crc32, deflateRawSync } from 'node:zlib';

type ZipPart = { name: string; chunks: Buffer[]; crc: number; size: number; method: 0 | 8 };

const deflated = (name: string, text: string): ZipPart => {
  const raw = Buffer.from(text, 'utf8');
  return { name, chunks: [deflateRawSync(raw)], crc: crc32(raw), size: raw.length, method: 8 };
};

function localHeader(part: ZipPart, compressed: number): Buffer {
  const name = Buffer.from(part.name, 'utf8');
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(20, 4);
  b.writeUInt16LE(0, 6);
  b.writeUInt16LE(part.method, 8);
  b.writeUInt16LE(0, 10);
  b.writeUInt16LE(0x21, 12);
  b.writeUInt32LE(part.crc >>> 0, 14);
  b.writeUInt32LE(compressed, 18);
  b.writeUInt32LE(part.size >>> 0, 22);
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  return Buffer.concat([b, name]);
}

function centralHeader(part: ZipPart, compressed: number, offset: number): Buffer {
  const name = Buffer.from(part.name, 'utf8');
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(20, 4);
  b.writeUInt16LE(20, 6);
  b.writeUInt16LE(0, 8);
  b.writeUInt16LE(part.method, 10);
  b.writeUInt16LE(0, 12);
  b.writeUInt16LE(0x21, 14);
  b.writeUInt32LE(part.crc >>> 0, 16);
  b.writeUInt32LE(compressed, 20);
  b.writeUInt32LE(part.size >>> 0, 24);
  b.writeUInt16LE(name.length, 28);
  b.writeUInt32LE(offset, 42);
  return Buffer.concat([b, name]);
}

/** Writes the parts as a zip file (no zip64: every entry stays below 4 GiB). */
async function writeZip(path: string, parts: ZipPart[]): Promise<number> {
  const out = createWriteStream(path);
  const central: Buffer[] = [];
  let offset = 0;
  const write = async (b: Buffer) => {
    offset += b.length;
    if (!out.write(b)) await once(out, 'drain');
  };
  for (const part of parts) {
    const compressed = part.chunks.reduce((n, c) => n + c.length, 0);
    central.push(centralHeader(part, compressed, offset));
    await write(localHeader(part, compressed));
    for (const chunk of part.chunks) await write(chunk);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(directory);
  await write(end);
  out.end();
  await once(out, 'finish');
  return offset;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

function sheetXml(rows: number, columns: number): string {
  const letter = (i: number) => String.fromCharCode(65 + i);
  const body: string[] = [];
  for (let r = 1; r <= rows; r++) {
    const cells = Array.from({ length: columns }, (_, c) => `<c r="${letter(c)}${r}" t="s"><v>${(r * columns + c) % 1000}</v></c>`);
    body.push(`<row r="${r}">${cells.join('')}</row>`);
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`;
}

/**
 * Writes an .xlsx at `path` whose shared-strings table inflates to about `inflatedMb` MB
 * (default 2048) while the file itself stays a few MB. With `declaredMb` the zip directory
 * claims that size instead of the real one, as a hostile file would, so only counting the bytes
 * while inflating can tell. Returns the file's size in bytes.
 */
export async function writeSharedStringsBomb(
  path: string,
  inflatedMb = 2048,
  options: { declaredMb?: number } = {},
): Promise<number> {
  const header = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
  );
  const item = `<si><t>${'A'.repeat(1000)}</t></si>`;
  const block = Buffer.from(item.repeat(Math.floor((1024 * 1024) / item.length)));
  const footer = Buffer.from('</sst>');
  const copies = Math.max(1, Math.round((inflatedMb * 1024 * 1024) / block.length));
  const sync = { finishFlush: constants.Z_SYNC_FLUSH };
  const packedBlock = deflateRawSync(block, { ...sync, level: 9 });
  const chunks = [deflateRawSync(header, sync)];
  let crc = crc32(header);
  for (let i = 0; i < copies; i++) {
    chunks.push(packedBlock);
    crc = crc32(block, crc);
  }
  chunks.push(deflateRawSync(footer));
  crc = crc32(footer, crc);
  const strings: ZipPart = {
    name: 'xl/sharedStrings.xml',
    chunks,
    crc,
    size:
      options.declaredMb !== undefined
        ? Math.round(options.declaredMb * 1024 * 1024)
        : header.length + copies * block.length + footer.length,
    method: 8,
  };
  return writeZip(path, [
    deflated('[Content_Types].xml', CONTENT_TYPES),
    deflated('_rels/.rels', ROOT_RELS),
    deflated('xl/workbook.xml', WORKBOOK),
    deflated('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    deflated('xl/worksheets/sheet1.xml', sheetXml(10, 3)),
    strings,
  ]);
}

/** Writes a CSV of `columns` numeric and text columns by `rows` rows; returns its size in bytes. */
export async function writeWideCsv(path: string, columns = 10_000, rows = 50): Promise<number> {
  const out = createWriteStream(path);
  let size = 0;
  const write = async (line: string) => {
    size += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(`${Array.from({ length: columns }, (_, c) => `c${c}`).join(',')}\n`);
  for (let r = 0; r < rows; r++) {
    const cells = Array.from({ length: columns }, (_, c) => (c % 5 === 4 ? `t${(r + c) % 7}` : String((r * 31 + c * 17) % 1000)));
    await write(`${cells.join(',')}\n`);
  }
  out.end();
  await once(out, 'finish');
  return size;
}
