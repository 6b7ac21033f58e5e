// Columns many tables share, each the same in SQL wherever it stands: the random UUID key, the
// required references to the owning rows, JSON columns that are never null, and the row's
// timestamps. Tables import them as one namespace: `import * as column from '…/platform/db/columns'`.
import { sql } from 'drizzle-orm';
import { jsonb, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `id`: a random UUID, the primary key. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A required reference to another table's row: deleting that row deletes this one. */
export const cascadingReference = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A JSON object that is never null: `{}` until written. */
export const jsonObject = <T, N extends string = string>(name: N) =>
  jsonb(name)
    .$type<T>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/** A JSON list that is never null: `[]` until written. */
export const jsonList = <T extends unknown[], N extends string = string>(name: N) =>
  jsonb(name)
    .$type<T>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed (the code that changes it sets it). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
