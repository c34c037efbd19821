import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '~': path.resolve(import.meta.dirname, 'app') }

function integrationProject(db: 'mariadb' | 'sqlite') {
  return {
    resolve: { alias },
    test: {
      name: `integration-${db}`,
      include: ['tests/integration/**/*.test.ts'],
      env: { TEST_DB: db },
      setupFiles: ['tests/setup/db-env.ts', 'tests/setup/fail-on-console-error.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }
}

// Integration tests run twice: once on MariaDB, once on SQLite, through the same
// Sequelize models. Each test file gets a fresh database of its own (tests/setup/db-env.ts).
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
      integrationProject('mariadb'),
      integrationProject('sqlite'),
    ],
  },
})
