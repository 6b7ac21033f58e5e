// The administration API, the schemas; their types and constants are zod-free in ./admin-types.
import { z } from 'zod';
import {
  PLANS,
  RCA_PRIORITIES,
  SETTINGS_PROVIDERS,
  type AdminCreateUser,
  type AdminUser,
  type AdminUserListResponse,
  type AdminUserResponse,
  type AuditLogEntry,
  type AuditLogResponse,
  type ContactRequestEntry,
  type ContactRequestListResponse,
  type DailyCount,
  type OrganizationDetails,
  type OrganizationSettings,
  type Plan,
  type UsageAnalytics,
} from './admin-types';
import { roleSchema } from './auth';
import { paginationSchema } from './common';
import { contactStatuses } from './contact-types';
import type { Checks, ParsesTo } from './schema-checks';

export * from './admin-types';

/** Query of GET /api/admin/users/. */
export const adminUserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  search: z.string().trim().max(200).optional(),
  role: roleSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

const username = z
  .string()
  .trim()
  .min(2, 'A username has at least 2 characters')
  .max(150)
  .regex(/^[A-Za-z0-9._@-]+$/, 'A username may hold letters, digits and . _ @ - only');

/** POST /api/admin/users/ — without a password, a temporary one is generated and shown once. */
export const adminCreateUserSchema = z
  .object({
    username,
    password: z.string().min(8, 'A password has at least 8 characters').max(1024).optional(),
    role: roleSchema.default('user'),
    first_name: z.string().trim().max(150).default(''),
    last_name: z.string().trim().max(150).default(''),
    email: z.union([z.email('Enter a valid email address').max(254), z.literal('')]).default(''),
  })
  .strict();

/** PUT /api/admin/users/{id}/ */
export const adminUpdateUserSchema = z
  .object({
    first_name: z.string().trim().max(150).optional(),
    last_name: z.string().trim().max(150).optional(),
    email: z.union([z.email('Enter a valid email address').max(254), z.literal('')]).optional(),
    role: roleSchema.optional(),
  })
  .strict();

/** POST /api/admin/users/{id}/reset-password/ */
export const adminResetPasswordSchema = z
  .object({ password: z.string().min(8, 'A password has at least 8 characters').max(1024).optional() })
  .strict()
  .optional();

/** A user as the admin panel lists it. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['active', 'disabled']),
  last_login: z.string().nullable(),
  created_at: z.string(),
});

/** GET /api/admin/users/ */
export const adminUserListResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
});

/** A created, changed or reset user. */
export const adminUserResponseSchema = z.object({
  success: z.literal(true),
  user: adminUserSchema,
  /** Present only when the server generated the password: shown once, never again. */
  temporary_password: z.string().optional(),
});

/** Query of GET /api/admin/audit-logs/. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().trim().max(100).optional(),
  actor: z.string().trim().max(150).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

export const auditLogEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor_username: z.string(),
  actor_user_id: z.string().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});

/** GET /api/admin/audit-logs/: a page of entries and every action recorded, for the filter. */
export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  logs: z.array(auditLogEntrySchema),
  actions: z.array(z.string()),
  pagination: paginationSchema,
});

const providerSchema = z.enum(SETTINGS_PROVIDERS);
const settingsFields = {
  default_model: z.string().trim().min(1).max(100),
  enabled_providers: z.array(providerSchema).max(10),
  user_quota_mb: z.number().positive().max(10_000_000).nullable(),
  max_upload_mb: z.number().positive().max(1_000_000).nullable(),
  rca_default_priority: z.enum(RCA_PRIORITIES),
  rca_default_client_id: z.string().trim().max(100),
  rca_max_iterations: z.number().int().min(1).max(50),
};

/** Organization settings kept on the server (admin Settings tab), with their defaults. */
export const organizationSettingsSchema = z
  .object({
    default_model: settingsFields.default_model.default('analyst'),
    enabled_providers: settingsFields.enabled_providers.default([
      'analyst',
      'openai',
      'anthropic',
      'openai_compatible',
    ]),
    user_quota_mb: settingsFields.user_quota_mb.default(null),
    max_upload_mb: settingsFields.max_upload_mb.default(null),
    rca_default_priority: settingsFields.rca_default_priority.default('medium'),
    rca_default_client_id: settingsFields.rca_default_client_id.default('demo'),
    rca_max_iterations: settingsFields.rca_max_iterations.default(10),
  })
  .strict();
/**
 * PUT /api/admin/settings/: only the fields sent. No defaults here, or saving one field would
 * put every other one back to its default.
 */
export const organizationSettingsUpdateSchema = z.object(settingsFields).partial().strict();

export const planSchema = z.enum(PLANS);

/** PUT /api/admin/organization/ */
export const organizationUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'The organization needs a name').max(200).optional(),
    plan: planSchema.optional(),
  })
  .strict();

/** `organization` of GET /api/admin/organization/: the organization, its members and its usage. */
export const organizationDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  plan: planSchema,
  created_at: z.string(),
  members: z.number().int(),
  storage: z.object({
    used_bytes: z.number(),
    quota_bytes: z.number(),
    per_user_quota_bytes: z.number(),
  }),
  /** `limit` is null for an unlimited plan. */
  data_sources: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});

/** A request sent through the landing page's contact form, as the operator's admins list it. */
export const contactRequestEntrySchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  role: z.string(),
  interest: z.string(),
  message: z.string(),
  status: z.enum(contactStatuses),
  created_at: z.string(),
});

/** GET /api/admin/contact-requests/ */
export const contactRequestListResponseSchema = z.object({
  success: z.literal(true),
  contact_requests: z.array(contactRequestEntrySchema),
  pagination: paginationSchema,
});

/** Query of GET /api/admin/analytics/: the last `days` UTC days, today included. */
export const usageAnalyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});

const dailyCountSchema = z.object({ date: z.iso.date(), count: z.number().int().min(0) });

/** The Analytics tab's figures: `data` of GET /api/admin/analytics/. */
export const usageAnalyticsSchema = z.object({
  days: z.number().int(),
  from: z.iso.date(),
  to: z.iso.date(),
  messages_per_day: z.array(dailyCountSchema),
  active_users_per_day: z.array(dailyCountSchema),
  rca: z.object({
    runs: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int(),
    /** completed / (completed + failed), 0 to 1; 0 when nothing finished. */
    success_rate: z.number(),
    per_day: z.array(dailyCountSchema),
  }),
  storage_by_user: z.array(z.object({ username: z.string(), bytes: z.number().int().min(0) })),
  tool_calls: z.array(z.object({ tool: z.string(), count: z.number().int().min(0) })),
  /** Where tool calls were counted from. */
  tool_calls_source: z.enum(['tool_call_log', 'assistant_messages']),
});

const schemasMatchTypes: [
  Checks<typeof adminCreateUserSchema, AdminCreateUser>,
  Checks<typeof adminUserSchema, AdminUser>,
  Checks<typeof adminUserListResponseSchema, AdminUserListResponse>,
  Checks<typeof adminUserResponseSchema, AdminUserResponse>,
  Checks<typeof auditLogEntrySchema, AuditLogEntry>,
  Checks<typeof auditLogResponseSchema, AuditLogResponse>,
  ParsesTo<typeof organizationSettingsSchema, OrganizationSettings>,
  Checks<typeof planSchema, Plan>,
  Checks<typeof organizationDetailsSchema, OrganizationDetails>,
  Checks<typeof contactRequestEntrySchema, ContactRequestEntry>,
  Checks<typeof contactRequestListResponseSchema, ContactRequestListResponse>,
  Checks<typeof dailyCountSchema, DailyCount>,
  Checks<typeof usageAnalyticsSchema, UsageAnalytics>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
void schemasMatchTypes;
