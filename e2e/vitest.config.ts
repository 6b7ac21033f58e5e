import { defineConfig } from 'vitest/config';

// End-to-end specs: the built app, started as a real server, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page settles through sockets and refetches; on a loaded machine that takes more than a second.
    expect: { poll: { timeout: 10_000 } },
    // One browser and one server are shared; specs run one file at a time on a 2-core machine.
    fileParallelism: false,
    // A journey that loses a race with a socket or a refetch on a busy machine gets one more try;
    // a failure that repeats is still a failure (each spec's first failure stays in the log).
    retry: 1,
  },
});
