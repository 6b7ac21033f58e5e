import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@ai-analyst/contract/auth-types';
import { ApiError, api } from '../../../lib/api-client';

interface LoginBody {
  success?: boolean;
  tokens?: LoginResponse['tokens'];
  user?: LoginResponse['user'];
  error?: string;
}

/** POST /api/auth/login/ with the username and organization code trimmed; the password as typed. */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const body = await api.post<LoginBody>(
    '/auth/login/',
    {
      username: credentials.username.trim(),
      password: credentials.password,
      organization_code: credentials.organization_code.trim(),
    },
    { skipAuthRefresh: true },
  );
  if (!body?.success || !body.tokens || !body.user) {
    throw new ApiError(200, body?.error || 'Login failed', body?.error, body);
  }
  return { success: true, tokens: body.tokens, user: body.user };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** The text shown for a failed login: the server's error, the error's own text, else 'Login failed'. */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverError) return error.serverError;
  if (error instanceof Error && error.message) return error.message;
  return 'Login failed';
}
