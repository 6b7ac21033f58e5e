import type { z } from 'zod';

/**
 * Holds when every value of schema S, before and after parsing, is a T: how a schema module
 * checks its schemas against the zod-free types it mirrors, when the package typechecks.
 */
export type Checks<S extends z.ZodType, T> = [z.input<S>, z.output<S>] extends [T, T] ? true : never;

/**
 * Holds when every value schema S parses to is a T, and every T is a value it parses to: for a
 * schema with defaults, whose input may leave fields out that its output always has.
 */
export type ParsesTo<S extends z.ZodType, T> = [z.output<S>, T] extends [T, z.output<S>] ? true : never;
