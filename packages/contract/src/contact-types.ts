/** The landing page's contact form on the wire, as constants and types only (no zod). */

export const contactRoles = ['ceo', 'cto', 'data', 'it', 'other'] as const;
export const contactInterests = ['pricing', 'demo', 'integration', 'custom', 'support'] as const;

/** Where an admin is with a contact request. */
export const contactStatuses = ['new', 'read', 'handled'] as const;
export type ContactStatus = (typeof contactStatuses)[number];
