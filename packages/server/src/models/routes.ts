/**
 * GET /api/models/: the models of the Model select, with their availability and the default, as
 * the caller's organization sees them (its admin's enabled providers and default model).
 */
import type { FastifyInstance } from 'fastify';
import type { ModelInfo } from '@ai-analyst/contract';
import { modelChoiceOf, type OrganizationModelChoice } from '../organizations/settings';
import { callerOf } from '../auth/authenticate';

/** The models an organization is offered: the assistant's model registry, which app.ts passes. */
export interface ModelCatalog {
  list(choice?: OrganizationModelChoice): ModelInfo[];
  forOrganization(choice?: OrganizationModelChoice): { defaultModel: string };
}

export async function modelRoutes(app: FastifyInstance, opts: { models: ModelCatalog }) {
  app.get('/api/models/', { preHandler: app.authenticate }, async (request) => {
    const choice = modelChoiceOf(callerOf(request).organization.settings);
    return {
      success: true,
      models: opts.models.list(choice),
      default_model: opts.models.forOrganization(choice).defaultModel,
    };
  });
}
