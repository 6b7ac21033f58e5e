/** GET /api/models/: the models of the Model select, with their availability and the default. */
import type { FastifyInstance } from 'fastify';
import type { ModelRegistry } from '../assistant/models';

export async function modelRoutes(app: FastifyInstance, opts: { models: ModelRegistry }) {
  app.get('/api/models/', { preHandler: app.authenticate }, async () => ({
    success: true,
    models: opts.models.list(),
    default_model: opts.models.defaultModel,
  }));
}
