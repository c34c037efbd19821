import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { getCategorized } from '~/services/finance/summary.server.ts'

export const loader = apiUserLoader(getCategorized)
export const action = onlyGet
