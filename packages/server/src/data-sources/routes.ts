/**
 * Data sources (/api/data-sources): the Data Loader's connectors and Google Sheets by link. Route →
 * validation → DataSourceService; presenters shape the wire.
 */
import type { FastifyInstance } from 'fastify';
import { connectGoogleSheetsRequestSchema } from '@ai-analyst/contract';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { AppError, notFound } from '../platform/errors';
import { describeWait, type RateLimitStore } from '../platform/rate-limit';
import { parseWith } from '../platform/validation';
import type { DatasetService } from '../datasets/service';
import type { FileStorage } from '../files/storage';
import { presentConnectedSheet, presentDataSources } from './presenters';
import { DataSourceService } from './service';

/** Sheet downloads (connect and refresh) per user per minute. */
const SHEET_DOWNLOADS_PER_MINUTE = 30;

export type DataSourceRoutesOptions = {
  db: Database;
  config: AppConfig;
  files: FileStorage;
  datasets: DatasetService;
  rateLimits: RateLimitStore;
  service?: DataSourceService;
};

const idParam = z.object({ id: z.uuid() });

export async function dataSourceRoutes(app: FastifyInstance, opts: DataSourceRoutesOptions) {
  const service = opts.service ?? new DataSourceService(opts);
  const guard = { preHandler: app.authenticate };

  const limitDownloads = async (userId: string) => {
    const limit = await opts.rateLimits.hit(`sheets:download:${userId}`, 60_000);
    if (limit.count > SHEET_DOWNLOADS_PER_MINUTE)
      throw new AppError(
        429,
        'rate_limited',
        `Too many sheet downloads. Please wait ${describeWait(limit.resetMs)} and try again.`,
      );
  };
  const connectionId = (params: unknown) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success) throw notFound('This data source does not exist', 'data_source_not_found');
    return parsed.data.id;
  };

  app.get('/api/files/data-sources/', guard, async (request) => {
    const sheets = await service.listSheets(callerOf(request));
    return {
      success: true,
      data_sources: presentDataSources(sheets),
      connected_sheets: sheets.map(presentConnectedSheet),
    };
  });

  app.post('/api/files/data-sources/connect-google-sheets/', guard, async (request, reply) => {
    const caller = callerOf(request);
    const input = parseWith(connectGoogleSheetsRequestSchema, request.body);
    await limitDownloads(caller.user.id);
    const row = await service.connect(caller, input);
    return reply.status(201).send({ success: true, data_source: presentConnectedSheet(row) });
  });

  app.post('/api/files/data-sources/:id/refresh/', guard, async (request) => {
    const caller = callerOf(request);
    const id = connectionId(request.params);
    await limitDownloads(caller.user.id);
    return { success: true, data_source: presentConnectedSheet(await service.refresh(caller, id)) };
  });

  app.delete('/api/files/data-sources/:id/', guard, async (request) => {
    await service.disconnect(callerOf(request), connectionId(request.params));
    return { success: true };
  });
}
