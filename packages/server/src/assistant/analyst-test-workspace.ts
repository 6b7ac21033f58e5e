/**
 * A throwaway dataset workspace for the built-in analyst's tests: CSV files written into one
 * user's folder and registered, and the caller's datasets as the analyst sees them (attachments
 * resolved by file name).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { DatasetWorkspaces } from '@ai-analyst/engine/data/workspaces';
import type { CallerDatasets } from '../datasets/service';

export interface AnalystTestWorkspace {
  registry: DatasetRegistry;
  datasets: CallerDatasets;
  dispose(): Promise<void>;
}

/** Writes each file (name → lines) and registers it; attachments name a file (`orders.csv`). */
export async function openAnalystWorkspace(prefix: string, files: Record<string, string[]>): Promise<AnalystTestWorkspace> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  const dir = join(root, 'files', 'org', 'ana');
  await mkdir(dir, { recursive: true });
  const workspaces = new DatasetWorkspaces({ cacheRoot: join(root, 'cache'), filesRootOf: (o, u) => join(root, 'files', o, u) });
  const registry = await workspaces.forWorkspace('org', 'ana');
  for (const [name, lines] of Object.entries(files)) {
    await writeFile(join(dir, name), `${lines.join('\n')}\n`);
    await registry.register(join(dir, name));
  }
  const datasets = {
    resolveAttachments: async (references: string[]) => {
      const listed = await registry.list();
      return references.map((reference) => ({ reference, dataset: listed.find((d) => d.fileName === reference) }));
    },
    list: async () => ({ datasets: await registry.list(), problems: [] }),
    registry: async () => registry,
  } as unknown as CallerDatasets;
  return {
    registry,
    datasets,
    dispose: async () => {
      await workspaces.closeAll();
      await rm(root, { recursive: true, force: true });
    },
  };
}
