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
import { rateLimitHook, type RateLimitStore } from '../platform/rate-limit';
import { parseWith } from '../platform/validation';
import type { DatasetService } from '../datasets/service';
import type { FileStorage } from '../files/storage';
import { presentConnectedSheet, presentDataSources } from './presenters';
import { dataSourceNotFound, dataSourcePolicy } from './policy';
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
  // Connecting and refreshing download the sheet: limited per user.
  const downloading = {
    preHandler: [
      app.authenticate,
      rateLimitHook(opts.rateLimits, {
        key: (request) => `sheets:download:${callerOf(request).user.id}`,
        windowMs: 60_000,
        max: SHEET_DOWNLOADS_PER_MINUTE,
        message: (wait) => `Too many sheet downloads. Please wait ${wait} and try again.`,
      }),
    ],
  };
  const connectionId = (params: unknown) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success) throw dataSourceNotFound();
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

  app.post('/api/files/data-sources/connect-google-sheets/', downloading, async (request, reply) => {
    const caller = callerOf(request);
    const input = parseWith(connectGoogleSheetsRequestSchema, request.body);
    const row = await service.connect(caller, input);
    return reply.status(201).send({ success: true, data_source: presentConnectedSheet(row) });
  });

  app.post('/api/files/data-sources/:id/refresh/', downloading, async (request) => {
    const caller = callerOf(request);
    const row = await service.find(caller, connectionId(request.params));
    dataSourcePolicy.authorize(caller, 'refresh', row);
    return { success: true, data_source: presentConnectedSheet(await service.refresh(caller, row)) };
  });

  app.delete('/api/files/data-sources/:id/', guard, async (request) => {
    const caller = callerOf(request);
    const row = await service.find(caller, connectionId(request.params));
    dataSourcePolicy.authorize(caller, 'disconnect', row);
    await service.disconnect(caller, row);
    return { success: true };
  });
}
