import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

// Component and store tests in jsdom. The React Router Vite plugin is left out: tests render route components
// through createRoutesStub instead of the framework build. The web server's own modules (observe/, edge/, and app's
// *.server.test.ts) are tested in Node, on loopback.
export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'app/**/*.server.test.ts'],
          setupFiles: ['./app/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'observe/**/*.test.ts',
            'edge/**/*.test.{mjs,ts}',
            'app/**/*.server.test.ts',
            'shellChunks.test.ts',
          ],
        },
      },
    ],
  },
});
