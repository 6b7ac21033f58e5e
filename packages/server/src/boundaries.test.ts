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

/** Each table's feature: the folder whose tables.ts declares it (system tables are platform's). */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const declare = (file: string, owner: string) => {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/^export const (\w+) = pgTable\(/gm))
      owners.set(m[1] as string, owner);
  };
  for (const entry of fs.readdirSync(SRC, { withFileTypes: true })) {
    const tables = path.join(SRC, entry.name, 'tables.ts');
    if (entry.isDirectory() && fs.existsSync(tables)) declare(tables, entry.name);
  }
  declare(path.join(SRC, 'platform', 'db', 'system-tables.ts'), 'platform');
  return owners;
}

/**
 * Every read of another feature's table: `file → table (owner)` for each value import of a table
 * from the schema index or from another feature's tables.ts. A feature's own tables.ts may name
 * other tables (foreign keys), and type-only imports read no data; both are left out.
 */
function foreignTableReads(owners: Map<string, string>): string[] {
  const reads: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const relative = path.relative(SRC, file);
    const [from, ...rest] = relative.split(path.sep);
    if (!from || rest.length === 0 || relative === SCHEMA_INDEX || rest.join('/') === 'tables.ts') continue;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      if (!clause || clause.isTypeOnly || !named || !ts.isNamedImports(named)) continue;
      const target = path.relative(SRC, path.resolve(path.dirname(file), statement.moduleSpecifier.text));
      const isTables = target === SCHEMA_INDEX.replace(/\.ts$/, '') || /^[^/]+\/tables$/.test(target.split(path.sep).join('/'));
      if (!isTables) continue;
      for (const element of named.elements) {
        if (element.isTypeOnly) continue;
        const table = (element.propertyName ?? element.name).text;
        const owner = owners.get(table);
        if (owner && owner !== from && owner !== 'platform') reads.push(`${relative} → ${table} (${owner})`);
      }
    }
  }
  return reads.sort();
}

/**
 * Reads of another feature's tables that stay, each with its reason. Nothing else may be added:
 * a feature asks the owner's exported service instead.
 */
const ALLOWED_READS: Record<string, string> = {
  'auth/authenticate.ts → organizations (organizations)':
    'a caller is loaded with their organization in one query: with the session on every request, or as the owner of work done outside a request (callerOfAccount)',
  'auth/service.ts → organizations (organizations)':
    'a sign-in finds the user by organization code and username in one query',
};

/**
 * Reads still to move behind the owner's service: none are left. The test fails when a listed one
 * is gone, so the list only shrinks. Entries name the reading folder, not the file, so that moving
 * code inside a folder leaves them true.
 */
const PENDING_READS: string[] = [];

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

  it("reads another feature's tables only through that feature's exported service", () => {
    const owners = tableOwners();
    expect(owners.get('messages')).toBe('chat');
    expect(owners.get('systemSecrets')).toBe('platform');
    const reads = foreignTableReads(owners);
    const byFolder = new Set(reads.map((read) => read.replace(/^([^/]+)\/[^ ]+/, '$1')));
    const unexpected = reads.filter(
      (read) => !(read in ALLOWED_READS) && !PENDING_READS.includes(read.replace(/^([^/]+)\/[^ ]+/, '$1')),
    );
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    const gone = PENDING_READS.filter((read) => !byFolder.has(read));
    expect(gone, `no longer read, remove from PENDING_READS:\n${gone.join('\n')}`).toEqual([]);
  });
});
