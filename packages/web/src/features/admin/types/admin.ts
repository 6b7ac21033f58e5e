// Wire shapes of the admin API that the contract does not describe yet (organization details,
// contact requests). They mirror packages/server/src/admin/*; the contract's
// own types are imported as types only, so zod never reaches the admin chunk.
import type {
  AdminUser,
  AuditLogEntry,
  DailyCount,
  OrganizationSettings,
  UsageAnalytics,
} from '@ai-analyst/contract/admin';
import type { Pagination } from '@ai-analyst/contract/common';

export type { AdminUser, AuditLogEntry, DailyCount, OrganizationSettings, Pagination, UsageAnalytics };

export type Role = AdminUser['role'];
export type UserStatus = AdminUser['status'];
export type Plan = 'starter' | 'professional' | 'enterprise';

export interface UserListResponse {
  success: boolean;
  users: AdminUser[];
  pagination: Pagination;
}

export interface UserResponse {
  success: boolean;
  user: AdminUser;
  /** Present only when the server generated the password: shown once, never again. */
  temporary_password?: string;
}

export interface AuditLogResponse {
  success: boolean;
  logs: AuditLogEntry[];
  actions: string[];
  pagination: Pagination;
}

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

export interface ContactRequest {
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

export type ContactStatus = 'new' | 'read' | 'handled';

export interface ContactRequestResponse {
  success: boolean;
  contact_requests: ContactRequest[];
  pagination: Pagination;
}
