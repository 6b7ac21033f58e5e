/**
 * Receives a multipart upload (repeated `files`, one `path`) without ever holding a whole file in
 * memory: each part streams into a temp file in the same filesystem as the caller's root while
 * its bytes are counted against MAX_UPLOAD_MB and the caller's quota. Only when the whole request
 * has been read (the `path` field may come after the files) are the temp files renamed into place;
 * on any error every temp file is removed, so a failed upload leaves nothing behind and the usage
 * is unchanged.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../platform/errors';
import { checkName } from './paths';
import { formatBytes, joinChild, type FileStorage, type FilesOwner } from './storage';

export type UploadedFile = { name: string; path: string; size: number };

const MAX_FILES_PER_REQUEST = 100;

export function fileTooLarge(maxBytes: number, name?: string): AppError {
  return new AppError(
    413,
    'file_too_large',
    `${name ? `"${name}"` : 'The file'} is larger than the upload limit of ${formatBytes(maxBytes)}.`,
  );
}

/** Folders the product itself writes into; an upload creates them when missing. */
const AUTO_CREATED_FOLDERS = new Set(['Uploads']);

/**
 * Streams every file part of `request` to disk and places them in the folder named by the `path`
 * field (or the `path` query parameter). Returns the stored files.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  owner: FilesOwner,
  options: { maxFileBytes: number; defaultPath?: string },
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data', 'not_multipart');
  const staged: { name: string; temp: string; size: number }[] = [];
  const reservation = storage.reserver(owner);
  let folder = options.defaultPath ?? '';
  try {
    const parts = request.parts({
      // Keep the name as sent, so that '../x' is refused instead of silently shortened.
      preservePath: true,
      limits: {
        // One byte over our own limit, so that our counter (with its clear message) trips first.
        fileSize: options.maxFileBytes + 1,
        files: MAX_FILES_PER_REQUEST,
        fields: 20,
        fieldSize: 8192,
        parts: MAX_FILES_PER_REQUEST + 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'path') folder = String(part.value ?? '');
        continue;
      }
      if (part.filename === '' && part.fieldname === 'files') {
        part.file.resume(); // An empty file input: browsers send a nameless, empty part.
        continue;
      }
      const name = checkName(part.filename ?? '', 'file name');
      const temp = await storage.tempFile();
      const entry = { name, temp, size: 0 };
      staged.push(entry);
      await pipeline(
        part.file,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            entry.size += chunk.length;
            if (entry.size > options.maxFileBytes) throw fileTooLarge(options.maxFileBytes, name);
            const pending = reservation.add(chunk.length);
            if (pending) await pending;
            yield chunk;
          }
        },
        createWriteStream(temp, { flags: 'wx', highWaterMark: 1024 * 1024 }),
      );
    }
    if (staged.length === 0) throw badRequest('Choose at least one file to upload', 'no_files');
    // The chat's attach button uploads to 'Uploads/', which a new user does not have yet.
    const target = AUTO_CREATED_FOLDERS.has(folder.replace(/^\/+|\/+$/g, ''))
      ? await storage.ensureFolder(owner, folder)
      : await storage.folder(owner, folder);
    const stored: UploadedFile[] = [];
    for (const file of staged) {
      const placed = await storage.placeFile(owner, file.temp, joinChild(target.wire, file.name));
      stored.push({ name: file.name, path: placed.wire, size: file.size });
    }
    return stored;
  } catch (error) {
    throw translateMultipartError(error, options.maxFileBytes);
  } finally {
    reservation.release();
    for (const file of staged) await storage.discard(file.temp);
  }
}

/** Maps @fastify/multipart's own errors to plain words; everything else passes through. */
function translateMultipartError(error: unknown, maxFileBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(maxFileBytes);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(`Upload at most ${MAX_FILES_PER_REQUEST} files at once`, 'too_many_files');
    case 'FST_FIELDS_LIMIT':
      return badRequest('The upload has too many fields', 'too_many_fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('Send the files as multipart/form-data', 'not_multipart');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The upload has a field name that is not allowed', 'bad_field');
    default:
      break;
  }
  const message = error instanceof Error ? error.message : '';
  if (/Unexpected end of (form|multipart)|Malformed|boundary/i.test(message))
    return badRequest('The upload was cut short or is not valid multipart data', 'bad_multipart');
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'FST_REQ_PREMATURE_CLOSE')
    return badRequest('The upload was interrupted', 'upload_interrupted');
  return error;
}
