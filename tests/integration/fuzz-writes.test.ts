import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import type { Model, ModelStatic } from 'sequelize'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { API_ROUTES, routeFilePath, type Method } from '../../app/http/openapi/operations.ts'
import { USER_ACTION_SLUGS } from '../../app/lib/admin.ts'
import { PROFILE_RESOURCES } from '../../app/lib/profile-resources.ts'
import { apiCall } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { createUser, signInApi, signInBrowser } from '../helpers/users.ts'

// Issue 16: property-based fuzzing of every /api/v1 write and every screen action. The routes are
// read from the code (the OpenAPI operations table, the route modules that export `action`), the
// bodies are arbitrary (odd JSON, random form fields, wrong content types), and each answer must be
// under 500; a refused one (4xx) must leave the user's stored rows exactly as they were.
const server = useTestServer()

const SEED = 16_016
// Runs per route: about 230 API requests and 170 screen posts per database project.
const API_RUNS = 3
const SCREEN_RUNS = 5
const MISSING_ID = '987654321'

type Target = { method: string; path: string; keys: string[] }

/** The field names an object schema names, through zod's wrappers (optional, pipes, refinements). */
function schemaKeys(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 6) return []
  const s = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> }
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape)
  const def = s.def ?? {}
  for (const inner of [def.innerType, def.in, def.schema, def.out]) {
    const keys = schemaKeys(inner, depth + 1)
    if (keys.length) return keys
  }
  return []
}

// logout would end the very session the fuzzer signs with; every other write is in.
const SKIPPED_API = new Set(['api.v1.auth.logout.ts'])

function apiTargets(): Target[] {
  const byFile = new Map(API_ROUTES.map((r) => [r.file, r]))
  const targets: Target[] = []
  for (const route of API_ROUTES) {
    if (SKIPPED_API.has(route.file)) continue
    const target = 'aliasOf' in route ? byFile.get(route.aliasOf) : route
    if (!target || 'aliasOf' in target) continue
    for (const [method, operation] of Object.entries(target.operations) as [Method, { body?: unknown }][]) {
      if (method === 'get') continue
      targets.push({ method: method.toUpperCase(), path: routeFilePath(route.file), keys: schemaKeys(operation.body) })
    }
  }
  return targets
}

// The screen sign-out would end the browser's session.
const SKIPPED_SCREENS = new Set(['logout.tsx'])

function screenTargets(): Target[] {
  const dir = path.resolve(import.meta.dirname, '../../app/routes')
  return fs
    .readdirSync(dir)
    .filter((file) => !file.startsWith('api.') && !SKIPPED_SCREENS.has(file))
    .filter((file) =>
      /export\s+(async\s+function\s+action|const\s+action|\{[^}]*\baction\b)/.test(
        fs.readFileSync(path.join(dir, file), 'utf8'),
      ),
    )
    .map((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8')
      const keys = [...source.matchAll(/name[=:]\s*["'`]([a-z_][\w.-]*)["'`]/g)].map((m) => m[1])
      return { method: 'POST', path: routeFilePath(file), keys: [...new Set(['intent', ...keys])] }
    })
}

/** Fills `{param}` slots: a profile resource or admin action by name, else one of the user's ids or a missing one. */
function fillPath(template: string, ids: string[], userId: number, pick: number) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'resource') return Object.keys(PROFILE_RESOURCES)[pick % 5]
    if (name === 'action') return USER_ACTION_SLUGS[pick % USER_ACTION_SLUGS.length]
    if (name === 'userId') return pick % 4 === 0 ? MISSING_ID : String(userId)
    if (name === 'year') return pick % 2 ? '2030' : 'abc'
    const choices = [...ids, MISSING_ID, 'abc', 'profile-annual_income']
    return encodeURIComponent(choices[pick % choices.length])
  })
}

const controlText = fc.string({ unit: 'binary', maxLength: 40 })
const oddScalar = fc.oneof(
  controlText,
  fc.constantFrom('', ' ', '0x10', '1e400', '-0', 'NaN', '2024-02-30', '2024-01-01junk', '9'.repeat(400), '\u0000'),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, -1, 0, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
  fc.constantFrom('assets', 'liabilities', 'income', 'expenses', 'retirement', 'one_time', 'monthly', 'active'),
)
const oddValue = fc.oneof(
  { weight: 4, arbitrary: oddScalar },
  { weight: 1, arbitrary: fc.array(oddScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
)

type Body = { contentType?: string; text?: string; form?: [string, string][] }

const deepText = (depth: number) => `{"a":`.repeat(depth) + '1' + '}'.repeat(depth)

function bodyArbitrary(keys: string[]): fc.Arbitrary<Body> {
  const fieldNames = fc.oneof(fc.constantFrom(...keys, 'id', 'user_id', '__proto__', 'constructor'), controlText)
  const fields = fc.dictionary(fieldNames, oddValue, { maxKeys: 8 })
  const json = (value: unknown) => ({ contentType: 'application/json', text: JSON.stringify(value) })
  return fc.oneof(
    { weight: 4, arbitrary: fields.map(json) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 5 }).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 50, max: 30_000 })
        .map((d) => ({ contentType: 'application/json', text: deepText(d) })),
    },
    { weight: 1, arbitrary: controlText.map((t) => ({ contentType: 'application/json', text: `{"a":${t}` })) },
    {
      weight: 3,
      arbitrary: fc
        .array(
          fc.tuple(
            fieldNames,
            oddScalar.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
          ),
          { maxLength: 8 },
        )
        .map((form) => ({ contentType: 'application/x-www-form-urlencoded', form })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=zz',
            'application/json; charset=latin1',
            '',
          ),
          controlText,
        )
        .map(([contentType, text]) => ({ contentType, text })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  )
}

function encode(body: Body) {
  if (body.form) return new URLSearchParams(body.form).toString()
  return body.text
}

type Snapshot = string

/** Every row the user owns (each table with a user_id, sessions aside) and the user row, as one text. */
async function snapshot(userId: number): Promise<Snapshot> {
  const db = getDb()
  const parts: string[] = []
  for (const [name, model] of Object.entries(db)) {
    if (name === 'sequelize' || name === 'Session') continue
    const m = model as ModelStatic<Model>
    const attributes = m.getAttributes()
    const where = name === 'User' ? { id: userId } : 'user_id' in attributes ? { user_id: userId } : null
    if (!where) continue
    const rows = await m.findAll({ where, raw: true, order: [[m.primaryKeyAttribute, 'ASC']] })
    const kept = rows.map((row) => {
      // The sign-in time is the session's, not data a request may change.
      const { last_login_at: _ignored, ...rest } = row as unknown as Record<string, unknown>
      return rest
    })
    parts.push(`${name}:${JSON.stringify(kept)}`)
  }
  return parts.join('\n')
}

async function ownIds(userId: number) {
  const db = getDb()
  const entries = await db.FinancialEntry.findAll({ where: { user_id: userId }, raw: true })
  const goals = await db.Goal.findAll({ where: { user_id: userId }, raw: true })
  return [...entries, ...goals].map((r) => String((r as { id: number }).id))
}

type Tally = { requests: number; byClass: Record<string, number>; rejectedWithChange: string[]; fiveHundreds: string[] }

/** Fuzzes each route in turn; one request's answer and the user's rows after it are checked. */
async function fuzz(
  label: string,
  targets: Target[],
  runsPerRoute: number,
  send: (url: string, body: Body, method: string) => Promise<Response>,
  userId: number,
) {
  const ids = await ownIds(userId)
  const tally: Tally = {
    requests: 0,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    rejectedWithChange: [],
    fiveHundreds: [],
  }
  let before = await snapshot(userId)
  // Each route its own runs (seed SEED + its index), so every route is fuzzed whatever the draw.
  for (const [index, target] of targets.entries()) {
    const arbitrary = fc.record({ pick: fc.nat(), body: bodyArbitrary(target.keys) })
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ pick, body }) => {
        const url = fillPath(target.path, ids, userId, pick)
        const response = await send(url, body, target.method)
        await response.arrayBuffer().catch(() => undefined)
        const status = response.status
        tally.requests += 1
        const cls = `${Math.floor(status / 100)}xx`
        tally.byClass[cls] = (tally.byClass[cls] ?? 0) + 1
        const what = `${target.method} ${url} ${body.contentType ?? '(none)'} ${String(encode(body)).slice(0, 120)}`
        if (status >= 500) tally.fiveHundreds.push(`${status} ${what}`)
        const after = await snapshot(userId)
        if (status >= 400 && status < 500 && after !== before) tally.rejectedWithChange.push(`${status} ${what}`)
        before = after
      }),
      { seed: SEED + index, numRuns: runsPerRoute },
    )
  }
  const classes = Object.entries(tally.byClass)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')
  console.info(
    `[fuzz ${label} ${process.env.TEST_DB}] seed=${SEED}+route runs/route=${runsPerRoute} routes=${targets.length} requests=${tally.requests} ${classes} rejected-with-change=${tally.rejectedWithChange.length}`,
  )
  return tally
}

async function seedRows(base: string, token: string) {
  const entry = await apiCall(base, token, 'POST', '/financial/entries', {
    category: 'assets',
    subcategory: 'cash_bank_accounts',
    description: 'Checking',
    amount: 100,
    frequency: 'one_time',
  })
  const goal = await apiCall(base, token, 'POST', '/goals', {
    category: 'retirement',
    name: 'Retire',
    target_amount: 1_000_000,
    target_date: '2045-01-01',
    priority: 5,
    params: { current_age: 40, retirement_age: 65, annual_spending: 60000 },
  })
  expect([entry.status, goal.status]).toEqual([201, 201])
}

describe('fuzzing every write with arbitrary bodies', () => {
  it('every /api/v1 write: no 5xx, and no stored change from a refused request', async () => {
    const user = await createUser({ tag: 'fuzz-api' })
    const session = await signInApi(server.base, user)
    await seedRows(server.base, session.token)
    const targets = apiTargets()
    expect(targets.length).toBeGreaterThan(40)
    const tally = await fuzz(
      'api',
      targets,
      API_RUNS,
      (url, body, method) => {
        const headers: Record<string, string> = { authorization: `Bearer ${session.token}` }
        if (body.contentType) headers['content-type'] = body.contentType
        return fetch(`${server.base}${url}`, { method, headers, body: encode(body) })
      },
      user.id,
    )
    expect(tally.fiveHundreds).toEqual([])
    expect(tally.rejectedWithChange).toEqual([])
    // The snapshot does see a stored change (else "no change" above would prove nothing).
    const before = await snapshot(user.id)
    await seedRows(server.base, session.token)
    expect(await snapshot(user.id)).not.toBe(before)
  }, 240_000)

  it('every screen action: no 5xx, and no stored change from a refused request', async () => {
    const user = await createUser({ tag: 'fuzz-screens' })
    const session = await signInApi(server.base, user)
    await seedRows(server.base, session.token)
    const browser = await signInBrowser(server.base, user)
    const targets = screenTargets()
    expect(targets.length).toBeGreaterThan(20)
    const tally = await fuzz(
      'screens',
      targets,
      SCREEN_RUNS,
      (url, body, method) => {
        const headers: Record<string, string> = { cookie: browser.cookieHeader(), origin: server.base }
        if (body.contentType) headers['content-type'] = body.contentType
        return fetch(`${server.base}${url}`, { method, headers, body: encode(body), redirect: 'manual' })
      },
      user.id,
    )
    expect(tally.fiveHundreds).toEqual([])
    expect(tally.rejectedWithChange).toEqual([])
  }, 240_000)
})
