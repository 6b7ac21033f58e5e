/**
 * Who may use which model: every member of an organization lists the models and may pick any
 * model their organization may use. A model is usable when the server has its provider configured
 * and the organization's admin has not switched that provider off; picking another one is a 400
 * 'model_unavailable' that says why ("GPT-4 is not available: your organization has switched this
 * provider off"). The rules read the model as the organization sees it (the registry's
 * `forOrganization`), so they need nothing of the caller.
 */
import { badRequest } from '../platform/errors';
import { definePolicy } from '../platform/policy';

/** A model as one organization sees it. */
export type OfferedModel = { name: string; available: boolean; unavailableReason?: string | undefined };

export const modelPolicy = definePolicy<object, { use: OfferedModel }>({
  use: {
    allow: (_caller, model) => model.available,
    deny: (_caller, model) =>
      badRequest(`${model.name} is not available: ${model.unavailableReason}`, 'model_unavailable'),
  },
});
