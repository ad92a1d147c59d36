import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 15_000,
    // An unhandled rejection or error anywhere in a run fails it (exit code 1; Vitest's default,
    // stated so nobody turns it off): background work must catch and log (src/sync/in-background.ts).
    dangerouslyIgnoreUnhandledErrors: false,
  },
});
