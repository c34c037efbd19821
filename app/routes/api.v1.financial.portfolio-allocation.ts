import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { getPortfolioAllocation } from '~/services/finance/summary.server.ts'

export const loader = apiUserLoader(getPortfolioAllocation)
export const action = onlyGet
