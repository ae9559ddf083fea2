import { defineConfig } from 'vitest/config';

// Node by default: the tests talk to a real HTTP server on loopback. Files that test browser
// behaviour (localStorage, document.cookie, window.location) opt into jsdom with a docblock.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
