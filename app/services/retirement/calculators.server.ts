import { invalidField } from '~/lib/app-error.ts'
import { matchAnalysisResult, type MatchAnalysisResult } from '~/lib/retirement/match-result.ts'
import type { MatchAnalysisInput } from '~/schemas/retirement.ts'

// The Retirement calculators as the API serves them: the pure answer from app/lib/retirement/,
// with a problem it reports turned into the application's 422 field error.

/** The 401(k) match analysis; a 422 AppError naming the field when the formula or figures cannot be used. */
export function matchAnalysisFor(input: MatchAnalysisInput, today = new Date()): MatchAnalysisResult {
  const outcome = matchAnalysisResult(input, today)
  if (outcome.problem !== null) throw invalidField(outcome.problem.field, outcome.problem.message)
  return outcome.result
}
