/**
 * Where a caller's files live and how a wire path becomes a disk path. Every file operation goes
 * through `resolveInRoot`, which is the one place that decides that a path stays inside the
 * caller's own root: it refuses `..`, absolute paths, NUL bytes, backslashes, control characters
 * (including the invisible format characters that reorder text, so that "‮gnp.csv" cannot pass for
 * "vsc.png"), reserved and overlong names, and it refuses to walk through a symbolic link (each existing
 * component is lstat'ed), so a link planted inside the root can never lead outside it.
 */
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../platform/errors';

/** Names Windows reserves; refused everywhere so that files can be copied to any system. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
// Control characters (C0, DEL, C1) never belong in a file name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * Invisible format characters (Unicode category Cf) and the line and paragraph separators: the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the direction
 * marks (U+200E, U+200F, U+061C), the byte order mark, soft hyphens, invisible operators… They make a
 * name display as something it is not. The zero-width joiner and non-joiner (U+200C, U+200D) stay
 * allowed: Persian and Indic names and emoji sequences need them, and they do not reorder text.
 */
const FORMAT = /(?![\u200c\u200d])[\p{Cf}\u2028\u2029]/u;
export const MAX_NAME_BYTES = 255;
export const MAX_PATH_CHARS = 1024;

/** The root of one user's files: `{dataDir}/files/{organizationId}/{userId}`. */
export function userFilesRoot(dataDir: string, organizationId: string, userId: string): string {
  for (const id of [organizationId, userId])
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw new Error(`Invalid id for a files root: ${id}`);
  return path.join(dataDir, 'files', organizationId, userId);
}

/**
 * Checks one file or folder name and returns it, or throws a 400 in plain words. `what` names the
 * thing in the message ("folder name", "file name").
 */
export function checkName(name: string, what = 'name'): string {
  if (name.length === 0 || name.trim().length === 0) throw badRequest(`The ${what} is empty`, 'invalid_name');
  if (name.includes('\0')) throw badRequest(`The ${what} contains a NUL byte`, 'invalid_name');
  if (name.includes('/') || name.includes('\\'))
    throw badRequest(`The ${what} "${printable(name)}" must not contain / or \\`, 'invalid_name');
  if (CONTROL.test(name))
    throw badRequest(`The ${what} "${printable(name)}" contains control characters`, 'invalid_name');
  if (FORMAT.test(name))
    throw badRequest(
      `The ${what} "${printable(name)}" contains invisible or text-direction characters (${codePoints(name)}); ` +
        'they can make a name look like another one. Please choose a name without them.',
      'invalid_name',
    );
  if (name === '.' || name === '..')
    throw badRequest(`"${name}" is not allowed as a ${what}`, 'invalid_name');
  if (name !== name.trim())
    throw badRequest(`The ${what} "${name}" must not start or end with a space`, 'invalid_name');
  if (name.endsWith('.')) throw badRequest(`The ${what} "${name}" must not end with a dot`, 'invalid_name');
  if (RESERVED.test(name)) throw badRequest(`"${name}" is a reserved name`, 'invalid_name');
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES)
    throw badRequest(`The ${what} is too long (at most ${MAX_NAME_BYTES} bytes)`, 'invalid_name');
  return name;
}

/**
 * Splits a wire path into checked names. '' and '/' (and trailing slashes) mean the root of the
 * caller's files, so '/reports' is 'reports'; a drive, `//`, an empty segment (`a//b`) and any
 * name `checkName` refuses answer 400. The path is taken literally: `%2e%2e` is a name with
 * percent signs, never decoded a second time.
 */
export function splitPath(wirePath: string): string[] {
  if (wirePath.length > MAX_PATH_CHARS)
    throw badRequest(`The path is too long (at most ${MAX_PATH_CHARS} characters)`, 'invalid_path');
  if (wirePath.includes('\0')) throw badRequest('The path contains a NUL byte', 'invalid_path');
  if (wirePath.includes('\\')) throw badRequest('Use / between folder names, not \\', 'invalid_path');
  if (wirePath.startsWith('//') || /^[A-Za-z]:/.test(wirePath))
    throw badRequest('Paths start at your files: use /folder/file or folder/file, never // or a drive', 'invalid_path');
  const trimmed = wirePath.replace(/^\//, '').replace(/\/+$/, '');
  if (trimmed === '') return [];
  const names = trimmed.split('/');
  for (const name of names) {
    if (name === '..') throw badRequest('The path must not contain ".."', 'invalid_path');
    if (name === '') throw badRequest('The path contains an empty folder name', 'invalid_path');
    checkName(name);
  }
  return names;
}

/** The canonical wire form of checked names. */
export function joinWire(names: readonly string[]): string {
  return names.join('/');
}

export type ResolvedPath = {
  /** The absolute path on disk, always inside `root`. */
  absolute: string;
  /** The canonical wire path ('' for the root). */
  wire: string;
  names: string[];
  /** What is there now: the last component's lstat kind, or 'missing'. */
  kind: 'file' | 'folder' | 'missing';
  size: number;
};

/**
 * Resolves a wire path inside `root`. Every existing component is lstat'ed from the root down: a
 * symbolic link (or a device, socket or FIFO) anywhere answers 400, and a missing component stops
 * the walk (the rest is 'missing'). Callers then decide whether missing is an error.
 */
export async function resolveInRoot(root: string, wirePath: string): Promise<ResolvedPath> {
  const names = splitPath(wirePath);
  let current = root;
  let kind: ResolvedPath['kind'] = 'folder';
  let size = 0;
  for (let i = 0; i < names.length; i++) {
    if (kind !== 'folder') {
      if (kind === 'file') throw badRequest(`"${names[i - 1]}" is a file, not a folder`, 'not_a_folder');
      break; // Missing parent: the whole rest is missing.
    }
    current = path.join(current, names[i] as string);
    const stats = await lstat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (!stats) {
      kind = 'missing';
      continue;
    }
    if (stats.isSymbolicLink()) throw badRequest('Links are not allowed in your files', 'symlink');
    if (stats.isDirectory()) kind = 'folder';
    else if (stats.isFile()) kind = 'file';
    else throw badRequest('This is not a regular file or folder', 'special_file');
    size = stats.isFile() ? stats.size : 0;
  }
  const absolute = path.join(root, ...names);
  // Belt and braces: the names were checked one by one, so this can only fail on a bug.
  if (absolute !== root && !absolute.startsWith(root + path.sep))
    throw badRequest('The path leaves your files', 'invalid_path');
  return { absolute, wire: joinWire(names), names, kind: names.length === 0 ? 'folder' : kind, size };
}

/** Shows a name with its control and format characters escaped, for error messages. */
function printable(name: string): string {
  return name
    .replace(new RegExp(CONTROL.source, 'g'), (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(new RegExp(FORMAT.source, 'gu'), (c) => `\\u${hex(c)}`);
}

/** The format characters of a name as U+XXXX, each once. */
function codePoints(name: string): string {
  const found = [...new Set(name.match(new RegExp(FORMAT.source, 'gu')) ?? [])];
  return found.map((c) => `U+${hex(c).toUpperCase()}`).join(', ');
}

const hex = (c: string) => (c.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
