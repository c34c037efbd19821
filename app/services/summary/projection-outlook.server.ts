import { AppError } from '../../lib/app-error.ts'
import { defaultProjection } from '../projections/projections.server.ts'

// The projection's part of the comprehensive summary: the default plan's Monte Carlo outcome
// (the run, and cache entry, the projections screen and the goal analysis show), in today's
// dollars. The summary still answers when the simulation service is down: it says why instead.

export type ProjectionOutlook =
  | {
      available: true
      successRate: number
      currentAge: number
      retirementAge: number
      planningAge: number
      /** Median age at which the paths that run out do so; null when none does. */
      depletionMedianAge: number | null
      /** Median net worth in today's dollars at retirement and at the planning age. */
      medianNetWorthAtRetirementCents: number
      medianNetWorthAtPlanningAgeCents: number
      iterations: number
    }
  | { available: false; reason: string }

// The engine's medians are estimates in dollars: whole dollars, held as cents like every amount.
const estimateCents = (dollars: number) => Math.round(dollars) * 100

export const NOTHING_TO_PROJECT = 'Nothing entered yet to project.'

export async function projectionOutlook(userId: number, hasData: boolean): Promise<ProjectionOutlook> {
  if (!hasData) return { available: false, reason: NOTHING_TO_PROJECT }
  try {
    const { result, plan } = await defaultProjection(userId)
    const median = result.net_worth.real.p50
    const atRetirement = result.ages.indexOf(plan.input.retirement_age)
    const last = result.ages.length - 1
    return {
      available: true,
      successRate: result.success_rate,
      currentAge: plan.input.current_age,
      retirementAge: plan.input.retirement_age,
      planningAge: result.ages[last],
      depletionMedianAge: result.depletion.p50 === null ? null : Math.floor(result.depletion.p50),
      // Retired already: the plan starts past its retirement age, so today stands for it.
      medianNetWorthAtRetirementCents: estimateCents(median[atRetirement < 0 ? 0 : atRetirement]),
      medianNetWorthAtPlanningAgeCents: estimateCents(median[last]),
      iterations: result.iterations,
    }
  } catch (error) {
    // 503: the simulation service is down, slow or not configured (projectionsUnavailable);
    // 429: this user's simulations are over their caps (simulation-queue.server.ts).
    if (error instanceof AppError && (error.status === 503 || error.status === 429))
      return { available: false, reason: error.message }
    throw error
  }
}
