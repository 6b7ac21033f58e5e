import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { users } from '../auth/tables';

/**
 * Google Sheets a user connected by link. The sheet's CSV lives in the user's files (`file_path`,
 * relative to their root); this row remembers where it came from so it can be downloaded again.
 * Always read with the caller's organization and user.
 */
export const googleSheetConnections = pgTable(
  'google_sheet_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The link as the user pasted it. */
    url: text('url').notNull(),
    spreadsheetId: text('spreadsheet_id').notNull(),
    /** The tab (gid) to export; '0' is the first tab. */
    gid: text('gid').notNull().default('0'),
    /** True for 'Publish to the web' links (`/d/e/{id}/pub`), which export differently. */
    published: boolean('published').notNull().default(false),
    filePath: text('file_path').notNull(),
    datasetName: text('dataset_name'),
    status: text('status', { enum: ['connected', 'error'] })
      .notNull()
      .default('connected'),
    lastError: text('last_error'),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('google_sheet_connections_user_path_unique').on(t.organizationId, t.userId, t.filePath),
    index('google_sheet_connections_org_idx').on(t.organizationId),
  ],
);
