import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { apiCall } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { browserUser, createUser, signInApi } from '../helpers/users.ts'

// Issue 16 item 10: numbers only from JSON numbers or numeric text (no booleans, arrays, hex,
// null or "" for a required amount), and every JSON body held to a nesting depth and a key count
// before any schema walks it.
const server = useTestServer()

const entry = {
  category: 'assets',
  subcategory: 'cash_bank_accounts',
  description: 'Checking',
  amount: 100,
  frequency: 'one_time',
}

/** A JSON text nested `depth` objects deep under `key` (built as text: JSON.stringify would overflow). */
function deepJson(fields: Record<string, unknown>, key: string, depth: number) {
  const open = '{"a":'.repeat(depth)
  const close = '}'.repeat(depth)
  const head = JSON.stringify(fields).slice(0, -1)
  return `${head}${head.length > 1 ? ',' : ''}"${key}":${open}1${close}}`
}

describe('numbers only from numbers or numeric text', () => {
  const loose: [string, unknown][] = [
    ['true', true],
    ['false', false],
    ['[]', []],
    ['[5]', [5]],
    ['null', null],
    ['"0x10"', '0x10'],
    ['""', ''],
    ['"Infinity"', 'Infinity'],
    ['{}', {}],
    ['"1,5"', '1,5'],
  ]

  it('an entry amount of each loose value answers 422 and stores nothing', async () => {
    const user = await signInApi(server.base, await createUser({ tag: 'strict' }))
    for (const [name, amount] of loose) {
      const response = await apiCall(server.base, user.token, 'POST', '/financial/entries', { ...entry, amount })
      expect([name, response.status]).toEqual([name, 422])
    }
    expect(await getDb().FinancialEntry.count({ where: { user_id: user.id } })).toBe(0)
  })

  it('numeric text still reads as the number it says', async () => {
    const user = await signInApi(server.base, await createUser({ tag: 'strict-text' }))
    for (const [text, value] of [
      ['1234.5', 1234.5],
      ['$1,234.50', 1234.5],
      [' 42 ', 42],
    ] as const) {
      const response = await apiCall(server.base, user.token, 'POST', '/financial/entries', { ...entry, amount: text })
      expect(response.status).toBe(201)
      expect(response.body.amount).toBe(value)
    }
  })

  it('other number fields refuse booleans, arrays and hex too (assumptions, goals, interest rate)', async () => {
    const user = await signInApi(server.base, await createUser({ tag: 'strict-fields' }))
    const assumptions = {
      stock_market_return: 0.05,
      real_estate_appreciation: 0.025,
      salary_growth_rate: 0.02,
      inflation_rate: 0.025,
      retirement_account_return: 0.065,
    }
    for (const value of [true, [0.05], '0x1', null]) {
      const saved = await apiCall(server.base, user.token, 'POST', '/projections/assumptions', {
        ...assumptions,
        stock_market_return: value,
      })
      expect(saved.status).toBe(422)
      const created = await apiCall(server.base, user.token, 'POST', '/financial/entries', {
        ...entry,
        interest_rate: value === null ? 'x' : value,
      })
      expect(created.status).toBe(422)
    }
    expect(await getDb().ProjectionAssumptions.count({ where: { user_id: user.id } })).toBe(0)
  })
})

describe('JSON bodies have a depth and key limit', () => {
  const routes: [string, string, Record<string, unknown>, string][] = [
    ['POST', '/financial/entries', entry, 'loan_details'],
    [
      'POST',
      '/estate-planning/documents',
      { document_type: 'will', document_name: 'Will', status: 'current' },
      'document_details',
    ],
    [
      'POST',
      '/insurance/policies',
      { policy_type: 'life', policy_name: 'Term', coverage_amount: 1000, annual_premium: 100 },
      'policy_details',
    ],
    ['POST', '/goals-v2', { name: 'x' }, 'params'],
    ['POST', '/projections/assumptions', {}, 'stock_market_return'],
  ]

  it('an object nested 20,000 levels answers 4xx (never a RangeError 500) on each route and stores nothing', async () => {
    const user = await signInApi(server.base, await createUser({ tag: 'deep' }))
    for (const [method, path, fields, key] of routes) {
      const response = await apiCall(server.base, user.token, method, path, deepJson(fields, key, 20_000))
      expect([path, response.status]).toEqual([path, 422])
      expect(JSON.stringify(response.body)).toContain('nested too deeply')
    }
    const { FinancialEntry, EstateDocument, InsurancePolicy } = getDb()
    for (const model of [FinancialEntry, EstateDocument, InsurancePolicy] as const) {
      expect(await (model as typeof FinancialEntry).count({ where: { user_id: user.id } })).toBe(0)
    }
  })

  it('a body with too many keys answers 422; ordinary nesting passes', async () => {
    const user = await signInApi(server.base, await createUser({ tag: 'wide' }))
    const wide = Object.fromEntries(Array.from({ length: 25_000 }, (_, i) => [`k${i}`, i]))
    const many = await apiCall(server.base, user.token, 'POST', '/financial/entries', { ...entry, loan_details: wide })
    expect(many.status).toBe(422)
    const ok = await apiCall(server.base, user.token, 'POST', '/financial/entries', {
      ...entry,
      loan_details: { lender: 'Bank', terms: { rate: { fixed: true } } },
    })
    expect(ok.status).toBe(201)
  })
})

describe('the advisor form', () => {
  it('presets=abc (and other malformed preset fields) answer 422, not 500', async () => {
    const { browser } = await browserUser(server.base)
    const cases: Record<string, string>[] = [{ presets: 'abc' }, { 'presets[0]': 'x' }, { 'presets[0].cost': 'abc' }]
    for (const fields of cases) {
      const response = await browser.post('/plan/finances/advisor', fields)
      expect([JSON.stringify(fields), response.status]).toEqual([JSON.stringify(fields), 422])
    }
  })
})
