import { defineConfig } from 'vitest/config';

// The RCA benchmark's generator tests; the benchmark itself runs with `npm run bench:rca`.
export default defineConfig({
  test: { name: 'bench-rca', environment: 'node', include: ['*.test.ts'] },
});
