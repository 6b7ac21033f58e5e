import type { z } from 'zod';

/**
 * Holds when every value of schema S, before and after parsing, is a T: how a schema module
 * checks its schemas against the zod-free types it mirrors, when the package typechecks.
 */
export type Checks<S extends z.ZodType, T> = [z.input<S>, z.output<S>] extends [T, T] ? true : never;
