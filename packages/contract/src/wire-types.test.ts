// The contract is the only place the wire is written: no other package declares a type under a
// name the contract exports. Importing or re-exporting the contract's type is fine; declaring
// another `type X =` or `interface X` is a copy that drifts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packages = path.resolve(import.meta.dirname, '../..');

/**
 * Names the contract exports that mean something else where they are declared, with why. A
 * wire type copied on purpose does not belong here.
 */
const OTHER_MEANINGS: Record<string, string> = {
  'engine/src/planner/planner.ts Plan': "the planner's query plan, not an organization's plan",
  'web/src/features/landing/components/pricing-tab.tsx Plan': 'a pricing card of the landing page',
  'server/src/mcp/external.ts Connection': 'a live connection to an external MCP server',
  'web/src/features/chat/components/modals/settings-modal.tsx Personalization':
    "an alias of the contract's own User['personalization']",
  'engine/src/rca/investigate-types.ts Hypothesis':
    'the investigation keeps impact and likelihood as levels; the wire carries them as strings',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Top-level `type X =` / `interface X` declarations (exported or not) of a source text. */
export function declaredTypes(source: string): string[] {
  const pattern = /^(?:export\s+)?(?:declare\s+)?(?:type\s+([A-Z]\w*)\s*(?:<[^=]*>)?\s*=|interface\s+([A-Z]\w*)\b)/gm;
  return [...source.matchAll(pattern)].map((m) => (m[1] ?? m[2]) as string);
}

function contractTypeNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(packages, 'contract/src'))) {
    if (file.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^export\s+(?:type|interface)\s+([A-Z]\w*)/gm)) names.add(m[1] as string);
  }
  return names;
}

describe('wire types', () => {
  it('finds declarations and leaves imports and re-exports alone', () => {
    const source = [
      "import type { TableItem } from '@ai-analyst/contract/render-items';",
      "export type { ChartItem } from '@ai-analyst/contract/render-items';",
      'export interface TableItem {',
      '  type: string;',
      '}',
      'type Cell<T> = T | null;',
      '  type Nested = string;',
    ].join('\n');
    expect(declaredTypes(source)).toEqual(['TableItem', 'Cell']);
  });

  it('are declared in the contract only', () => {
    const wire = contractTypeNames();
    expect(wire.size).toBeGreaterThan(50);
    const copies: string[] = [];
    const allowedSeen = new Set<string>();
    for (const pkg of ['web', 'engine', 'server']) {
      for (const file of sourceFiles(path.join(packages, pkg, 'src'))) {
        const relative = path.relative(packages, file).split(path.sep).join('/');
        for (const name of declaredTypes(fs.readFileSync(file, 'utf8'))) {
          if (!wire.has(name)) continue;
          const key = `${relative} ${name}`;
          if (key in OTHER_MEANINGS) allowedSeen.add(key);
          else copies.push(key);
        }
      }
    }
    expect(copies, 'import these types from @ai-analyst/contract instead of declaring them again').toEqual([]);
    // An exception whose declaration is gone is dropped from the list.
    expect([...allowedSeen].sort()).toEqual(Object.keys(OTHER_MEANINGS).sort());
  });
});
