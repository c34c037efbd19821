import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { AdvisoryGenerateSchema } from '~/schemas/advisory.ts'
import { generateAdvisoryForUser } from '~/services/advisory/api.server.ts'

// 03 §7 "Language model": the audited advisory report for the caller, built from their own
// records (step4_data is not trusted); 429 with Retry-After past the per-user allowance.
export const loader = onlyPost

export const action = apiUserWrite(AdvisoryGenerateSchema, (userId, body) => generateAdvisoryForUser(userId, body))
