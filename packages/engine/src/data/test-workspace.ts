/**
 * Test set-up for tests over files loaded into a workspace: a fresh workspace in a temporary folder
 * before the file's tests, removed after them. `load` writes a CSV into it and registers it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DatasetInfo, DatasetRegistry } from './registry';
import { DatasetWorkspaces } from './workspaces';

export interface TestWorkspace {
  /** Set once the workspace is open (inside tests). */
  registry: DatasetRegistry;
  /** Writes a CSV (one line per array item), registers it and returns its info. */
  load(name: string, lines: string[]): Promise<DatasetInfo>;
  /** One column's values, in file order. */
  values(info: DatasetInfo, column: string): Promise<unknown[]>;
}

/** A workspace whose temporary folder's name starts with `prefix`. */
export function useTestWorkspace(prefix: string): TestWorkspace {
  let root = '';
  let workspaces: DatasetWorkspaces | undefined;
  const dir = () => join(root, 'files', 'org', 'ana');
  const workspace: TestWorkspace = {
    registry: undefined as unknown as DatasetRegistry,
    async load(name, lines) {
      const file = join(dir(), name);
      await writeFile(file, `${lines.join('\n')}\n`);
      return workspace.registry.register(file);
    },
    values: async (info, column) =>
      (await workspace.registry.query(`SELECT "${column}" AS v FROM ${info.name}`)).rows.map((r) => r.v),
  };
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), prefix));
    await mkdir(dir(), { recursive: true });
    workspaces = new DatasetWorkspaces({ cacheRoot: join(root, 'cache'), filesRootOf: (o, u) => join(root, 'files', o, u) });
    workspace.registry = await workspaces.forWorkspace('org', 'ana');
  });
  afterAll(async () => {
    await workspaces?.closeAll();
    await rm(root, { recursive: true, force: true });
  });
  return workspace;
}
