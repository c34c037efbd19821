import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { getSummary } from '~/services/finance/summary.server.ts'

export const loader = apiUserLoader(getSummary)
export const action = onlyGet
