import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { useAppWithSimWorker } from '../helpers/app-with-sim-worker.ts'
import { apiUser } from '../helpers/users.ts'

// The intelligence analysis through the API with a real sim-worker, on hand-built households.
const server = useAppWithSimWorker()

type Client = Awaited<ReturnType<typeof client>>

async function client() {
  const { id, api } = await apiUser(server.base)
  return { userId: id, call: api.call }
}

/** A date `n` whole months from today (UTC), so the monthly requirement is exact. */
function monthsAhead(n: number) {
  const now = new Date()
  const day = now.getUTCDate()
  // From the 29th on, the same day may not exist; the 28th of the month after counts as n months.
  const target =
    day > 28
      ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n + 1, 28))
      : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, day))
  return target.toISOString().slice(0, 10)
}

async function post(c: Client, path: string, body: unknown) {
  const r = await c.call('POST', path, body)
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300)
  return r.body
}

/**
 * Cash flow 8,000 − 5,200 = 2,800 a month. A house deposit needs 48,000 in 24 months
 * (2,000/month, priority 8) and an emergency fund 24,000 in 12 months (2,000/month,
 * priority 5): together 4,000 a month, 1,200 more than the surplus.
 */
async function tightHousehold(c: Client) {
  await post(c, '/financial/entries', {
    category: 'income',
    subcategory: 'employment_income',
    description: 'Salary',
    amount: 8000,
    frequency: 'monthly',
  })
  await post(c, '/financial/entries', {
    category: 'expenses',
    subcategory: 'housing',
    description: 'Rent',
    amount: 5200,
    frequency: 'monthly',
  })
  const house = await post(c, '/goals-v2', {
    category: 'other',
    name: 'House deposit',
    target_amount: 48000,
    target_date: monthsAhead(24),
    priority: 8,
  })
  const emergency = await post(c, '/goals-v2', {
    category: 'other',
    name: 'Emergency fund',
    target_amount: 24000,
    target_date: monthsAhead(12),
    priority: 5,
  })
  return { house, emergency }
}

type Scenario = { id: string; success_rate: number; is_recommended: boolean; monte_carlo_completed: boolean }
type Conflict = {
  id: string
  type: string
  shortfall_amount: number | null
  affected_goals: string[]
  resolution_options: { type: string; impact: string; goal_changes: { goal_id: string }[] }[]
}

describe('intelligence analysis on a household whose goals need more than its surplus', () => {
  it('finds the cash-flow conflict with the right shortfall and a scenario that does better than the plan', async () => {
    const c = await client()
    const { house, emergency } = await tightHousehold(c)
    const { status, body } = await c.call('POST', '/intelligence/analyze', {})
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.gaps).toMatchObject({ monthly_shortfall: 1200, total_monthly_required: 4000, monthly_surplus: 2800 })
    const cashFlow = body.conflicts.find((x: Conflict) => x.type === 'cash_flow') as Conflict
    expect(cashFlow.shortfall_amount).toBe(1200)
    // The house (priority 8) is funded first; the emergency fund gets the remaining 800 of its 2,000.
    expect(cashFlow.affected_goals).toEqual([String(emergency.id)])
    expect(cashFlow.resolution_options.map((o) => o.type)).toEqual([
      'increase_savings',
      'extend_timeline',
      'reprioritize',
    ])
    const pause = cashFlow.resolution_options.find((o) => o.type === 'reprioritize')
    expect(pause?.goal_changes).toEqual([{ goal_id: String(emergency.id), status: 'paused' }])

    const scenarios = body.scenarios as Scenario[]
    expect(scenarios.map((s) => s.id)).toEqual(['current_plan', 'extend_timelines', 'increase_savings', 'reprioritize'])
    expect(scenarios.every((s) => s.monte_carlo_completed)).toBe(true)
    const current = scenarios[0]
    const increased = scenarios.find((s) => s.id === 'increase_savings')!
    expect(increased.success_rate).toBeGreaterThan(current.success_rate)
    expect(scenarios.filter((s) => s.is_recommended)).toHaveLength(1)
    // The increase-savings option reports what its scenario measured.
    expect(cashFlow.resolution_options[0].impact).toContain(`${Math.round(increased.success_rate * 1000) / 10}%`)

    // Headline numbers come from these figures, not the old placeholders.
    expect(body.success_probability).not.toBe(0.887)
    expect(body.overall_score).toBeGreaterThanOrEqual(0)
    expect(body.overall_score).toBeLessThanOrEqual(100)
    expect(body.success_rate).toBe(current.success_rate)
    expect(body.lifestyle_fit).toBe(70)
    // "Will the plan work": the lifecycle projection's success to the planning age, beside the goals'.
    expect(body.retirement_plan).toMatchObject({ retirement_age: 65, planning_age: 95 })
    expect(body.retirement_plan.success_rate).toBeGreaterThanOrEqual(0)
    expect(body.retirement_plan.success_rate).toBeLessThanOrEqual(1)
    expect(body.timeline.map((g: { goal_id: string }) => g.goal_id)).toEqual([String(emergency.id), String(house.id)])
    for (const goal of body.timeline) {
      expect(goal.milestones.map((m: { percentage: number }) => m.percentage)).toEqual([25, 50, 75, 100])
    }
    const all = [
      ...body.recommendations.immediate,
      ...body.recommendations.short_term,
      ...body.recommendations.long_term,
    ]
    expect(all.length).toBe(body.counts.recommendations)
    expect(body.recommendations.immediate[0]).toMatchObject({ status: 'new', category: 'cash_flow' })
  }, 60_000)

  it('counts a loan payment as money that is not free for goals', async () => {
    const c = await client()
    await tightHousehold(c)
    // A car loan paying $450 a month: the surplus for goals is 8,000 − 5,200 − 450 = 2,350, and the shortfall
    // against the goals' 4,000 a month grows from 1,200 to 1,650.
    await post(c, '/financial/entries', {
      category: 'liabilities',
      subcategory: 'auto_loan',
      description: 'Car loan',
      amount: 18000,
      frequency: 'one_time',
      interest_rate: 6,
      minimum_payment: 450,
    })
    const { status, body } = await c.call('POST', '/intelligence/analyze', {})
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.gaps).toMatchObject({ monthly_surplus: 2350, monthly_shortfall: 1650 })
  }, 60_000)

  it('raises the success probabilities when the surplus grows, and recomputes at once on new data', async () => {
    const c = await client()
    const { emergency } = await tightHousehold(c)
    const before = (await c.call('POST', '/intelligence/analyze', {})).body
    await post(c, '/financial/entries', {
      category: 'income',
      subcategory: 'business_income',
      description: 'Consulting',
      amount: 1500,
      frequency: 'monthly',
    })
    const after = (await c.call('POST', '/intelligence/analyze', {})).body
    expect(after.cached).toBe(false)
    expect(after.gaps.monthly_surplus).toBe(4300)
    expect(after.conflicts.some((x: Conflict) => x.type === 'cash_flow')).toBe(false)
    expect(after.success_rate).toBeGreaterThan(before.success_rate)
    const probability = (body: { timeline: { goal_id: string; success_probability: number }[] }) =>
      body.timeline.find((g) => g.goal_id === String(emergency.id))!.success_probability
    expect(probability(after)).toBeGreaterThan(probability(before))
    expect(after.overall_score).toBeGreaterThan(before.overall_score)
  }, 60_000)

  it('caches for the same data and recomputes on Refresh', async () => {
    const c = await client()
    await tightHousehold(c)
    const first = (await c.call('POST', '/intelligence/analyze', {})).body
    const second = (await c.call('POST', '/intelligence/analyze', {})).body
    expect(first.cached).toBe(false)
    expect(second.cached).toBe(true)
    expect(second.scenarios).toEqual(first.scenarios)
    const refreshed = (await c.call('POST', '/intelligence/analyze', { refresh: true })).body
    expect(refreshed.cached).toBe(false)
  }, 60_000)

  it('honours include_simulations, scenario_count, optimization level and overrides', async () => {
    const c = await client()
    const { house } = await tightHousehold(c)
    const quick = (await c.call('POST', '/intelligence/analyze', { include_simulations: false, scenario_count: 1 }))
      .body
    expect(quick.scenarios.map((s: Scenario) => s.id)).toEqual(['current_plan', 'extend_timelines'])
    expect(quick.scenarios.every((s: Scenario) => s.monte_carlo_completed === false)).toBe(true)
    const whatIf = await c.call('POST', '/intelligence/analyze', {
      overrides: { monthly_surplus: 6000, goals: [{ goal_id: house.id, priority: 1 }] },
    })
    expect(whatIf.status).toBe(200)
    expect(whatIf.body.gaps.monthly_surplus).toBe(6000)
    expect(whatIf.body.conflicts.filter((x: Conflict) => x.type === 'cash_flow')).toHaveLength(0)
  }, 60_000)

  it('answers 422 with a message for bad bodies, never 500', async () => {
    const c = await client()
    await tightHousehold(c)
    const bodies: [string, unknown, string][] = [
      ['/intelligence/analyze', { scenario_count: 7 }, 'scenario_count must be between 1 and 3'],
      [
        '/intelligence/analyze',
        { optimization_level: 'yolo' },
        'optimization_level must be conservative, balanced or aggressive',
      ],
      ['/intelligence/analyze', { overrides: { monthly_surplus: -5 } }, 'Monthly surplus cannot be negative'],
      [
        '/intelligence/analyze',
        { overrides: { goals: [{ goal_id: 1, priority: 11 }] } },
        'Priority must be between 1 and 10',
      ],
      ['/intelligence/analyze', '{not json', 'Malformed JSON in request body'],
      ['/intelligence/simulate', { scenario_id: 'moon' }, 'scenario_id must be one of'],
      [
        '/intelligence/simulate',
        { scenario_id: 'current_plan', iterations: 50 },
        'iterations must be between 100 and 10000',
      ],
      [
        '/intelligence/simulate',
        { scenario_id: 'current_plan', variables: { timeline_extension_months: 999 } },
        'timeline_extension_months must be between 0 and 240',
      ],
    ]
    for (const [path, body, message] of bodies) {
      const r = await c.call('POST', path, body)
      expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(422)
      expect(JSON.stringify(r.body.detail)).toContain(message)
    }
    expect((await c.call('GET', '/intelligence/analyze')).status).toBe(405)
  }, 60_000)
})

describe('simulate', () => {
  it('runs one scenario with more iterations and what-if variables that move the result the right way', async () => {
    const c = await client()
    await tightHousehold(c)
    const base = await c.call('POST', '/intelligence/simulate', { scenario_id: 'current_plan', iterations: 2000 })
    expect(base.status, JSON.stringify(base.body)).toBe(200)
    expect(base.body).toMatchObject({ scenario_id: 'current_plan', iterations: 2000, monte_carlo_completed: true })
    expect(base.body.goals).toHaveLength(2)
    const richer = await c.call('POST', '/intelligence/simulate', {
      scenario_id: 'current_plan',
      iterations: 2000,
      variables: { monthly_surplus_change: 1500 },
    })
    expect(richer.body.monthly_surplus_used).toBe(4300)
    expect(richer.body.success_rate).toBeGreaterThan(base.body.success_rate)
    const again = await c.call('POST', '/intelligence/simulate', { scenario_id: 'current_plan', iterations: 2000 })
    expect(again.body.cached).toBe(true)
    expect(again.body.success_rate).toBe(base.body.success_rate)
  }, 60_000)
})

describe('decisions stored on the server', () => {
  it('moves a recommendation through its statuses, refuses other moves, and keeps it for the next analysis', async () => {
    const c = await client()
    await tightHousehold(c)
    const analysis = (await c.call('POST', '/intelligence/analyze', {})).body
    const rec = analysis.recommendations.immediate[0]
    const path = `/intelligence/recommendations/${rec.id}/status`
    expect((await c.call('PUT', path, { status: 'completed' })).status).toBe(409)
    const accepted = await c.call('PUT', path, { status: 'accepted', notes: 'Starting next payday' })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ status: 'accepted', notes: 'Starting next payday' })
    expect((await c.call('PUT', path, { status: 'viewed' })).body.detail).toBe(
      'A accepted recommendation can only become completed',
    )
    expect((await c.call('PUT', path, { status: 'bogus' })).status).toBe(422)
    const next = (await c.call('POST', '/intelligence/analyze', { refresh: true })).body
    const again = next.recommendations.immediate.find((r: { id: string }) => r.id === rec.id)
    expect(again).toMatchObject({ status: 'accepted', notes: 'Starting next payday', next_statuses: ['completed'] })
    expect(next.counts.recommendations_in_progress).toBe(1)
    const row = await getDb().RecommendationStatus.findOne({ where: { user_id: c.userId, recommendation_id: rec.id } })
    expect(row?.status).toBe('accepted')
  }, 60_000)

  it('applies a resolution through the goals service with history, and the next analysis no longer has the conflict', async () => {
    const c = await client()
    const { emergency } = await tightHousehold(c)
    const analysis = (await c.call('POST', '/intelligence/analyze', {})).body
    const conflict = analysis.conflicts.find((x: Conflict) => x.type === 'cash_flow') as Conflict
    const bad = await c.call('POST', `/intelligence/conflicts/${conflict.id}/resolve`, { option_type: 'magic' })
    expect(bad.status).toBe(422)
    const applied = await c.call('POST', `/intelligence/conflicts/${conflict.id}/resolve`, {
      option_type: 'reprioritize',
    })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body).toMatchObject({ goals_changed: 1, option_type: 'reprioritize' })
    const goal = (await c.call('GET', `/goals-v2/${emergency.id}`)).body
    expect(goal.status).toBe('paused')
    const history = (await c.call('GET', `/goals-v2/${emergency.id}/history`)).body
    const entries = Array.isArray(history) ? history : history.history
    expect(JSON.stringify(entries)).toContain('Conflict resolution: Pause')
    const next = (await c.call('POST', '/intelligence/analyze', {})).body
    expect(next.conflicts.some((x: Conflict) => x.type === 'cash_flow')).toBe(false)
    expect(next.timeline.map((g: { goal_id: string }) => g.goal_id)).not.toContain(String(emergency.id))
    expect(next.resolved_conflicts[0]).toMatchObject({ conflict_id: conflict.id, option_type: 'reprioritize' })
    const gone = await c.call('POST', `/intelligence/conflicts/${conflict.id}/resolve`, { option_type: 'reprioritize' })
    expect(gone.status).toBe(404)
  }, 60_000)

  it('records a savings commitment and shows the conflict as resolved while it remains', async () => {
    const c = await client()
    await tightHousehold(c)
    const analysis = (await c.call('POST', '/intelligence/analyze', {})).body
    const conflict = analysis.conflicts.find((x: Conflict) => x.type === 'cash_flow') as Conflict
    const applied = await c.call('POST', `/intelligence/conflicts/${conflict.id}/resolve`, {
      option_type: 'increase_savings',
    })
    expect(applied.body.goals_changed).toBe(0)
    const next = (await c.call('POST', '/intelligence/analyze', {})).body
    const same = next.conflicts.find((x: Conflict) => x.id === conflict.id)
    expect(same.resolution).toMatchObject({ option_type: 'increase_savings' })
    expect(next.counts.conflicts).toBe(next.conflicts.length - 1)
  }, 60_000)
})

describe('another user', () => {
  it("never sees or changes someone else's goals through the analysis", async () => {
    const owner = await client()
    const { house } = await tightHousehold(owner)
    const ownerAnalysis = (await owner.call('POST', '/intelligence/analyze', {})).body
    const intruder = await client()
    const theirs = (await intruder.call('POST', '/intelligence/analyze', {})).body
    expect(theirs.timeline).toEqual([])
    expect(theirs.conflicts).toEqual([])
    expect(JSON.stringify(theirs)).not.toContain('House deposit')
    const override = await intruder.call('POST', '/intelligence/analyze', {
      overrides: { goals: [{ goal_id: house.id, priority: 2 }] },
    })
    expect(override.status).toBe(422)
    const conflict = ownerAnalysis.conflicts[0] as Conflict
    const resolve = await intruder.call('POST', `/intelligence/conflicts/${conflict.id}/resolve`, {
      option_type: 'reprioritize',
    })
    expect(resolve.status).toBe(404)
    const rec = ownerAnalysis.recommendations.immediate[0]
    const status = await intruder.call('PUT', `/intelligence/recommendations/${rec.id}/status`, { status: 'accepted' })
    expect(status.status).toBe(404)
    const simulate = await intruder.call('POST', '/intelligence/simulate', { scenario_id: 'current_plan' })
    expect(simulate.status).toBe(422)
    const ownerGoal = await getDb().Goal.findByPk(house.id)
    expect(ownerGoal?.status).toBe('active')
  }, 60_000)
})
