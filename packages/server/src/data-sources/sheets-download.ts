/**
 * Downloads a sheet's CSV export into a temp file: streamed, under a time limit and a size cap,
 * with the bytes also counted against the caller's quota. Google answers a private sheet with a
 * sign-in page (HTML, after a redirect) instead of CSV, so the first bytes and the content type
 * are checked before anything is kept. Every failure is an AppError in plain words and leaves no
 * temp file behind.
 */
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError } from '../platform/errors';
import { formatBytes, type FileStorage, type FilesOwner } from '../files/storage';

export type SheetDownloadOptions = { timeoutMs: number; maxBytes: number };
export type SheetDownload = { tempPath: string; size: number; contentDisposition: string | null };

const PRIVATE_SHEET =
  "This Google Sheet is private. In Google Sheets choose Share → General access → 'Anyone with the link' (Viewer), then try again.";

export const sheetErrors = {
  private: () => new AppError(400, 'sheet_private', PRIVATE_SHEET),
  missing: () =>
    new AppError(
      404,
      'sheet_not_found',
      'Google Sheets could not find this sheet or tab. Check the link and try again.',
    ),
  timeout: (ms: number) =>
    new AppError(
      504,
      'sheet_timeout',
      `Google Sheets did not send the sheet within ${Math.round(ms / 1000)} seconds. Please try again later.`,
    ),
  tooLarge: (max: number) =>
    new AppError(
      413,
      'sheet_too_large',
      `The sheet is larger than the limit of ${formatBytes(max)} for Google Sheets.`,
    ),
  unavailable: (detail: string) =>
    new AppError(
      502,
      'sheet_unavailable',
      `Google Sheets could not be reached (${detail}). Please try again later.`,
    ),
  empty: () => new AppError(400, 'sheet_empty', 'The sheet is empty: there is nothing to load.'),
};

/** Whether the first bytes look like an HTML page rather than CSV. */
function looksLikeHtml(head: string): boolean {
  return /^\s*(<!doctype html|<html|<head|<body|<meta|<script)/i.test(head.replace(/^\uFEFF/, ''));
}

export async function downloadSheet(
  url: string,
  storage: FileStorage,
  owner: FilesOwner,
  options: SheetDownloadOptions,
): Promise<SheetDownload> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const tempPath = await storage.tempFile();
  const reservation = storage.reserver(owner);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'follow',
        signal: controller.signal,
        headers: { accept: 'text/csv' },
      });
    } catch (error) {
      if (timedOut) throw sheetErrors.timeout(options.timeoutMs);
      throw sheetErrors.unavailable(describeFetchError(error));
    }
    if (response.status === 401 || response.status === 403) throw sheetErrors.private();
    if (response.status === 404 || response.status === 400 || response.status === 410)
      throw sheetErrors.missing();
    if (!response.ok || !response.body) throw sheetErrors.unavailable(`status ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    if (/text\/html/i.test(type)) throw sheetErrors.private();
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > options.maxBytes)
      throw sheetErrors.tooLarge(options.maxBytes);

    // The file is created before any byte flows, so a download that fails part-way always has a
    // file for the clean-up below to remove (a stream opening it lazily could create it after).
    const file = await open(tempPath, 'wx');
    let size = 0;
    let head = '';
    await pipeline(
      Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>),
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          if (head.length < 512) {
            head += Buffer.from(chunk).toString('utf8', 0, 512);
            if (looksLikeHtml(head)) throw sheetErrors.private();
          }
          size += chunk.length;
          if (size > options.maxBytes) throw sheetErrors.tooLarge(options.maxBytes);
          const pending = reservation.add(chunk.length);
          if (pending) await pending;
          yield chunk;
        }
      },
      createWriteStream(tempPath, { fd: file, highWaterMark: 1024 * 1024 }),
    ).catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      if (timedOut) throw sheetErrors.timeout(options.timeoutMs);
      throw sheetErrors.unavailable(describeFetchError(error));
    });
    if (size === 0 || head.trim() === '') throw sheetErrors.empty();
    return { tempPath, size, contentDisposition: response.headers.get('content-disposition') };
  } catch (error) {
    controller.abort();
    await storage.discard(tempPath);
    throw error;
  } finally {
    clearTimeout(timer);
    reservation.release();
  }
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code) return cause.code;
  return error instanceof Error ? (error.message.split('\n')[0] ?? 'network error') : 'network error';
}
