import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Component and store tests in jsdom. The React Router Vite plugin is left out: tests render route components
// through createRoutesStub instead of the framework build.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./app/test/setup.ts'],
    restoreMocks: true,
  },
});
