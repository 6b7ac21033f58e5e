import { describe, expect, it } from 'vitest';
import { rewriteGuard } from './reparse';
import type { Parsed } from './types';

const parsedAs = (text: string): Parsed => ({ ignored: [text], confidence: 1 });

describe('rewrite guard', () => {
  it('parses the rewritten text once and refuses a rewrite inside it', () => {
    const guard = rewriteGuard();
    const inner: (Parsed | undefined)[] = [];
    const parse = (text: string) => {
      inner.push(guard.reparseOnce(parsedAs, `${text} again`));
      return parsedAs(text);
    };
    expect(guard.reparseOnce(parse, 'total sales')?.ignored).toEqual(['total sales']);
    expect(inner).toEqual([undefined]);
    expect(guard.busy).toBe(false);
  });

  it('is held only while the read runs, and released when it throws', () => {
    const guard = rewriteGuard();
    expect(guard.once(() => guard.busy)).toBe(true);
    expect(() =>
      guard.once(() => {
        throw new Error('no reading');
      }),
    ).toThrow('no reading');
    expect(guard.busy).toBe(false);
    expect(guard.once(() => 'read')).toBe('read');
  });

  it("keeps each module's guard apart", () => {
    const first = rewriteGuard();
    const second = rewriteGuard();
    expect(first.once(() => second.once(() => 'nested'))).toBe('nested');
  });
});
