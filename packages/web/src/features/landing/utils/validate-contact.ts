import { contactRequestSchema, type ContactRequestInput } from '@ai-analyst/contract/contact';

export type ContactField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'role' | 'interest' | 'message';

/** The form as typed: selects start empty, so every value is a string. */
export type ContactFormValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  role: '',
  interest: '',
  message: '',
};

const requiredMessages: Partial<Record<ContactField, string>> = {
  email: 'Email is required',
  role: 'Choose a role',
  interest: 'Choose an interest',
};

/**
 * Checks the form against the contract's schema (the same one the server applies) and returns
 * the request body, or one message per invalid field.
 */
export function validateContact(
  values: ContactFormValues,
): { ok: true; body: ContactRequestInput } | { ok: false; errors: ContactErrors } {
  const result = contactRequestSchema.safeParse({ ...values, email: values.email.trim() });
  if (result.success) return { ok: true, body: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = values[field].trim() === '' ? (requiredMessages[field] ?? issue.message) : issue.message;
  }
  return { ok: false, errors };
}
