import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Server-only code (database, Redis, SDKs, secrets) may be imported only from *.server.ts
// files: the classic compiler would otherwise try to ship it to the browser.
const serverOnly = {
  patterns: [
    {
      group: ['sequelize', 'mysql2', 'mysql2/*', 'sqlite3', 'ioredis', 'redis', 'redis-om', 'openai', '@anthropic-ai/sdk', '@google/generative-ai', 'piscina', 'jose', 'umzug'],
      message: 'Server-only package: import it from a *.server.ts module.',
    },
    {
      group: ['**/db', '**/db/*', '**/db/**', '**/server/*', '*.server', '*.server.ts', '**/*.server', '**/*.server.ts'],
      allowTypeImports: true,
      message: 'Server-only module: only route modules (whose loaders and actions Remix strips from the browser) and other .server modules may import it.',
    },
  ],
}

export default tseslint.config(
  { ignores: ['build/**', 'public/build/**', 'node_modules/**', 'server-build/**', 'tests/.tmp/**', 'playwright-report/**', 'test-results/**', '.cache/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.tsx', 'app/lib/**/*.ts', 'app/schemas/**/*.ts', 'app/components/**/*.ts'],
    ignores: ['app/routes/**', 'app/root.tsx', 'app/entry.server.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': ['error', serverOnly],
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Route modules may import .server modules (Remix strips loaders and actions from the
    // browser bundle) but never the server-only packages directly.
    files: ['app/routes/**/*.tsx', 'app/routes/**/*.ts', 'app/root.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverOnly.patterns[0]] }],
      ...reactHooks.configs.recommended.rules,
    },
  },
)
