import type { FastifyInstance } from 'fastify';
import {
  organizationSettingsSchema,
  organizationSettingsUpdateSchema,
  organizationUpdateSchema,
  planDataSourceLimits,
  type OrganizationSettings,
} from '@ai-analyst/contract';
import { memberCount } from '../auth/accounts';
import { callerOf } from '../auth/authenticate';
import { contactRequestPage } from '../contact/requests';
import { saveOrganizationSettings, updateOrganization } from '../organizations/commands';
import { authorized, ownOrganization } from '../auth/route-policy';
import { organizationPolicy } from '../organizations/policy';
import { audited, noteAudit } from '../audit/route-hook';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { badRequest, notFound } from '../platform/errors';
import { findClientConfiguration } from '../rca/configs';
import { readSettings } from '../organizations/settings';
import { paginate } from '../platform/pagination';
import { parseWith } from '../platform/validation';
import { z } from 'zod';

/** Storage and data-source usage of an organization, supplied by the files feature. */
export type OrganizationUsage = (
  organizationId: string,
) => Promise<{ storage_used_bytes: number; data_sources: number }>;

/** The models the server knows, as the assistant's registry lists them. */
export type KnownModels = { find(id: string): { id: string; name: string; provider: string } | undefined };

const PROVIDER_NAMES: Record<string, string> = {
  analyst: 'Built-in analyst',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  openai_compatible: 'OpenAI-compatible',
};

/**
 * Refuses settings that contradict each other or name things the server does not have: a default
 * model that is unknown or whose provider is switched off, no provider at all, an unknown RCA
 * client configuration. Only what the update touches is checked, so a value that went stale
 * (a model the operator removed) never blocks saving something else.
 */
function checkSettings(
  update: Partial<OrganizationSettings>,
  next: OrganizationSettings,
  models?: KnownModels,
) {
  if (update.enabled_providers && next.enabled_providers.length === 0)
    throw badRequest('Enable at least one provider', 'invalid_settings');
  if (models && (update.default_model !== undefined || update.enabled_providers)) {
    const model = models.find(next.default_model);
    if (!model) throw badRequest(`Unknown model "${next.default_model}"`, 'invalid_settings');
    const provider = model.provider === 'builtin' ? 'analyst' : model.provider;
    if (!next.enabled_providers.includes(provider as OrganizationSettings['enabled_providers'][number]))
      throw badRequest(
        `The default model ${model.name} needs the provider ${PROVIDER_NAMES[provider] ?? provider}, which is not enabled`,
        'invalid_settings',
      );
  }
  if (update.rca_default_client_id !== undefined && !findClientConfiguration(next.rca_default_client_id))
    throw badRequest(`Unknown client configuration '${next.rca_default_client_id}'`, 'invalid_settings');
}

/** /api/admin/organization/, /api/admin/settings/ and /api/admin/contact-requests/. */
export async function adminOrganizationRoutes(
  app: FastifyInstance,
  opts: { db: Database; config: AppConfig; usage?: OrganizationUsage; models?: KnownModels },
) {
  const { db, config } = opts;
  const admins = authorized(app, organizationPolicy, 'administer', ownOrganization);
  const operatorAdmins = authorized(app, organizationPolicy, 'readContactRequests', () => ({
    code: config.bootstrap.orgCode,
  }));

  app.get('/api/admin/organization/', admins, async (request) => {
    const { organization } = callerOf(request);
    const members = await memberCount(db, organization.id);
    const settings = readSettings(organization.settings);
    const usage = opts.usage ? await opts.usage(organization.id) : { storage_used_bytes: 0, data_sources: 0 };
    const perUserQuota = settings.user_quota_mb
      ? settings.user_quota_mb * 1024 * 1024
      : config.userQuotaBytes;
    return {
      success: true,
      organization: {
        id: organization.id,
        name: organization.name,
        code: organization.code,
        plan: organization.plan,
        created_at: organization.createdAt.toISOString(),
        members,
        storage: {
          used_bytes: usage.storage_used_bytes,
          quota_bytes: perUserQuota * members,
          per_user_quota_bytes: perUserQuota,
        },
        data_sources: { used: usage.data_sources, limit: planDataSourceLimits[organization.plan] },
      },
    };
  });

  app.put(
    '/api/admin/organization/',
    { ...authorized(app, organizationPolicy, 'update', ownOrganization), ...audited(db) },
    async (request) => {
    const admin = callerOf(request);
    const input = parseWith(organizationUpdateSchema, request.body);
    const row = await updateOrganization(db, admin.organization.id, input);
    if (!row) throw notFound('Organization not found');
    noteAudit(request, {
      action: 'organization.update',
      details: input,
    });
    return { success: true, organization: { id: row.id, name: row.name, code: row.code, plan: row.plan } };
  });

  app.get(
    '/api/admin/settings/',
    authorized(app, organizationPolicy, 'readSettings', ownOrganization),
    async (request) => {
    return { success: true, settings: readSettings(callerOf(request).organization.settings) };
  });

  app.put(
    '/api/admin/settings/',
    { ...authorized(app, organizationPolicy, 'updateSettings', ownOrganization), ...audited(db) },
    async (request) => {
    const admin = callerOf(request);
    const update = parseWith(organizationSettingsUpdateSchema, request.body);
    const before = readSettings(admin.organization.settings);
    const next = organizationSettingsSchema.parse({ ...before, ...update });
    checkSettings(update, next, opts.models);
    await saveOrganizationSettings(db, admin.organization.id, next);
    const changes = Object.fromEntries(
      Object.keys(update)
        .filter(
          (k) =>
            JSON.stringify(before[k as keyof OrganizationSettings]) !==
            JSON.stringify(next[k as keyof OrganizationSettings]),
        )
        .map((k) => [
          k,
          { from: before[k as keyof OrganizationSettings], to: next[k as keyof OrganizationSettings] },
        ]),
    );
    noteAudit(request, {
      action: 'settings.update',
      details: { changes },
    });
    return { success: true, settings: next };
  });

  // Contact requests come from the public landing page, not from any customer organization: they
  // are the operator's sales inbox, shown to the admins of the operator's own organization (the one
  // created on the first start, ORG_CODE) and to no other tenant.
  const contactQuery = z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  });
  app.get('/api/admin/contact-requests/', operatorAdmins, async (request) => {
    const query = parseWith(contactQuery, request.query);
    const { rows, total } = await contactRequestPage(db, query.page, query.page_size);
    return {
      success: true,
      contact_requests: rows.map((r) => ({
        id: r.id,
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        phone: r.phone,
        company: r.company,
        role: r.role,
        interest: r.interest,
        message: r.message,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      })),
      pagination: paginate(query.page, query.page_size, total),
    };
  });
}
