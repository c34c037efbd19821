import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { socialSecurityResult } from '~/lib/retirement/social-security-result.ts'
import { SocialSecuritySchema } from '~/schemas/retirement.ts'

// POST { estimated_benefit, claiming_age, birth_year?, birth_date? }: the benefit at the
// claiming age, the comparison table 62–70 and breakeven ages, as the Retirement panel shows
// them. With birth_date (YYYY-MM-DD) SSA's age rules apply: born on the 1st counts as born the
// month before, and benefits start in a month the person is 62 throughout.
export const loader = onlyPost

export const action = apiUserWrite(SocialSecuritySchema, async (_userId, input) => socialSecurityResult(input))
