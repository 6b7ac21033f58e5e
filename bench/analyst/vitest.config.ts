import { defineConfig } from 'vitest/config';

// The analyst benchmark's scorer; the benchmark itself runs with `npm run bench:analyst`.
export default defineConfig({
  test: { name: 'bench-analyst', environment: 'node', include: ['*.test.ts'] },
});
