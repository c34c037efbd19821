import { AppError } from '../../lib/app-error.ts'
import type { AnalysisGoal, AnalysisInput, RiskProfile } from '../../lib/goal-analysis.ts'
import { savingTargetCents, todayIso } from '../../lib/goal-math.ts'
import { EXTRA_MONEY_THRESHOLD, type AnalyzeRequest } from '../../schemas/analysis.ts'
import { RISK_TOLERANCES } from '../../schemas/goals.ts'
import { getProfile } from '../profile/personal.server.ts'
import { entryTotals } from '../finance/entry-totals.server.ts'
import { summaryOfTotals } from '../finance/summary.server.ts'
import { paramsOf } from '../goals/goal-json.server.ts'
import { listGoals } from '../goals/goals.server.ts'
import { getPreferences } from '../goals/preferences.server.ts'

// The analysis input from the user's own data: the goals still being worked towards (and
// those reached, shown as completed), the monthly cash flow of their entries and their risk
// tolerance, with any what-if overrides of the analyze call.

const ANALYSED_STATUSES = new Set(['active', 'achieved'])

function riskProfileOf(value: string | null | undefined): RiskProfile | null {
  return RISK_TOLERANCES.find((risk) => risk === value) ?? null
}

/** The analysis input, with any what-if overrides; a 422 AppError for an override the user can fix. */
export async function buildAnalysisInput(
  userId: number,
  request: Pick<AnalyzeRequest, 'include_simulations' | 'scenario_count' | 'optimization_level' | 'overrides'>,
  seed: number,
): Promise<AnalysisInput> {
  const [goals, totals, preferences, profile] = await Promise.all([
    listGoals(userId),
    entryTotals(userId),
    getPreferences(userId),
    getProfile(userId),
  ])
  const analysed = goals.filter((g) => ANALYSED_STATUSES.has(g.status))
  const overrides = request.overrides ?? {}
  const byId = new Map((overrides.goals ?? []).map((o) => [o.goal_id, o]))
  for (const id of byId.keys()) {
    if (!analysed.some((g) => g.id === id)) {
      throw new AppError(422, `Override names goal ${id}, which is not one of your active goals`)
    }
  }
  const today = todayIso()
  const analysisGoals: AnalysisGoal[] = analysed.map((goal) => {
    const override = byId.get(goal.id)
    const targetCents =
      override?.target_amount !== undefined ? Math.round(override.target_amount * 100) : goal.target_amount_cents
    if (override?.target_date !== undefined && override.target_date < today) {
      throw new AppError(422, `Override for goal ${goal.id}: target date must be today or later`)
    }
    return {
      id: String(goal.id),
      name: goal.name,
      category: goal.category,
      target_amount: savingTargetCents(goal.category, targetCents, paramsOf(goal)) / 100,
      current_amount: goal.current_amount_cents / 100,
      target_date: override?.target_date ?? goal.target_date,
      // Goals rank 10 as most important; the engine and sim-worker fund 1 first.
      priority: 11 - (override?.priority ?? goal.priority),
    }
  })
  // What is left each month for goals: loan payments go out like any expense (the savings rate
  // counts them the same way, app/lib/financial-summary.ts), so they are not free to fund a goal.
  // From the entries' SQL totals (summaryOfTotals gives what summarize() gives every entry, to the cent).
  const summary = summaryOfTotals(totals)
  const surplus = (summary.monthly_cash_flow_cents - summary.monthly_loan_payments_cents) / 100
  return {
    today,
    monthly_surplus: overrides.monthly_surplus ?? surplus,
    risk_profile:
      overrides.risk_profile ??
      riskProfileOf(preferences?.risk_tolerance) ??
      riskProfileOf(profile?.risk_tolerance) ??
      'moderate',
    goals: analysisGoals,
    iterations: 1000,
    seed,
    simulations: request.include_simulations,
    scenario_count: request.scenario_count,
    extra_money_threshold: EXTRA_MONEY_THRESHOLD[request.optimization_level],
  }
}
