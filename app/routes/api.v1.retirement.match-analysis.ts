import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { MatchAnalysisSchema } from '~/schemas/retirement.ts'
import { matchAnalysisFor } from '~/services/retirement/calculators.server.ts'

// POST { salary, contribution_percent, match_formula, vesting_schedule?, deferral_limit?, year? }:
// the employer match the formula pays, what the contribution captures and what it leaves.
export const loader = onlyPost

export const action = apiUserWrite(MatchAnalysisSchema, async (_userId, input) => matchAnalysisFor(input))
