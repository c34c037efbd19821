import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint rule is the first guard against server code in the browser bundle.
const eslint = new ESLint()

async function ruleIds(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.map((m) => m.ruleId)
}

describe('no-restricted-imports for server-only code', () => {
  it('flags a component that imports a .server module or a server package', async () => {
    expect(
      await ruleIds("import { getDb } from '../../db/index.ts'\nexport const x = getDb\n", 'app/components/x.tsx'),
    ).toContain('no-restricted-imports')
    expect(
      await ruleIds("import { Redis } from 'ioredis'\nexport const x = Redis\n", 'app/components/x.tsx'),
    ).toContain('no-restricted-imports')
    expect(
      await ruleIds(
        "import { getHealth } from '~/infra/health.server.ts'\nexport const x = getHealth\n",
        'app/lib/x.ts',
      ),
    ).toContain('no-restricted-imports')
  })

  it('allows type-only imports and .server imports from route modules', async () => {
    expect(
      await ruleIds(
        "import type { Toast } from '~/infra/toast.server.ts'\nexport type X = Toast\n",
        'app/components/x.tsx',
      ),
    ).not.toContain('no-restricted-imports')
    expect(
      await ruleIds(
        "import { getHealth } from '~/infra/health.server.ts'\nexport const loader = getHealth\n",
        'app/routes/x.tsx',
      ),
    ).not.toContain('no-restricted-imports')
  })

  it('still forbids server packages directly in route modules', async () => {
    expect(
      await ruleIds("import { Sequelize } from 'sequelize'\nexport const x = Sequelize\n", 'app/routes/x.tsx'),
    ).toContain('no-restricted-imports')
  })
})
