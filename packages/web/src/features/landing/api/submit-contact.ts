import { useMutation } from '@tanstack/react-query';
import type { ContactRequestInput } from '@ai-analyst/contract/contact';
import { ApiError, api } from '../../../lib/api-client';

interface ContactBody {
  success?: boolean;
  id?: string;
  error?: string;
}

/** POST /api/contact/: stores the message for the sales team; answers {success, id} or {success:false, error}. */
export async function submitContact(body: ContactRequestInput): Promise<{ id: string }> {
  const response = await api.post<ContactBody>('/contact/', body, { redirectOnAuthFailure: false });
  if (!response?.success || !response.id)
    throw new ApiError(200, response?.error || 'Failed to send your message', response?.error, response);
  return { id: response.id };
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}

/** What to tell the visitor when sending failed. */
export function contactErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverError ?? error.message;
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return error instanceof Error && error.message ? error.message : 'Failed to send your message';
}
