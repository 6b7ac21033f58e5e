/**
 * Accounts and sign-in on the wire, as types and constants only (no zod): roles, the user as the
 * server presents it (camelCase, as the web client reads it), personalization and tokens. The
 * schemas that check them are in ./auth.
 */

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const RESPONSE_STYLES = ['concise', 'balanced', 'detailed'] as const;
export type ResponseStyle = (typeof RESPONSE_STYLES)[number];

/** Personalization chosen in the Settings modal; goes into the assistant's context. */
export interface Personalization {
  role: string;
  bio: string;
  responseStyle: ResponseStyle;
}

export interface OrganizationSummary {
  id: string;
  name: string;
  code: string;
}

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  organizationId: string;
  organization: OrganizationSummary;
  lastLogin: string | null;
  personalization: Personalization;
}

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
}

/** POST /api/auth/login/ */
export interface LoginRequest {
  username: string;
  password: string;
  organization_code: string;
}

export interface LoginResponse {
  success: true;
  tokens: AuthTokens;
  user: User;
}

/** GET /api/auth/validate/ */
export interface ValidateResponse {
  success: true;
  valid: true;
  user: User;
}

/** POST /api/auth/refresh/ */
export interface RefreshResponse {
  success: true;
  tokens: AuthTokens;
}

/** PUT /api/auth/profile/ — the caller edits their own names, email and personalization. */
export interface ProfileUpdate {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  personalization?: Partial<Personalization> | undefined;
}
