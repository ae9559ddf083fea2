import { defineConfig } from 'vitest/config';

// Hostile input and the fuzz suite: the production API and web server (built output) as separate processes on
// loopback, sent what an attacker would send. One file at a time: the machine has two cores.
export default defineConfig({
  test: {
    include: ['hostile/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    // Long enough for the API to seed a fresh database on a busy machine (servers.ts).
    hookTimeout: 360_000,
  },
});
