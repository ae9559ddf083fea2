import { defineConfig } from 'vitest/config';

// jsdom throughout: the tracker's behaviour lives in the page (script tags, window stubs, storage).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
