/**
 * The set-up the connector test files share (with test-databases.ts): which local servers answer,
 * a suffix that keeps each run's throwaway databases apart, the same rows as the file `orders`
 * in a DuckDB workspace for the whole test file, and per engine a throwaway database holding
 * them, its connector and a tool context where the connected reference runs in the database and
 * `orders` on the file. The hooks are registered where the functions are called (top level or
 * inside a describe); the returned objects are filled before the first test.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ToolContext } from '../tools/types';
import { connectedOrders, ordersWorkspace, serverAvailable, type OrderRow } from './test-databases';
import type { Connector, ConnectorLimits } from './types';

/** Keeps the databases of concurrent or leftover runs apart. */
export const RUN_SUFFIX = `${process.pid}_${Date.now() % 100_000}`;

/** The engines with whether their local server answers (on CI an absent one fails). */
export async function testEngines() {
  return [
    { engine: 'postgres' as const, available: await serverAvailable('postgres') },
    { engine: 'mysql' as const, available: await serverAvailable('mysql') },
  ];
}

export type OrdersWorkspace = Awaited<ReturnType<typeof ordersWorkspace>>;

/** `rows` as the file dataset `orders`, opened before the file's tests and removed after them. */
export function useOrdersWorkspace(rows: OrderRow[]): { readonly files: OrdersWorkspace } {
  const state: { files?: OrdersWorkspace } = {};
  beforeAll(async () => {
    state.files = await ordersWorkspace(rows);
  }, 60_000);
  afterAll(() => state.files?.close());
  return {
    get files() {
      if (!state.files) throw new Error('The workspace is opened in beforeAll');
      return state.files;
    },
  };
}

export interface ConnectedSetup {
  db: Awaited<ReturnType<typeof connectedOrders>>;
  connector: Connector;
  /** The connected table as tools name it (`{engine}:test/{schema}.orders`, or the given dataset). */
  reference: string;
  /** `reference` runs inside the database; `orders` on the workspace's file. */
  ctx: ToolContext;
}

/**
 * A throwaway database of `engine` named `{prefix}_{engine}_{RUN_SUFFIX}` holding `rows`, for the
 * tests of one describe block (nothing is opened when the server is not available).
 */
export function useConnectedOrders(options: {
  engine: 'postgres' | 'mysql';
  available: boolean;
  prefix: string;
  rows: OrderRow[];
  workspace: { readonly files: OrdersWorkspace };
  limits?: Partial<ConnectorLimits>;
  dataset?: string;
}): ConnectedSetup {
  const setup = {} as ConnectedSetup;
  beforeAll(async () => {
    if (!options.available) return;
    const db = await connectedOrders(
      options.engine,
      `${options.prefix}_${options.engine}_${RUN_SUFFIX}`,
      options.rows,
      options.limits,
      options.dataset,
    );
    Object.assign(setup, {
      db,
      connector: db.connector,
      reference: db.reference,
      ctx: {
        registry: options.workspace.files.registry,
        connected: (d: string) => (d === db.reference ? db.source : undefined),
      },
    });
  }, 120_000);
  afterAll(async () => {
    if (options.available) await setup.db?.close();
  });
  return setup;
}
