import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layer rules in eslint.config.js keep requests flowing one way (route → service → db).
// Each case lints one import as if it sat in the named file and reads which rule message fired.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })

async function restrictions(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const AUTH = 'never a request'
const ROUTE_LAYER = 'sit below the routes'
const SEEDS = 'the app never imports them'
const PURE_LIB = 'no services, infrastructure or HTTP glue'
const PURE_LIB_DB = 'no database'
const HOST = 'does not call its services'

describe('layer rules', () => {
  it.each([
    ['app/services/account/x.server.ts', "import { requireUser as used } from '~/auth/guards.server.ts'", AUTH],
    ['app/services/account/x.server.ts', "import { requireUser as used } from '../../auth/guards.server.ts'", AUTH],
    ['app/infra/x.server.ts', "import { readSessionToken as used } from '../auth/cookie.server.ts'", AUTH],
    ['app/services/goals/x.server.ts', "import { submitForm as used } from '~/http/screen.server.ts'", ROUTE_LAYER],
    ['app/services/goals/x.server.ts', "import { apiJson as used } from '../../http/api.server.ts'", ROUTE_LAYER],
    ['app/infra/x.server.ts', "import { loader as used } from '../routes/health.ts'", ROUTE_LAYER],
    [
      'app/services/profile/x.server.ts',
      "import { seedDemoHousehold as used } from '../../../seeds/demo-household.ts'",
      SEEDS,
    ],
    ['app/routes/x.tsx', "import { seedDemoHousehold as used } from '../../seeds/demo-household.ts'", SEEDS],
    ['app/components/x.tsx', "import type { DemoSeed as used } from '../../seeds/demo-household.ts'", SEEDS],
    // Type-only imports pass the server-only rule, so these show the layer rule itself.
    ['app/lib/x.ts', "import type { Summary as used } from '~/services/finance/summary.server.ts'", PURE_LIB],
    ['app/lib/tax/x.ts', "import type { Cache as used } from '../../infra/cache.server.ts'", PURE_LIB],
    ['app/lib/x.ts', "import { parseId as used } from '~/http/params.ts'", PURE_LIB],
    ['app/lib/x.ts', "import type { User as used } from '../../db/index.ts'", PURE_LIB_DB],
    ['server/x.ts', "import { getSummary as used } from '../app/services/finance/summary.server.ts'", HOST],
    ['server/x.ts', "import { getSummary as used } from '~/services/finance/summary.server.ts'", HOST],
  ])('%s may not %s', async (filePath, code, message) => {
    const messages = await restrictions(filePath, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(message)
  })

  it.each([
    ['app/services/account/x.server.ts', "import { PASSWORD_POLICY_MESSAGE as used } from '~/schemas/auth.ts'"],
    ['app/services/account/x.server.ts', "import { notFound as used } from '../../lib/app-error.ts'"],
    ['app/services/account/x.server.ts', "import { getDb as used } from '../../../db/index.ts'"],
    ['app/services/finance/x.server.ts', "import { bumpDataVersion as used } from '~/infra/data-version.server.ts'"],
    ['app/routes/x.tsx', "import { requireUser as used } from '~/auth/guards.server.ts'"],
    ['app/routes/x.tsx', "import { getSummary as used } from '~/services/finance/summary.server.ts'"],
    ['app/http/x.server.ts', "import { requireApiUser as used } from '../auth/guards.server.ts'"],
    ['app/lib/x.ts', "import { parseMoneyToCents as used } from './money.ts'"],
    ['server/x.ts', "import { getHealth as used } from '../app/infra/health.server.ts'"],
  ])('%s may %s', async (filePath, code) => {
    expect(await restrictions(filePath, code)).toEqual([])
  })
})
