/**
 * One dataset registry per (organization, user) workspace, opened on first use and closed when
 * it has been idle longest and too many are open. The server asks here for the caller's
 * registry on every request; nothing else hands out registries, so scoping is one call.
 */
import { join } from 'node:path';
import { DatasetRegistry, type RegistryOptions } from './registry';

export interface WorkspaceOptions {
  /** Root of all workspace caches; each workspace gets `{cacheRoot}/{org}/{user}`. */
  cacheRoot: string;
  /** Where a workspace's files live (the file manager root of that user). */
  filesRootOf: (organizationId: string, userId: string) => string;
  /** How many workspaces stay open at once (each holds two DuckDB instances and their memory). */
  maxOpen?: number;
  registry?: Pick<RegistryOptions, 'memoryLimit' | 'threads' | 'logger'>;
}

function safeSegment(id: string): string {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw new Error(`Invalid workspace id: ${JSON.stringify(id)}`);
  return id;
}

export class DatasetWorkspaces {
  private readonly open = new Map<string, Promise<DatasetRegistry>>();

  constructor(private readonly options: WorkspaceOptions) {}

  /** The registry of this caller's workspace: the only datasets their tools and SQL can see. */
  async forWorkspace(organizationId: string, userId: string): Promise<DatasetRegistry> {
    const key = `${safeSegment(organizationId)}/${safeSegment(userId)}`;
    let registry = this.open.get(key);
    if (registry) {
      this.open.delete(key); // Re-insert to mark as most recently used.
      this.open.set(key, registry);
      return registry;
    }
    registry = DatasetRegistry.open({
      ...this.options.registry,
      cacheDir: join(this.options.cacheRoot, organizationId, userId),
      dataDirs: [this.options.filesRootOf(organizationId, userId)],
    });
    this.open.set(key, registry);
    registry.catch(() => this.open.delete(key));
    await this.evict();
    return registry;
  }

  /** Closes every open workspace database (server shutdown, tests). */
  async closeAll(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    for (const r of all) await (await r.catch(() => undefined))?.close();
  }

  private async evict(): Promise<void> {
    const max = this.options.maxOpen ?? 32;
    while (this.open.size > max) {
      const [oldestKey, oldest] = this.open.entries().next().value as [string, Promise<DatasetRegistry>];
      this.open.delete(oldestKey);
      await (await oldest.catch(() => undefined))?.close();
    }
  }
}
