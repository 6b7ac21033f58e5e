/**
 * Files made from connected tables in the requester's 'Data Sources/': the cube a root cause
 * analysis reads (aggregated inside the database) and the table file the built-in analyst plans
 * questions against (see analyst-copy.ts). Both are written through the file storage and count
 * against the owner's storage quota (a file replacing an older one counts only its growth); a
 * write that would pass the quota is refused with 413 in plain words.
 */
import { stat, writeFile } from 'node:fs/promises';
import { tableCube } from '@ai-analyst/engine/connectors/cube';
import { tableFacts } from '@ai-analyst/engine/connectors/facts';
import { SAMPLE_ROWS } from '@ai-analyst/engine/connectors/sample';
import { ConnectedSource } from '@ai-analyst/engine/connectors/source';
import { writeTableFile } from '@ai-analyst/engine/connectors/table-file';
import type { TableFacts } from '@ai-analyst/engine/planner/schema-index';
import { ToolInputError, type TableSource } from '@ai-analyst/engine/tools/types';
import type { AuthContext } from '../auth/authenticate';
import type { ConversationOwner } from '../auth/owner';
import { ownerOf, type FileStorage, type FilesOwner } from '../files/storage';
import { organizationSettingsOf } from '../organizations/commands';
import { readSettings } from '../organizations/settings';
import type { Database } from '../platform/db/client';
import { AppError } from '../platform/errors';
import {
  analystCopy,
  copiedWhole,
  readRows,
  type AnalystCopy,
  type FileRows,
  type PlaceFile,
} from './analyst-copy';

export type { AnalystCopy } from './analyst-copy';

/** A reference as a file name: `postgres:warehouse/public.orders` → `postgres-warehouse-public.orders`. */
export function fileNameOf(reference: string): string {
  return reference.replace(/^(\w+):/, '$1-').replace(/[^A-Za-z0-9._-]+/g, '-');
}

type Resolver = (organizationId: string) => Promise<(dataset: string) => TableSource | undefined>;

/** How long a table's facts and the analyst's file of it are reused for the next questions. */
const REUSE_MS = 10 * 60 * 1000;

export class ConnectedCopies {
  /** The analyst's file of a table per owner: its path, size and the rows it holds. */
  private readonly recent = new Map<
    string,
    { path: string; absolute: string; size: number; held: FileRows; maxRows: number; at: number }
  >();
  /** Facts of connected tables per organization and reference, read by aggregates in the database. */
  private readonly facts = new Map<string, { facts: TableFacts; at: number }>();

  constructor(
    private readonly options: { db: Database; files?: FileStorage | undefined; resolve: Resolver },
  ) {}

  /** Forgets the facts of an organization's tables (its catalog was read again). */
  forgetFacts(organizationId: string): void {
    for (const key of this.facts.keys()) if (key.startsWith(`${organizationId}/`)) this.facts.delete(key);
  }

  /**
   * Writes a connected table's additive cube (by day and category, computed inside the database)
   * to the caller's 'Data Sources/' and returns its path, for analyses that read a file (RCA).
   */
  async materializeCube(caller: AuthContext, reference: string): Promise<string> {
    const source = (await this.options.resolve(caller.organization.id))(reference);
    if (!(source instanceof ConnectedSource))
      throw new AppError(
        400,
        'invalid_data_source',
        `"${reference}" is not a connected table of your organization.`,
      );
    let cube;
    try {
      cube = await tableCube(source, reference);
    } catch (error) {
      if (error instanceof ToolInputError) throw new AppError(400, 'invalid_data_source', error.message);
      throw error;
    }
    return this.writeCsv(ownerOf(caller), fileNameOf(reference), cube);
  }

  /**
   * For the built-in analyst: the table's facts (aggregates in the database, reused ten minutes)
   * and a table file in the owner's 'Data Sources/' holding its columns — rows only when the
   * table is small enough for row questions, or later when a tool that cannot run in the
   * database needs them (see analyst-copy.ts). Null when the reference is not a connected table
   * of the organization.
   */
  async copyForAnalyst(
    owner: ConversationOwner,
    reference: string,
    maxRows = SAMPLE_ROWS,
  ): Promise<AnalystCopy | null> {
    const source = (await this.options.resolve(owner.organizationId))(reference);
    if (!(source instanceof ConnectedSource)) return null;
    const files = this.options.files;
    if (!files) throw new Error('Writing a data source needs the file storage');
    const facts = await this.factsOf(owner.organizationId, source, reference);
    const key = `${owner.organizationId}/${owner.userId}/${reference}`;
    const limited = await this.limitsOf(owner);
    const place: PlaceFile = async (write, held) => {
      const path = await this.placeCounted(
        limited,
        `Data Sources/${fileNameOf(reference)}.copy.parquet`,
        write,
      );
      const there = await files.resolve(owner, path);
      this.recent.set(key, {
        path,
        absolute: there.absolute,
        size: there.size,
        held,
        maxRows,
        at: Date.now(),
      });
      return { path, absolute: there.absolute };
    };
    const recent = this.recent.get(key);
    if (recent && Date.now() - recent.at < REUSE_MS && recent.maxRows === maxRows) {
      const there = await files.resolve(owner, recent.path);
      if (there.kind === 'file' && there.size === recent.size)
        return analystCopy(source, reference, facts, recent, recent.held, place, maxRows);
    }
    const columns = (await source.get(reference)).columns;
    // A small table is copied whole: the analyst answers row questions (first, last, the row with
    // the most of something) on its rows. Any other gets its columns only, until rows are needed.
    const read = copiedWhole(facts)
      ? await readRows(source, reference, facts.rowCount, maxRows)
      : { data: [], truncated: false, ends: null };
    const held = { rows: read.data.length, truncated: read.truncated, ends: read.ends };
    const file = await place((temp) => writeTableFile(temp, columns, read.data), held);
    return analystCopy(source, reference, facts, file, held, place, maxRows);
  }

  /** A table's facts, read in the database and reused for ten minutes or until the catalog is read again. */
  private async factsOf(organizationId: string, source: ConnectedSource, reference: string) {
    const key = `${organizationId}/${reference}`;
    const known = this.facts.get(key);
    if (known && Date.now() - known.at < REUSE_MS) return known.facts;
    const facts = await tableFacts(source, reference);
    this.facts.set(key, { facts, at: Date.now() });
    return facts;
  }

  /** The owner with the storage quota their organization's settings set. */
  private async limitsOf(owner: ConversationOwner): Promise<FilesOwner> {
    const settings = await organizationSettingsOf(this.options.db, owner.organizationId);
    const quotaMb = settings ? readSettings(settings).user_quota_mb : null;
    return { ...owner, ...(quotaMb ? { quotaBytes: Math.round(quotaMb * 1024 * 1024) } : {}) };
  }

  /** Writes rows as CSV to `Data Sources/{name}.csv`, counted against the owner's quota. */
  private async writeCsv(
    owner: FilesOwner,
    name: string,
    result: { columns: { name: string }[]; rows: Record<string, unknown>[] },
  ): Promise<string> {
    const cell = (v: unknown) => {
      if (v === null || v === undefined) return '';
      const text = String(v);
      return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    const text = [
      result.columns.map((c) => cell(c.name)).join(','),
      ...result.rows.map((r) => result.columns.map((c) => cell(r[c.name])).join(',')),
    ].join('\n');
    return this.placeCounted(owner, `Data Sources/${name}.csv`, (temp) => writeFile(temp, text));
  }

  /** Writes a file through `write` (given a temp path) to `filePath`, counting its growth against the quota. */
  private async placeCounted(
    owner: FilesOwner,
    filePath: string,
    write: (temp: string) => Promise<void>,
  ): Promise<string> {
    const files = this.options.files;
    if (!files) throw new Error('Writing a data source needs the file storage');
    const previous = await files.resolve(owner, filePath);
    const reservation = files.reserver(owner);
    const temp = await files.tempFile();
    try {
      await write(temp);
      const growth = (await stat(temp)).size - (previous.kind === 'file' ? previous.size : 0);
      if (growth > 0) await reservation.add(growth);
      await files.ensureFolder(owner, 'Data Sources');
      await files.placeFile(owner, temp, filePath);
    } finally {
      reservation.release();
      await files.discard(temp);
    }
    return filePath;
  }
}
