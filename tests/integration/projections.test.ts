import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { useAppWithSimWorker } from '../helpers/app-with-sim-worker.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { apiClient } from '../helpers/api-client.ts'
import { apiUser, browserUser } from '../helpers/users.ts'
import { createSimWorkerClient } from '../../app/infra/sim-worker-client.server.ts'
import { STRESS_TESTS, WHAT_IF_SCENARIOS } from '../../app/lib/projection-scenarios.ts'
import { ComprehensiveQuerySchema, DEFAULT_ITERATIONS, PlanQuerySchema } from '../../app/schemas/projections.ts'
import { GoalCreateSchema } from '../../app/schemas/goals.ts'
import { createGoal } from '../../app/services/goals/goals.server.ts'
import { loadAdvisorFacts } from '../../app/services/llm/facts.server.ts'
import { planContext, retirementReadiness, runScenarios } from '../../app/services/projections/projections.server.ts'
import { runLifecycle } from '../../sim-worker/core/lifecycle-summary.ts'

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

type DemoClient = Awaited<ReturnType<typeof demoClient>>

/** The demo's lifecycle answer in today's dollars for a plan query. */
async function lifecycleOf(c: DemoClient, query: string) {
  return (await c.get(`/comprehensive?dollars=real&${query}`)).body.lifecycle
}

/** An active retirement goal: retire at 60 spending $50,000 a year (today's dollars). */
const RETIRE_AT_60 = {
  category: 'retirement',
  name: 'Retire at 60',
  target_amount: 1_500_000,
  target_date: '2046-06-30',
  priority: 8,
  params: { current_age: 38, retirement_age: 60, annual_spending: 50_000 },
}

type Browser = Awaited<ReturnType<typeof browserUser>>['browser']

/** A screen's HTML as the assertions read it: React's text separators dropped, apostrophes unescaped. */
async function screenText(browser: Browser, path: string) {
  return (await (await browser.get(path)).text()).replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")
}

/** Each query answers 422 with its message, on each path given. */
async function expectRefused(c: DemoClient, cases: [query: string, message: string][], paths = ['/comprehensive']) {
  for (const [query, message] of cases) {
    for (const path of paths) {
      const bad = await c.get(`${path}?${query}`)
      expect(bad.status, `${path}?${query}`).toBe(422)
      expect(JSON.stringify(bad.body), `${path}?${query}`).toContain(message)
    }
  }
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
      scenarios: [{ name: 'conservative' }, { name: 'median' }, { name: 'optimistic' }],
    })
    const { components } = breakdown.body
    expect(components).toEqual(expect.objectContaining({ cash: expect.any(Number), real_estate: expect.any(Number) }))
    // Each figure is rounded to the dollar on its own, so the sum may differ by one.
    expect(Math.abs(components.retirement_accounts - components.tax_deferred - components.roth)).toBeLessThanOrEqual(1)
    // The demo's car loan and card are paid off by year 10; the mortgage is not.
    expect(components.liabilities).toBeGreaterThan(0)
    expect(components.liabilities).toBeLessThan(318_000)
    expect((await c.get('/breakdown/abc')).status).toBe(400)
    // An 85-year-old's plan reaches age 120 at most: 35 years, so year 50 is past its end.
    const profile = await fetch(`${server.base}/api/v1/profile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ age: 85, date_of_birth: null }),
    })
    expect(profile.status).toBeLessThan(300)
    const past = await c.get('/breakdown/50')
    expect(past.status).toBe(400)
    expect(past.body.detail).toMatch(/^Year 50 is past the plan's end: it reaches age 120/)
    expect((await c.get('/breakdown/35')).status).toBe(200)
    expect((await c.get('/breakdown/61')).status).toBe(400)
    expect((await c.get('/comprehensive?years=61')).status).toBe(422)
    expect((await c.get('/comprehensive?monte_carlo_iterations=100001')).status).toBe(422)
  })
})

describe('lifecycle projection', () => {
  it('runs the demo household to 95: retirement at 65, withdrawals, taxes, Social Security from 67, success', async () => {
    const c = await demoClient()
    const { status, body } = await c.get('/comprehensive?years=20')
    expect(status).toBe(200)
    const life = body.lifecycle
    // Demo profile: born 1988-03-14.
    const age = new Date().getUTCFullYear() - 1988 - (new Date().toISOString().slice(5, 10) < '03-14' ? 1 : 0)
    expect(life).toMatchObject({
      dollars: 'nominal',
      current_age: age,
      retirement_age: 65,
      planning_age: 95,
      strategy: { kind: 'fixed_real' },
      return_model: { kind: 'parametric' },
      social_security_claiming_age: 67,
    })
    expect(life.ages).toHaveLength(95 - age + 1)
    expect(life.success_rate).toBeGreaterThanOrEqual(0)
    expect(life.success_rate).toBeLessThanOrEqual(1)
    expect(life.success_rate + life.depletion.rate).toBeCloseTo(1, 10)
    const at = (years: number[], a: number) => years[a - age]
    // Working years: no withdrawals from tax-deferred; retired at 70: Social Security and withdrawals.
    expect(at(life.flows.withdrawals.tax_deferred.median, 50)).toBe(0)
    expect(at(life.flows.income.median, 70)).toBeGreaterThan(2_900 * 12)
    const drawn70 = ['cash', 'taxable', 'tax_deferred', 'roth'].map((k) => at(life.flows.withdrawals[k].mean, 70))
    expect(drawn70.reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
    // Mean and median beside each other, and the headline series is the median.
    expect(body.monte_carlo_results.confidence_intervals.mean).toHaveLength(21)
    expect(body.projections[20].net_worth).toBe(body.monte_carlo_results.confidence_intervals.p50[20])
  })

  it("answers in nominal or today's dollars, equal today and deflated later", async () => {
    const c = await demoClient()
    const nominal = await c.get('/comprehensive?years=30')
    const real = await c.get('/comprehensive?years=30&dollars=real')
    expect(real.body.dollars).toBe('real')
    expect(real.body.projections[0].net_worth).toBe(nominal.body.projections[0].net_worth)
    // 2.5 % expected inflation: 30 years deflate the median by about 1.025^30 ≈ 2.1.
    const ratio = nominal.body.projections[30].net_worth / real.body.projections[30].net_worth
    expect(ratio).toBeGreaterThan(1.8)
    expect(ratio).toBeLessThan(2.4)
  })

  it('takes the retirement age, planning age, strategy and return model, and refuses bad ones with 422', async () => {
    const c = await demoClient()
    const early = await c.get(
      '/comprehensive?retirement_age=55&planning_age=90&strategy=guardrails&return_model=replay',
    )
    expect(early.status).toBe(200)
    expect(early.body.lifecycle).toMatchObject({
      retirement_age: 55,
      planning_age: 90,
      strategy: { kind: 'guardrails', initial_rate: 0.05 },
      return_model: { kind: 'replay' },
    })
    // Replay: one path per historical start year that fits the plan.
    const years = 90 - early.body.lifecycle.current_age
    expect(early.body.calculation_metadata.monte_carlo_iterations).toBe(2025 - 1928 + 1 - years + 1)
    // Ages the plan cannot use as asked are used as the answer says, with the reason beside them.
    const age = early.body.lifecycle.current_age
    const past = await c.get('/comprehensive?retirement_age=30&planning_age=60')
    expect(past.status).toBe(200)
    expect(past.body.lifecycle).toMatchObject({ retirement_age: age, planning_age: 60 })
    expect(past.body.lifecycle.adjustments).toEqual([
      {
        field: 'retirement_age',
        asked: 30,
        used: age,
        message: `You are ${age}, past the retirement age of 30: the plan treats you as retired from today.`,
      },
    ])
    // A planning age alone, before the retirement age the plan uses (65 by default), runs past it.
    const short = await c.get('/comprehensive?planning_age=60')
    expect(short.status).toBe(200)
    expect(short.body.lifecycle).toMatchObject({ retirement_age: 65, planning_age: 66 })
    expect(short.body.lifecycle.adjustments).toEqual([
      {
        field: 'planning_age',
        asked: 60,
        used: 66,
        message: 'A planning age of 60 is not after the retirement age of 65, so the plan runs to age 66.',
      },
    ])
    expect(early.body.lifecycle.adjustments).toEqual([])
    for (const query of [
      'retirement_age=12',
      'planning_age=200',
      'retirement_age=70&planning_age=65',
      'strategy=yolo',
      'return_model=x',
      'dollars=euro',
    ]) {
      const bad = await c.get(`/comprehensive?${query}`)
      expect(bad.status, query).toBe(422)
    }
  })

  it("holds every strategy's spending against the plan's: a fixed percentage never runs out, but can pay too little", async () => {
    const c = await demoClient()
    const fixed = (await c.get('/comprehensive?dollars=real')).body.lifecycle
    const percent = (await c.get('/comprehensive?dollars=real&strategy=fixed_percentage')).body.lifecycle
    // The demo household's expenses: $4,545 a month, the spending the plan holds every strategy to.
    expect([fixed.planned_monthly_spending, percent.planned_monthly_spending]).toEqual([4_545, 4_545])
    // Fixed spending pays exactly the plan while it lasts (flows index i = the year from age current + i).
    const at70 = 70 - fixed.current_age
    expect(fixed.flows.spending.median[at70]).toBe(4_545 * 12)
    expect(fixed.need_met_rate).toBe(fixed.success_rate)
    // 4 % of the portfolio each January: no path runs out, yet on some it pays less than $54,540 in a year.
    expect(percent.success_rate).toBe(1)
    expect(percent.need_met_rate).toBeGreaterThan(0)
    expect(percent.need_met_rate).toBeLessThan(1)
    expect(percent.flows.spending.median[at70]).not.toBe(4_545 * 12)
    // Its shortfall is the spending below the plan's, so only the paths that fell short have one.
    expect(percent.shortfall.mean).toBeGreaterThan(0)
    // Nothing is spent from the plan's spending while working.
    expect(percent.flows.spending.median[0]).toBe(0)
  })

  it('spends the retirement spending the person sets from the retirement age, else the monthly expenses', async () => {
    const c = await demoClient()
    const lifecycle = (query: string) => lifecycleOf(c, query)
    const set = await lifecycle('retirement_monthly_spending=3500.25')
    expect(set.planned_monthly_spending).toBe(3500.25)
    // Fixed spending pays exactly that in retirement (flows index i = the year from age current + i).
    const at70 = 70 - set.current_age
    expect(set.flows.spending.median[at70]).toBeCloseTo(3500.25 * 12, 6)
    const byDefault = await lifecycle('')
    expect(byDefault.planned_monthly_spending).toBe(4_545)
    expect(byDefault.flows.spending.median[at70]).toBe(4_545 * 12)
    // The working years still spend the expenses: the expected-returns path (no randomness) is the same until
    // retirement, and ends higher with the lower spending.
    const path = async (query: string) =>
      (await c.get(`/comprehensive?dollars=real&years=60&${query}`)).body.deterministic_projection.map(
        (point: { net_worth: number }) => point.net_worth,
      )
    const [lower, expenses] = [await path('retirement_monthly_spending=3500.25'), await path('')]
    const working = 65 - set.current_age
    expect(lower.slice(0, working + 1)).toEqual(expenses.slice(0, working + 1))
    expect(lower.at(-1)).toBeGreaterThan(expenses.at(-1))
    // Spending nothing in retirement is a plan too: nothing is spent, income is saved, and no path falls short.
    const none = await lifecycle('retirement_monthly_spending=0')
    expect(none.flows.spending.median[at70]).toBe(0)
    expect(none.need_met_rate).toBe(1)
    await expectRefused(c, [
      ['retirement_monthly_spending=-1', 'Retirement spending cannot be negative'],
      ['retirement_monthly_spending=12.345', 'Retirement spending can have at most 2 decimals'],
      ['retirement_monthly_spending=lots', 'Retirement spending must be a number'],
    ])
  })

  it("follows the active retirement goal's age and spending, the advisor's facts too, and recomputes when it changes", async () => {
    const c = await demoClient()
    const goals = apiClient(server.base, c.tokens.access_token, '/goals-v2')
    const before = await lifecycleOf(c, '')
    expect(before).toMatchObject({
      retirement_age: 65,
      retirement_age_source: 'default',
      retirement_spending_source: 'expenses',
      retirement_goal: null,
      planned_monthly_spending: 4_545,
    })
    const created = await goals.post('', RETIRE_AT_60)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    // A paused goal is not the plan, whatever its priority.
    const paused = await goals.post('', {
      category: 'retirement',
      name: 'Paused plan',
      target_amount: 900_000,
      target_date: '2046-06-30',
      priority: 10,
      params: { current_age: 38, retirement_age: 55, annual_spending: 90_000 },
    })
    expect((await goals.call('PUT', `/${paused.body.id}`, { status: 'paused' })).status).toBe(200)

    // The goal changed the data version, so the cached plan above is not served: $50,000 a year is $4,166.67 a month.
    const after = await lifecycleOf(c, '')
    expect(after).toMatchObject({
      retirement_age: 60,
      retirement_age_source: 'goal',
      retirement_spending_source: 'goal',
      retirement_goal: { name: 'Retire at 60', retirement_age: 60, monthly_spending: 4_166.67 },
      planned_monthly_spending: 4_166.67,
    })
    const at70 = 70 - after.current_age
    // $4,166.67 × 12 = $50,000.04 a year, whole dollars in the API.
    expect(after.flows.spending.median[at70]).toBe(50_000)
    // What the plan asks comes first.
    const asked = await lifecycleOf(c, 'retirement_age=63&retirement_monthly_spending=3000')
    expect(asked).toMatchObject({
      retirement_age: 63,
      retirement_age_source: 'asked',
      retirement_spending_source: 'asked',
      planned_monthly_spending: 3_000,
    })
    // The goal analysis quotes the same plan, and so do the advisor's facts.
    expect((await retirementReadiness(c.tokens.user.id)).retirement_age).toBe(60)
    expect((await loadAdvisorFacts(c.tokens.user.id)).retirementAge).toBe(60)
  })

  it('draws part-time pay from the retirement age to the age asked, and refuses what it cannot use', async () => {
    const c = await demoClient()
    const without = await lifecycleOf(c, '')
    const withPay = await lifecycleOf(c, 'part_time_monthly_income=2000&part_time_until_age=69')
    expect(without.part_time_income).toBeNull()
    expect(withPay.part_time_income).toEqual({ until_age: 69, monthly_amount: 2_000 })
    // Income (today's dollars) in the years from 65: $24,000 of part-time pay a year until 69; Social Security's
    // $34,800 a year (the demo's record: $2,900 a month from 67) beside it from 67, alone from 69.
    const at = (age: number) => age - withPay.current_age
    expect(withPay.flows.income.median[at(65)]).toBe(24_000)
    expect(withPay.flows.income.median[at(67)]).toBe(24_000 + 34_800)
    expect(withPay.flows.income.median[at(69)]).toBe(34_800)
    expect(without.flows.income.median[at(65)]).toBe(0)
    // It pays part of the spending, so the plan is funded at least as often (its tax as ordinary income is worked
    // by hand in sim-worker/core/lifecycle.test.ts).
    expect(withPay.need_met_rate).toBeGreaterThanOrEqual(without.need_met_rate)
    // Unset, the end age is 70; an end age past the retirement age of the preferences is said, not dropped silently.
    expect((await lifecycleOf(c, 'part_time_monthly_income=2000')).part_time_income).toEqual({
      until_age: 70,
      monthly_amount: 2_000,
    })
    const late = await lifecycleOf(c, 'part_time_monthly_income=2000&retirement_age=71&planning_age=95')
    expect(late.part_time_income).toBeNull()
    expect(late.adjustments).toContainEqual(
      expect.objectContaining({ field: 'part_time_until_age', asked: 70, used: null }),
    )
    await expectRefused(c, [
      ['part_time_monthly_income=-1', 'Part-time income cannot be negative'],
      ['part_time_until_age=68', 'part_time_until_age applies only with part_time_monthly_income'],
      [
        'part_time_monthly_income=2000&retirement_age=66&part_time_until_age=66',
        'Part-time until age must be above the retirement age',
      ],
      ['part_time_monthly_income=2000&part_time_until_age=old', 'Part-time until age must be a number'],
    ])
  })

  it('draws the accounts in the order asked after cash, says which on the screen, and refuses an unknown order', async () => {
    const c = await demoClient()
    const usual = await lifecycleOf(c, '')
    const deferredFirst = await lifecycleOf(c, 'withdrawal_order=tax_deferred_first')
    expect(usual.withdrawal_order).toEqual({
      kind: 'taxable_first',
      accounts: ['cash', 'taxable', 'tax_deferred', 'roth'],
    })
    expect(deferredFirst.withdrawal_order).toEqual({
      kind: 'tax_deferred_first',
      accounts: ['cash', 'tax_deferred', 'taxable', 'roth'],
    })
    // The same markets (the order is left out of the seed): every working year is the same to the dollar, and
    // from the retirement age the tax-deferred account pays where the taxable one did.
    const at = (age: number) => age - usual.current_age
    const first = usual.retirement_age
    expect(deferredFirst.net_worth.p50.slice(0, at(first))).toEqual(usual.net_worth.p50.slice(0, at(first)))
    const drawn = (life: typeof usual, account: string) => life.flows.withdrawals[account].mean[at(first)]
    expect(drawn(deferredFirst, 'tax_deferred')).toBeGreaterThan(drawn(usual, 'tax_deferred'))
    expect(drawn(deferredFirst, 'taxable')).toBeLessThan(drawn(usual, 'taxable'))
    expect(deferredFirst.net_worth.p50.at(-1)).not.toBe(usual.net_worth.p50.at(-1))
    // Asked by name, the default order is the same plan: the same numbers to the dollar.
    const named = await lifecycleOf(c, 'withdrawal_order=taxable_first')
    expect(named.net_worth).toEqual(usual.net_worth)
    expect(named.success_rate).toBe(usual.success_rate)
    await expectRefused(c, [
      [
        'withdrawal_order=roth_first',
        'withdrawal_order must be one of: taxable_first, tax_deferred_first, roth_before_tax_deferred',
      ],
    ])

    const { browser, userId } = await browserUser(server.base, { tag: 'order' })
    await seedDemoHousehold(userId)
    const page = await screenText(browser, '/plan/projections?withdrawal_order=roth_before_tax_deferred')
    expect(page).toMatch(/<option value="roth_before_tax_deferred" selected/)
    expect(page).toContain('Withdrawals after income: cash, then taxable, then Roth, then tax-deferred.')
    const plain = await screenText(browser, '/plan/projections')
    expect(plain).toContain('Withdrawals after income: cash, then taxable, then tax-deferred, then Roth.')
    // A bad value on the screen is reported and the default order used, not a failure.
    const bad = await screenText(browser, '/plan/projections?withdrawal_order=roth_first')
    expect(bad).toContain(
      'withdrawal_order must be one of: taxable_first, tax_deferred_first, roth_before_tax_deferred. The default is used instead.',
    )
    expect(bad).toContain('Withdrawals after income: cash, then taxable, then tax-deferred, then Roth.')
  })

  it('pays IRA contributions while working, within the IRS limits, says so on the screen, and refuses bad ones', async () => {
    const c = await demoClient()
    const without = await lifecycleOf(c, '')
    const roth = await lifecycleOf(c, 'ira_annual_contribution=7000')
    expect(without.ira_contribution).toBeNull()
    expect(roth.ira_contribution).toEqual({ kind: 'roth', annual: 7_000, deductible: 0 })
    // The engine's plan: $7,000 a year to the Roth (the demo's $166,400 a year, married filing jointly, is under
    // the Roth limit's phase-out from $242,000), and its run differs from the plan without it.
    const plan = async (query: Record<string, string>) => {
      const request = { plan: PlanQuerySchema.parse(query), years: 20, iterations: DEFAULT_ITERATIONS }
      return (await (await planContext(c.tokens.user.id, request)).plan()).input
    }
    expect((await plan({ ira_annual_contribution: '7000' })).working).toMatchObject({
      ira_annual: 7_000,
      ira_roth: true,
    })
    expect((await plan({})).working.ira_annual).toBe(0)
    const at = (age: number) => age - roth.current_age
    expect(roth.net_worth.p50[at(64)]).not.toBe(without.net_worth.p50[at(64)])
    // Traditional: Jordan defers into a 401(k), so is covered at work, and at about $160,000 after the deferral
    // (over the joint phase-out's $149,000) none of it is deductible: take-home pay is as without it.
    const traditional = await lifecycleOf(c, 'ira_annual_contribution=7000&ira_type=traditional')
    expect(traditional.ira_contribution).toEqual({ kind: 'traditional', annual: 7_000, deductible: 0 })
    expect(traditional.monthly_take_home).toBe(without.monthly_take_home)
    // Over the limit (the demo is under 50): cut to it, and said.
    expect((await lifecycleOf(c, 'ira_annual_contribution=20000')).adjustments).toContainEqual(
      expect.objectContaining({ field: 'ira_annual_contribution', asked: 20_000, used: 7_500 }),
    )
    await expectRefused(c, [
      ['ira_annual_contribution=-1', 'IRA contribution cannot be negative'],
      ['ira_annual_contribution=lots', 'IRA contribution must be a number'],
      ['ira_type=sep', 'ira_type must be one of: roth, traditional'],
    ])

    const { browser, userId } = await browserUser(server.base, { tag: 'ira' })
    await seedDemoHousehold(userId)
    const page = await screenText(browser, '/plan/projections?ira_annual_contribution=7000&ira_type=traditional')
    expect(page).toMatch(/<input id="ira-contribution" name="ira_annual_contribution"[^>]* value="7000"/)
    expect(page).toMatch(/<option value="traditional" selected/)
    expect(page).toMatch(
      /In today's dollars, until you retire, within the IRS limit \(\$7,500 in \d{4}, more from 50\)\. Blank: none\./,
    )
    expect(page).toContain(
      "Traditional IRA: $7,000 a year (today's dollars) until 65, none of it deductible at your income, as you " +
        'have a 401(k) at work; its withdrawals are taxed in full (the plan does not track the part not deducted).',
    )
    const rothPage = await screenText(browser, '/plan/projections?ira_annual_contribution=9000')
    expect(rothPage).toContain("Roth IRA: $7,500 a year (today's dollars) until 65, from take-home pay.")
    expect(rothPage).toMatch(/An IRA takes at most \$7,500 a year in \d{4}: the plan contributes \$7,500 a year\./)
  })

  it('claims Social Security at the age asked, re-timing the record by SSA rules, and refuses ages outside 62-70', async () => {
    const c = await demoClient()
    const lifecycle = (query: string) => lifecycleOf(c, query)
    // The demo's record: $2,900 a month from 67, its full retirement age (born after 1959).
    const recorded = await lifecycle('')
    expect(recorded.social_security_claiming_age).toBe(67)
    expect(recorded.social_security_monthly_benefit).toBe(2_900)
    expect(recorded.social_security_record).toEqual({ claiming_age: 67, monthly_benefit: 2_900 })
    // At 70, three years of 8 % delayed credits: $3,596. Income in retirement shows it from 70 on.
    const late = await lifecycle('claiming_age=70')
    expect(late.social_security_claiming_age).toBe(70)
    expect(late.social_security_monthly_benefit).toBe(3_596)
    expect(late.social_security_record).toEqual({ claiming_age: 67, monthly_benefit: 2_900 })
    const at = (age: number) => age - late.current_age
    expect(late.flows.income.median[at(68)]).toBe(0)
    expect(recorded.flows.income.median[at(68)]).toBeGreaterThan(0)
    expect(late.flows.income.median[at(71)]).toBeGreaterThan(recorded.flows.income.median[at(71)])
    expect(late.adjustments).toEqual([])
    // At 62, 30 % less: $2,030.
    expect((await lifecycle('claiming_age=62')).social_security_monthly_benefit).toBe(2_030)
    await expectRefused(c, [
      ['claiming_age=61', 'Claiming age must be between 62 and 70'],
      ['claiming_age=71', 'Claiming age must be between 62 and 70'],
      ['claiming_age=66.5', 'Claiming age must be a whole number of years'],
    ])
  })

  it('takes the withdrawal rate a percentage or guardrail plan draws, and refuses one it cannot use', async () => {
    const c = await demoClient()
    const lifecycle = (query: string) => lifecycleOf(c, query)
    const byDefault = await lifecycle('strategy=fixed_percentage')
    const three = await lifecycle('strategy=fixed_percentage&withdrawal_rate=0.03')
    expect(byDefault.strategy).toEqual({ kind: 'fixed_percentage', rate: 0.04 })
    expect(three.strategy).toEqual({ kind: 'fixed_percentage', rate: 0.03 })
    // Retired at 65, Social Security from 67 (flows index i = the year from age current + i): at 65 the whole
    // spending is the draw, 3 % of the portfolio against 4 %. The two runs' seeds differ with their inputs, so
    // their portfolios are two samples of the same distribution: about three quarters, not exactly.
    const at65 = 65 - three.current_age
    const ratio = three.flows.spending.median[at65] / byDefault.flows.spending.median[at65]
    expect(ratio).toBeGreaterThan(0.7)
    expect(ratio).toBeLessThan(0.8)
    // Drawing less pays the plan's spending on fewer paths (the demo's plan needs about 2.5 % at 65).
    expect(three.need_met_rate).toBeLessThan(byDefault.need_met_rate)
    const guardrails = await lifecycle('strategy=guardrails&withdrawal_rate=0.035')
    expect(guardrails.strategy).toEqual({ kind: 'guardrails', initial_rate: 0.035 })
    expect((await lifecycle('strategy=guardrails')).strategy).toEqual({ kind: 'guardrails', initial_rate: 0.05 })
    await expectRefused(
      c,
      [
        ['withdrawal_rate=0.04', 'withdrawal_rate applies only to the fixed_percentage and guardrails strategies'],
        ['strategy=guardrails&withdrawal_rate=4', 'withdrawal_rate must be between 0.01 and 0.1'],
        ['strategy=guardrails&withdrawal_rate=0.005', 'withdrawal_rate must be between 0.01 and 0.1'],
        ['strategy=fixed_percentage&withdrawal_rate=lots', 'withdrawal_rate must be a number'],
      ],
      ['/comprehensive', '/breakdown/10'],
    )
  })

  it('names the retirement goal the screen plan follows, beside the retirement age and spending fields', async () => {
    const { browser, userId } = await browserUser(server.base, { tag: 'goal-plan' })
    await seedDemoHousehold(userId)
    const screen = (query = '') => screenText(browser, `/plan/projections${query}`)
    const before = await screen()
    expect(before).toContain('The default: set yours in a retirement goal or your goal preferences.')
    expect(before).toContain("In today's dollars. Blank: your monthly expenses ($4,545).")
    await createGoal(userId, GoalCreateSchema.parse(RETIRE_AT_60))
    const page = await screen()
    expect(page).toContain('Retirement: from 60 to 95')
    expect(page).toMatch(/<input id="retirement-age" name="retirement_age"[^>]* value="60"/)
    expect(page).toContain('From your retirement goal “Retire at 60”.')
    expect(page).toContain("In today's dollars. Blank: your retirement goal “Retire at 60” ($4,167).")
    expect(page).toContain("Your spending ($4,167 a month in today's dollars) is funded to age 95 in")
    // An age asked on the form is used, and the goal's is named beside it.
    const asked = await screen('?retirement_age=63')
    expect(asked).toContain('Retirement: from 63 to 95')
    expect(asked).toContain('Your retirement goal “Retire at 60” says 60.')
  })

  it('shows the retirement phase on the screen without JavaScript, and reports a bad plan value instead of failing', async () => {
    const { browser, userId } = await browserUser(server.base, { tag: 'life' })
    await seedDemoHousehold(userId)
    const page = await screenText(browser, '/plan/projections?retirement_age=60&strategy=fixed_percentage')
    expect(page).toContain('Retirement: from 60 to 95')
    expect(page).toContain("All amounts in today's dollars.")
    expect(page).toContain('Median (p50) in 20 years')
    expect(page).toContain('Mean of all paths')
    expect(page).toContain('From tax-deferred')
    expect(page).toMatch(/<option value="fixed_percentage" selected/)
    // The big figure is the share of paths that pay the planned spending, not the 100% that never run out.
    const share = /data-testid="success-rate">([\d.]+)%</.exec(page)?.[1]
    expect(Number(share)).toBeLessThan(100)
    expect(page).toContain(
      `With a fixed 4% of the portfolio a year, income and withdrawals cover the spending you plan ($4,545 a month in today's dollars) every year to age 95 in ${share}% of 1,000 simulated paths.`,
    )
    expect(page).toContain('No simulated path runs out of money before 95.')
    expect(page).toMatch(
      /Spending below the plan's, added up over the years, in today's dollars: median \$[\d,]+, mean \$[\d,]+\./,
    )
    expect(page).toContain('<th class="wp-num">Spending</th>')
    // The scenario tables' "Funded to 95" is the same share: the current plan's row repeats the big figure.
    const baseRows = page
      .split('Current plan <span class="wp-badge">base</span>')
      .slice(1)
      .map((rest) => rest.slice(0, rest.indexOf('</tr>')))
    expect(baseRows).toHaveLength(2) // what-if and stress tables
    for (const row of baseRows) expect(row).toContain(`>${share}%</td>`)
    // Replay: the start years listed are those whose spending fell short of the plan's, though none ran out.
    const replay = await screenText(
      browser,
      '/plan/projections?retirement_age=50&strategy=fixed_percentage&return_model=replay',
    )
    expect(replay).toContain('No simulated path runs out of money before 95.')
    expect(replay).toMatch(/Start years whose spending falls short of the plan's: 19\d\d(, (19|20)\d\d)*\./)

    // A rate set on the form (percent) is the one the headline names and the field keeps.
    const rated = await screenText(
      browser,
      '/plan/projections?retirement_age=60&strategy=guardrails&withdrawal_rate=3.5',
    )
    expect(rated).toContain('With guardrails from a 3.5% start, income and withdrawals cover the spending you plan')
    expect(rated).toMatch(/<input id="withdrawal-rate" name="withdrawal_rate"[^>]* value="3.5"/)
    // Retirement spending set on the form ("$3,500" as typed) is the one the headline names and the field keeps.
    const spending = await screenText(browser, '/plan/projections?retirement_monthly_spending=%243%2C500')
    expect(spending).toContain("Your spending ($3,500 a month in today's dollars) is funded to age 95 in")
    expect(spending).toMatch(/<input id="retirement-spending" name="retirement_monthly_spending"[^>]* value="3500"/)
    expect(spending).toContain("In today's dollars. Blank: your monthly expenses ($4,545).")
    // Part-time pay set on the form is drawn and said; an end age without pay is kept and noted, not refused.
    const partTime = await screenText(
      browser,
      '/plan/projections?part_time_monthly_income=1%2C800&part_time_until_age=68',
    )
    expect(partTime).toContain("Part-time pay $1,800 a month (today's dollars, before tax) from age 65 until 68.")
    expect(partTime).toMatch(/<input id="part-time-income" name="part_time_monthly_income"[^>]* value="1800"/)
    expect(partTime).toMatch(/<input id="part-time-until" name="part_time_until_age"[^>]* value="68"/)
    const ageOnly = await screenText(browser, '/plan/projections?part_time_until_age=68')
    expect(ageOnly).toContain('No part-time income is set, so part-time work until 68 is not used.')
    expect(ageOnly).not.toContain('Part-time pay $')
    const negative = await screenText(browser, '/plan/projections?retirement_monthly_spending=-5')
    expect(negative).toContain('Retirement spending cannot be negative. The default is used instead.')
    expect(negative).toContain("Your spending ($4,545 a month in today's dollars) is funded to age 95 in")
    // Another claiming age: the amount drawn, and the record it came from.
    const claimed = await screenText(browser, '/plan/projections?claiming_age=62')
    expect(claimed).toContain(
      "Social Security $2,030 a month (today's dollars) from age 62: your record's $2,900 from 67, with SSA's reduction for claiming earlier.",
    )
    expect(claimed).toMatch(/<input id="claiming-age" name="claiming_age"[^>]* value="62"/)
    // Fixed spending has no rate: the page says the one set is not used (and keeps it for the other strategies).
    const unused = await screenText(browser, '/plan/projections?withdrawal_rate=4.5')
    expect(unused).toContain(
      'Fixed spending does not use a withdrawal rate: the 4.5% you set applies when you choose the fixed percentage or guardrail strategy.',
    )
    expect(unused).toContain("Your spending ($4,545 a month in today's dollars) is funded to age 95 in")
    // Out of range: reported, and the strategy's default used and named.
    const tooHigh = await screenText(browser, '/plan/projections?strategy=fixed_percentage&withdrawal_rate=12')
    expect(tooHigh).toContain('Withdrawal rate (%) must be between 1 and 10. The default is used instead.')
    expect(tooHigh).toContain('With a fixed 4% of the portfolio a year')

    const bad = await browser.get('/plan/projections?retirement_age=12')
    expect(bad.status).toBe(200)
    const text = (await bad.text()).replace(/<!-- -->/g, '')
    expect(text).toContain('Retirement age must be between 30 and 90')
    expect(text).toContain('Retirement: from 65 to 95')

    // An age the plan cannot use as asked is used as the page says, with the reason in a note.
    const past = await screenText(browser, '/plan/projections?retirement_age=30&planning_age=95')
    const age = Number(/You are (\d+), past the retirement age of 30/.exec(past)?.[1])
    expect(age).toBeGreaterThan(30)
    expect(past).toContain(
      `<p role="note" class="wp-notice wp-text-sm wp-mb-2">You are ${age}, past the retirement age of 30: the plan treats you as retired from today.</p>`,
    )
    expect(past).toContain(`Retirement: from ${age} to 95`)

    // A horizon or dollars the pickers do not offer is reported too, not silently replaced.
    const odd = await browser.get('/plan/projections?years=7&dollars=euro')
    expect(odd.status).toBe(200)
    const oddText = (await odd.text()).replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")
    expect(oddText).toContain('years must be one of: 10, 15, 20, 25, 30')
    expect(oddText).toContain('dollars must be one of: real, nominal')
    expect(oddText).toContain('Median (p50) in 20 years')
    expect(oddText).toContain("All amounts in today's dollars.")
  }, 60_000)
})

describe('the deterministic projection', () => {
  it("is the plan's expected-returns path: one path with every volatility at zero, as a full run gives it", async () => {
    const c = await demoClient()
    const { body } = await c.get('/comprehensive?years=20')
    // The plan the route builds for this query (its default options), and that path run whole here.
    const { years, monte_carlo_iterations, force_recalculate, include_monte_carlo, dollars, ...plan } =
      ComprehensiveQuerySchema.parse({ years: '20' })
    expect([force_recalculate, include_monte_carlo, dollars]).toEqual([false, true, 'nominal'])
    const request = { plan, years, iterations: monte_carlo_iterations }
    const { input } = await (await planContext(c.tokens.user.id, request)).plan()
    const path = runLifecycle({ ...input, iterations: 1, volatility_scale: 0, return_model: { kind: 'parametric' } })
    const expected = path.net_worth.nominal.p50.slice(0, 21).map(Math.round)
    expect(body.deterministic_projection.map((point: { net_worth: number }) => point.net_worth)).toEqual(expected)
    expect(body.deterministic_projection.map((point: { year: number }) => point.year)).toEqual(
      Array.from({ length: 21 }, (_, year) => year),
    )
    // Not the median of the paths: volatility drags the median below the expected-returns path.
    expect(expected[20]).toBeGreaterThan(body.projections[20].net_worth)
  })
})

describe('the scenario tables', () => {
  it("show each scenario's median net worth and success rate as its full run gives them (medians-only runs)", async () => {
    const { tokens } = await demoClient()
    const userId = tokens.user.id
    const request = {
      plan: PlanQuerySchema.parse({}),
      years: 20,
      iterations: DEFAULT_ITERATIONS,
    }
    const { input } = await (await planContext(userId, request)).plan()
    const client = createSimWorkerClient(process.env.SIM_WORKER_URL!)
    for (const [kind, named] of [
      ['what_if', WHAT_IF_SCENARIOS],
      ['stress', STRESS_TESTS],
    ] as const) {
      const outcomes = await runScenarios(userId, { ...request, kind })
      expect(outcomes.map((o) => o.name)).toEqual(named.map((s) => s.name))
      for (const [i, scenario] of named.entries()) {
        const full = await client.lifecycle(scenario.apply(input))
        const { result } = outcomes[i]
        expect(result).not.toHaveProperty('flows') // the medians-only answer, not a whole run
        expect(result.net_worth.real.p50).toEqual(full.net_worth.real.p50)
        expect(result.net_worth.nominal.p50).toEqual(full.net_worth.nominal.p50)
        expect(result.success_rate).toBe(full.success_rate)
      }
    }
  }, 60_000)
})

describe('projections screen and outage', () => {
  it('shows the cards and chart without JavaScript; with the sim-worker stopped the API answers 503 and the screen the fallback', async () => {
    const { browser, userId } = await browserUser(server.base, { tag: 'proj' })
    await seedDemoHousehold(userId)
    const page = await screenText(browser, '/plan/projections?years=10')
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
