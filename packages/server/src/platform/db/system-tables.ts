import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide values shared by every instance, such as the generated JWT signing secret. */
export const systemSecrets = pgTable('system_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
