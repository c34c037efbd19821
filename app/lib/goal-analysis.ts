import type { GoalAllocation, GoalSuccessInput, GoalSuccessResult } from '../../sim-worker/core/goal-types.ts'
import { monthsLeft } from './goal-math.ts'

// Goal intelligence analysis from a household's goals, monthly surplus and risk profile:
// conflicts, scenarios whose success rates come from Monte Carlo runs, the goal timeline,
// recommendations and the headline scores. Pure apart from the injected simulator, so the
// rules are tested on hand-built households.

export type RiskProfile = 'conservative' | 'moderate' | 'aggressive'

export type AnalysisGoal = {
  id: string
  name: string
  category: string
  /** What must be saved: for a home, the down payment, not the price. */
  target_amount: number
  current_amount: number
  target_date: string
  /** 1 = most important (the goals API's 10 arrives here as 1). */
  priority: number
}

export type AnalysisInput = {
  today: string
  monthly_surplus: number
  risk_profile: RiskProfile
  goals: AnalysisGoal[]
  iterations: number
  seed: number
  /** false: one deterministic path per scenario (no volatility), flagged as not Monte Carlo. */
  simulations?: boolean
  /** How many alternatives to the current plan to build (1–3, in SCENARIO_IDS order). */
  scenario_count?: number
  /** How many points better a scenario that costs money must be to be recommended (0.15 = 15). */
  extra_money_threshold?: number
}

export const SCENARIO_IDS = ['current_plan', 'extend_timelines', 'increase_savings', 'reprioritize'] as const
export type ScenarioId = (typeof SCENARIO_IDS)[number]

/** Adjustments on top of a scenario for a what-if run of its Monte Carlo simulation. */
export type SimulationVariables = {
  monthly_surplus_change?: number
  timeline_extension_months?: number
  allocation?: GoalAllocation
}

/** The figures every part of the analysis shares. */
function planFigures(input: AnalysisInput) {
  const surplus = Math.max(0, input.monthly_surplus)
  const required = input.goals.map((g) => ({
    id: g.id,
    required: monthlyRequired(g, input.today),
    priority: g.priority,
    months: monthsBetween(input.today, g.target_date),
  }))
  const totalRequired = required.reduce((s, g) => s + g.required, 0)
  const shortfall = Math.max(0, totalRequired - surplus)
  return {
    surplus,
    required,
    totalRequired,
    shortfall,
    // Extending by the ratio of need to surplus would fund everything if money kept its value; bounded to 25–100 %.
    extendFactor: surplus > 0 ? Math.min(2, Math.max(1.25, totalRequired / surplus)) : 1.5,
    extraSavings: shortfall > 0 ? shortfall : Math.max(100, surplus * 0.2),
  }
}

/** The sim-worker request for one scenario, optionally adjusted by what-if variables. */
export function scenarioSimulationInput(
  input: AnalysisInput,
  id: ScenarioId,
  variables: SimulationVariables = {},
): GoalSuccessInput {
  const { surplus, required, extendFactor, extraSavings } = planFigures(input)
  const profile = RISK_PROFILES[input.risk_profile]
  const deterministic = input.simulations === false
  const monthsFactor = id === 'extend_timelines' ? extendFactor : 1
  const baseSurplus = id === 'increase_savings' ? surplus + extraSavings : surplus
  return {
    seed: input.seed,
    iterations: deterministic ? 1 : input.iterations,
    monthly_surplus: Math.max(0, baseSurplus + (variables.monthly_surplus_change ?? 0)),
    allocation: variables.allocation ?? (id === 'reprioritize' ? 'proportional' : 'priority'),
    goals: input.goals.map((g, i) => ({
      id: g.id,
      current_amount: g.current_amount,
      target_amount: Math.max(g.target_amount, g.current_amount),
      months_left: Math.min(
        720,
        Math.max(1, Math.round(required[i].months * monthsFactor) + (variables.timeline_extension_months ?? 0)),
      ),
      priority: Math.min(10, Math.max(1, g.priority)),
      expected_return: profile.expected_return,
      volatility: deterministic ? 0 : profile.volatility,
    })),
  }
}

export type Simulate = (input: GoalSuccessInput) => Promise<GoalSuccessResult>

/**
 * What money set aside for goals can expect to earn and swing, by risk profile (annual).
 * Balanced-fund style figures: bonds-heavy ~4 %/6 %, 60/40 ~6 %/10 %, equity-heavy ~7.5 %/15 %.
 */
export const RISK_PROFILES: Record<
  RiskProfile,
  { expected_return: number; volatility: number; max_reasonable_return: number }
> = {
  conservative: { expected_return: 0.04, volatility: 0.06, max_reasonable_return: 0.05 },
  moderate: { expected_return: 0.06, volatility: 0.1, max_reasonable_return: 0.07 },
  aggressive: { expected_return: 0.075, volatility: 0.15, max_reasonable_return: 0.09 },
}

/** Whole months from today to the target date, at least one (the goals screens' rule). */
export function monthsBetween(today: string, target: string): number {
  return monthsLeft(target, today)
}

/** Remaining amount over months left, at least one month; never negative. */
export function monthlyRequired(goal: AnalysisGoal, today: string) {
  return Math.max(0, goal.target_amount - goal.current_amount) / monthsBetween(today, goal.target_date)
}

/** How the surplus reaches each goal when the highest priorities are funded first. */
export function priorityAllocation(goals: { id: string; required: number; priority: number }[], surplus: number) {
  let left = Math.max(0, surplus)
  const allocated = new Map<string, number>()
  for (const goal of [...goals].sort((a, b) => a.priority - b.priority)) {
    const share = Math.min(goal.required, left)
    allocated.set(goal.id, share)
    left -= share
  }
  return allocated
}

/** The annual return needed to grow `current` plus `monthly` for `months` to `target` (bisection; null when even 50 % is not enough). */
export function requiredReturn(current: number, monthly: number, months: number, target: number): number | null {
  const fv = (annual: number) => {
    const r = Math.pow(1 + annual, 1 / 12) - 1
    let value = current
    for (let m = 0; m < months; m++) value = value * (1 + r) + monthly
    return value
  }
  if (fv(0) >= target) return 0
  if (fv(0.5) < target) return null
  let lo = 0
  let hi = 0.5
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2
    if (fv(mid) >= target) hi = mid
    else lo = mid
  }
  return Math.round(hi * 10000) / 10000
}

/** A short id that stays the same for the same parts, so stored statuses find their item in the next analysis (FNV-1a). */
function stableId(...parts: string[]) {
  let hash = 0x811c9dc5
  for (const ch of parts.join('|')) {
    hash ^= ch.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${parts[0]}-${hash.toString(16).padStart(8, '0')}`
}

const round = (n: number) => Math.round(n)
const pct = (n: number) => Math.round(n * 1000) / 10

export type Conflict = {
  id: string
  severity: 'critical' | 'moderate' | 'minor'
  type: 'cash_flow' | 'timeline' | 'risk'
  description: string
  affected_goals: string[]
  shortfall_amount: number | null
  resolution_options: ResolutionOption[]
}

/** A change to one goal that applying a resolution makes (through the goals service, with history). */
export type GoalChange = { goal_id: string; target_date?: string; status?: 'paused' }

export type ResolutionOption = {
  type: string
  description: string
  impact: string
  /** What Apply changes; empty when the option is a commitment only the user can carry out (saving more). */
  goal_changes: GoalChange[]
}

export type Scenario = {
  id: string
  name: string
  description: string
  is_recommended: boolean
  success_rate: number
  all_goals_probability: number
  monte_carlo_completed: boolean
  monthly_requirement_change: number
  timeline_impact: number
  lifestyle_impact: number
  required_changes: { type: string; description: string; amount: number }[]
  projected_outcomes: { total_savings: number; goal_completion_rate: number; risk_score: number }
  goal_probabilities: Record<string, number>
}

export type Recommendation = {
  id: string
  title: string
  type: 'immediate' | 'short_term' | 'long_term'
  priority: 'high' | 'medium' | 'low'
  category: string
  description: string
  impact_description: string
  projected_impact: {
    success_rate_improvement: number
    cost_reduction: number
    time_saved: number
    additional_savings: number
  }
  estimated_time: string
  difficulty: 'easy' | 'moderate' | 'hard'
  goals_affected: string[]
  prerequisites: string[]
  action_steps: string[]
}

export type TimelineGoal = {
  goal_id: string
  name: string
  category: string
  target_date: string
  current_amount: number
  target_amount: number
  monthly_required: number
  monthly_allocated: number
  feasibility_score: number
  status: 'completed' | 'on_track' | 'at_risk' | 'behind'
  success_probability: number
  milestones: { description: string; date: string; amount: number; percentage: number }[]
}

export function timelineStatus(feasibility: number, progress: number): TimelineGoal['status'] {
  if (progress >= 100) return 'completed'
  if (feasibility >= 80) return 'on_track'
  if (feasibility >= 60) return 'at_risk'
  return 'behind'
}

/** The fewest extra months (up to 40 years) after which `monthly` reaches the goal within `maxReturn`; null if never. */
function monthsUntilReachable(goal: AnalysisGoal, monthly: number, months: number, maxReturn: number) {
  const reachable = (extra: number) => {
    const needed = requiredReturn(goal.current_amount, monthly, months + extra, goal.target_amount)
    return needed !== null && needed <= maxReturn
  }
  if (!reachable(480)) return null
  // The return needed only falls as months are added, so bisect.
  let lo = 0
  let hi = 480
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (reachable(mid)) hi = mid
    else lo = mid
  }
  return hi
}

function addMonths(today: string, months: number) {
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + Math.ceil(months))
  return d.toISOString().slice(0, 10)
}

export async function analyzeGoals(input: AnalysisInput, simulate: Simulate) {
  const { today, goals } = input
  const profile = RISK_PROFILES[input.risk_profile]
  const { surplus, required, totalRequired, shortfall, extendFactor, extraSavings } = planFigures(input)
  const allocation = priorityAllocation(required, surplus)
  const nameOf = new Map(goals.map((g) => [g.id, g.name]))

  const run = (id: ScenarioId) => simulate(scenarioSimulationInput(input, id))

  // ---- Conflicts ----
  // Extensions use the "Extend timelines" scenario's factor, so applying the matching
  // resolution moves dates by what the scenario simulated.
  const later = (goal: AnalysisGoal, months: number): GoalChange => ({
    goal_id: goal.id,
    target_date: addMonths(goal.target_date, months),
  })
  const conflicts: Conflict[] = []
  if (goals.length > 0 && shortfall > 0.5) {
    const share = shortfall / totalRequired
    const lowest = [...goals].sort((a, b) => b.priority - a.priority)[0]
    const lowestRequired = required.find((r) => r.id === lowest.id)?.required ?? 0
    const affected = goals.filter(
      (g) => (allocation.get(g.id) ?? 0) + 0.5 < (required.find((r) => r.id === g.id)?.required ?? 0),
    )
    conflicts.push({
      id: stableId('cash_flow', ...goals.map((g) => g.id).sort()),
      severity: share > 0.5 ? 'critical' : share > 0.2 ? 'moderate' : 'minor',
      type: 'cash_flow',
      description: `Your goals need ${money(totalRequired)} a month but your monthly surplus is ${money(surplus)}: ${money(shortfall)} short.`,
      affected_goals: affected.map((g) => g.id),
      shortfall_amount: round(shortfall),
      resolution_options: [
        {
          type: 'increase_savings',
          description: `Save ${money(shortfall)} more a month`,
          impact: 'Funds every goal on its current dates',
          goal_changes: [],
        },
        {
          type: 'extend_timeline',
          description: `Move the dates of ${affected.length === 1 ? `"${affected[0].name}"` : `the ${affected.length} underfunded goals`} ${Math.round((extendFactor - 1) * 100)}% later`,
          impact: 'Lowers what each goal needs every month',
          goal_changes: affected.map((g) =>
            later(g, Math.max(1, Math.round(monthsBetween(today, g.target_date) * (extendFactor - 1)))),
          ),
        },
        ...(goals.length > 1
          ? [
              {
                type: 'reprioritize',
                description: `Pause "${lowest.name}" until the others are funded`,
                impact: `Frees ${money(lowestRequired)} a month`,
                goal_changes: [{ goal_id: lowest.id, status: 'paused' as const }],
              },
            ]
          : []),
      ],
    })
  }
  // Goals whose target dates fall within a year of each other and together need more than the surplus.
  const byDate = [...goals].sort((a, b) => a.target_date.localeCompare(b.target_date))
  for (let i = 0; i < byDate.length; i++) {
    const cluster = byDate.filter(
      (g) => monthsBetween(byDate[i].target_date, g.target_date) <= 12 && g.target_date >= byDate[i].target_date,
    )
    if (cluster.length < 2) continue
    const need = cluster.reduce((s, g) => s + (required.find((r) => r.id === g.id)?.required ?? 0), 0)
    if (need <= surplus) continue
    const id = stableId('timeline', ...cluster.map((g) => g.id).sort())
    if (conflicts.some((c) => c.id === id)) continue
    const last = cluster[cluster.length - 1]
    const lastRequired = required.find((r) => r.id === last.id)
    const lastRemaining = Math.max(0, last.target_amount - last.current_amount)
    conflicts.push({
      id,
      severity: 'moderate',
      type: 'timeline',
      description: `${cluster.map((g) => g.name).join(', ')} fall due within a year of each other and need ${money(need)} a month together.`,
      affected_goals: cluster.map((g) => g.id),
      shortfall_amount: round(need - surplus),
      resolution_options: [
        {
          type: 'stagger',
          description: `Move "${last.name}" a year later`,
          impact: `Its monthly need falls from ${money(lastRequired?.required ?? 0)} to ${money(lastRemaining / ((lastRequired?.months ?? 1) + 12))}`,
          goal_changes: [later(last, 12)],
        },
        {
          type: 'increase_savings',
          description: `Save ${money(need - surplus)} more a month until they are funded`,
          impact: 'Keeps the dates',
          goal_changes: [],
        },
      ],
    })
  }
  goals.forEach((goal, i) => {
    if (goal.current_amount >= goal.target_amount) return
    const monthly = allocation.get(goal.id) ?? 0
    const needed = requiredReturn(goal.current_amount, monthly, required[i].months, goal.target_amount)
    if (needed !== null && needed <= profile.max_reasonable_return) return
    const extra = monthsUntilReachable(goal, monthly, required[i].months, profile.max_reasonable_return)
    conflicts.push({
      id: stableId('risk', goal.id),
      severity: needed === null ? 'critical' : 'minor',
      type: 'risk',
      description:
        needed === null
          ? `"${goal.name}" cannot be reached by its date with the money it receives, at any reasonable return.`
          : `"${goal.name}" needs about ${pct(needed)}% a year, above the ${pct(profile.max_reasonable_return)}% a ${input.risk_profile} profile can expect.`,
      affected_goals: [goal.id],
      shortfall_amount: null,
      resolution_options: [
        ...(extra !== null
          ? [
              {
                type: 'extend_timeline',
                description: `Move "${goal.name}" ${extra} months later`,
                impact: `At ${money(monthly)} a month it then needs no more than ${pct(profile.max_reasonable_return)}% a year`,
                goal_changes: [later(goal, extra)],
              },
            ]
          : []),
        {
          type: 'increase_savings',
          description: `Direct more of your surplus to "${goal.name}"`,
          impact: `It receives ${money(monthly)} of the ${money(required[i].required)} it needs a month`,
          goal_changes: [],
        },
      ],
    })
  })
  conflicts.sort((a, b) => severityRank(a.severity) - severityRank(b.severity))

  // ---- Scenarios (Monte Carlo) ----
  const alternatives = Math.min(3, Math.max(1, input.scenario_count ?? 3))
  const wanted = new Set<ScenarioId>(SCENARIO_IDS.slice(0, alternatives + 1))
  const runIf = (id: ScenarioId) => (goals.length && wanted.has(id) ? run(id) : Promise.resolve(null))
  const [current, extended, increased, reprioritised] = await Promise.all(SCENARIO_IDS.map(runIf))
  const maxMonths = required.length ? Math.max(...required.map((r) => r.months)) : 0
  const scenario = (
    key: string,
    name: string,
    description: string,
    result: GoalSuccessResult | null,
    monthlyChange: number,
    timelineImpact: number,
    changes: Scenario['required_changes'],
  ): Scenario => {
    const probabilities = Object.fromEntries((result?.goals ?? []).map((g) => [g.id, g.success_probability]))
    const rate =
      result && result.goals.length
        ? result.goals.reduce((s, g) => s + g.success_probability, 0) / result.goals.length
        : 0
    return {
      id: key,
      name,
      description,
      is_recommended: false,
      success_rate: Math.round(rate * 1000) / 1000,
      all_goals_probability: result?.all_goals_probability ?? 0,
      monte_carlo_completed: input.simulations !== false,
      monthly_requirement_change: round(monthlyChange),
      timeline_impact: timelineImpact,
      lifestyle_impact:
        surplus + monthlyChange > 0 && monthlyChange > 0
          ? Math.round((monthlyChange / (surplus + monthlyChange)) * 100) / 100
          : 0,
      required_changes: changes,
      projected_outcomes: {
        total_savings: round((result?.goals ?? []).reduce((s, g) => s + g.median_final, 0)),
        goal_completion_rate: Math.round(rate * 100),
        risk_score: input.risk_profile === 'conservative' ? 3 : input.risk_profile === 'moderate' ? 5 : 8,
      },
      goal_probabilities: probabilities,
    }
  }
  const scenarios = goals.length
    ? [
        scenario(
          'current_plan',
          'Current plan',
          'Your goals, dates and surplus as they are, highest priority funded first.',
          current,
          0,
          0,
          [],
        ),
        scenario(
          'extend_timelines',
          'Extend timelines',
          `Every target date moved out by ${Math.round((extendFactor - 1) * 100)}%.`,
          extended,
          0,
          Math.round(maxMonths * (extendFactor - 1)),
          [
            {
              type: 'timeline',
              description: `Move target dates about ${Math.round(maxMonths * (extendFactor - 1))} months later`,
              amount: 0,
            },
          ],
        ),
        scenario(
          'increase_savings',
          'Increase savings',
          `Set aside ${money(extraSavings)} more each month.`,
          increased,
          extraSavings,
          0,
          [{ type: 'savings', description: `Save ${money(extraSavings)} more a month`, amount: round(extraSavings) }],
        ),
        scenario(
          'reprioritize',
          'Reprioritise',
          'Share the surplus across all goals in proportion to what each needs.',
          reprioritised,
          0,
          0,
          [{ type: 'priority', description: 'Fund goals side by side instead of one after another', amount: 0 }],
        ),
      ].filter((s) => wanted.has(s.id as ScenarioId))
    : []
  // The cash-flow conflict's options carry what the matching scenario measured.
  const cashFlowConflict = conflicts.find((c) => c.type === 'cash_flow')
  if (cashFlowConflict && scenarios.length) {
    const base = scenarios[0].success_rate
    const measured: Record<string, Scenario | undefined> = {
      increase_savings: scenarios.find((s) => s.id === 'increase_savings'),
      extend_timeline: scenarios.find((s) => s.id === 'extend_timelines'),
    }
    for (const option of cashFlowConflict.resolution_options) {
      const scenario = measured[option.type]
      if (scenario) {
        option.impact += `: goals reached ${pct(base)}% → ${pct(scenario.success_rate)}%`
        if (input.simulations !== false) option.impact += ' (Monte Carlo)'
      }
    }
  }
  // The recommended scenario: the best success rate among those that need no extra money;
  // one that needs more money wins only if it is at least 15 points better.
  if (scenarios.length) {
    const best = (list: Scenario[]) =>
      [...list].sort((a, b) => b.success_rate - a.success_rate || a.timeline_impact - b.timeline_impact)[0]
    const free = best(scenarios.filter((s) => s.monthly_requirement_change <= 0))
    const overall = best(scenarios)
    const chosen = overall.success_rate - free.success_rate >= (input.extra_money_threshold ?? 0.15) ? overall : free
    chosen.is_recommended = true
  }

  // ---- Timeline ----
  const timeline: TimelineGoal[] = goals
    .map((g, i) => {
      const r = required[i]
      const allocated = allocation.get(g.id) ?? 0
      const progress = g.target_amount > 0 ? (g.current_amount / g.target_amount) * 100 : 100
      const feasibility = r.required === 0 ? 100 : Math.round(Math.min(1, allocated / r.required) * 100)
      const milestones = [25, 50, 75, 100].map((percentage) => {
        const amount = (g.target_amount * percentage) / 100
        const monthsToReach =
          amount <= g.current_amount ? 0 : allocated > 0 ? (amount - g.current_amount) / allocated : Infinity
        return {
          description: `${percentage}% of ${g.name}`,
          date: Number.isFinite(monthsToReach) ? addMonths(today, monthsToReach) : g.target_date,
          amount: round(amount),
          percentage,
        }
      })
      return {
        goal_id: g.id,
        name: g.name,
        category: g.category,
        target_date: g.target_date,
        current_amount: round(g.current_amount),
        target_amount: round(g.target_amount),
        monthly_required: round(r.required),
        monthly_allocated: round(allocated),
        feasibility_score: feasibility,
        status: timelineStatus(feasibility, progress),
        success_probability: current?.goals.find((x) => x.id === g.id)?.success_probability ?? 0,
        milestones,
      }
    })
    .sort((a, b) => a.target_date.localeCompare(b.target_date))

  // ---- Recommendations ----
  const currentRate = scenarios[0]?.success_rate ?? 0
  const improvement = (s: Scenario | undefined) =>
    Math.max(0, Math.round(((s?.success_rate ?? 0) - currentRate) * 1000) / 10)
  const find = (id: string) => scenarios.find((s) => s.id === id)
  const recommendations: Recommendation[] = []
  const cashFlow = conflicts.find((c) => c.type === 'cash_flow')
  if (cashFlow) {
    recommendations.push({
      id: stableId('rec', 'close_gap', cashFlow.id),
      title: `Close the ${money(shortfall)} monthly gap`,
      type: 'immediate',
      priority: 'high',
      category: 'cash_flow',
      description: `Your goals need ${money(totalRequired)} a month and ${money(surplus)} is available. Trim spending or raise income by ${money(shortfall)} a month.`,
      impact_description: `Raises the expected share of goals reached by ${improvement(find('increase_savings'))} points.`,
      projected_impact: {
        success_rate_improvement: improvement(find('increase_savings')),
        cost_reduction: round(shortfall),
        time_saved: 0,
        additional_savings: round(shortfall * 12),
      },
      estimated_time: '1 month',
      difficulty: shortfall > surplus ? 'hard' : 'moderate',
      goals_affected: cashFlow.affected_goals,
      prerequisites: ['A current list of monthly expenses'],
      action_steps: [
        'Review subscriptions and discretionary spending',
        `Set an automatic transfer of ${money(shortfall)} on payday`,
        'Re-run this analysis next month',
      ],
    })
  }
  const extendedScenario = find('extend_timelines')
  if (extendedScenario && improvement(extendedScenario) > 0) {
    recommendations.push({
      id: stableId('rec', 'extend', ...goals.map((g) => g.id).sort()),
      title: 'Give your goals more time',
      type: 'short_term',
      priority: improvement(extendedScenario) >= 10 ? 'high' : 'medium',
      category: 'timeline',
      description: `Moving target dates about ${extendedScenario.timeline_impact} months later lowers what each goal needs every month.`,
      impact_description: `Raises the expected share of goals reached by ${improvement(extendedScenario)} points.`,
      projected_impact: {
        success_rate_improvement: improvement(extendedScenario),
        cost_reduction: 0,
        time_saved: -extendedScenario.timeline_impact,
        additional_savings: 0,
      },
      estimated_time: '1 week',
      difficulty: 'easy',
      goals_affected: goals.map((g) => g.id),
      prerequisites: [],
      action_steps: [
        'Decide which dates can move',
        'Edit those goals with the new dates and a reason',
        'Re-run this analysis',
      ],
    })
  }
  const reprioritisedScenario = find('reprioritize')
  if (reprioritisedScenario && improvement(reprioritisedScenario) > 0) {
    recommendations.push({
      id: stableId('rec', 'reprioritize', ...goals.map((g) => g.id).sort()),
      title: 'Fund goals side by side',
      type: 'short_term',
      priority: 'medium',
      category: 'priority',
      description:
        "Sharing the surplus in proportion to each goal's need reaches more goals on these numbers than funding one at a time.",
      impact_description: `Raises the expected share of goals reached by ${improvement(reprioritisedScenario)} points.`,
      projected_impact: {
        success_rate_improvement: improvement(reprioritisedScenario),
        cost_reduction: 0,
        time_saved: 0,
        additional_savings: 0,
      },
      estimated_time: '1 day',
      difficulty: 'easy',
      goals_affected: goals.map((g) => g.id),
      prerequisites: [],
      action_steps: ['Split your automatic transfers across the goals in proportion to their monthly need'],
    })
  }
  for (const conflict of conflicts.filter((c) => c.type === 'risk')) {
    const goalId = conflict.affected_goals[0]
    recommendations.push({
      id: stableId('rec', 'risk', goalId),
      title: `Make "${nameOf.get(goalId)}" reachable without extra risk`,
      type: 'long_term',
      priority: conflict.severity === 'critical' ? 'high' : 'low',
      category: 'risk',
      description: conflict.description,
      impact_description: 'Aligns the goal with the returns your risk profile can expect.',
      projected_impact: {
        success_rate_improvement: improvement(extendedScenario),
        cost_reduction: 0,
        time_saved: 0,
        additional_savings: 0,
      },
      estimated_time: '3 months',
      difficulty: 'moderate',
      goals_affected: [goalId],
      prerequisites: [],
      action_steps: [
        'Lower the target, move the date, or direct more savings to this goal',
        'Avoid reaching for return with riskier investments than your profile',
      ],
    })
  }

  // ---- Headline numbers ----
  const riskConflicts = conflicts.filter((c) => c.type === 'risk').length
  const riskAlignment = goals.length ? Math.round(((goals.length - riskConflicts) / goals.length) * 100) : 100
  const coverage = totalRequired > 0 ? Math.min(1, surplus / totalRequired) : 1
  const successProbability = current?.all_goals_probability ?? (goals.length ? 0 : 1)
  const overallScore = goals.length
    ? Math.round(currentRate * 100 * 0.5 + riskAlignment * 0.2 + coverage * 100 * 0.3)
    : 0
  return {
    timestamp: new Date().toISOString(),
    overall_score: overallScore,
    success_probability: successProbability,
    success_rate: currentRate,
    risk_alignment: riskAlignment,
    lifestyle_fit: Math.round(coverage * 100),
    gaps: {
      monthly_shortfall: round(shortfall),
      total_monthly_required: round(totalRequired),
      monthly_surplus: round(surplus),
      current_trajectory: currentRate,
    },
    conflicts,
    scenarios,
    timeline,
    recommendations: {
      immediate: recommendations.filter((r) => r.type === 'immediate'),
      short_term: recommendations.filter((r) => r.type === 'short_term'),
      long_term: recommendations.filter((r) => r.type === 'long_term'),
    },
  }
}

export type GoalAnalysis = Awaited<ReturnType<typeof analyzeGoals>>

function severityRank(s: Conflict['severity']) {
  return s === 'critical' ? 0 : s === 'moderate' ? 1 : 2
}

function money(n: number) {
  return `$${Math.round(n).toLocaleString('en-US')}`
}
