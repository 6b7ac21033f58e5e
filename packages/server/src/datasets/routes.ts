/**
 * GET /api/datasets/, GET /api/datasets/{name}/preview/ and GET /api/datasets/{name}/report/:
 * the caller's data files as datasets, a dataset's first rows, and its EDA profile as a
 * standalone HTML report (the EDA mode's download). Listing registers new files and refreshes
 * changed ones (see DatasetService). A wide table's preview shows its first 200 columns and its
 * report profiles 200 columns at a time (`?start=` the first of them, or `?column=` by name).
 */
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authenticate';
import { PROFILE_MAX_COLUMNS } from '@ai-analyst/engine/profile/profile';
import { badRequest, notFound } from '../platform/errors';
import { presentDataset } from './presenters';
import type { DatasetService } from './service';

const DATASET_NAME = /^[A-Za-z0-9_]{1,128}$/;

export async function datasetRoutes(app: FastifyInstance, opts: { datasets: DatasetService }) {
  app.get('/api/datasets/', { preHandler: app.authenticate }, async (request) => {
    const datasets = opts.datasets.forCaller(callerOf(request));
    const { datasets: infos, problems } = await datasets.list();
    return {
      success: true,
      datasets: infos.map((info) => presentDataset(info, datasets.wireOf(info.path))),
      problems,
    };
  });

  app.get<{ Params: { name: string } }>(
    '/api/datasets/:name/preview/',
    { preHandler: app.authenticate },
    async (request) => {
      const { name } = request.params;
      if (!DATASET_NAME.test(name))
        throw notFound(`There is no dataset named "${name}"`, 'dataset_not_found');
      const datasets = opts.datasets.forCaller(callerOf(request));
      const { info, preview, omittedColumns } = await datasets.preview(name);
      return {
        success: true,
        dataset: presentDataset(info, datasets.wireOf(info.path)),
        columns: preview.columns,
        rows: preview.rows,
        truncated: preview.truncated,
        ...(omittedColumns > 0 && { omitted_columns: omittedColumns }),
      };
    },
  );

  app.get<{ Params: { name: string }; Querystring: { start?: string; column?: string | string[] } }>(
    '/api/datasets/:name/report/',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const { name } = request.params;
      if (!DATASET_NAME.test(name))
        throw notFound(`There is no dataset named "${name}"`, 'dataset_not_found');
      const { start, column } = request.query;
      if (start !== undefined && !/^\d{1,9}$/.test(start))
        throw badRequest('start must be the number of the first column to profile (0 for the first)', 'bad_start');
      const columns = column === undefined ? undefined : Array.isArray(column) ? column : [column];
      if (columns && columns.length > PROFILE_MAX_COLUMNS)
        throw badRequest(`A report covers at most ${PROFILE_MAX_COLUMNS} columns; ${columns.length} were named`, 'report_columns');
      const html = await opts.datasets
        .forCaller(callerOf(request))
        .profileReport(name, { start: start === undefined ? undefined : Number(start), columns });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-profile.html"`)
        .send(html);
    },
  );
}
