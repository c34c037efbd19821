import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '~': path.resolve(import.meta.dirname, 'app') }

// Integration tests run twice: once on MariaDB, once on SQLite, through the same
// Sequelize models. Each worker gets its own database (see tests/setup/db-env.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'app/**/*.test.ts', 'sim-worker/core/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-mariadb',
          include: ['tests/integration/**/*.test.ts'],
          env: { TEST_DB: 'mariadb' },
          setupFiles: ['tests/setup/db-env.ts', 'tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-sqlite',
          include: ['tests/integration/**/*.test.ts'],
          env: { TEST_DB: 'sqlite' },
          setupFiles: ['tests/setup/db-env.ts', 'tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
