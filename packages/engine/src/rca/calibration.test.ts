import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investigate } from './investigate.js';
import type { SqlRunner } from './investigate-types.js';

/**
 * Calibration of the overall confidence over many seeded tables: when the investigation says High
 * (≥ 0.8) it names the planted segment, and on tables without any planted change it never does.
 */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const REGIONS = ['North', 'South', 'East', 'West', 'Central'];
const CHANNELS = ['Online', 'Retail', 'Partner', 'Phone'];
const DAYS = 28;

let connection: DuckDBConnection;
const runner: SqlRunner = {
  async all(sql: string) {
    return (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
  },
};

/** A table with ±8 % noise; when `planted`, that region and channel move by `factor` in the last week. */
async function table(
  name: string,
  seed: number,
  planted?: { region: string; channel: string; factor: number },
) {
  const next = random(seed);
  const rows: string[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(Date.UTC(2024, 0, 1 + d)).toISOString().slice(0, 10);
    for (const [r, region] of REGIONS.entries())
      for (const [c, channel] of CHANNELS.entries()) {
        const hit = planted && d >= DAYS - 7 && planted.region === region && planted.channel === channel;
        const value = (50 + 15 * r + 10 * c) * (1 + (next() - 0.5) * 0.16) * (hit ? planted.factor : 1);
        rows.push(`('${day}', '${region}', '${channel}', ${value.toFixed(2)})`);
      }
  }
  await connection.run(
    `CREATE OR REPLACE TABLE ${name} (day DATE, region VARCHAR, channel VARCHAR, amount DOUBLE)`,
  );
  await connection.run(`INSERT INTO ${name} VALUES ${rows.join(',')}`);
}

beforeAll(async () => {
  const instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
});
afterAll(() => connection?.closeSync());

describe('confidence calibration', () => {
  it('says High only when it names the planted segment, and never on tables without a change', async () => {
    let high = 0;
    let highAndRight = 0;
    let found = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const next = random(seed * 7919);
      const planted = {
        region: REGIONS[Math.floor(next() * REGIONS.length)]!,
        channel: CHANNELS[Math.floor(next() * CHANNELS.length)]!,
        // From a collapse to a drop within the noise.
        factor: 0.2 + 0.78 * next(),
      };
      await table('planted', seed, planted);
      const result = await investigate(runner, { problem: 'Why did amount drop?', table: 'planted' });
      const right = result.elements[0]?.key === `channel=${planted.channel}&region=${planted.region}`;
      if (right) found++;
      if (result.confidence >= 0.8) {
        high++;
        if (right) highAndRight++;
      }
    }
    expect(found).toBeGreaterThanOrEqual(22);
    expect(high).toBeGreaterThanOrEqual(20);
    expect(highAndRight).toBe(high);

    let falseHigh = 0;
    for (let seed = 101; seed <= 120; seed++) {
      await table('steady', seed);
      const result = await investigate(runner, { problem: 'Why did amount drop?', table: 'steady' });
      if (result.confidence >= 0.8) falseHigh++;
    }
    expect(falseHigh).toBe(0);
  }, 60_000);
});
