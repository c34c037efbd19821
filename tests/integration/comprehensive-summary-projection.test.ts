import { describe, expect, it } from 'vitest'
import { defaultProjection } from '../../app/services/projections/projections.server.ts'
import { NOTHING_TO_PROJECT } from '../../app/services/summary/projection-outlook.server.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { useAppWithSimWorker } from '../helpers/app-with-sim-worker.ts'
import { apiUser } from '../helpers/users.ts'

// The comprehensive summary's projection part: the default plan's run (the screen's and the goal
// analysis's cache entry) through the real sim-worker, and an answer without it.

const app = useAppWithSimWorker()
const path = (id: number) => `/financial/comprehensive-summary/${id}`

describe('the comprehensive summary includes the projection', () => {
  it('quotes the default plan’s run: success, depletion and the median in today’s dollars', async () => {
    const { api, id } = await apiUser(app.base, { tag: 'summary-projection' })
    await seedDemoHousehold(id)
    const response = await api.get(path(id))
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const p = response.body.projections

    // The same run the projections screen shows by default (a cache hit now, so no second simulation).
    const run = await defaultProjection(id)
    expect(run.cached).toBe(true)
    const { result, plan } = run
    const atRetirement = result.ages.indexOf(plan.input.retirement_age)
    expect(atRetirement).toBeGreaterThan(0)
    expect(p).toEqual({
      available: true,
      dollars: 'real',
      successRate: result.success_rate,
      currentAge: plan.input.current_age,
      retirementAge: plan.input.retirement_age,
      planningAge: result.ages.at(-1),
      depletionMedianAge: result.depletion.p50 === null ? null : Math.floor(result.depletion.p50),
      medianNetWorthAtRetirement: Math.round(result.net_worth.real.p50[atRetirement]),
      medianNetWorthAtPlanningAge: Math.round(result.net_worth.real.p50.at(-1)!),
      iterations: result.iterations,
    })
    expect(p.successRate).toBeGreaterThanOrEqual(0)
    expect(p.successRate).toBeLessThanOrEqual(1)
    expect(p.medianNetWorthAtRetirement).toBeGreaterThan(0)
    expect(response.body.llm_text).toContain(`Success to age ${p.planningAge}: ${Math.round(p.successRate * 100)}%`)
  })

  it('says there is nothing to project for a new account, without running the engine', async () => {
    const { api, id } = await apiUser(app.base, { tag: 'summary-projection-empty' })
    const response = await api.get(path(id))
    expect(response.status).toBe(200)
    expect(response.body.projections).toEqual({ available: false, reason: NOTHING_TO_PROJECT })
  })

  it('still answers when the simulation service is down, and says why', async () => {
    const { api, id } = await apiUser(app.base, { tag: 'summary-projection-down' })
    await seedDemoHousehold(id)
    await app.stopWorker()
    const response = await api.get(path(id))
    expect(response.status).toBe(200)
    expect(response.body.projections.available).toBe(false)
    expect(response.body.projections.reason).toMatch(/^Projections are temporarily unavailable/)
    expect(response.body.financials.netWorth).toBe(449_550)
    expect(response.body.llm_text).toContain('PROJECTION\nNot available: Projections are temporarily unavailable')
  })
})
