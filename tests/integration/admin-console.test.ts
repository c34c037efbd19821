import fs from 'node:fs'
import { Op, QueryTypes } from 'sequelize'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { dialectOf } from '../../db/connection.ts'
import { getEnv } from '../../app/env.server.ts'
import { ADMIN_PAGE_SIZES } from '../../app/lib/admin.ts'
import { cached } from '../../app/infra/cache.server.ts'
import { getRedis } from '../../app/infra/redis.server.ts'
import { apiCall } from '../helpers/api-client.ts'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { createUser, signInApi, signInBrowser, type TestUser } from '../helpers/users.ts'
import { removeVectorKeysAfterAll } from '../helpers/vector-redis.ts'

const server = useTestServer()

removeVectorKeysAfterAll()

type Ctx = { victimId: number }
type Probe = { method: 'GET' | 'POST' | 'DELETE'; path: (ctx: Ctx) => string }

/**
 * Every admin route file and how to reach it. The matrix test first checks that this table names
 * every `admin.*` and `api.v1.admin.*` file in app/routes, so a new admin route cannot skip it.
 */
const ROUTE_TABLE: Record<string, Probe[]> = {
  'admin.tsx': [{ method: 'GET', path: () => '/admin' }],
  'admin._index.tsx': [{ method: 'GET', path: () => '/admin' }],
  'admin.users._index.tsx': [{ method: 'GET', path: () => '/admin/users' }],
  'admin.users.$id._index.tsx': [{ method: 'GET', path: (c) => `/admin/users/${c.victimId}` }],
  'admin.users.$id.$action.tsx': [
    { method: 'GET', path: (c) => `/admin/users/${c.victimId}/force-logout` },
    { method: 'GET', path: (c) => `/admin/users/${c.victimId}/clear-cache` },
    { method: 'GET', path: (c) => `/admin/users/${c.victimId}/clear-tokens` },
    { method: 'POST', path: (c) => `/admin/users/${c.victimId}/force-logout` },
    { method: 'POST', path: (c) => `/admin/users/${c.victimId}/clear-cache` },
    { method: 'POST', path: (c) => `/admin/users/${c.victimId}/clear-tokens` },
  ],
  'admin.health.tsx': [{ method: 'GET', path: () => '/admin/health' }],
  'admin.auth.tsx': [{ method: 'GET', path: () => '/admin/auth' }],
  'admin.integrity.tsx': [
    { method: 'GET', path: () => '/admin/integrity' },
    { method: 'POST', path: () => '/admin/integrity' },
  ],
  'admin.integrity_.confirm.tsx': [
    { method: 'GET', path: () => '/admin/integrity/confirm?intent=fix&issue=orphan:goals:1' },
    { method: 'POST', path: () => '/admin/integrity/confirm' },
  ],
  'admin.debug.tsx': [
    { method: 'GET', path: () => '/admin/debug' },
    { method: 'POST', path: () => '/admin/debug' },
  ],
  'admin.debug_.logs.$format.ts': [{ method: 'GET', path: () => '/admin/debug/logs/ndjson' }],
  'api.v1.admin.debug.performance.ts': [{ method: 'GET', path: () => '/api/v1/admin/debug/performance' }],
  'api.v1.admin.debug.logs.ts': [{ method: 'GET', path: () => '/api/v1/admin/debug/logs' }],
  'api.v1.admin.logs.ts': [{ method: 'GET', path: () => '/api/v1/admin/logs' }],
  'api.v1.admin.users.ts': [{ method: 'GET', path: () => '/api/v1/admin/users' }],
  'api.v1.admin.users.$id.ts': [{ method: 'GET', path: (c) => `/api/v1/admin/users/${c.victimId}` }],
  'api.v1.admin.sessions.ts': [{ method: 'GET', path: () => '/api/v1/admin/sessions' }],
  'api.v1.admin.force-logout.$id.ts': [{ method: 'POST', path: (c) => `/api/v1/admin/force-logout/${c.victimId}` }],
  'api.v1.admin.user-cache.$id.ts': [{ method: 'DELETE', path: (c) => `/api/v1/admin/user-cache/${c.victimId}` }],
  'api.v1.admin.user-tokens.$id.ts': [{ method: 'DELETE', path: (c) => `/api/v1/admin/user-tokens/${c.victimId}` }],
  'api.v1.admin.clear-cache.ts': [{ method: 'POST', path: () => '/api/v1/admin/clear-cache' }],
  'admin.shadow.tsx': [
    { method: 'GET', path: () => '/admin/shadow' },
    { method: 'POST', path: () => '/admin/shadow' },
  ],
  'api.v1.admin.health.ts': [{ method: 'GET', path: () => '/api/v1/admin/health' }],
  'api.v1.admin.audit-log.ts': [{ method: 'GET', path: () => '/api/v1/admin/audit-log' }],
  'api.v1.admin.data-integrity.ts': [
    { method: 'GET', path: () => '/api/v1/admin/data-integrity' },
    { method: 'POST', path: () => '/api/v1/admin/data-integrity' },
  ],
}

const isApi = (path: string) => path.startsWith('/api/')

async function admin() {
  const user = await createUser({ tag: 'admin', role: 'admin' })
  return { user, api: await signInApi(server.base, user), browser: await signInBrowser(server.base, user) }
}

function send(probe: Probe, ctx: Ctx, who: { token?: string; browser?: Browser }) {
  const path = probe.path(ctx)
  if (isApi(path)) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (who.token) headers.authorization = `Bearer ${who.token}`
    const body = probe.method === 'GET' ? undefined : '{"intent":"ignore","issue":[]}'
    return fetch(server.base + path, { method: probe.method, headers, body, redirect: 'manual' })
  }
  const browser = who.browser ?? new Browser(server.base)
  return probe.method === 'GET' ? browser.get(path) : browser.post(path, { intent: 'fix', issue: 'none' })
}

async function auditActions(limit = 100) {
  const rows = await getDb().AdminAuditEntry.findAll({ order: [['id', 'DESC']], limit })
  return rows.map((row) => ({ action: row.action, target: row.target_user_id, detail: row.detail }))
}

/** The latest audit lines include each [action, issue key] pair. */
async function expectIntegrityAudit(pairs: [action: 'integrity_fix' | 'integrity_ignore', key: string][]) {
  expect(await auditActions(20)).toEqual(
    expect.arrayContaining(
      pairs.map(([action, key]) => expect.objectContaining({ action, detail: expect.stringContaining(key) })),
    ),
  )
}

describe('the admin route table', () => {
  it('names every admin route file', () => {
    const files = fs.readdirSync('app/routes').filter((f) => f.startsWith('admin') || f.startsWith('api.v1.admin.'))
    expect(files.sort()).toEqual(Object.keys(ROUTE_TABLE).sort())
  })

  it('answers a visitor 401 (API) or a redirect to sign in (screens), and a normal user 403', async () => {
    const victim = await createUser({ tag: 'victim' })
    const normal = await createUser({ tag: 'normal' })
    const normalApi = await signInApi(server.base, normal)
    const normalBrowser = await signInBrowser(server.base, normal)
    const ctx = { victimId: victim.id }
    for (const [file, probes] of Object.entries(ROUTE_TABLE)) {
      for (const probe of probes) {
        const label = `${file} ${probe.method} ${probe.path(ctx)}`
        const anonymous = await send(probe, ctx, {})
        if (isApi(probe.path(ctx))) expect(anonymous.status, label).toBe(401)
        else {
          expect(anonymous.status, label).toBe(302)
          expect(anonymous.headers.get('location'), label).toMatch(/^\/login\?redirectTo=/)
        }
        const denied = await send(probe, ctx, { token: normalApi.token, browser: normalBrowser })
        expect(denied.status, label).toBe(403)
      }
    }
    // Nothing a refused caller sent was acted on.
    expect((await auditActions()).filter((a) => a.target === victim.id)).toEqual([])
  })

  it('lets an admin run every action, each written to the audit log and shown in the console', async () => {
    const { api, browser } = await admin()
    const victim = await createUser({ tag: 'audited' })
    for (const slug of ['clear-cache', 'clear-tokens', 'force-logout']) {
      const confirm = await browser.get(`/admin/users/${victim.id}/${slug}`)
      expect(confirm.status).toBe(200)
      expect(await confirm.text()).toContain(`for user ${victim.email}?`)
      const done = await browser.post(`/admin/users/${victim.id}/${slug}`, {})
      expect(done.status, slug).toBe(302)
    }
    expect((await apiCall(server.base, api.token, 'DELETE', `/admin/user-cache/${victim.id}`)).status).toBe(200)
    expect((await apiCall(server.base, api.token, 'DELETE', `/admin/user-tokens/${victim.id}`)).status).toBe(200)
    expect((await apiCall(server.base, api.token, 'POST', `/admin/force-logout/${victim.id}`)).status).toBe(200)
    expect((await apiCall(server.base, api.token, 'POST', '/admin/clear-cache')).status).toBe(200)
    const mine = (await auditActions(20)).filter((a) => a.target === victim.id).map((a) => a.action)
    expect(mine.sort()).toEqual(
      ['clear_cache', 'clear_cache', 'clear_tokens', 'clear_tokens', 'force_logout', 'force_logout'].sort(),
    )
    expect((await auditActions(20)).map((a) => a.action)).toContain('clear_all_caches')
    const page = await (await browser.get('/admin/users')).text()
    expect(page).toContain('Audit Log')
    expect(page).toContain('Clear Tokens')
    const log = await apiCall(server.base, api.token, 'GET', '/admin/audit-log')
    expect(log.body.entries.some((e: { target: string }) => e.target === victim.email)).toBe(true)
    // Unknown action, bad id and missing user are 404 / 400 / 404, never 500.
    expect((await browser.get(`/admin/users/${victim.id}/delete-everything`)).status).toBe(404)
    expect((await browser.get('/admin/users/abc/clear-cache')).status).toBe(400)
    expect((await apiCall(server.base, api.token, 'DELETE', '/admin/user-cache/99999999')).status).toBe(404)
  })

  it('adds entry count, net worth and goal count to GET /admin/users', async () => {
    const { api } = await admin()
    const owner = await createUser({ tag: 'summary' })
    const { FinancialEntry } = getDb()
    const base = { user_id: owner.id, subcategory: 'other', frequency: 'one_time' }
    await FinancialEntry.create({ ...base, category: 'assets', description: 'Savings', amount_cents: 5_000_000 })
    await FinancialEntry.create({ ...base, category: 'liabilities', description: 'Loan', amount_cents: 1_250_000 })
    const users = await apiCall(server.base, api.token, 'GET', '/admin/users')
    const row = users.body.users.find((u: { id: number }) => u.id === owner.id)
    expect(row).toMatchObject({ financial_entries_count: 2, net_worth: 37_500, goals_count: 0 })
  })
})

describe('Force Logout, Clear Tokens, Clear Cache', () => {
  it('Force Logout signs the user out of the next screen request and the next API call', async () => {
    const { browser } = await admin()
    const victim = await createUser({ tag: 'forced' })
    const victimBrowser = await signInBrowser(server.base, victim)
    const victimApi = await signInApi(server.base, victim)
    expect((await victimBrowser.get('/plan/profile')).status).toBe(200)
    expect((await victimApi.api.get('/auth/me')).status).toBe(200)
    expect((await browser.post(`/admin/users/${victim.id}/force-logout`, {})).status).toBe(302)
    const screen = await victimBrowser.get('/plan/profile')
    expect(screen.status).toBe(302)
    expect(screen.headers.get('location')).toBe('/login?redirectTo=%2Fplan%2Fprofile')
    expect((await victimApi.api.get('/auth/me')).status).toBe(401)
  })

  it('Clear Tokens makes the refresh token refused and leaves the browser signed in', async () => {
    const { browser } = await admin()
    const victim = await createUser({ tag: 'tokens' })
    const victimBrowser = await signInBrowser(server.base, victim)
    const victimApi = await signInApi(server.base, victim)
    expect((await browser.post(`/admin/users/${victim.id}/clear-tokens`, {})).status).toBe(302)
    const refreshed = await apiCall(server.base, null, 'POST', '/auth/refresh', {
      refresh_token: victimApi.refresh_token,
    })
    expect(refreshed.status).toBe(401)
    expect((await victimApi.api.get('/auth/me')).status).toBe(401)
    expect((await victimBrowser.get('/plan/profile')).status).toBe(200)
  })

  it("Clear Cache removes the user's cached values and no one else's", async () => {
    const { api } = await admin()
    const victim = await createUser({ tag: 'cache' })
    const bystander = await createUser({ tag: 'bystander' })
    let computed = 0
    const warm = (user: TestUser) =>
      cached({
        key: `user:${user.id}:admin-test:v1`,
        ttlSeconds: 300,
        parse: (raw) => (typeof raw === 'number' ? raw : null),
        compute: async () => ++computed,
      })
    await warm(victim)
    await warm(bystander)
    expect((await warm(victim)).hit).toBe(true)
    const redis = getRedis()
    if (redis) expect(await redis.exists(`cache:user:${victim.id}:admin-test:v1`)).toBe(1)
    const cleared = await apiCall(server.base, api.token, 'DELETE', `/admin/user-cache/${victim.id}`)
    expect(cleared.body.keys_removed).toBe(1)
    if (redis) {
      const left = await redis.keys(`${getEnv().REDIS_KEY_PREFIX}cache:user:${victim.id}:*`)
      expect(left).toEqual([])
    }
    expect((await warm(victim)).hit).toBe(false)
    expect((await warm(bystander)).hit).toBe(true)
  })
})

/** A financial entry whose user does not exist: foreign-key checks are off just for this insert. */
async function seedOrphanEntry(description: string) {
  const { sequelize } = getDb()
  const insert = `INSERT INTO financial_entries (user_id, category, subcategory, description, amount_cents, currency, frequency, data_quality, created_at, updated_at) VALUES (99999999, 'assets', 'other', ?, 100, 'USD', 'one_time', 'DQ2', ?, ?)`
  const now = new Date()
  if (dialectOf(getEnv().DATABASE_URL) === 'mysql') {
    await sequelize.transaction(async (transaction) => {
      await sequelize.query('SET FOREIGN_KEY_CHECKS = 0', { transaction })
      await sequelize.query(insert, { replacements: [description, now, now], transaction })
      await sequelize.query('SET FOREIGN_KEY_CHECKS = 1', { transaction })
    })
  } else {
    await sequelize.query('PRAGMA foreign_keys = OFF')
    await sequelize.query(insert, { replacements: [description, now, now] })
    await sequelize.query('PRAGMA foreign_keys = ON')
  }
  const [row] = await sequelize.query<{ id: number }>('SELECT id FROM financial_entries WHERE description = ?', {
    replacements: [description],
    type: QueryTypes.SELECT,
  })
  return Number(row.id)
}

describe('Data Integrity', () => {
  it('finds a seeded orphan row and an impossible value; Fix removes or repairs, Ignore hides; both audited', async () => {
    const { api, browser } = await admin()
    const owner = await createUser({ tag: 'integrity' })
    const orphanFixed = await seedOrphanEntry(`orphan-fix-${owner.id}`)
    const orphanIgnored = await seedOrphanEntry(`orphan-ignore-${owner.id}`)
    const { FinancialEntry } = getDb()
    const negative = await FinancialEntry.create({
      user_id: owner.id,
      category: 'assets',
      subcategory: 'other',
      description: 'Typed with a minus',
      frequency: 'one_time',
      amount_cents: -250_000,
    })
    const keys = {
      orphanFixed: `orphan:financial_entries:${orphanFixed}`,
      orphanIgnored: `orphan:financial_entries:${orphanIgnored}`,
      negative: `impossible:financial_entries:${negative.id}`,
    }
    const report = await apiCall(server.base, api.token, 'GET', '/admin/data-integrity')
    const found = report.body.issues.map((i: { id: string }) => i.id)
    expect(found).toEqual(expect.arrayContaining(Object.values(keys)))
    expect(report.body.summary.data_issues).toBeGreaterThanOrEqual(3)

    const page = await (await browser.get('/admin/integrity')).text()
    expect(page).toContain(`Entry ${negative.id} (Typed with a minus): negative amount`)

    // Without a selection the confirmation says so; with one it asks the spec's question.
    const noneHtml = await (await browser.get('/admin/integrity/confirm?intent=fix')).text()
    expect(noneHtml).toContain('Please select issues to process')
    const query = new URLSearchParams([
      ['intent', 'fix'],
      ['issue', keys.orphanFixed],
      ['issue', keys.negative],
    ])
    expect(await (await browser.get(`/admin/integrity/confirm?${query}`)).text()).toContain(
      'Are you sure you want to Fix 2 selected issue(s)? This action cannot be undone.',
    )
    const fixed = await browser.post('/admin/integrity/confirm', query)
    expect(fixed.status).toBe(302)
    expect(await FinancialEntry.findByPk(orphanFixed)).toBeNull()
    expect((await FinancialEntry.findByPk(negative.id))?.amount_cents).toBe(250_000)

    const ignored = await apiCall(server.base, api.token, 'POST', '/admin/data-integrity', {
      intent: 'ignore',
      issue: [keys.orphanIgnored],
    })
    expect(ignored.body.handled).toBe(1)
    expect(await FinancialEntry.findByPk(orphanIgnored)).not.toBeNull()
    const after = (await apiCall(server.base, api.token, 'GET', '/admin/data-integrity')).body.issues.map(
      (i: { id: string }) => i.id,
    )
    for (const key of Object.values(keys)) expect(after).not.toContain(key)

    await expectIntegrityAudit([
      ['integrity_fix', keys.orphanFixed],
      ['integrity_fix', keys.negative],
      ['integrity_ignore', keys.orphanIgnored],
    ])
    // A key the checks do not find is not acted on: the form cannot name arbitrary rows.
    const made_up = await apiCall(server.base, api.token, 'POST', '/admin/data-integrity', {
      intent: 'fix',
      issue: [`orphan:users:${owner.id}`],
    })
    expect(made_up.body.handled).toBe(0)
    expect(await getDb().User.findByPk(owner.id)).not.toBeNull()
  })
})

/** An entry written straight to the table (no snapshot, as a write that bypassed the service), dated `daysAgo`. */
async function seedDatedEntry(userId: number, daysAgo: number, fields: { category: string; amount_cents: number }) {
  const { FinancialEntry, sequelize } = getDb()
  const entry = await FinancialEntry.create({
    user_id: userId,
    subcategory: 'other',
    description: `Seeded ${daysAgo} days ago`,
    frequency: 'one_time',
    ...fields,
  })
  const at = new Date(Date.now() - daysAgo * 86_400_000)
  await sequelize.query('UPDATE financial_entries SET created_at = ?, updated_at = ? WHERE id = ?', {
    replacements: [at, at, entry.id],
  })
  return at.toISOString().slice(0, 10)
}

const issueIds = async (token: string) =>
  (await apiCall(server.base, token, 'GET', '/admin/data-integrity')).body.issues.map((i: { id: string }) => i.id)

describe('Data Integrity: snapshots and vector indexes', () => {
  it('finds days of entry changes without a snapshot; Fix writes the snapshot, Ignore hides the day', async () => {
    const { api, browser } = await admin()
    const owner = await createUser({ tag: 'snapshots' })
    const ignoredDay = await seedDatedEntry(owner.id, 5, { category: 'assets', amount_cents: 300_000 })
    const pastDay = await seedDatedEntry(owner.id, 3, { category: 'assets', amount_cents: 1_000_000 })
    const outOfRange = await seedDatedEntry(owner.id, 200, { category: 'assets', amount_cents: 50_000 })
    const today = await seedDatedEntry(owner.id, 0, { category: 'liabilities', amount_cents: 250_000 })
    const key = (day: string) => `snapshot:net_worth_snapshots:${owner.id}:${day}`
    const keys = { ignored: key(ignoredDay), past: key(pastDay), today: key(today) }

    const found = await issueIds(api.token)
    expect(found).toEqual(expect.arrayContaining(Object.values(keys)))
    // Beyond the 90 days the check reads, a day is not reported.
    expect(found).not.toContain(key(outOfRange))
    const page = await (await browser.get('/admin/integrity')).text()
    expect(page).toContain(`User ${owner.id} has no net-worth snapshot for ${pastDay}, when 1 entry changed.`)
    expect(page).toContain('missing snapshot')

    const fixed = await apiCall(server.base, api.token, 'POST', '/admin/data-integrity', {
      intent: 'fix',
      issue: [keys.past, keys.today],
    })
    expect(fixed.body.handled).toBe(2)
    const { NetWorthSnapshot } = getDb()
    const snapshotOf = async (day: string) =>
      (await NetWorthSnapshot.findOne({ where: { user_id: owner.id, snapshot_date: day } }))?.get({ plain: true })
    // The past day counts the entries that existed by its end (the 200- and 5-day-old assets),
    // not today's liability; today counts them all.
    expect(await snapshotOf(pastDay)).toMatchObject({
      total_assets_cents: 1_350_000,
      total_liabilities_cents: 0,
      net_worth_cents: 1_350_000,
      source: 'automatic',
    })
    expect(await snapshotOf(today)).toMatchObject({
      total_assets_cents: 1_350_000,
      total_liabilities_cents: 250_000,
      net_worth_cents: 1_100_000,
    })

    const ignored = await apiCall(server.base, api.token, 'POST', '/admin/data-integrity', {
      intent: 'ignore',
      issue: [keys.ignored],
    })
    expect(ignored.body.handled).toBe(1)
    expect(await snapshotOf(ignoredDay)).toBeUndefined()
    const after = await issueIds(api.token)
    for (const k of Object.values(keys)) expect(after).not.toContain(k)

    await expectIntegrityAudit([
      ['integrity_fix', keys.past],
      ['integrity_fix', keys.today],
      ['integrity_ignore', keys.ignored],
    ])
  })

  it("finds a user's vector index made stale by a data change, and Fix rebuilds it", async () => {
    const { api, browser } = await admin()
    const owner = await signInApi(server.base, await createUser({ tag: 'stale-index' }))
    const neverIndexed = await signInApi(server.base, await createUser({ tag: 'unindexed' }))
    const entry = {
      category: 'assets',
      subcategory: 'cash_bank_accounts',
      description: 'Rainy day savings',
      amount: 1234,
      frequency: 'one_time',
    }
    for (const user of [owner, neverIndexed]) {
      expect((await user.api.post('/financial/entries', entry)).status).toBeLessThan(300)
    }
    expect((await owner.api.post(`/vector/index/${owner.id}`)).status).toBe(200)
    const key = (id: number) => `stale:vector_index:${id}`
    expect(await issueIds(api.token)).not.toContain(key(owner.id))

    expect((await owner.api.post('/financial/entries', { ...entry, description: 'Brokerage' })).status).toBeLessThan(
      300,
    )
    const found = await issueIds(api.token)
    expect(found).toContain(key(owner.id))
    // A user with no index has nothing to be stale.
    expect(found).not.toContain(key(neverIndexed.id))
    const page = await (await browser.get('/admin/integrity')).text()
    expect(page).toContain(`User ${owner.id}&#x27;s vector index`)
    expect(page).toContain('stale index')

    const fixed = await apiCall(server.base, api.token, 'POST', '/admin/data-integrity', {
      intent: 'fix',
      issue: [key(owner.id)],
    })
    expect(fixed.body.handled).toBe(1)
    const status = (await owner.api.get(`/vector/status/${owner.id}`)).body
    expect(status).toMatchObject({ is_indexed: true, stale: false })
    const contents = await owner.api.get(`/debug/vector-contents/${owner.id}`)
    expect(JSON.stringify(contents.body)).toContain('Brokerage')
    expect(await issueIds(api.token)).not.toContain(key(owner.id))
    expect(await auditActions(5)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'integrity_fix', detail: expect.stringContaining(key(owner.id)) }),
      ]),
    )
  })
})

describe('Debug Tools', () => {
  it('times real requests per route, exports the log as NDJSON and CSV, and tests the endpoints', async () => {
    const { api, browser } = await admin()
    const victim = await createUser({ tag: 'logged' })
    for (let i = 0; i < 3; i++) expect((await api.api.get('/auth/me')).status).toBe(200)
    expect((await browser.post(`/admin/users/${victim.id}/clear-cache`, {})).status).toBe(302)

    const performance = await apiCall(server.base, api.token, 'GET', '/admin/debug/performance')
    const me = performance.body.api_performance.routes.find((r: { route: string }) => r.route === 'GET /api/v1/auth/me')
    expect(me.requests).toBeGreaterThanOrEqual(3)
    expect(me.p95_ms).toBeGreaterThanOrEqual(me.p50_ms)
    expect(performance.body.system_resources.memory_usage).toBeGreaterThan(0)

    const ndjson = await browser.get('/admin/debug/logs/ndjson?level=INFO&limit=50')
    expect(ndjson.headers.get('content-disposition')).toMatch(/wealthpath-logs-\d{4}-\d{2}-\d{2}\.ndjson/)
    const lines = (await ndjson.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.length).toBeLessThanOrEqual(50)
    expect(lines.every((l) => ['INFO', 'WARNING', 'ERROR'].includes(l.level))).toBe(true)
    expect(lines.some((l) => l.module === 'admin' && l.message.includes(`Clear Cache for ${victim.email}`))).toBe(true)
    const csv = await (await browser.get('/admin/debug/logs/csv?level=ALL&limit=100')).text()
    expect(csv.split('\n')[0]).toBe('timestamp,level,module,message')
    expect(csv).toContain(victim.email)
    // A level or limit outside the spec's choices is refused, not read as the default.
    const badLevel = await apiCall(server.base, api.token, 'GET', '/admin/debug/logs?level=TRACE')
    expect(badLevel.status).toBe(422)
    expect(badLevel.body.detail[0].loc).toEqual(['query', 'level'])
    expect((await apiCall(server.base, api.token, 'GET', '/admin/logs?limit=7')).status).toBe(422)
    expect((await browser.get('/admin/debug/logs/csv?level=ALL&limit=7')).status).toBe(422)

    const tested = await browser.post('/admin/debug', { intent: 'endpoint-tests' })
    expect(tested.status).toBe(302)
    const page = await (await browser.follow(tested)).text()
    expect(page).toContain('Endpoint tests passed')
    expect(page).toMatch(/\/api\/v1\/auth\/me · \d+ ms · 200/)
    expect(page).toMatch(/\/api\/v1\/goals-v2\/ · \d+ ms · 200/)
  })
})

describe('paged admin lists (issue 12: a screen stays under 60 KB however many accounts there are)', () => {
  const { users: USERS, audit: AUDIT, sessions: SESSIONS, picker: PICKER } = ADMIN_PAGE_SIZES

  /** The distinct e-mails of the `tag` users a page shows. */
  const emailsOn = (html: string, tag: string) =>
    [...new Set(html.match(new RegExp(`${tag}\\.[a-z0-9.]+@example\\.org`, 'g')) ?? [])].sort()

  it('pages User Management, searches by e-mail, keeps the total in the heading, and clamps bad pages', async () => {
    const { browser } = await admin()
    const tag = `paged${Math.random().toString(36).slice(2, 7)}`
    // Two full pages and half of a third.
    const count = USERS * 2 + USERS / 2
    const made: TestUser[] = []
    for (let i = 0; i < count; i += 1) made.push(await createUser({ tag }))
    // Newest first, as the list orders them (created_at, then id).
    const newest = [...made].sort((a, b) => b.id - a.id).map((u) => u.email)
    const firstPage = newest.slice(0, USERS).sort()
    const lastPage = newest.slice(USERS * 2).sort()
    const total = await getDb().User.count()

    const first = await browser.get('/admin/users')
    const firstHtml = await first.text()
    expect(first.status).toBe(200)
    expect(firstHtml).toContain(`User Management (${total})`)
    expect(firstHtml).toContain(`Showing 1–${USERS} of ${total} users`)
    expect(emailsOn(firstHtml, tag)).toEqual(firstPage)

    const searched = await (await browser.get(`/admin/users?q=${tag.toUpperCase()}`)).text()
    expect(searched).toContain(`User Management (${total})`)
    expect(searched).toContain(`Showing 1–${USERS} of ${count} users`)
    expect(searched).toContain('Page 1 of 3')
    expect(emailsOn(searched, tag)).toEqual(firstPage)
    // The links carry the search as the loader used it.
    expect(searched).toContain(`href="/admin/users?q=${tag.toUpperCase()}&amp;page=2"`)

    const third = await browser.get(`/admin/users?q=${tag}&page=3`)
    const thirdHtml = await third.text()
    expect(third.status).toBe(200)
    expect(thirdHtml).toContain(`Showing ${USERS * 2 + 1}–${count} of ${count} users`)
    expect(thirdHtml).toContain('Page 3 of 3')
    expect(emailsOn(thirdHtml, tag)).toEqual(lastPage)
    expect(thirdHtml).toContain(`href="/admin/users?q=${tag}&amp;page=2"`)

    // Past the end: the last page, said so. Not a page number: 422, page 1, said so.
    const past = await browser.get(`/admin/users?q=${tag}&page=99999`)
    const pastHtml = await past.text()
    expect(past.status).toBe(200)
    expect(pastHtml).toContain('There is no page 99,999; showing page 3 of 3.')
    expect(emailsOn(pastHtml, tag)).toEqual(lastPage)
    for (const bad of ['abc', '-1', '0', '2.5']) {
      const refused = await browser.get(`/admin/users?q=${tag}&page=${bad}`)
      const html = await refused.text()
      expect(refused.status, bad).toBe(422)
      expect(html, bad).toContain(`is not a page number (a whole number from 1); showing page 1.`)
      expect(emailsOn(html, tag), bad).toEqual(firstPage)
    }
    const tooLong = await browser.get(`/admin/users?q=${'x'.repeat(101)}`)
    expect(tooLong.status).toBe(422)
    expect(await tooLong.text()).toContain('the search was not applied')
    expect(await (await browser.get('/admin/users?q=no-such-address-anywhere')).text()).toContain('No users found')

    // The Shadow Mode picker offers the newest matches, never every account.
    const shadow = await (await browser.get('/admin/shadow')).text()
    expect(shadow.match(/<option /g)?.length).toBe(PICKER)
    expect(shadow).toContain(`The ${PICKER} newest of ${total} users`)
    const picked = await (await browser.get(`/admin/shadow?q=${tag}&user=${made[0].id}`)).text()
    expect(picked).toContain(`The ${PICKER} newest of ${count} users matching`)
    expect(emailsOn(picked, tag)).toEqual([...newest.slice(0, PICKER), made[0].email].sort())
    // The chosen user is offered, first, even when older than the newest matches.
    expect(picked).toContain(`<option value="${made[0].id}" selected="">${made[0].email}</option>`)
    expect(picked.match(/<option /g)?.length).toBe(PICKER + 1)
  })

  it("pages the Audit Log, and each list's links keep the other's page", async () => {
    const { user, browser } = await admin()
    const { AdminAuditEntry } = getDb()
    const detail = `paged audit ${Date.now()}`
    const lines = AUDIT * 2 + AUDIT / 2
    for (let i = 0; i < lines; i += 1) {
      await AdminAuditEntry.create({
        admin_user_id: user.id,
        admin_email: user.email,
        action: 'clear_cache',
        target_user_id: null,
        target_label: null,
        detail: `${detail} #${i}`,
        created_at: new Date(),
      })
    }
    const all = await AdminAuditEntry.count()
    const numbersOn = (html: string) =>
      [...html.matchAll(new RegExp(`${detail} #(\\d+)<`, 'g'))].map((m) => Number(m[1]))
    const newestFirst = (from: number) => Array.from({ length: AUDIT }, (_, i) => from - i)
    const first = await (await browser.get('/admin/users')).text()
    expect(first).toContain(`Showing 1–${AUDIT} of ${all} audit lines`)
    expect(numbersOn(first)).toEqual(newestFirst(lines - 1))
    const second = await (await browser.get('/admin/users?page=2&audit_page=2')).text()
    expect(numbersOn(second)).toEqual(newestFirst(lines - 1 - AUDIT))
    expect(second).toContain('href="/admin/users?page=2&amp;audit_page=3"')
    expect(second).toContain('href="/admin/users?audit_page=2"')
    const refused = await browser.get('/admin/users?audit_page=x')
    expect(refused.status).toBe(422)
    expect(numbersOn(await refused.text())).toEqual(newestFirst(lines - 1))
  })

  it('pages Auth Monitor; its counters count every live session', async () => {
    const { browser } = await admin()
    const busy = await createUser({ tag: 'many-sessions' })
    for (let i = 0; i < SESSIONS + 5; i += 1) await signInApi(server.base, busy)
    const live = await getDb().Session.count({ where: { revoked_at: null, expires_at: { [Op.gt]: new Date() } } })
    const pages = Math.ceil(live / SESSIONS)
    const first = await (await browser.get('/admin/auth?every=300')).text()
    expect(first.match(/Active sessions<\/p>(?:<style[^>]*>[^<]*<\/style>)?<p[^>]*>(\d+)</)?.[1]).toBe(String(live))
    expect(first).toContain(`Showing 1–${SESSIONS} of ${live} sessions`)
    expect(first.match(/Force Logout session \d+/g)?.length).toBe(SESSIONS)
    // The refresh choice is kept by the page links.
    expect(first).toContain('href="/admin/auth?every=300&amp;page=2"')
    const last = await browser.get(`/admin/auth?page=${pages}`)
    const lastHtml = await last.text()
    expect(last.status).toBe(200)
    expect(lastHtml.match(/Force Logout session \d+/g)?.length).toBe(live - (pages - 1) * SESSIONS)
    expect((await browser.get('/admin/auth?page=abc')).status).toBe(422)
  })
})
