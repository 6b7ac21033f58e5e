/**
 * Opens a throwaway workspace with the three sample datasets registered. Used by tests, the
 * question-set accuracy run and the benchmark, and handy for trying the planner from a REPL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatasetRegistry } from '../data/registry';

export const SAMPLES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../samples');
export const SAMPLE_FILES = ['ecommerce_orders.csv', 'saas_subscriptions.csv', 'web_traffic.csv'];

export interface SampleWorkspace {
  registry: DatasetRegistry;
  dispose(): Promise<void>;
}

export async function openSampleWorkspace(): Promise<SampleWorkspace> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'engine-samples-'));
  const registry = await DatasetRegistry.open({ cacheDir, dataDirs: [SAMPLES_DIR] });
  for (const file of SAMPLE_FILES) await registry.register(join(SAMPLES_DIR, file));
  return {
    registry,
    async dispose() {
      await registry.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
