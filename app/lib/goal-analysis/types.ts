import type { GoalAllocation, GoalSuccessInput, GoalSuccessResult } from '../../../sim-worker/core/goal-types.ts'

// The shapes the goal intelligence analysis reads and answers (03 section 7).

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

export type Simulate = (input: GoalSuccessInput) => Promise<GoalSuccessResult>

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
