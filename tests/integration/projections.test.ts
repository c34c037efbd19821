import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { useAppWithSimWorker } from '../helpers/app-with-sim-worker.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { apiClient } from '../helpers/api-client.ts'
import { apiUser, browserUser } from '../helpers/users.ts'

// Projections through the app with a real sim-worker: the MariaDB project caches in Redis,
// the SQLite one in memory.
const server = useAppWithSimWorker()

async function completedJobs() {
  const response = await fetch(`${process.env.SIM_WORKER_URL}/health`)
  return ((await response.json()) as { pool: { completed: number } }).pool.completed
}

async function demoClient() {
  const tokens = await apiUser(server.base)
  await seedDemoHousehold(tokens.user.id)
  const { get, post } = apiClient(server.base, tokens.access_token, '/projections')
  return { tokens, get, post }
}

describe('projections API', () => {
  it('projects the demo household with monotone bands, metadata and milestones', async () => {
    const c = await demoClient()
    const { status, body } = await c.get('/comprehensive?years=20')
    expect(status).toBe(200)
    expect(body.projections).toHaveLength(21)
    expect(body.projections[0]).toMatchObject({ year: 0 })
    const ci = body.monte_carlo_results.confidence_intervals
    for (let year = 0; year <= 20; year++) {
      expect(ci.p10[year]).toBeLessThanOrEqual(ci.p25[year])
      expect(ci.p25[year]).toBeLessThanOrEqual(ci.p50[year])
      expect(ci.p50[year]).toBeLessThanOrEqual(ci.p75[year])
      expect(ci.p75[year]).toBeLessThanOrEqual(ci.p90[year])
    }
    expect(ci.p90[20]).toBeGreaterThan(ci.p10[20])
    expect(body.calculation_metadata).toMatchObject({ monte_carlo_iterations: 1000, cached: false })
    expect(body.milestones.length).toBeLessThanOrEqual(4)
    for (const m of body.milestones)
      expect(m).toEqual(
        expect.objectContaining({
          label: expect.any(String),
          years_to_achieve: expect.any(Number),
          confidence_score: expect.any(Number),
        }),
      )
  })

  it('answers the second call from the cache without asking the sim-worker, and recomputes after a change', async () => {
    const c = await demoClient()
    await c.get('/comprehensive?years=15')
    const before = await completedJobs()
    const second = await c.get('/comprehensive?years=15')
    expect(second.body.calculation_metadata.cached).toBe(true)
    expect(await completedJobs()).toBe(before)

    const forced = await c.get('/comprehensive?years=15&force_recalculate=true')
    expect(forced.body.calculation_metadata.cached).toBe(false)

    await fetch(`${server.base}/api/v1/financial/entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        category: 'assets',
        subcategory: 'cash_bank_accounts',
        description: 'Windfall',
        amount: 100000,
      }),
    })
    const after = await c.get('/comprehensive?years=15')
    expect(after.body.calculation_metadata.cached).toBe(false)
    expect(after.body.projections[0].net_worth).toBeGreaterThan(second.body.projections[0].net_worth + 99_000)
  })

  it('saves assumptions within the slider bounds, refuses others with 422, and the change recalculates', async () => {
    const c = await demoClient()
    const defaults = await c.get('/assumptions')
    expect(defaults.body).toMatchObject({
      stock_market_return: 0.05,
      real_estate_appreciation: 0.025,
      salary_growth_rate: 0.02,
      inflation_rate: 0.025,
      retirement_account_return: 0.065,
      is_default: true,
    })
    const first = await c.get('/comprehensive?years=10')

    const bad = await c.post('/assumptions', { ...defaults.body, stock_market_return: 0.2 })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0]).toMatchObject({
      loc: ['body', 'stock_market_return'],
      msg: 'Stock market return must be between 0% and 15%',
    })
    expect((await c.post('/assumptions', { stock_market_return: 0.05 })).status).toBe(422)

    const saved = await c.post('/assumptions', {
      stock_market_return: 0.09,
      real_estate_appreciation: 0.03,
      salary_growth_rate: 0.03,
      inflation_rate: 0.02,
      retirement_account_return: 0.08,
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ stock_market_return: 0.09, is_default: false })
    const row = await getDb().ProjectionAssumptions.findOne({ where: { user_id: c.tokens.user.id } })
    expect(row?.retirement_account_return).toBe(0.08)
    const second = await c.get('/comprehensive?years=10')
    expect(second.body.calculation_metadata.cached).toBe(false)
    expect(second.body.projections[10].net_worth).toBeGreaterThan(first.body.projections[10].net_worth)
  })

  it('gives identical bands for identical inputs after a save that changes nothing (the seed follows the inputs)', async () => {
    const c = await demoClient()
    const defaults = await c.get('/assumptions')
    const { is_default: _isDefault, ...values } = defaults.body
    const before = await c.get('/comprehensive?years=20')
    // Saving the same values bumps the data version, so the answer is recomputed, not cached.
    expect((await c.post('/assumptions', values)).status).toBe(200)
    const after = await c.get('/comprehensive?years=20')
    expect(after.body.calculation_metadata.cached).toBe(false)
    expect(after.body.monte_carlo_results.confidence_intervals).toEqual(
      before.body.monte_carlo_results.confidence_intervals,
    )

    const changed = await c.post('/assumptions', { ...values, stock_market_return: 0.07 })
    expect(changed.status).toBe(200)
    const moved = await c.get('/comprehensive?years=20')
    expect(moved.body.monte_carlo_results.confidence_intervals.p50[20]).not.toBe(
      before.body.monte_carlo_results.confidence_intervals.p50[20],
    )
  })

  it('answers a breakdown for a year and refuses bad years and queries', async () => {
    const c = await demoClient()
    const breakdown = await c.get('/breakdown/10')
    expect(breakdown.status).toBe(200)
    expect(breakdown.body).toMatchObject({
      year: 10,
      scenarios: [{ name: 'conservative' }, { name: 'expected' }, { name: 'optimistic' }],
    })
    expect(breakdown.body.components).toEqual(
      expect.objectContaining({ cash: expect.any(Number), real_estate: expect.any(Number) }),
    )
    expect((await c.get('/breakdown/abc')).status).toBe(400)
    expect((await c.get('/breakdown/61')).status).toBe(400)
    expect((await c.get('/comprehensive?years=61')).status).toBe(422)
    expect((await c.get('/comprehensive?monte_carlo_iterations=100001')).status).toBe(422)
  })
})

describe('projections screen and outage', () => {
  it('shows the cards and chart without JavaScript; with the sim-worker stopped the API answers 503 and the screen the fallback', async () => {
    const { browser, userId } = await browserUser(server.base, { tag: 'proj' })
    await seedDemoHousehold(userId)
    const page = (await (await browser.get('/plan/projections?years=10')).text()).replace(/<!-- -->/g, '')
    expect(page).toContain('Financial Projections')
    expect(page).toContain('Conservative (p10) in 10 years')
    expect(page).toContain('What could break this plan?')
    expect(page).toContain('role="img"')

    const tokens = await apiUser(server.base)
    await server.stopWorker()
    const api = await fetch(`${server.base}/api/v1/projections/comprehensive?years=25`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(api.status).toBe(503)
    expect((await api.json()).detail).toMatch(/^Projections are temporarily unavailable/)
    const fallback = await browser.get('/plan/projections?years=25')
    expect(fallback.status).toBe(200)
    const text = await fallback.text()
    expect(text).toContain('Failed to load projection data. Using simplified calculation.')
    expect(text).toContain('Simplified estimate')
  }, 60_000)
})
