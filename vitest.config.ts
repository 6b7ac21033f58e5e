import { defineConfig } from 'vitest/config';

// Unit and API tests of every package. E2E specs have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/engine', 'packages/server', 'packages/web', 'bench/analyst', 'bench/rca'],
  },
});
