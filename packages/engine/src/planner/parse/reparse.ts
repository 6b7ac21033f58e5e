/**
 * A module that rewrites a question and parses the new wording must not rewrite that wording
 * again: each such module keeps its own guard, held while its rewritten question is parsed. The
 * guards are separate, so one module's rewrite may still be rewritten by another.
 */
import type { Parsed } from './types';

export interface RewriteGuard {
  /** Whether this module's rewritten question is being parsed now. */
  readonly busy: boolean;
  /** Runs `read` with the guard held; undefined, without running it, when the guard is already held. */
  once<T>(read: () => T): T | undefined;
  /** `parse(text)` with the guard held; undefined when already inside this module's rewrite. */
  reparseOnce(parse: (text: string) => Parsed, text: string): Parsed | undefined;
}

/** A new guard for one rewriting module (create it once, at module level). */
export function rewriteGuard(): RewriteGuard {
  let busy = false;
  const once = <T>(read: () => T): T | undefined => {
    if (busy) return undefined;
    busy = true;
    try {
      return read();
    } finally {
      busy = false;
    }
  };
  return {
    get busy() {
      return busy;
    },
    once,
    reparseOnce: (parse, text) => once(() => parse(text)),
  };
}
