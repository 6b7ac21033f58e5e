/**
 * Streams a stored file to the client: saved under its own name (RFC 6266 / 5987 encoding for
 * names outside ASCII), a content type from the extension, and single byte ranges (206 / 416) so
 * that browsers and download managers can resume. The file is opened with O_NOFOLLOW after the
 * path was resolved component by component, so even a link swapped in at the last moment is not
 * followed.
 */
import { constants, createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { badRequest, notFound } from '../platform/errors';

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  ndjson: 'application/x-ndjson',
  jsonl: 'application/x-ndjson',
  parquet: 'application/vnd.apache.parquet',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  zip: 'application/zip',
  gz: 'application/gzip',
  xml: 'application/xml',
  html: 'text/html; charset=utf-8',
};

export function contentTypeOf(fileName: string): string {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export type ByteRange = { start: number; end: number };

/**
 * Parses a Range header against a file size. Returns undefined for "send everything" (no header,
 * another unit, several ranges — allowed by RFC 9110 — or a malformed header), 'unsatisfiable'
 * for a range past the end, else the inclusive byte range.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Sends the file at `absolute` (already resolved inside the caller's root). */
export async function sendFile(
  reply: FastifyReply,
  absolute: string,
  rangeHeader: string | undefined,
): Promise<FastifyReply> {
  const handle = await open(absolute, constants.O_RDONLY | constants.O_NOFOLLOW).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ELOOP') throw badRequest('Links are not allowed in your files', 'symlink');
      if (error.code === 'ENOENT') throw notFound('The file does not exist', 'file_not_found');
      throw error;
    },
  );
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw badRequest('This is not a regular file', 'not_a_file');
    const size = stats.size;
    const name = path.basename(absolute);
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      await handle.close();
      return reply.status(416).header('content-range', `bytes */${size}`).send({
        success: false,
        error: 'The requested range is outside the file',
        code: 'range_not_satisfiable',
      });
    }
    reply
      .header('content-type', contentTypeOf(name))
      .header('content-disposition', contentDisposition(name))
      .header('accept-ranges', 'bytes')
      .header('last-modified', stats.mtime.toUTCString());
    const start = range?.start ?? 0;
    const end = range?.end ?? size - 1;
    if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
    reply.header('content-length', String(Math.max(0, end - start + 1)));
    if (size === 0) {
      await handle.close();
      return reply.send('');
    }
    // The stream owns the handle from here on and closes it when done or destroyed.
    return reply.send(
      createReadStream('', { fd: handle, start, end, autoClose: true, highWaterMark: 1024 * 1024 }),
    );
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
