import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The folders of the server's code import each other without cycles: a feature that needs
 * another's data goes through that feature's service, and when two features need each other one
 * of them declares the interface it calls and app.ts plugs the other in (as the assistant does
 * with `ChatInvestigations` and `ConnectedTables`). Tests are left out: only the running code's
 * graph counts. The schema index (platform/db/schema.ts) gathers every feature's tables for
 * Drizzle and is left out too; ESLint keeps the rest of platform/ free of features.
 */

const SRC = path.dirname(new URL(import.meta.url).pathname);
const SCHEMA_INDEX = path.join('platform', 'db', 'schema.ts');

type Graph = Map<string, Map<string, string[]>>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Folder → folder it imports → the importing files (relative to src/). Root files (app.ts, main.ts) compose and are left out. */
function folderGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(SRC)) {
    const relative = path.relative(SRC, file);
    const [from, ...rest] = relative.split(path.sep);
    if (!from || rest.length === 0 || relative === SCHEMA_INDEX) continue;
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.relative(SRC, path.resolve(path.dirname(file), fileName)).split(path.sep);
      const to = target[0];
      if (!to || to === from || to === '..' || target.length === 1) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), relative]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The strongly connected groups of two or more folders (Tarjan): each one is a cycle. */
function cyclesOf(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

function describeCycle(graph: Graph, group: string[]): string {
  const edges = group.flatMap((from) =>
    group
      .filter((to) => graph.get(from)?.has(to))
      .map((to) => `  ${from} → ${to} (${graph.get(from)!.get(to)!.slice(0, 3).join(', ')})`),
  );
  return [`cycle between ${group.join(', ')}:`, ...edges].join('\n');
}

describe('server folder boundaries', () => {
  it('finds a cycle in a graph that has one, and none in a chain', () => {
    const edge = (pairs: [string, string][]): Graph => {
      const graph: Graph = new Map();
      for (const [from, to] of pairs) graph.set(from, new Map([...(graph.get(from) ?? []), [to, ['x.ts']]]));
      return graph;
    };
    expect(cyclesOf(edge([['a', 'b'], ['b', 'c'], ['c', 'a'], ['c', 'd']]))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(edge([['a', 'b'], ['b', 'c'], ['a', 'c']]))).toEqual([]);
  });

  it('has no import cycle between the folders of src/', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('chat')?.has('auth')).toBe(true);
    const cycles = cyclesOf(graph).map((group) => describeCycle(graph, group));
    expect(cycles, cycles.join('\n')).toEqual([]);
  });
});
