import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'server/**/*.test.ts', 'build/**/*.test.ts', 'tools/**/*.test.ts', 'shared/**/*.test.ts', 'patches/**/*.test.ts'],
    // The seeded simulation of the sync core runs on its own (`npm run simulate`, docs/sync.md
    // "Simulation"): its runs take minutes and a fresh seed each time.
    exclude: process.env.SIM_RUN ? configDefaults.exclude : [...configDefaults.exclude, 'src/sync/simulation/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 15_000,
    // An unhandled rejection or error anywhere in a run fails it (exit code 1; Vitest's default,
    // stated so nobody turns it off): background work must catch and log (src/sync/engine/in-background.ts).
    dangerouslyIgnoreUnhandledErrors: false,
  },
});
