import { defineConfig } from 'vitest/config';

// End-to-end tests: the production build in a real Chromium. One browser for the whole run (started by the global
// setup with the API and the web server), files one after another: CI has two cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    // A failing test's screenshots, console and network logs and trace, under test-results/ (e2e/artifacts.ts).
    setupFiles: ['./e2e/setup-artifacts.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
