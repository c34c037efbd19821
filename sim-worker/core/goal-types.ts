// The contract between the app and the sim-worker for goal success probabilities
// (the goal intelligence analysis). Types only, so both the Deno service and the
// Node app import it without pulling runtime code.
// Money is in dollars; rates are annual fractions (0.07 = 7 %).

/**
 * How `monthly_surplus` is shared among the goals without a `monthly_contribution`:
 * - 'priority': by priority (1 first; ties in input order), each goal up to its
 *   required monthly amount, until the surplus runs out;
 * - 'proportional': every goal gets the same share of its required monthly amount
 *   (surplus ÷ total required, at most 1).
 * Surplus beyond the total required amount stays unallocated in both.
 */
export type GoalAllocation = 'priority' | 'proportional'

export interface GoalSuccessGoal {
  /** The app's goal id; unique within a request, echoed in the result. */
  id: string
  current_amount: number
  target_amount: number
  /** 1–720 months to the target date; success is judged at its end. */
  months_left: number
  /** 1–10, 1 = highest (funded first under 'priority'). */
  priority: number
  /** Expected annual return of the goal's money (-0.5–1). */
  expected_return: number
  /** Annual volatility (σ of log returns, 0–1); 0 gives the deterministic path. */
  volatility: number
  /**
   * A fixed monthly contribution to this goal. When present the goal takes no part
   * in the surplus allocation (the surplus is what is left after these).
   */
  monthly_contribution?: number
}

export interface GoalSuccessInput {
  /** Same inputs and seed give the same result. */
  seed: number
  /** 1–100,000 paths (the app uses 1,000). */
  iterations: number
  /** Monthly money available for the goals without their own contribution; may be 0. */
  monthly_surplus: number
  /** 1–50 goals. */
  goals: GoalSuccessGoal[]
  allocation: GoalAllocation
}

export interface GoalSuccessGoalResult {
  id: string
  /** Share of paths whose balance reaches the target at months_left (0–1). */
  success_probability: number
  /** Percentiles of the balance at months_left across paths. */
  median_final: number
  p10_final: number
  p90_final: number
  /** The monthly amount the goal received: its own contribution, or its share of the surplus. */
  monthly_allocated: number
}

export interface GoalSuccessResult {
  /** In the order of the input goals. */
  goals: GoalSuccessGoalResult[]
  /** Share of paths on which every goal reaches its target (≤ every goal's own probability). */
  all_goals_probability: number
  iterations: number
  seed: number
  elapsed_ms: number
}
