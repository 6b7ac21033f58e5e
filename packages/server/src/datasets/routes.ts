/**
 * GET /api/datasets/, GET /api/datasets/{name}/preview/ and GET /api/datasets/{name}/report/:
 * the caller's data files as datasets, a dataset's first rows, and its EDA profile as a
 * standalone HTML report (the EDA mode's download). Listing registers new files and refreshes
 * changed ones (see DatasetService).
 */
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authenticate';
import { notFound } from '../platform/errors';
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
      const { info, preview } = await datasets.preview(name);
      return {
        success: true,
        dataset: presentDataset(info, datasets.wireOf(info.path)),
        columns: preview.columns,
        rows: preview.rows,
        truncated: preview.truncated,
      };
    },
  );

  app.get<{ Params: { name: string } }>(
    '/api/datasets/:name/report/',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const { name } = request.params;
      if (!DATASET_NAME.test(name))
        throw notFound(`There is no dataset named "${name}"`, 'dataset_not_found');
      const html = await opts.datasets.forCaller(callerOf(request)).profileReport(name);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-profile.html"`)
        .send(html);
    },
  );
}
