import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { getDataQuality } from '~/services/finance/summary.server.ts'

export const loader = apiUserLoader(getDataQuality)
export const action = onlyGet
