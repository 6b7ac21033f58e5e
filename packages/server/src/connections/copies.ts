/**
 * Files made from connected tables in the requester's 'Data Sources/': the cube a root cause
 * analysis reads (aggregated inside the database) and the copy the built-in analyst parses
 * questions against. Both are written through the file storage and count against the owner's
 * storage quota (a copy replacing an older one counts only its growth); a write that would pass
 * the quota is refused with 413 in plain words.
 */
import { writeFile } from 'node:fs/promises';
import { tableCube } from '@ai-analyst/engine/connectors/cube';
import { PUSHED_DOWN_TOOLS, SAMPLE_ROWS } from '@ai-analyst/engine/connectors/sample';
import { ConnectedSource } from '@ai-analyst/engine/connectors/source';
import { isTemporalType } from '@ai-analyst/engine/data/duck';
import {
  col,
  isNotNull,
  renderSelect,
  star,
  type Expr,
  type SelectQuery,
} from '@ai-analyst/engine/data/sql-builder';
import { ToolInputError, type TableSource } from '@ai-analyst/engine/tools/types';
import type { AuthContext } from '../auth/authenticate';
import type { ConversationOwner } from '../auth/owner';
import { ownerOf, type FileStorage, type FilesOwner } from '../files/storage';
import { organizationSettingsOf } from '../organizations/commands';
import { readSettings } from '../organizations/settings';
import type { Database } from '../platform/db/client';
import { AppError } from '../platform/errors';

/** A reference as a file name: `postgres:warehouse/public.orders` → `postgres-warehouse-public.orders`. */
export function fileNameOf(reference: string): string {
  return reference.replace(/^(\w+):/, '$1-').replace(/[^A-Za-z0-9._-]+/g, '-');
}

const ENGINE_NAMES = { postgres: 'PostgreSQL', mysql: 'MySQL/MariaDB' } as const;

/** A step of an answer: which tool ran on which dataset. */
type Step = { tool: string; arguments: Record<string, unknown>; ok: boolean };

/**
 * A connected table as the built-in analyst reads it: a copy to parse questions against, and the
 * database to run them in. `sourceAs` names the database table after the copy's dataset; the
 * note then says where the answer was computed.
 */
export interface AnalystCopy {
  path: string;
  sourceAs(dataset: string): TableSource;
  /** Where the answer made of `steps` was computed, for the top of the reply. */
  noteFor(dataset: string, steps: Step[]): string;
}

type Resolver = (organizationId: string) => Promise<(dataset: string) => TableSource | undefined>;

/** How long an analyst's copy of a table is reused for the next questions. */
const COPY_REUSE_MS = 10 * 60 * 1000;

export class ConnectedCopies {
  private readonly recent = new Map<
    string,
    {
      path: string;
      rows: number;
      truncated: boolean;
      /** The date column a bounded copy took its earliest and latest rows by (else its first rows). */
      ends: string | null;
      size: number;
      maxRows: number;
      at: number;
    }
  >();

  constructor(
    private readonly options: { db: Database; files?: FileStorage | undefined; resolve: Resolver },
  ) {}

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
   * For the built-in analyst: copies a connected table (the whole table when it has at most
   * `maxRows` rows, else its first `maxRows`) to the owner's 'Data Sources/' — the questions are
   * parsed against it, and what cannot run inside the database is answered on it (a copy written
   * in the last ten minutes is reused). Null when the
   * reference is not a connected table of the organization.
   */
  async copyForAnalyst(
    owner: ConversationOwner,
    reference: string,
    maxRows = SAMPLE_ROWS,
  ): Promise<AnalystCopy | null> {
    const source = (await this.options.resolve(owner.organizationId))(reference);
    if (!(source instanceof ConnectedSource)) return null;
    const info = await source.get(reference);
    const { path, rows, truncated, ends } = await this.freshCopy(owner, source, reference, maxRows);
    const engine = ENGINE_NAMES[source.connector.engine];
    const estimate = info.rowCount > 0 ? ` of about ${info.rowCount.toLocaleString('en')}` : '';
    const copied = truncated
      ? `a bounded sample of ${reference}: ${ends ? `its ${(rows / 2).toLocaleString('en')} earliest and ${(rows / 2).toLocaleString('en')} latest rows by ${ends}` : `its first ${rows.toLocaleString('en')} rows`}${estimate} (copied to ${path}); figures may differ from the whole table`
      : `${reference} (${rows.toLocaleString('en')} rows, the whole table), copied to ${path}`;
    const inside = `_Computed inside ${engine} on every row of ${reference}; only the result came back._`;
    const asked = new Map<string, ConnectedSource>();
    return {
      path,
      sourceAs(dataset) {
        const renamed = source.renamed(reference, dataset);
        asked.set(dataset, renamed);
        return renamed;
      },
      noteFor(dataset, steps) {
        const renamed = asked.get(dataset);
        const pushed = (renamed?.queries ?? 0) > 0;
        // Tools that read rows (profiles, previews, table look-ups) worked on the copy.
        const onCopy = steps.some(
          (s) =>
            s.ok &&
            s.arguments.dataset === dataset &&
            (s.tool === 'run_sql' || !PUSHED_DOWN_TOOLS.has(s.tool)),
        );
        if (pushed && !onCopy) return inside;
        if (!pushed && !steps.some((s) => s.ok)) return '';
        const copyNote = `_What cannot run inside ${engine} was answered on ${copied}._`;
        return pushed ? `${inside}\n${copyNote}` : copyNote;
      },
    };
  }

  /**
   * The owner's copy of a table: the one written in the last few minutes when it is still there
   * unchanged (follow-up questions do not fetch the rows again), else a new one.
   */
  private async freshCopy(
    owner: ConversationOwner,
    source: ConnectedSource,
    reference: string,
    maxRows: number,
  ) {
    const key = `${owner.organizationId}/${owner.userId}/${reference}`;
    const recent = this.recent.get(key);
    const files = this.options.files;
    if (recent && Date.now() - recent.at < COPY_REUSE_MS && recent.maxRows === maxRows && files) {
      const there = await files.resolve(owner, recent.path);
      if (there.kind === 'file' && there.size === recent.size) return recent;
    }
    const ask = (query: Omit<SelectQuery, 'select' | 'from'>, rows: number) =>
      source.query(
        renderSelect(
          { select: [{ expr: star }], from: { table: reference }, ...query, limit: rows + 1 },
          source.dialect,
        ),
        { maxRows: rows },
      );
    let result = await ask({}, maxRows);
    let ends: string | null = null;
    // A larger table: its earliest and latest rows by date, so that the dates questions are read
    // against ("last month", "since 2020") span the whole table.
    const time = (await source.get(reference)).columns.find((c) => isTemporalType(c.type))?.name;
    if (result.truncated && time) {
      const half = Math.floor(maxRows / 2);
      const dated: Expr[] = [isNotNull(col(time))];
      const first = await ask({ where: dated, orderBy: [{ expr: col(time) }] }, half);
      if (first.truncated) {
        const last = await ask({ where: dated, orderBy: [{ expr: col(time), desc: true }] }, half);
        result = { ...result, rows: [...first.rows, ...last.rows.reverse()] };
        ends = time;
      }
    }
    const path = await this.writeCsv(await this.limitsOf(owner), `${fileNameOf(reference)}.copy`, result);
    const size = files ? (await files.resolve(owner, path)).size : 0;
    const copy = {
      path,
      rows: result.rows.length,
      truncated: result.truncated,
      ends,
      size,
      maxRows,
      at: Date.now(),
    };
    this.recent.set(key, copy);
    return copy;
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
    const files = this.options.files;
    if (!files) throw new Error('Writing a data source needs the file storage');
    const cell = (v: unknown) => {
      if (v === null || v === undefined) return '';
      const text = String(v);
      return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    const text = [
      result.columns.map((c) => cell(c.name)).join(','),
      ...result.rows.map((r) => result.columns.map((c) => cell(r[c.name])).join(',')),
    ].join('\n');
    const filePath = `Data Sources/${name}.csv`;
    const previous = await files.resolve(owner, filePath);
    const growth = Buffer.byteLength(text) - (previous.kind === 'file' ? previous.size : 0);
    const reservation = files.reserver(owner);
    const temp = await files.tempFile();
    try {
      if (growth > 0) await reservation.add(growth);
      await writeFile(temp, text);
      await files.ensureFolder(owner, 'Data Sources');
      await files.placeFile(owner, temp, filePath);
    } finally {
      reservation.release();
      await files.discard(temp);
    }
    return filePath;
  }
}
