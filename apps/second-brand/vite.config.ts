import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    // The first render compiles the theme and the design system's styles; on a busy 2-core CI machine that alone
    // has taken over 5 s.
    testTimeout: 20_000,
  },
});
