// Accounts and sign-in on the wire, the schemas. Their types are zod-free in ./auth-types.
import { z } from 'zod';
import {
  RESPONSE_STYLES,
  ROLES,
  type AuthTokens,
  type LoginRequest,
  type LoginResponse,
  type Personalization,
  type ProfileUpdate,
  type RefreshResponse,
  type User,
  type ValidateResponse,
} from './auth-types';
import type { Checks, ParsesTo } from './schema-checks';

export * from './auth-types';

export const roleSchema = z.enum(ROLES);

/** Personalization chosen in the Settings modal; goes into the assistant's context. */
export const responseStyleSchema = z.enum(RESPONSE_STYLES);
export const personalizationSchema = z.object({
  role: z.string().max(200).default(''),
  bio: z.string().max(2000).default(''),
  responseStyle: responseStyleSchema.default('balanced'),
});

export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
});

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  organizationId: z.string(),
  organization: organizationSummarySchema,
  lastLogin: z.string().nullable(),
  personalization: personalizationSchema,
});

export const authTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.string().default('Bearer'),
});

/** POST /api/auth/login/ — username and organization code are trimmed by client and server. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(150),
  password: z.string().min(1, 'Password is required').max(1024),
  organization_code: z.string().trim().min(1, 'Organization code is required').max(64),
});

export const loginResponseSchema = z.object({
  success: z.literal(true),
  tokens: authTokensSchema,
  user: userSchema,
});

/** GET /api/auth/validate/ */
export const validateResponseSchema = z.object({
  success: z.literal(true),
  valid: z.literal(true),
  user: userSchema,
});

/** POST /api/auth/refresh/ */
export const refreshRequestSchema = z.object({
  refresh_token: z.string().min(1, 'refresh_token is required').max(512),
});
export const refreshResponseSchema = z.object({ success: z.literal(true), tokens: authTokensSchema });

/** POST /api/auth/logout/ — the refresh token is optional; with it, its whole family is revoked. */
export const logoutRequestSchema = z.object({ refresh_token: z.string().max(512).optional() }).optional();

/** PUT /api/auth/profile/ — the caller edits their own names, email and personalization. */
export const profileUpdateSchema = z
  .object({
    firstName: z.string().trim().max(150).optional(),
    lastName: z.string().trim().max(150).optional(),
    email: z.union([z.email('Enter a valid email address').max(254), z.literal('')]).optional(),
    personalization: personalizationSchema.partial().optional(),
  })
  .strict();
export const profileResponseSchema = z.object({ success: z.literal(true), user: userSchema });

const schemasMatchTypes: [
  ParsesTo<typeof personalizationSchema, Personalization>,
  ParsesTo<typeof userSchema, User>,
  ParsesTo<typeof authTokensSchema, AuthTokens>,
  Checks<typeof loginRequestSchema, LoginRequest>,
  ParsesTo<typeof loginResponseSchema, LoginResponse>,
  ParsesTo<typeof validateResponseSchema, ValidateResponse>,
  ParsesTo<typeof refreshResponseSchema, RefreshResponse>,
  Checks<typeof profileUpdateSchema, ProfileUpdate>,
] = [true, true, true, true, true, true, true, true];
void schemasMatchTypes;
