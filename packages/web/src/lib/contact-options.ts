// The choices of the contact form, with the words people read (the form and the admin inbox).
import type { contactInterests, contactRoles } from '@ai-analyst/contract/contact-types';

export const roleOptions: { value: (typeof contactRoles)[number]; label: string }[] = [
  { value: 'ceo', label: 'CEO' },
  { value: 'cto', label: 'CTO' },
  { value: 'data', label: 'Data / Analytics' },
  { value: 'it', label: 'IT' },
  { value: 'other', label: 'Other' },
];

export const interestOptions: { value: (typeof contactInterests)[number]; label: string }[] = [
  { value: 'pricing', label: 'Pricing' },
  { value: 'demo', label: 'Product demo' },
  { value: 'integration', label: 'Integration' },
  { value: 'custom', label: 'Custom solution' },
  { value: 'support', label: 'Support' },
];

/** The label of a stored code; an unknown code is shown as it is. */
export const roleLabel = (code: string) => roleOptions.find((o) => o.value === code)?.label ?? code;
export const interestLabel = (code: string) => interestOptions.find((o) => o.value === code)?.label ?? code;
