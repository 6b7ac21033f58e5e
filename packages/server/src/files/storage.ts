/**
 * The file manager's disk operations for one caller, always inside the caller's root. Routes call
 * here after validation; datasets and data sources use the same root and the same write path
 * (temp file in the same filesystem, renamed into place), so nothing is ever half-written.
 *
 * Quota usage is computed from the disk (the disk is the truth: Google Sheets refreshes, uploads
 * and deletes all change it) and cached per user; every write through this class invalidates the
 * cache, and a short time-to-live covers writes made by other instances on a shared volume.
 * Bytes of uploads still streaming are reserved in memory so that two parallel uploads cannot
 * both squeeze under the quota.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, opendir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { readSettings } from '../organizations/settings';
import type { AuthContext } from '../auth/authenticate';
import { AppError, badRequest, conflict, notFound } from '../platform/errors';
import { checkName, resolveInRoot, userFilesRoot, type ResolvedPath } from './paths';

const USAGE_TTL_MS = 30_000;
/** A temp file untouched this long belongs to a transfer that died with its instance. */
export const PARTIAL_MAX_IDLE_MS = 60 * 60 * 1000;

export type DirectoryEntry = {
  name: string;
  kind: 'file' | 'folder';
  size: number;
  modifiedMs: number;
  itemsCount: number | null;
};

/**
 * Somebody who owns files: the organization and user of a caller, with the limits their
 * organization's settings set (USER_QUOTA_MB and MAX_UPLOAD_MB when the admin set none).
 */
export type FilesOwner = {
  organizationId: string;
  userId: string;
  quotaBytes?: number;
  maxUploadBytes?: number;
};

export function ownerOf(caller: AuthContext): FilesOwner {
  const settings = readSettings(caller.organization.settings);
  const mb = (value: number | null) => (value ? Math.round(value * 1024 * 1024) : undefined);
  return {
    organizationId: caller.organization.id,
    userId: caller.user.id,
    quotaBytes: mb(settings.user_quota_mb),
    maxUploadBytes: mb(settings.max_upload_mb),
  };
}

/** Listeners told when files disappear or move, e.g. the dataset registry. */
export type FileChangeListener = {
  removed(owner: FilesOwner, absolutePath: string): Promise<void> | void;
};

export class FileStorage {
  private readonly usage = new Map<string, { bytes: number; at: number }>();
  private readonly reserved = new Map<string, number>();
  readonly listeners: FileChangeListener[] = [];

  constructor(
    readonly dataDir: string,
    private readonly defaultQuotaBytes: number,
    private readonly defaultMaxUploadBytes: number,
  ) {}

  quotaOf(owner: FilesOwner): number {
    return owner.quotaBytes ?? this.defaultQuotaBytes;
  }

  maxUploadOf(owner: FilesOwner): number {
    return owner.maxUploadBytes ?? this.defaultMaxUploadBytes;
  }

  /** Bytes used by all users of an organization (the admin page's storage figure). */
  async organizationUsedBytes(organizationId: string): Promise<number> {
    return diskUsage(path.join(this.dataDir, 'files', organizationId));
  }

  rootOf(owner: FilesOwner): string {
    return userFilesRoot(this.dataDir, owner.organizationId, owner.userId);
  }

  /** Where uploads and downloads are written before being renamed into place (same filesystem). */
  partialDir(): string {
    return path.join(this.dataDir, 'files', '.partial');
  }

  /**
   * Removes temp files nothing has written to for `maxIdleMs`: what an instance killed mid-upload
   * (or mid-download of a sheet) left behind. A live transfer writes continuously, so its file is
   * never that old. Returns how many were removed.
   */
  async sweepStalePartials(maxIdleMs = PARTIAL_MAX_IDLE_MS, now = Date.now()): Promise<number> {
    let entries: string[];
    try {
      entries = await readdir(this.partialDir());
    } catch {
      return 0; // no uploads yet
    }
    let removed = 0;
    for (const name of entries) {
      if (!name.endsWith('.part')) continue;
      const file = path.join(this.partialDir(), name);
      try {
        const info = await stat(file);
        if (now - info.mtimeMs < maxIdleMs) continue;
        await unlink(file);
        removed++;
      } catch {
        // Finished (renamed into place) or swept by another instance meanwhile.
      }
    }
    return removed;
  }

  /** A fresh temp file path in the same filesystem as every root. */
  async tempFile(): Promise<string> {
    await mkdir(this.partialDir(), { recursive: true });
    return path.join(this.partialDir(), `${randomUUID()}.part`);
  }

  async ensureRoot(owner: FilesOwner): Promise<string> {
    const root = this.rootOf(owner);
    await mkdir(root, { recursive: true });
    return root;
  }

  async resolve(owner: FilesOwner, wirePath: string): Promise<ResolvedPath & { root: string }> {
    const root = await this.ensureRoot(owner);
    return { ...(await resolveInRoot(root, wirePath)), root };
  }

  /** A folder that must exist. */
  async folder(owner: FilesOwner, wirePath: string) {
    const target = await this.resolve(owner, wirePath);
    if (target.kind === 'missing')
      throw notFound(`The folder "${wirePath}" does not exist`, 'folder_not_found');
    if (target.kind !== 'folder') throw badRequest(`"${wirePath}" is a file, not a folder`, 'not_a_folder');
    return target;
  }

  /** A file that must exist. */
  async file(owner: FilesOwner, wirePath: string) {
    const target = await this.resolve(owner, wirePath);
    if (target.kind === 'missing') throw notFound(`The file "${wirePath}" does not exist`, 'file_not_found');
    if (target.kind !== 'file') throw badRequest(`"${wirePath}" is a folder, not a file`, 'not_a_file');
    return target;
  }

  /** The entries of a folder; links and special files are skipped, never followed. */
  async list(owner: FilesOwner, wirePath: string): Promise<{ wire: string; entries: DirectoryEntry[] }> {
    const folder = await this.folder(owner, wirePath);
    const entries: DirectoryEntry[] = [];
    const dirents = await readdir(folder.absolute, { withFileTypes: true }).catch(() => {
      throw notFound(`The folder "${wirePath}" does not exist`, 'folder_not_found'); // Removed meanwhile.
    });
    for (const dirent of dirents) {
      if (!dirent.isFile() && !dirent.isDirectory()) continue;
      const absolute = path.join(folder.absolute, dirent.name);
      const stats = await stat(absolute).catch(() => undefined);
      if (!stats) continue; // Removed while listing.
      const isFolder = dirent.isDirectory();
      entries.push({
        name: dirent.name,
        kind: isFolder ? 'folder' : 'file',
        size: isFolder ? 0 : stats.size,
        modifiedMs: stats.mtimeMs,
        itemsCount: isFolder ? await countEntries(absolute) : null,
      });
    }
    return { wire: folder.wire, entries };
  }

  async createFolder(owner: FilesOwner, parentWire: string, name: string): Promise<string> {
    checkName(name, 'folder name');
    const parent = await this.folder(owner, parentWire);
    const target = await resolveInRoot(parent.root, joinChild(parent.wire, name));
    if (target.kind !== 'missing')
      throw conflict(`A ${target.kind} named "${name}" already exists here`, 'already_exists');
    await mkdir(target.absolute).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') throw conflict(`"${name}" already exists here`, 'already_exists');
      throw error;
    });
    return target.wire;
  }

  /** Creates a folder path below the root if needed (e.g. 'Uploads', 'Data Sources'). */
  async ensureFolder(owner: FilesOwner, wirePath: string): Promise<ResolvedPath & { root: string }> {
    const target = await this.resolve(owner, wirePath);
    if (target.kind === 'file') throw conflict(`"${wirePath}" is a file, not a folder`, 'not_a_folder');
    if (target.kind === 'missing') {
      await mkdir(target.absolute, { recursive: true });
      // Re-check: nothing may have raced a link into the path in between.
      return this.folder(owner, wirePath);
    }
    return target;
  }

  async delete(owner: FilesOwner, wirePath: string, type: 'file' | 'folder'): Promise<void> {
    const target = await this.resolve(owner, wirePath);
    if (target.names.length === 0)
      throw badRequest('Your home folder cannot be deleted', 'cannot_delete_root');
    if (target.kind === 'missing') throw notFound(`"${wirePath}" does not exist`, 'not_found');
    if (target.kind !== type)
      throw badRequest(`"${target.wire}" is a ${target.kind}, not a ${type}`, 'type_mismatch');
    await rm(target.absolute, { recursive: type === 'folder', force: false });
    this.invalidate(owner);
    for (const listener of this.listeners) await listener.removed(owner, target.absolute);
  }

  /** Renames in place; 409 when the new name is taken. Returns the new wire path. */
  async rename(owner: FilesOwner, oldWire: string, newName: string): Promise<string> {
    checkName(newName, 'new name');
    const source = await this.resolve(owner, oldWire);
    if (source.names.length === 0)
      throw badRequest('Your home folder cannot be renamed', 'cannot_rename_root');
    if (source.kind === 'missing') throw notFound(`"${oldWire}" does not exist`, 'not_found');
    const parentWire = source.names.slice(0, -1).join('/');
    const targetWire = joinChild(parentWire, newName);
    if (targetWire === source.wire) return targetWire;
    const target = await resolveInRoot(source.root, targetWire);
    // A change of letter case only is allowed (same entry on case-insensitive disks).
    if (target.kind !== 'missing' && targetWire.toLowerCase() !== source.wire.toLowerCase())
      throw conflict(`A ${target.kind} named "${newName}" already exists here`, 'already_exists');
    await rename(source.absolute, target.absolute);
    this.invalidate(owner);
    for (const listener of this.listeners) await listener.removed(owner, source.absolute);
    return target.wire;
  }

  /**
   * Moves a finished temp file to `wirePath`, replacing a file of that name but never a folder.
   * The caller has already counted the bytes against the quota.
   */
  async placeFile(owner: FilesOwner, tempPath: string, wirePath: string): Promise<ResolvedPath> {
    const target = await this.resolve(owner, wirePath);
    if (target.kind === 'folder')
      throw conflict(`A folder named "${target.names.at(-1)}" already exists here`, 'already_exists');
    await rename(tempPath, target.absolute);
    this.invalidate(owner);
    return target;
  }

  /** Bytes used by the owner's files (cached; see the class comment). */
  async usedBytes(owner: FilesOwner): Promise<number> {
    const key = keyOf(owner);
    const cached = this.usage.get(key);
    if (cached && Date.now() - cached.at < USAGE_TTL_MS) return cached.bytes;
    const bytes = await diskUsage(this.rootOf(owner));
    this.usage.set(key, { bytes, at: Date.now() });
    return bytes;
  }

  /** Bytes used plus bytes of writes still streaming. */
  async committedBytes(owner: FilesOwner): Promise<number> {
    return (await this.usedBytes(owner)) + (this.reserved.get(keyOf(owner)) ?? 0);
  }

  /**
   * Reserves `bytes` more for a write in progress, or throws 413 when the quota would be passed.
   * Returns a release function for the whole reservation of this writer.
   */
  reserver(owner: FilesOwner): { add(bytes: number): Promise<void> | undefined; release(): void } {
    const key = keyOf(owner);
    const quota = this.quotaOf(owner);
    let mine = 0;
    let used: number | undefined;
    const addKnown = (bytes: number) => {
      const others = (this.reserved.get(key) ?? 0) - mine;
      if ((used as number) + others + mine + bytes > quota) throw quotaExceeded(quota);
      mine += bytes;
      this.reserved.set(key, others + mine);
    };
    return {
      // Synchronous once the usage is known: this runs for every chunk of a 1 GB upload.
      add: (bytes: number) => {
        if (used !== undefined) return void addKnown(bytes);
        return this.usedBytes(owner).then((value) => {
          used = value;
          addKnown(bytes);
        });
      },
      release: () => {
        const left = (this.reserved.get(key) ?? 0) - mine;
        if (left > 0) this.reserved.set(key, left);
        else this.reserved.delete(key);
        mine = 0;
      },
    };
  }

  invalidate(owner: FilesOwner): void {
    this.usage.delete(keyOf(owner));
  }

  /** Removes a temp file, ignoring a file that is already gone. */
  async discard(tempPath: string): Promise<void> {
    await unlink(tempPath).catch(() => undefined);
  }
}

export function quotaExceeded(quotaBytes: number): AppError {
  return new AppError(
    413,
    'quota_exceeded',
    `Your storage quota of ${formatBytes(quotaBytes)} is full. Delete some files and try again.`,
  );
}

export function joinChild(parentWire: string, name: string): string {
  return parentWire === '' ? name : `${parentWire}/${name}`;
}

/** B, KB, MB, GB, TB in base 1024 with one decimal, as the file manager shows sizes. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

function keyOf(owner: FilesOwner): string {
  return `${owner.organizationId}/${owner.userId}`;
}

async function countEntries(folder: string): Promise<number> {
  let count = 0;
  const dir = await opendir(folder).catch(() => undefined);
  if (!dir) return 0;
  for await (const dirent of dir) if (dirent.isFile() || dirent.isDirectory()) count++;
  return count;
}

/** Sums the sizes of regular files below `root` without following links. */
async function diskUsage(root: string): Promise<number> {
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const folder = pending.pop() as string;
    const dir = await opendir(folder).catch(() => undefined);
    if (!dir) continue;
    for await (const dirent of dir) {
      const absolute = path.join(folder, dirent.name);
      if (dirent.isDirectory()) pending.push(absolute);
      else if (dirent.isFile()) total += (await stat(absolute).catch(() => undefined))?.size ?? 0;
    }
  }
  return total;
}
