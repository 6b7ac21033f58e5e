/** Test data of the RCA tests: a sales table with a planted cause, as CSV text. */

/** A deterministic pseudo-random stream, so the file is the same on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const REGIONS = ['North', 'South', 'East', 'West'];
const CHANNELS = ['Online', 'Retail', 'Partner'];
const PRODUCTS = ['Basic', 'Plus', 'Pro', 'Max', 'Mini'];

/**
 * Daily sales for 8 weeks, one row per day × region × channel × product with ±5 % noise. When
 * `planted` is set, revenue and orders of that region and channel fall to 40 % in the last week.
 */
export function salesCsv(planted: { region: string; channel: string } | null, days = 56, seed = 7): string {
  const next = random(seed);
  const lines = ['order_date,region,channel,product,revenue,orders'];
  const start = Date.UTC(2024, 0, 1);
  for (let day = 0; day < days; day++) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    REGIONS.forEach((region, r) =>
      CHANNELS.forEach((channel, c) =>
        PRODUCTS.forEach((product, p) => {
          const hit = planted && day >= days - 7 && region === planted.region && channel === planted.channel;
          const factor = hit ? 0.4 : 1;
          const base = 100 + 40 * r + 25 * c + 10 * p;
          const orders = Math.max(1, Math.round((base / 10) * (1 + (next() - 0.5) * 0.1) * factor));
          const aov = 10 * (1 + (next() - 0.5) * 0.1);
          lines.push(`${date},${region},${channel},${product},${(orders * aov).toFixed(2)},${orders}`);
        }),
      ),
    );
  }
  return lines.join('\n') + '\n';
}
