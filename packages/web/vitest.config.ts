import { defineConfig } from 'vitest/config';
import { plugins } from './vite.config';

export default defineConfig({
  plugins,
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // rendering tests share two cores with the other packages' suites in CI
    testTimeout: 20_000,
  },
});
