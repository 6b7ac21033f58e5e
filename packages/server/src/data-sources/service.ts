/**
 * Google Sheets connections: download a sheet's CSV by link into the caller's 'Data Sources/'
 * folder, register it as a dataset, remember where it came from, and download it again on
 * refresh. Every query filters by the caller's organization and user.
 */
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import { planDataSourceLimits } from '@ai-analyst/contract';
import type { AuthContext } from '../auth/authenticate';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { googleSheetConnections } from '../platform/db/schema';
import { sheetConnectionCount } from './counts';
import { AppError } from '../platform/errors';
import { dataSourceNotFound, dataSourcePolicy } from './policy';
import type { DatasetService } from '../datasets/service';
import { checkName } from '../files/paths';
import { ownerOf, type FileStorage, type FilesOwner } from '../files/storage';
import { downloadSheet } from './sheets-download';
import { exportUrl, parseSheetLink, sheetFileName, suggestedName, type SheetLink } from './sheets-link';

export const DATA_SOURCES_FOLDER = 'Data Sources';

export type SheetConnectionRow = typeof googleSheetConnections.$inferSelect;

export type DataSourceServiceOptions = {
  db: Database;
  config: AppConfig;
  files: FileStorage;
  datasets: DatasetService;
};

export class DataSourceService {
  constructor(private readonly options: DataSourceServiceOptions) {}

  /** The caller's connected sheets, oldest first. */
  async listSheets(caller: AuthContext): Promise<SheetConnectionRow[]> {
    return this.options.db
      .select()
      .from(googleSheetConnections)
      .where(scope(caller))
      .orderBy(asc(googleSheetConnections.createdAt));
  }

  /**
   * Connects a sheet by link: downloads its CSV to 'Data Sources/{name}.csv' (replacing the file
   * of an earlier connection with the same name), registers the dataset and stores the connection.
   */
  async connect(caller: AuthContext, input: { url: string; name?: string | undefined }) {
    const link = parseSheetLink(input.url);
    const owner = ownerOf(caller);
    const chosenName = input.name === undefined ? undefined : sheetFileName(input.name);
    if (chosenName) checkName(`${chosenName}.csv`, 'name');
    await this.checkPlanLimit(caller, chosenName);
    const download = await downloadSheet(
      exportUrl(this.options.config.googleSheets.exportBaseUrl, link),
      this.options.files,
      owner,
      this.options.config.googleSheets,
    );
    const name =
      chosenName ??
      sheetFileName(
        suggestedName(download.contentDisposition) ?? `Google Sheet ${link.spreadsheetId.slice(0, 8)}`,
      );
    const filePath = `${DATA_SOURCES_FOLDER}/${checkName(`${name}.csv`, 'name')}`;
    const dataset = await this.place(owner, download.tempPath, filePath, { removeOnFailure: true });
    const now = new Date();
    const values = {
      name,
      url: input.url.trim(),
      spreadsheetId: link.spreadsheetId,
      gid: link.gid,
      published: link.published,
      datasetName: dataset,
      status: 'connected' as const,
      lastError: null,
      lastRefreshedAt: now,
      updatedAt: now,
    };
    const [row] = await this.options.db
      .insert(googleSheetConnections)
      .values({ ...values, organizationId: owner.organizationId, userId: owner.userId, filePath })
      .onConflictDoUpdate({
        target: [
          googleSheetConnections.organizationId,
          googleSheetConnections.userId,
          googleSheetConnections.filePath,
        ],
        set: values,
      })
      .returning();
    if (!row) throw new Error('The connection was not stored');
    return row;
  }

  /** A failure to download is remembered on the connection and answered. */
  /** Downloads a connection found by `find` again, once the policy allowed the caller. */
  async refresh(caller: AuthContext, row: SheetConnectionRow): Promise<SheetConnectionRow> {
    const id = row.id;
    const owner = ownerOf(caller);
    const link: SheetLink = { spreadsheetId: row.spreadsheetId, gid: row.gid, published: row.published };
    try {
      const download = await downloadSheet(
        exportUrl(this.options.config.googleSheets.exportBaseUrl, link),
        this.options.files,
        owner,
        this.options.config.googleSheets,
      );
      const dataset = await this.place(owner, download.tempPath, row.filePath, { removeOnFailure: false });
      return await this.update(caller, id, {
        datasetName: dataset,
        status: 'connected',
        lastError: null,
        lastRefreshedAt: new Date(),
      });
    } catch (error) {
      if (error instanceof AppError)
        await this.update(caller, id, { status: 'error', lastError: error.message }).catch(() => undefined);
      throw error;
    }
  }

  /** Forgets a connection; the downloaded CSV stays in the caller's files. */
  async disconnect(caller: AuthContext, row: SheetConnectionRow): Promise<void> {
    await this.options.db
      .delete(googleSheetConnections)
      .where(and(inOrganization(caller), eq(googleSheetConnections.id, row.id)));
  }

  /**
   * Connected sheets and the disk used by all users of an organization (the admin page; app.ts
   * adds the organization's database connections to `data_sources`).
   */
  async organizationUsage(organizationId: string) {
    return {
      storage_used_bytes: await this.options.files.organizationUsedBytes(organizationId),
      data_sources: await sheetConnectionCount(this.options.db, organizationId),
    };
  }

  /** The connection of this id in the caller's organization (404 when there is none). */
  async find(caller: AuthContext, id: string): Promise<SheetConnectionRow> {
    const [row] = await this.options.db
      .select()
      .from(googleSheetConnections)
      .where(and(inOrganization(caller), eq(googleSheetConnections.id, id)))
      .limit(1);
    if (!row) throw dataSourceNotFound();
    return row;
  }

  private async update(caller: AuthContext, id: string, values: Partial<SheetConnectionRow>) {
    const [row] = await this.options.db
      .update(googleSheetConnections)
      .set({ ...values, updatedAt: new Date() })
      .where(and(inOrganization(caller), eq(googleSheetConnections.id, id)))
      .returning();
    if (!row) throw dataSourceNotFound();
    return row;
  }

  /** A new connection counts against the organization's plan: the data source policy decides. */
  private async checkPlanLimit(caller: AuthContext, name: string | undefined): Promise<void> {
    const limit = planDataSourceLimits[caller.organization.plan];
    if (limit === null) return;
    // Replacing an existing connection of the same name adds nothing.
    const replaces =
      name !== undefined &&
      (await this.listSheets(caller)).some((r) => r.filePath === `${DATA_SOURCES_FOLDER}/${name}.csv`);
    const [row] = replaces
      ? [{ n: 0 }]
      : await this.options.db
          .select({ n: count() })
          .from(googleSheetConnections)
          .where(eq(googleSheetConnections.organizationId, caller.organization.id));
    dataSourcePolicy.authorize(caller, 'connect', { connected: row?.n ?? 0, limit, replaces });
  }

  /**
   * Moves the downloaded CSV into place and registers it; returns the dataset name. A CSV that
   * cannot be read as a table answers 400 (and, on first connect, its file is removed).
   */
  private async place(
    owner: FilesOwner,
    tempPath: string,
    filePath: string,
    opts: { removeOnFailure: boolean },
  ) {
    const { files, datasets } = this.options;
    try {
      await files.ensureFolder(owner, path.posix.dirname(filePath));
      await files.placeFile(owner, tempPath, filePath);
    } finally {
      await files.discard(tempPath);
    }
    try {
      return (await datasets.forOwner(owner).registerFile(filePath)).name;
    } catch (error) {
      if (opts.removeOnFailure) await files.delete(owner, filePath, 'file').catch(() => undefined);
      if (error instanceof AppError && error.status === 400)
        throw new AppError(
          400,
          'sheet_unreadable',
          `The sheet was downloaded but could not be read as a table: ${error.message}`,
        );
      throw error;
    }
  }
}

/** The caller's organization: where a connection is looked up before the policy checks it. */
function inOrganization(caller: AuthContext) {
  return eq(googleSheetConnections.organizationId, caller.organization.id);
}

/** The caller's own connections: what their list holds. */
function scope(caller: AuthContext) {
  return and(
    eq(googleSheetConnections.organizationId, caller.organization.id),
    eq(googleSheetConnections.userId, caller.user.id),
  );
}
