/**
 * The administration API on the wire, as types and constants only (no zod): users as the admin
 * panel lists them, the audit log, the organization with its settings and plan, contact requests
 * and usage analytics. The schemas that check them are in ./admin.
 */
import type { Role } from './auth-types';
import type { Pagination } from './common-types';
import type { ContactStatus } from './contact-types';

/** POST /api/admin/users/ — without a password, a temporary one is generated and shown once. */
export interface AdminCreateUser {
  username: string;
  password?: string | undefined;
  role?: Role | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
}

export type UserStatus = 'active' | 'disabled';

/** A user as the admin panel lists it. */
export interface AdminUser {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  status: UserStatus;
  last_login: string | null;
  created_at: string;
}

/** GET /api/admin/users/ */
export interface AdminUserListResponse {
  success: true;
  users: AdminUser[];
  pagination: Pagination;
}

/** A created, changed or reset user. */
export interface AdminUserResponse {
  success: true;
  user: AdminUser;
  /** Present only when the server generated the password: shown once, never again. */
  temporary_password?: string | undefined;
}

export interface AuditLogEntry {
  id: string;
  action: string;
  actor_username: string;
  actor_user_id: string | null;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  request_id: string | null;
  created_at: string;
}

/** GET /api/admin/audit-logs/: a page of entries and every action recorded, for the filter. */
export interface AuditLogResponse {
  success: true;
  logs: AuditLogEntry[];
  actions: string[];
  pagination: Pagination;
}

export const SETTINGS_PROVIDERS = ['analyst', 'openai', 'anthropic', 'openai_compatible'] as const;
export const RCA_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;

/** Organization settings kept on the server (admin Settings tab). */
/** A type, not an interface, so that it fits where a settings record is taken. */
export type OrganizationSettings = {
  default_model: string;
  enabled_providers: (typeof SETTINGS_PROVIDERS)[number][];
  user_quota_mb: number | null;
  max_upload_mb: number | null;
  rca_default_priority: (typeof RCA_PRIORITIES)[number];
  rca_default_client_id: string;
  rca_max_iterations: number;
};

export const PLANS = ['starter', 'professional', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** Data sources allowed per plan (null: unlimited). */
export const planDataSourceLimits = { starter: 10, professional: 50, enterprise: null } as const;

/** `organization` of GET /api/admin/organization/: the organization, its members and its usage. */
export interface OrganizationDetails {
  id: string;
  name: string;
  code: string;
  plan: Plan;
  created_at: string;
  members: number;
  storage: { used_bytes: number; quota_bytes: number; per_user_quota_bytes: number };
  /** `limit` is null for an unlimited plan. */
  data_sources: { used: number; limit: number | null };
}

/** A request sent through the landing page's contact form, as the operator's admins list it. */
export interface ContactRequestEntry {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  role: string;
  interest: string;
  message: string;
  status: ContactStatus;
  created_at: string;
}

/** GET /api/admin/contact-requests/ */
export interface ContactRequestListResponse {
  success: true;
  contact_requests: ContactRequestEntry[];
  pagination: Pagination;
}

export interface DailyCount {
  date: string;
  count: number;
}

/** The Analytics tab's figures: `data` of GET /api/admin/analytics/. */
export interface UsageAnalytics {
  days: number;
  from: string;
  to: string;
  messages_per_day: DailyCount[];
  active_users_per_day: DailyCount[];
  rca: {
    runs: number;
    completed: number;
    failed: number;
    /** completed / (completed + failed), 0 to 1; 0 when nothing finished. */
    success_rate: number;
    per_day: DailyCount[];
  };
  storage_by_user: { username: string; bytes: number }[];
  tool_calls: { tool: string; count: number }[];
  /** Where tool calls were counted from. */
  tool_calls_source: 'tool_call_log' | 'assistant_messages';
}
