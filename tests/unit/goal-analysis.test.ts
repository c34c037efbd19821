import { describe, expect, it } from 'vitest'
import {
  analyzeGoals,
  monthlyRequired,
  priorityAllocation,
  requiredReturn,
  timelineStatus,
  type AnalysisInput,
} from '../../app/lib/goal-analysis.ts'
import { runGoalSuccess } from '../../sim-worker/core/goal-success.ts'

// The real Monte Carlo core, called in-process (the app calls the same code through the sim-worker).
const simulate = async (input: Parameters<typeof runGoalSuccess>[0]) => runGoalSuccess(input)

// Two goals that together need more than the surplus:
//   house down payment: (60,000 − 12,000) / 24 months = 2,000 a month
//   emergency fund:     (18,000 −  6,000) / 12 months = 1,000 a month
//   total 3,000 a month against a surplus of 1,800 → shortfall 1,200 (40 % of need: moderate).
const household: AnalysisInput = {
  today: '2026-11-22',
  monthly_surplus: 1800,
  risk_profile: 'moderate',
  iterations: 1000,
  seed: 42,
  goals: [
    {
      id: 'g-house',
      name: 'House down payment',
      category: 'real_estate',
      target_amount: 60_000,
      current_amount: 12_000,
      target_date: '2028-11-22',
      priority: 2,
    },
    {
      id: 'g-emergency',
      name: 'Emergency fund',
      category: 'emergency_fund',
      target_amount: 18_000,
      current_amount: 6_000,
      target_date: '2027-11-22',
      priority: 1,
    },
  ],
}

describe('goal math used by the analysis', () => {
  it('monthly required is the remainder over the months left, at least one month', () => {
    expect(monthlyRequired(household.goals[0], household.today)).toBe(2000)
    expect(monthlyRequired({ ...household.goals[0], target_date: '2026-11-01' }, household.today)).toBe(48_000)
  })

  it('funds the highest priority first', () => {
    const allocated = priorityAllocation(
      [
        { id: 'a', required: 1000, priority: 1 },
        { id: 'b', required: 2000, priority: 2 },
      ],
      1800,
    )
    expect(Object.fromEntries(allocated)).toEqual({ a: 1000, b: 800 })
  })

  it('solves the return a goal needs', () => {
    // 10,000 growing for 12 months with nothing added reaches 10,600 at exactly 6 % a year.
    expect(requiredReturn(10_000, 0, 12, 10_600)).toBeCloseTo(0.06, 3)
    expect(requiredReturn(0, 100, 12, 1200)).toBe(0)
    expect(requiredReturn(0, 1, 12, 1_000_000)).toBeNull()
  })

  it('timeline status bands', () => {
    expect([
      timelineStatus(80, 10),
      timelineStatus(79, 10),
      timelineStatus(60, 10),
      timelineStatus(59, 10),
      timelineStatus(10, 100),
    ]).toEqual(['on_track', 'at_risk', 'at_risk', 'behind', 'completed'])
  })
})

describe('analyzeGoals on a household whose goals need more than the surplus', () => {
  it('finds the cash-flow conflict with the right shortfall', async () => {
    const analysis = await analyzeGoals(household, simulate)
    const conflict = analysis.conflicts.find((c) => c.type === 'cash_flow')
    expect(conflict).toMatchObject({ severity: 'moderate', shortfall_amount: 1200, affected_goals: ['g-house'] })
    expect(analysis.gaps).toMatchObject({
      monthly_shortfall: 1200,
      total_monthly_required: 3000,
      monthly_surplus: 1800,
    })
    expect(conflict?.resolution_options.map((o) => o.type)).toEqual([
      'increase_savings',
      'extend_timeline',
      'reprioritize',
    ])
  })

  it('offers a scenario that resolves it with a higher success rate than the current plan, and recommends by its rule', async () => {
    const analysis = await analyzeGoals(household, simulate)
    const byId = Object.fromEntries(analysis.scenarios.map((s) => [s.id, s]))
    expect(Object.keys(byId)).toEqual(['current_plan', 'extend_timelines', 'increase_savings', 'reprioritize'])
    expect(byId.increase_savings.monthly_requirement_change).toBe(1200)
    expect(byId.increase_savings.success_rate).toBeGreaterThan(byId.current_plan.success_rate)
    expect(byId.extend_timelines.success_rate).toBeGreaterThan(byId.current_plan.success_rate)
    expect(analysis.scenarios.filter((s) => s.is_recommended)).toHaveLength(1)
    for (const s of analysis.scenarios) {
      expect(s.success_rate).toBeGreaterThanOrEqual(0)
      expect(s.success_rate).toBeLessThanOrEqual(1)
    }
    expect(analysis.recommendations.immediate[0]).toMatchObject({
      title: 'Close the $1,200 monthly gap',
      priority: 'high',
    })
    expect(analysis.recommendations.immediate[0].projected_impact.success_rate_improvement).toBeGreaterThan(0)
  })

  it('success probabilities move the right way when the surplus grows', async () => {
    const tight = await analyzeGoals(household, simulate)
    const roomy = await analyzeGoals({ ...household, monthly_surplus: 3500 }, simulate)
    expect(roomy.success_probability).toBeGreaterThan(tight.success_probability)
    expect(roomy.success_rate).toBeGreaterThan(tight.success_rate)
    expect(roomy.conflicts.find((c) => c.type === 'cash_flow')).toBeUndefined()
    expect(roomy.overall_score).toBeGreaterThan(tight.overall_score)
    for (const goal of roomy.timeline) {
      const before = tight.timeline.find((g) => g.goal_id === goal.goal_id)!
      expect(goal.success_probability).toBeGreaterThanOrEqual(before.success_probability)
    }
  })

  it('builds the timeline with 25/50/75/100 % milestones, sorted by date', async () => {
    const analysis = await analyzeGoals(household, simulate)
    expect(analysis.timeline.map((g) => g.goal_id)).toEqual(['g-emergency', 'g-house'])
    const emergency = analysis.timeline[0]
    expect(emergency).toMatchObject({
      monthly_required: 1000,
      monthly_allocated: 1000,
      feasibility_score: 100,
      status: 'on_track',
    })
    expect(emergency.milestones.map((m) => m.percentage)).toEqual([25, 50, 75, 100])
    // 6,000 saved of 18,000: 25 % (4,500) is already reached today; 50 % (9,000) needs 3 months at 1,000.
    expect(emergency.milestones[0].date).toBe('2026-11-22')
    expect(emergency.milestones[1].date).toBe('2027-02-22')
    const house = analysis.timeline[1]
    expect(house).toMatchObject({ monthly_allocated: 800, feasibility_score: 40, status: 'behind' })
  })

  it('flags a goal that would need more return than the risk profile allows', async () => {
    const analysis = await analyzeGoals(
      { ...household, monthly_surplus: 500, goals: [{ ...household.goals[0], priority: 1 }] },
      simulate,
    )
    expect(analysis.conflicts.map((c) => c.type)).toEqual(expect.arrayContaining(['cash_flow', 'risk']))
    expect(analysis.risk_alignment).toBe(0)
  })

  it('answers an empty analysis for a household without goals', async () => {
    const analysis = await analyzeGoals({ ...household, goals: [] }, simulate)
    expect(analysis).toMatchObject({ conflicts: [], scenarios: [], timeline: [], overall_score: 0 })
  })
})

describe('resolution options carry the goal changes Apply makes', () => {
  it('the cash-flow conflict moves underfunded goals by the Extend timelines factor and pauses the least important goal', async () => {
    const result = await analyzeGoals(household, simulate)
    const cashFlow = result.conflicts.find((c) => c.type === 'cash_flow')!
    // Emergency fund (priority 1) takes 1,000 of 1,800; the house gets 800 of its 2,000.
    expect(cashFlow.affected_goals).toEqual(['g-house'])
    const extend = cashFlow.resolution_options.find((o) => o.type === 'extend_timeline')!
    // Need 3,000 / surplus 1,800 = 1.667 → 24 months × 0.667 = 16 months later.
    expect(extend.goal_changes).toEqual([{ goal_id: 'g-house', target_date: '2030-03-22' }])
    const pause = cashFlow.resolution_options.find((o) => o.type === 'reprioritize')!
    expect(pause.goal_changes).toEqual([{ goal_id: 'g-house', status: 'paused' }])
    expect(cashFlow.resolution_options.find((o) => o.type === 'increase_savings')!.goal_changes).toEqual([])
    const increased = result.scenarios.find((s) => s.id === 'increase_savings')!
    expect(cashFlow.resolution_options[0].impact).toContain(`${Math.round(increased.success_rate * 1000) / 10}%`)
  })

  it('a risk conflict offers the fewest extra months that bring the needed return within the profile', async () => {
    const result = await analyzeGoals(
      {
        ...household,
        monthly_surplus: 500,
        goals: [{ ...household.goals[1], id: 'solo', priority: 1 }],
      },
      simulate,
    )
    const risk = result.conflicts.find((c) => c.type === 'risk')!
    const extend = risk.resolution_options.find((o) => o.type === 'extend_timeline')!
    const months = Number(/(\d+) months later/.exec(extend.description)?.[1])
    // 12,000 still needed at 500 a month: 24 months at 0 %; with up to 7 % a year slightly fewer.
    expect(months).toBeGreaterThan(0)
    expect(requiredReturn(6000, 500, 12 + months, 18000)!).toBeLessThanOrEqual(0.07)
    expect(requiredReturn(6000, 500, 12 + months - 1, 18000) ?? 1).toBeGreaterThan(0.07)
  })
})

describe('request options', () => {
  it('scenario_count limits the alternatives and include_simulations false runs one deterministic path', async () => {
    const result = await analyzeGoals({ ...household, scenario_count: 1, simulations: false }, simulate)
    expect(result.scenarios.map((s) => s.id)).toEqual(['current_plan', 'extend_timelines'])
    expect(result.scenarios.every((s) => !s.monte_carlo_completed)).toBe(true)
    for (const s of result.scenarios) for (const p of Object.values(s.goal_probabilities)) expect([0, 1]).toContain(p)
  })

  it('the optimisation threshold decides whether a scenario that costs money is recommended', async () => {
    const eager = await analyzeGoals({ ...household, extra_money_threshold: 0 }, simulate)
    const best = [...eager.scenarios].sort((a, b) => b.success_rate - a.success_rate)[0]
    expect(eager.scenarios.find((s) => s.is_recommended)!.success_rate).toBe(best.success_rate)
    const frugal = await analyzeGoals({ ...household, extra_money_threshold: 1 }, simulate)
    expect(frugal.scenarios.find((s) => s.is_recommended)!.monthly_requirement_change).toBe(0)
  })
})
