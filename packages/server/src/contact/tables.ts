import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Requests sent from the public landing page's contact form; the operator's admins list them and
 * move each from new to read to handled (or back).
 */
export const contactRequests = pgTable('contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  company: text('company').notNull(),
  role: text('role').notNull(),
  interest: text('interest').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  status: text('status', { enum: ['new', 'read', 'handled'] })
    .notNull()
    .default('new'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
