/**
 * GET /api/models/: the models of the Model select, with their availability and the default, as
 * the caller's organization sees them (its admin's enabled providers and default model).
 */
import type { FastifyInstance } from 'fastify';
import { modelChoiceOf } from '../organizations/settings';
import type { ModelRegistry } from '../assistant/models';
import { callerOf } from '../auth/authenticate';

export async function modelRoutes(app: FastifyInstance, opts: { models: ModelRegistry }) {
  app.get('/api/models/', { preHandler: app.authenticate }, async (request) => {
    const choice = modelChoiceOf(callerOf(request).organization.settings);
    return {
      success: true,
      models: opts.models.list(choice),
      default_model: opts.models.forOrganization(choice).defaultModel,
    };
  });
}
