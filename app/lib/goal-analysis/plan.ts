import type { GoalSuccessInput } from '../../../sim-worker/core/goal-types.ts'
import { monthsLeft } from '../goal-math.ts'
import type { AnalysisGoal, AnalysisInput, RiskProfile, ScenarioId, SimulationVariables } from './types.ts'

// The figures every part of the analysis shares: what each goal needs a month, how the
// surplus reaches them, and the sim-worker request for a scenario.

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

export type GoalNeed = { id: string; required: number; priority: number; months: number }

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

/** The figures every part of the analysis shares. */
export function planFigures(input: AnalysisInput) {
  const surplus = Math.max(0, input.monthly_surplus)
  const required: GoalNeed[] = input.goals.map((g) => ({
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
    allocation: priorityAllocation(required, surplus),
  }
}

export type PlanFigures = ReturnType<typeof planFigures>

/** What the goal needs a month (0 for an unknown id). */
export function requiredOf(figures: PlanFigures, goalId: string) {
  return figures.required.find((r) => r.id === goalId)?.required ?? 0
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

/** The fewest extra months (up to 40 years) after which `monthly` reaches the goal within `maxReturn`; null if never. */
export function monthsUntilReachable(goal: AnalysisGoal, monthly: number, months: number, maxReturn: number) {
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

export function addMonths(today: string, months: number) {
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + Math.ceil(months))
  return d.toISOString().slice(0, 10)
}

/** A short id that stays the same for the same parts, so stored statuses find their item in the next analysis (FNV-1a). */
export function stableId(...parts: string[]) {
  let hash = 0x811c9dc5
  for (const ch of parts.join('|')) {
    hash ^= ch.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${parts[0]}-${hash.toString(16).padStart(8, '0')}`
}

export const round = (n: number) => Math.round(n)
/** A fraction as percent with one decimal: 0.0725 → 7.3. */
export const pct = (n: number) => Math.round(n * 1000) / 10
