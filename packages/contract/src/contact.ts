// The landing page's contact form, the schemas; its constants are zod-free in ./contact-types.
import { z } from 'zod';
import { contactInterests, contactRoles, contactStatuses } from './contact-types';

export * from './contact-types';

/** POST /api/contact/ — the landing page's contact form. Every field but phone is required. */
export const contactRequestSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(150),
  lastName: z.string().trim().min(1, 'Last name is required').max(150),
  email: z.email('Enter a valid email address').max(254),
  phone: z.string().trim().max(50).optional().default(''),
  company: z.string().trim().min(1, 'Company is required').max(200),
  role: z.enum(contactRoles, { message: 'Choose a role' }),
  interest: z.enum(contactInterests, { message: 'Choose an interest' }),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), id: z.string() });

/** PATCH /api/admin/contact-requests/:id/ — the operator's admins mark a request read or handled. */
export const contactStatusUpdateSchema = z.object({
  status: z.enum(contactStatuses, { message: 'The status must be new, read or handled' }),
});
