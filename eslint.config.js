import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Server-only code (database, Redis, SDKs, secrets) may be imported only from *.server.ts
// files: the classic compiler would otherwise try to ship it to the browser.
const serverOnly = {
  patterns: [
    {
      group: [
        'sequelize',
        'mysql2',
        'mysql2/*',
        'sqlite3',
        'ioredis',
        'redis',
        'redis-om',
        'openai',
        '@anthropic-ai/sdk',
        '@google/generative-ai',
        'piscina',
        'jose',
        'umzug',
      ],
      message: 'Server-only package: import it from a *.server.ts module.',
    },
    {
      group: [
        '**/db',
        '**/db/*',
        '**/db/**',
        '**/server/*',
        '*.server',
        '*.server.ts',
        '**/*.server',
        '**/*.server.ts',
      ],
      allowTypeImports: true,
      message:
        'Server-only module: only route modules (whose loaders and actions Remix strips from the browser) and other .server modules may import it.',
    },
  ],
}

// Layers: routes → services → db and infrastructure, never back up.
// Each pattern matches the `~/` alias and relative specifiers alike (`../../auth/x.server.ts`).
/** An import of app/<folder> (or one of several: 'services|infra'), however it is written. */
const appFolder = (folder) => `^(~/|(\\.\\.?/)+(app/)?)(${folder})(/|$)`
/** An import of a top-level folder (db, seeds) by a relative path. */
const rootFolder = (folder) => `^(\\.\\.?/)+(${folder})(/|$)`

const layers = {
  seeds: {
    regex: rootFolder('seeds'),
    message: 'seeds/ holds command-line scripts (demo data, the admin account): the app never imports them.',
  },
  auth: {
    regex: appFolder('auth'),
    message: 'Services and infrastructure take a user id, never a request: authenticate in the route and pass the id.',
  },
  routeLayer: {
    regex: appFolder('http|routes'),
    message:
      'Services and infrastructure sit below the routes: return a value or throw an AppError, and let the route layer (app/http) answer.',
  },
  pureLib: {
    regex: appFolder('services|infra|http'),
    message: 'app/lib holds pure functions shared with the browser: no services, infrastructure or HTTP glue.',
  },
  pureLibDb: {
    regex: rootFolder('db'),
    message: 'app/lib holds pure functions shared with the browser: no database, not even its types.',
  },
  hostServices: {
    regex: appFolder('services'),
    message:
      'The host process (server/) mounts the app; it does not call its services. Put shared infrastructure in app/infra.',
  },
}

// `import { z } from 'zod'` is zod's whole namespace object, which no bundler can tree-shake: it put
// 93 KB (gzipped) of zod, locales included, into every screen with a form; the namespace import is 27 KB.
const zodNamespace = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'` (tree-shakable); `import { z }` ships all of zod to the browser.",
}
// Remix's Link resolves its target three times as it renders; app/components/link.tsx draws the same
// anchor for a fraction of that on the server.
const remixLinks = {
  selector: "ImportDeclaration[source.value='@remix-run/react'] > ImportSpecifier[imported.name=/^(Link|NavLink)$/]",
  message: "Import Link and NavLink from '~/components/link.tsx' (the same components, cheaper on the server).",
}

const restrict = (...patterns) => ['error', { patterns }]

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      'node_modules/**',
      'server-build/**',
      'tests/.tmp/**',
      'playwright-report/**',
      'test-results/**',
      '.cache/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', zodNamespace],
    },
  },
  {
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    rules: {
      'no-restricted-imports': restrict(layers.seeds),
      'no-restricted-syntax': ['error', zodNamespace, remixLinks],
    },
  },
  {
    files: ['app/**/*.tsx', 'app/lib/**/*.ts', 'app/schemas/**/*.ts', 'app/components/**/*.ts'],
    ignores: ['app/routes/**', 'app/root.tsx', 'app/entry.server.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': restrict(...serverOnly.patterns, layers.seeds),
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['app/lib/**/*.ts', 'app/lib/**/*.tsx'],
    rules: {
      'no-restricted-imports': restrict(...serverOnly.patterns, layers.seeds, layers.pureLib, layers.pureLibDb),
    },
  },
  {
    // Route modules may import .server modules (Remix strips loaders and actions from the
    // browser bundle) but never the server-only packages directly.
    files: ['app/routes/**/*.tsx', 'app/routes/**/*.ts', 'app/root.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': restrict(serverOnly.patterns[0], layers.seeds),
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['app/services/**/*.ts', 'app/services/**/*.tsx', 'app/infra/**/*.ts', 'app/infra/**/*.tsx'],
    rules: { 'no-restricted-imports': restrict(layers.seeds, layers.auth, layers.routeLayer) },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(layers.hostServices) },
  },
)
