import { findConflicts } from './goal-analysis/conflicts.ts'
import { planFigures } from './goal-analysis/plan.ts'
import { buildRecommendations } from './goal-analysis/recommendations.ts'
import { simulateScenarios, withMeasuredImpact } from './goal-analysis/scenarios.ts'
import { headline } from './goal-analysis/score.ts'
import { buildTimeline } from './goal-analysis/timeline.ts'
import type { AnalysisInput, Simulate } from './goal-analysis/types.ts'

// Goal intelligence analysis from a household's goals, monthly surplus and risk profile:
// conflicts, scenarios whose success rates come from Monte Carlo runs, the goal timeline,
// recommendations and the headline scores. Pure apart from the injected simulator, so the
// rules are tested on hand-built households. Each part lives in goal-analysis/.

export {
  monthlyRequired,
  monthsBetween,
  priorityAllocation,
  requiredReturn,
  RISK_PROFILES,
  scenarioSimulationInput,
} from './goal-analysis/plan.ts'
export { timelineStatus } from './goal-analysis/timeline.ts'
export {
  SCENARIO_IDS,
  type AnalysisGoal,
  type AnalysisInput,
  type Conflict,
  type GoalChange,
  type Recommendation,
  type ResolutionOption,
  type RiskProfile,
  type Scenario,
  type ScenarioId,
  type Simulate,
  type SimulationVariables,
  type TimelineGoal,
} from './goal-analysis/types.ts'

export async function analyzeGoals(input: AnalysisInput, simulate: Simulate) {
  const figures = planFigures(input)
  const found = findConflicts(input, figures)
  const { current, scenarios } = await simulateScenarios(input, figures, simulate)
  const conflicts = withMeasuredImpact(found, scenarios, input.simulations !== false)
  const currentRate = scenarios[0]?.success_rate ?? 0
  return {
    timestamp: new Date().toISOString(),
    ...headline(input, figures, conflicts, current, currentRate),
    conflicts,
    scenarios,
    timeline: buildTimeline(input, figures, current),
    recommendations: buildRecommendations(input, figures, conflicts, scenarios),
  }
}

export type GoalAnalysis = Awaited<ReturnType<typeof analyzeGoals>>
