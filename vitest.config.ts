import os from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

const alias = { '~': path.resolve(import.meta.dirname, 'app') }

// Integration files that run in the MariaDB project only (the production database). Three have a process
// as their subject, not the database: the sim-worker's runs over HTTP, its supervision and the simulation
// queue (the database only holds their users), and the host with an unreachable MySQL (the same dead
// address in either project); on SQLite too they would run the same test twice. The fourth hangs the
// database's connection with a proxy in front of it, which an embedded SQLite file does not have.
const MARIADB_ONLY = [
  'tests/integration/sim-worker-lifecycle.test.ts',
  'tests/integration/sim-worker-supervision.test.ts',
  'tests/integration/health-db-down.test.ts',
  'tests/integration/db-hang.test.ts',
]

function integrationProject(db: 'mariadb' | 'sqlite') {
  return {
    resolve: { alias },
    test: {
      name: `integration-${db}`,
      include: ['tests/integration/**/*.test.ts'],
      exclude: db === 'sqlite' ? [...configDefaults.exclude, ...MARIADB_ONLY] : configDefaults.exclude,
      env: { TEST_DB: db },
      globalSetup: ['tests/setup/db-template.ts'],
      setupFiles: ['tests/setup/db-env.ts', 'tests/setup/fail-on-console-error.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }
}

// Integration tests run twice: once on MariaDB, once on SQLite, through the same
// Sequelize models. Each test file gets a fresh database of its own, cloned from a template
// migrated once per project (tests/setup/db-template.ts, tests/setup/db-env.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest keeps a core for its main process by default, which leaves a two-core machine one
    // worker. Integration files spend much of their time waiting on MariaDB, Redis and the
    // sim-worker, so two workers share two cores well.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.ts',
            'app/**/*.test.ts',
            'sim-worker/core/**/*.test.ts',
            'sim-worker/data/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // Some unit tests read the whole app (layer rules, server-import leaks) or run thousands of
          // simulated paths: seconds each when the two cores are shared, over vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      integrationProject('mariadb'),
      integrationProject('sqlite'),
    ],
  },
})
