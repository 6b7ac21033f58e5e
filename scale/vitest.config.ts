import { defineConfig } from 'vitest/config';

// The scale-out tests: several built server processes on loopback against the local PostgreSQL
// and Redis. Run with `npm run test:scale` (builds the server first).
export default defineConfig({
  test: {
    name: 'scale',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
