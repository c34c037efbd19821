import type { GoalSuccessResult } from '../../../sim-worker/core/goal-types.ts'
import { round, type PlanFigures } from './plan.ts'
import type { AnalysisInput, Conflict } from './types.ts'

// The headline numbers: overall score (half success rate, a fifth risk alignment, the rest
// how much of the need the surplus covers), and the monthly gap.

export function headline(
  input: AnalysisInput,
  figures: PlanFigures,
  conflicts: Conflict[],
  current: GoalSuccessResult | null,
  currentRate: number,
) {
  const goalCount = input.goals.length
  const { surplus, totalRequired, shortfall } = figures
  const riskConflicts = conflicts.filter((c) => c.type === 'risk').length
  const riskAlignment = goalCount ? Math.round(((goalCount - riskConflicts) / goalCount) * 100) : 100
  const coverage = totalRequired > 0 ? Math.min(1, surplus / totalRequired) : 1
  return {
    overall_score: goalCount ? Math.round(currentRate * 100 * 0.5 + riskAlignment * 0.2 + coverage * 100 * 0.3) : 0,
    success_probability: current?.all_goals_probability ?? (goalCount ? 0 : 1),
    success_rate: currentRate,
    risk_alignment: riskAlignment,
    lifestyle_fit: Math.round(coverage * 100),
    gaps: {
      monthly_shortfall: round(shortfall),
      total_monthly_required: round(totalRequired),
      monthly_surplus: round(surplus),
      current_trajectory: currentRate,
    },
  }
}
